import type { Page } from '@playwright/test';
import { expect, photosDir, test } from './fixtures';
import { signedInAs } from './pages/account-api';
import { StudioPage } from './pages/studio-page';

/** The signed-in draft the studio keeps on this device (its IndexedDB), or null. */
function keptDraft(page: Page): Promise<{ hairstyles: string[]; lipstick: string | null } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('looklab-studio', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('pending');
        open.onerror = () => reject(new Error('IndexedDB unavailable'));
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('pending').objectStore('pending');
          const get = store.get('signed-in-draft');
          const getImages = store.get('signed-in-draft-images');
          getImages.onsuccess = () => {
            db.close();
            const draft = get.result as
              | { rest: { history: { lipstickColor: string | null }[]; historyIndex: number } }
              | undefined;
            const images = getImages.result as
              { images: { intermediateImages: { name: string }[] } } | undefined;
            if (!draft || !images) return resolve(null);
            resolve({
              hairstyles: images.images.intermediateImages.map((i) => i.name),
              lipstick: draft.rest.history[draft.rest.historyIndex]?.lipstickColor ?? null,
            });
          };
          getImages.onerror = () => reject(new Error('IndexedDB read failed'));
        };
      }),
  );
}

test.describe('a signed-in studio before its first save', () => {
  test.describe.configure({ timeout: 180_000 });

  test('survives a full page reload, and its draft is dropped once saved', async ({
    page,
    pageErrors,
  }) => {
    await signedInAs(page, 'Freemium', 'draft');
    const studio = new StudioPage(page, photosDir);
    const style = await studio.customizeFirstHairstyle();
    const lipstick = studio.category('lipstick');
    await lipstick.locator('button[aria-pressed="false"]:enabled').nth(1).click();
    const colours = lipstick.getByRole('group', { name: 'Lipstick colour' });
    await colours.locator('button[aria-pressed="false"]:enabled').first().click();
    const chosen = await colours.locator('button[aria-pressed="true"]').getAttribute('aria-label');
    expect(chosen).not.toBeNull();
    // no makeover id in the address: nothing is on the account yet
    await expect(page).toHaveURL(/\/customize$/);

    // kept on this device a moment after the last change (the swatch's label names its colour)
    await expect
      .poll(async () => {
        const draft = await keptDraft(page);
        return draft && draft.lipstick !== null && chosen?.endsWith(draft.lipstick)
          ? draft.hairstyles
          : null;
      })
      .toEqual([style]);
    // the unsaved-changes warning of the browser is answered 'leave'
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();

    await expect(page.locator('#ai-stylist-title')).toBeVisible({ timeout: 30_000 });
    await expect(studio.preview()).toHaveAttribute('alt', `Preview: ${style}`);
    await expect(colours.locator('button[aria-pressed="true"]')).toHaveAttribute(
      'aria-label',
      chosen ?? '',
    );
    // still unsaved, and it renders again from the photo kept on this device
    await expect(studio.saveButton()).toBeEnabled();
    await expect(studio.preview()).toHaveAttribute('data-preview', 'rendered', { timeout: 60_000 });

    await studio.saveButton().click();
    await studio.expectSaved();
    await expect(page).toHaveURL(/\/customize\/[^/]+$/);
    await expect.poll(() => keptDraft(page)).toBeNull();
    expect(pageErrors).toEqual([]);
  });
});

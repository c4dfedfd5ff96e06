import type { Page, Route } from '@playwright/test';
import {
  DEFAULT_PASSWORD,
  e2eDataDir,
  expect,
  photosDir,
  shootStep,
  test,
  uniqueEmail,
} from './fixtures';
import { AccountApi } from './pages/account-api';
import { StudioPage } from './pages/studio-page';

/** Answers the matching API calls with a server failure (an honest way to reach failure paths). */
async function failRequests(
  page: Page,
  url: string,
  when: (route: Route) => boolean,
): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    if (!when(route)) return route.fallback();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'internal', message: 'The server failed.' }),
    });
  };
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

const patchWith = (key: string) => (route: Route) =>
  route.request().method() === 'PATCH' && (route.request().postData() ?? '').includes(`"${key}"`);

test.describe('saved makeovers and the signed-in studio', () => {
  test.describe.configure({ timeout: 180_000 });

  test('lists saved makeovers 10 at a time, deletes a selection after confirming, shows details; load and delete failures show the spec messages', async ({
    page,
  }) => {
    const api = new AccountApi(page, photosDir, e2eDataDir());
    const email = uniqueEmail('makeovers');
    await api.signUp(email, DEFAULT_PASSWORD);
    await api.setLevel(email, 'Pro'); // no cap on saved makeovers

    // One analysed makeover with a final image (for the details page), then eleven more.
    const people = await api.analyze('ai-face.jpg');
    const original = await api.upload('ai-face.jpg', 'originals');
    const final = await api.upload('ai-face.jpg', 'generated');
    const detailed = await api.createMakeover({
      name: 'Details Look',
      originalImage: { ...original, mimeType: 'image/jpeg' },
      people,
      selectedPersonId: people[0]?.id ?? null,
      finalImages: [
        {
          id: 'final-1',
          ...final,
          hairstyle: 'Pixie Cut',
          hairColor: 'Auburn',
          lipstickStyle: 'Classic Matte',
        },
      ],
    });
    for (let i = 1; i <= 11; i++) {
      const photo = await api.upload('ai-face.jpg', 'originals');
      await api.createMakeover({
        name: `Saved look ${String(i).padStart(2, '0')}`,
        originalImage: { ...photo, mimeType: 'image/jpeg' },
      });
    }

    // A list that cannot load shows the spec's message.
    const errorToast = page.getByTestId('error-toast');
    const restoreList = await failRequests(
      page,
      '**/api/makeovers',
      (r) => r.request().method() === 'GET',
    );
    await page.goto('/profile/makeovers');
    await expect(errorToast).toContainText('Could not load your saved makeovers.', {
      timeout: 15_000,
    });
    await restoreList();

    await page.goto('/profile/makeovers');
    const list = page.getByRole('list', { name: 'Saved makeovers' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(10);
    // newest first: the eleventh is on top, the details look (the oldest) is not on page one
    await expect(items.first()).toContainText('Saved look 11');
    await expect(list.getByText('Details Look')).toHaveCount(0);
    await shootStep(page, '9-makeovers-list');
    const restoreMore = await failRequests(page, '**/api/makeovers?cursor=*', () => true);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(errorToast).toContainText('Could not load more makeovers.', { timeout: 15_000 });
    await restoreMore();
    await errorToast.getByRole('button', { name: 'Dismiss' }).click();
    await expect(items).toHaveCount(10);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(items).toHaveCount(12);
    await expect(list.getByText('Details Look')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // Multi-select: toggle on, off and on again; Cancel keeps them, Delete removes them.
    await page.getByRole('checkbox', { name: 'Select Saved look 11' }).click();
    await page.getByRole('checkbox', { name: 'Select Saved look 10' }).click();
    await page.getByRole('checkbox', { name: 'Select Saved look 10' }).click();
    await expect(page.getByRole('checkbox', { name: 'Select Saved look 10' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.getByRole('checkbox', { name: 'Select Saved look 09' }).click();
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete 2 makeovers?' });
    await expect(confirm).toBeVisible();
    await shootStep(page, '9-makeovers-delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(items).toHaveCount(12);
    // A failed delete keeps them and says so; then the real one.
    const restoreDelete = await failRequests(page, '**/api/makeovers/batch-delete', () => true);
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(errorToast).toContainText(
      'Could not delete the selected makeovers. Please try again.',
    );
    await expect(items).toHaveCount(12);
    await restoreDelete();
    await errorToast.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Delete (2)' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByText('Saved look 11')).toHaveCount(0);
    await expect(list.getByText('Saved look 09')).toHaveCount(0);
    await expect(items.first()).toContainText('Saved look 10');
    await expect(page.getByRole('button', { name: /^Delete \(/ })).toHaveCount(0);
    const remaining = await page.request.get('/api/makeovers');
    expect(((await remaining.json()) as { items: unknown[] }).items).toHaveLength(10);

    // Details: name, the person's description, the original and the final image.
    await list.getByRole('link', { name: /Details Look/ }).click();
    await expect(page).toHaveURL(new RegExp(`/makeover/${detailed.id}$`));
    await expect(page.getByRole('heading', { name: 'Details Look' })).toBeVisible();
    const description = people[0]?.analyzedPersonDescription ?? '';
    await expect(page.getByText(description)).toBeVisible();
    const images = page.getByRole('list', { name: 'Makeover images' });
    await expect(images.getByRole('img', { name: 'Original' })).toBeVisible();
    await expect(images.getByRole('img', { name: 'Pixie Cut' })).toBeVisible();
    await expect(images.getByText('Auburn • Classic Matte')).toBeVisible();
    await shootStep(page, '9-makeover-details');
    await page.getByRole('link', { name: 'Open in studio' }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${detailed.id}$`));
    await expect(new StudioPage(page, photosDir).finalImages()).toHaveCount(1, {
      timeout: 30_000,
    });

    // A makeover that does not exist.
    await page.goto('/makeover/no-such-makeover');
    await expect(errorToast).toContainText('Makeover not found');
  });

  test('custom style from a reference, 1-click makeover, Ctrl+S, and rename and save failures', async ({
    page,
  }) => {
    const api = new AccountApi(page, photosDir, e2eDataDir());
    await api.signUp(uniqueEmail('studio'), DEFAULT_PASSWORD);
    const studio = new StudioPage(page, photosDir);
    await page.goto('/');
    await studio.choosePhoto('ai-face.jpg');
    await studio.confirmPhoto();
    await expect(studio.hairstylesHeading()).toBeVisible({ timeout: 60_000 });

    // A reference that is not an image: the custom style's own error.
    const reference = page.getByLabel('Reference photo');
    await reference.setInputFiles({
      name: 'haircut.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not a photo'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Custom Style 1' })).toHaveText(
      'Failed to generate Custom Style 1. Failed to read the reference image file.',
    );

    // A real reference: busy state, then its tile among the looks.
    await reference.setInputFiles(studio.photoPath('cgi-model-11.jpg'));
    await expect(page.getByRole('button', { name: 'Creating custom style...' })).toBeVisible();
    await expect(studio.intermediateImages()).toHaveCount(1, { timeout: 60_000 });
    await expect(studio.intermediateImages().first()).toHaveAttribute('alt', 'Custom Style 1');
    await expect(page.getByRole('button', { name: 'Upload reference photo' })).toBeEnabled();
    await expect(page.getByRole('alert').filter({ hasText: 'Custom Style 1' })).toHaveCount(0);
    await shootStep(page, '4-hairstyles-custom-style');

    // Ctrl+S saves (the button turns disabled) and the server has the custom style.
    await expect(studio.saveButton()).toBeEnabled();
    await page.keyboard.press('ControlOrMeta+s');
    await studio.expectSaved();
    // the first save created the makeover and put its id in the address
    await expect(page).toHaveURL(/\/hairstyles\/[^/]+$/);
    const id = page.url().split('/').pop() ?? '';
    const saved = (await api.getMakeover(id)) as { intermediateImages?: { isCustom?: boolean }[] };
    expect(saved.intermediateImages?.map((i) => i.isCustom)).toEqual([true]);

    // Rename failure: the name rolls back and the spec's message shows.
    const before = (await studio.makeoverName().textContent()) ?? '';
    const restoreRename = await failRequests(page, '**/api/makeovers/*', patchWith('name'));
    await page.getByRole('button', { name: 'Rename makeover' }).click();
    const nameInput = page.getByRole('textbox', { name: 'Makeover name' });
    await nameInput.fill('Never Saved');
    await nameInput.press('Enter');
    const errorToast = page.getByTestId('error-toast');
    await expect(errorToast).toContainText('Could not update makeover name. Please try again.');
    await expect(studio.makeoverName()).toHaveText(before);
    await restoreRename();
    await errorToast.getByRole('button', { name: 'Dismiss' }).click();

    // The 1-click makeover: the recommended hairstyle is generated and the stylist's look
    // applied with the announcement 'AI Stylist: {rationale}'.
    await studio.goToCustomize();
    await page.getByRole('button', { name: '1-Click Makeover' }).click();
    const toast = page.getByTestId('announcement-toast');
    await expect(toast).toBeVisible({ timeout: 60_000 });
    await expect(toast.getByText('AI Stylist', { exact: true })).toBeVisible();
    const rationale = page.getByTestId('ai-rationale');
    await expect(rationale).not.toBeEmpty();
    await expect(toast).toContainText((await rationale.textContent()) ?? '');
    await expect(studio.intermediateImages()).toHaveCount(2);
    await expect(studio.preview()).toHaveAttribute('data-preview', 'rendered', { timeout: 30_000 });
    await shootStep(page, '5-customize-one-click');

    // Save failure: the spec's message; the makeover stays unsaved.
    await expect(studio.saveButton()).toBeEnabled();
    const restoreSave = await failRequests(
      page,
      '**/api/makeovers/*',
      patchWith('intermediateImages'),
    );
    await studio.saveButton().click();
    await expect(errorToast).toContainText('Could not save your changes. Please try again.', {
      timeout: 30_000,
    });
    await expect(studio.saveButton()).toBeEnabled();
    await restoreSave();
    await errorToast.getByRole('button', { name: 'Dismiss' }).click();
    await studio.saveButton().click();
    await studio.expectSaved();
    const resaved = (await api.getMakeover(id)) as { intermediateImages?: unknown[] };
    expect(resaved.intermediateImages).toHaveLength(2);
  });
});

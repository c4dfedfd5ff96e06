import path from 'node:path';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { PREVIEW_MAX_DIMENSION, uploadMaxDimension } from '@looklab/shared';
import { expect, photosDir, test } from './fixtures';
import { signedInAs } from './pages/account-api';
import { ShareDialogs } from './pages/share-dialogs';
import { StudioPage } from './pages/studio-page';

/** The long side of an <img>'s image once it has loaded. */
async function longSide(img: Locator): Promise<number> {
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  return img.evaluate((i: HTMLImageElement) => Math.max(i.naturalWidth, i.naturalHeight));
}

async function fileLongSide(file: string | Buffer): Promise<number> {
  const meta = await sharp(file).metadata();
  return Math.max(meta.width, meta.height);
}

test.describe('image sizes on the embedded engine (issue 23)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('Pro: tiles are thumbnails and results show at the screen size; a download and the saved final are at 2048 px', async ({
    page,
  }, testInfo) => {
    const full = uploadMaxDimension('Pro');
    const photo = testInfo.outputPath('pro-photo.jpg');
    await sharp(path.join(photosDir, 'cgi-model-14.jpg'))
      .resize({ height: full })
      .jpeg({ quality: 90 })
      .toFile(photo);
    const api = await signedInAs(page, 'Pro', 'results-size');
    const studio = new StudioPage(page, path.dirname(photo));
    await page.goto('/');
    await studio.choosePhoto(path.basename(photo));
    await studio.confirmPhoto();
    await expect(studio.hairstylesHeading()).toBeVisible({ timeout: 60_000 });
    const [style] = await studio.firstHairstyleNames(1);
    if (!style) throw new Error('expected a hairstyle');
    await studio.generateHairstyle(style);
    // the hairstyle tile is a thumbnail; the customize view shows the look at the screen size
    expect(await longSide(studio.intermediateImages().first())).toBeLessThanOrEqual(512);
    await studio.goToCustomize();
    await expect(studio.preview()).toHaveAttribute('data-preview', 'rendered', { timeout: 60_000 });
    // a quick preview may come first as a draft at the tile's size while the look's screen-sized
    // hair layer is painted; the sharp one follows by itself
    await expect
      .poll(() => longSide(studio.preview()), { timeout: 60_000 })
      .toBe(PREVIEW_MAX_DIMENSION);

    const lips = studio.category('lipstick');
    await lips.locator('button[aria-pressed="false"]:enabled').nth(1).click();
    await studio.seeResults();
    await expect(studio.finalImages()).toHaveCount(1);
    expect(await longSide(studio.finalImages().first())).toBe(PREVIEW_MAX_DIMENSION);

    // a download is made at the plan's size
    const share = new ShareDialogs(page);
    const detail = await share.openResult();
    const [download] = await share.downloads(() =>
      detail.getByRole('button', { name: 'Download' }).click(),
    );
    const file = await download?.path();
    if (!file) throw new Error('no downloaded file');
    expect(await fileLongSide(file)).toBe(full);
    await page.keyboard.press('Escape');

    // and so is the saved final
    await studio.saveButton().click();
    await studio.expectSaved();
    const id = /\/results\/([^/]+)$/.exec(page.url())?.[1];
    if (!id) throw new Error(`no makeover id in ${page.url()}`);
    const saved = (await api.getMakeover(id)) as { finalImages?: { url?: string }[] };
    const url = saved.finalImages?.[0]?.url;
    if (!url) throw new Error('no saved final');
    const stored = await page.request.get(url);
    expect(stored.ok()).toBe(true);
    expect(await fileLongSide(await stored.body())).toBe(full);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, photosDir, screenshotsDir, test } from './fixtures';
import { BLOCKED_STYLE } from './fixtures/generative-setup';
import { GenerationGate } from './pages/generation-gate';
import { StudioPage } from './pages/studio-page';

/** Viewport screenshots (desktop and phone) with `target` scrolled into view. */
async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  for (const size of [
    { width: 1280, height: 800, tag: 'desktop' },
    { width: 390, height: 844, tag: 'mobile' },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(150);
    await page.screenshot({
      path: path.join(screenshotsDir, `studio-generative-${name}-${size.tag}.png`),
      animations: 'disabled',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

// The product runs with AI=gemini against the fake Gemini server (playwright.config.ts), which
// answers the photo shifted and tinted, and refuses BLOCKED_STYLE.
test.describe('studio with a generative image service', () => {
  test.describe.configure({ timeout: 180_000 });

  test('tiles wait, generate and fill; the blocked style shows its error; the preview gives way to the photoreal look; finals', async ({
    page,
  }) => {
    const studio = new StudioPage(page, photosDir);
    const gate = new GenerationGate(page);
    await gate.install();
    await page.goto('/');
    await studio.choosePhoto('ai-face.jpg');
    await studio.confirmPhoto();
    await expect(studio.hairstylesHeading()).toBeVisible({ timeout: 60_000 });

    const [first, second] = await studio.hairstyleNamesExcept(BLOCKED_STYLE, 2);
    if (!first || !second) throw new Error('expected hairstyles in the catalogue');
    // Two requests held in the browser fill the two slots a user has; the third tile waits.
    gate.hold(first);
    gate.hold(second);
    await studio.hairstyleTile(first).click();
    await studio.hairstyleTile(second).click();
    await studio.hairstyleTile(BLOCKED_STYLE).click();
    for (const name of [first, second]) {
      await expect(studio.hairstyleTile(name)).toHaveAttribute('aria-busy', 'true');
      await expect(studio.tileElapsed(name)).toHaveText(/^\d+ s$/);
    }
    await expect(studio.hairstyleTile(BLOCKED_STYLE)).toHaveAttribute('data-phase', 'waiting');
    await expect(studio.hairstyleTile(BLOCKED_STYLE)).toContainText('Waiting...');
    await expect(studio.tileElapsed(first)).toHaveText(/^[1-9]\d* s$/, { timeout: 5_000 });
    expect(gate.sent).toEqual([first, second]);
    await shoot(page, 'tiles-busy', studio.hairstyleTile(first));

    // A slot frees: the waiting style is sent, and the service refuses it.
    gate.release(first);
    await expect(studio.hairstyleTile(first)).toHaveAttribute('aria-pressed', 'true', {
      timeout: 60_000,
    });
    await expect(studio.tileError(BLOCKED_STYLE)).toContainText(
      `Failed to generate ${BLOCKED_STYLE}. The image service declined this request. Please try another style or photo.`,
      { timeout: 60_000 },
    );
    await expect(
      studio.tileError(BLOCKED_STYLE).getByRole('button', { name: 'Retry' }),
    ).toBeVisible();
    await expect(studio.hairstyleTile(BLOCKED_STYLE)).toHaveAttribute('aria-pressed', 'false');
    await expect(studio.hairstyleTile(second)).toHaveAttribute('aria-busy', 'true');
    await shoot(page, 'tiles-filled-error-busy', studio.hairstyleTile(first));

    gate.release(second);
    await expect(studio.hairstyleTile(second)).toHaveAttribute('aria-pressed', 'true', {
      timeout: 60_000,
    });
    await expect(studio.intermediateImages()).toHaveCount(2);
    expect(gate.sent).toEqual([first, second, BLOCKED_STYLE]);

    // Customize: the instant preview is labelled; the photoreal look replaces it once settled.
    await studio.goToCustomize();
    gate.hold(first);
    const hairColor = studio.category('hairColor');
    await hairColor.locator('button[aria-pressed="false"]:enabled').nth(3).click();
    await expect(studio.preview()).toHaveAttribute('data-preview', 'rendered', { timeout: 30_000 });
    await expect(studio.previewBadge()).toContainText('Preview');
    await expect(studio.photorealProgress()).toContainText(/Photoreal look \d+ s/, {
      timeout: 10_000,
    });
    await shoot(page, 'customize-preview', studio.preview());
    gate.release(first);
    await expect(studio.preview()).toHaveAttribute('data-preview', 'generated', {
      timeout: 60_000,
    });
    await expect(studio.previewBadge()).toBeHidden();
    await expect(studio.photorealProgress()).toBeHidden();
    await shoot(page, 'customize-photoreal', studio.preview());
    // the tile, then the customized look
    expect(gate.sentFor(first)).toBe(2);

    // Finals: one call per hairstyle image with the whole look; the look made while
    // customizing is reused, so only the second image is generated.
    await studio.seeResults();
    await expect(studio.finalImages()).toHaveCount(2);
    expect(gate.sentFor(first)).toBe(2);
    expect(gate.sentFor(second)).toBe(2);
  });
});

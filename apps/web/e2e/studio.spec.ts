import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  photosDir,
  repoRoot,
  screenshotsDir,
  shootStep,
  signUpThroughUi,
  test,
} from './fixtures';
import { StudioPage } from './pages/studio-page';

const timingsFile = path.resolve(repoRoot, 'test-results/studio-click-to-image.json');

test.describe('studio', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a visitor runs the whole flow: two people, two hairstyles, lipstick and hair colour, results', async ({
    page,
  }) => {
    const studio = new StudioPage(page, photosDir);
    const serverMs = studio.recordPreviewServerTimings();
    await page.goto('/');
    await expect(studio.uploadInput()).toBeAttached();
    await page.locator('#try-it').scrollIntoViewIfNeeded();
    await shootStep(page, '1-upload');

    await studio.choosePhoto('cgi-multiangle-9.jpg');
    await shootStep(page, '2-upload-preview');
    await studio.confirmPhoto();

    await expect(studio.person(2)).toBeVisible({ timeout: 60_000 });
    await expect(studio.person(3)).toHaveCount(0);
    await shootStep(page, '3-select-person');
    await studio.person(2).click();

    await expect(studio.hairstylesHeading()).toBeVisible();
    const [first, second] = await studio.firstHairstyleNames(2);
    if (!first || !second) throw new Error('expected hairstyles in the catalogue');
    await studio.generateHairstyle(first);
    await studio.generateHairstyle(second);
    await expect(studio.intermediateImages()).toHaveCount(2);
    await shootStep(page, '4-hairstyles');
    // On a phone, deep in the catalogue, the way on to Customize stays at hand.
    await page.setViewportSize({ width: 390, height: 844 });
    await studio.hairstyleTile(second).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1500);
    await expect(page.getByTestId('hairstyles-mobile-customize')).toBeInViewport();
    await expect(page.getByTestId('hairstyles-mobile-customize')).toHaveText('Customize (2)');
    await page.screenshot({
      path: path.join(screenshotsDir, 'studio-4-hairstyles-scrolled-mobile-light.png'),
      animations: 'disabled',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('hairstyles-mobile-customize')).toBeHidden();

    await studio.goToCustomize();
    // Hair colour: pick a swatch; measure click → updated preview.
    const hairColor = studio.category('hairColor');
    const hairSwatch = hairColor
      .getByRole('button', { name: 'Auburn' })
      .or(hairColor.locator('button[aria-pressed="false"]:enabled').nth(3));
    await hairSwatch.first().click();
    await expect(hairColor.locator('button[aria-pressed="true"]')).not.toHaveText('None');
    await expect(studio.preview()).toHaveAttribute('data-preview', 'rendered', { timeout: 30_000 });

    // Lipstick: a style (its default colour), then another colour.
    const lipstick = studio.category('lipstick');
    await lipstick.locator('button[aria-pressed="false"]:enabled').nth(1).click();
    const colours = lipstick.getByRole('group', { name: 'Lipstick colour' });
    await expect(colours).toBeVisible();
    await colours.locator('button[aria-pressed="false"]:enabled').first().click();
    await expect(colours.locator('button[aria-pressed="true"]')).toHaveCount(1);
    await expect.poll(() => studio.previewTimings(), { timeout: 30_000 }).not.toHaveLength(0);

    // Undo / redo the lipstick colour change, and back to the hair colour.
    const chosenColour = await colours
      .locator('button[aria-pressed="true"]')
      .getAttribute('aria-label');
    // The changed category is flagged for 600 ms: wait for the colour click's flag to end,
    // record the next one with an observer, then undo.
    await expect(lipstick).not.toHaveAttribute('data-highlighted', 'true');
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="category-lipstick"]');
      const w = window as Window & { __lipstickFlagged?: boolean };
      w.__lipstickFlagged = false;
      if (!el) return;
      new MutationObserver(() => {
        if (el.getAttribute('data-highlighted') === 'true') w.__lipstickFlagged = true;
      }).observe(el, { attributes: true, attributeFilter: ['data-highlighted'] });
    });
    await studio.undo();
    await expect
      .poll(() =>
        page.evaluate(() => (window as Window & { __lipstickFlagged?: boolean }).__lipstickFlagged),
      )
      .toBe(true);
    await expect(colours.locator('button[aria-pressed="true"]')).not.toHaveAttribute(
      'aria-label',
      chosenColour ?? '',
    );
    await expect(lipstick).not.toHaveAttribute('data-highlighted', 'true');
    await studio.redo();
    await expect(colours.locator('button[aria-pressed="true"]')).toHaveAttribute(
      'aria-label',
      chosenColour ?? '',
    );
    await page.keyboard.press('ControlOrMeta+z');
    await expect(colours.locator('button[aria-pressed="true"]')).not.toHaveAttribute(
      'aria-label',
      chosenColour ?? '',
    );
    await page.keyboard.press('Shift+ControlOrMeta+z');
    await expect(colours.locator('button[aria-pressed="true"]')).toHaveAttribute(
      'aria-label',
      chosenColour ?? '',
    );
    await expect(studio.preview()).toHaveAttribute('data-preview', 'rendered', { timeout: 30_000 });
    await page.waitForTimeout(800);
    await shootStep(page, '5-customize');
    // On a phone the big preview scrolls away while choosing; a small copy stays in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await lipstick.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('customize-mini-preview')).toBeInViewport();
    await page.screenshot({
      path: path.join(screenshotsDir, 'studio-5-customize-scrolled-mobile-light.png'),
      animations: 'disabled',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('customize-mini-preview')).toBeHidden();

    // The AI stylist applies its look and announces 'AI Stylist: {rationale}'.
    await page.getByRole('button', { name: 'Suggest a look' }).click();
    const toast = page.getByTestId('announcement-toast');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast.getByText('AI Stylist', { exact: true })).toBeVisible();
    const rationale = (await page.getByTestId('ai-rationale').textContent()) ?? '';
    expect(rationale).not.toBe('');
    await expect(toast).toContainText(rationale);
    await expect(studio.preview()).toHaveAttribute('data-preview', 'rendered', { timeout: 30_000 });

    await studio.seeResults();
    await expect(studio.finalImages()).toHaveCount(2);
    await shootStep(page, '6-results');
    // The tile's button (the cropped image itself can sit partly outside its tile).
    await page
      .getByRole('button', { name: `Open ${first}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: first })).toBeVisible();
    await expect(dialog.getByText(' • ')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled();
    await shootStep(page, '7-image-detail');

    const timings = await studio.previewTimings();
    const requests = await studio.generateRequestTimings();
    const phases = await studio.previewPhases();
    fs.mkdirSync(path.dirname(timingsFile), { recursive: true });
    fs.writeFileSync(
      timingsFile,
      JSON.stringify({ timingsMs: timings, phases, serverRenderMs: serverMs, requests }, null, 2),
    );
    console.log(`click→image times (ms): ${timings.join(', ')}`);
    console.log(`preview renders on the server (ms): ${serverMs.map((t) => t.totalMs).join(', ')}`);
  });

  test('a photo without people shows the spec message', async ({ page }) => {
    const studio = new StudioPage(page, photosDir);
    await page.goto('/');
    await studio.choosePhoto('background.jpg');
    await studio.confirmPhoto();
    await expect(
      page.getByText('Could not detect any people in the photo. Please try another.'),
    ).toBeVisible({ timeout: 60_000 });
    await expect(studio.uploadInput()).toBeAttached();
  });

  test('a signed-in user saves, renames, reloads; unsaved changes prompt; the Freemium cap', async ({
    page,
    auth,
  }) => {
    const studio = new StudioPage(page, photosDir);
    await signUpThroughUi(page, auth);
    await page.goto('/');
    await studio.choosePhoto('ai-face.jpg');
    await studio.confirmPhoto();
    await expect(studio.hairstylesHeading()).toBeVisible({ timeout: 60_000 });
    // nothing is stored before the first save
    await expect(page).toHaveURL(/\/hairstyles$/);

    const [style] = await studio.firstHairstyleNames(1);
    if (!style) throw new Error('expected a hairstyle');
    await studio.generateHairstyle(style);
    await expect(studio.saveButton()).toBeEnabled();
    await studio.goToCustomize();
    await studio.seeResults();
    await expect(page).toHaveURL(/\/results$/);
    await expect(studio.finalImages()).toHaveCount(1);

    await studio.saveButton().click();
    await studio.expectSaved();
    await expect(page).toHaveURL(/\/results\/[^/]+$/);
    await studio.rename('Summer Look');
    await page.reload();
    await expect(studio.makeoverName()).toHaveText('Summer Look', { timeout: 30_000 });
    await expect(studio.finalImages()).toHaveCount(1);
    await expect(studio.saveButton()).toBeDisabled();

    // Unsaved changes: remove the final image, then leave through the header.
    await page.getByRole('button', { name: `Remove ${style}` }).click();
    await expect(studio.saveButton()).toBeEnabled();
    await page.locator('header').getByRole('link', { name: 'Makeovers' }).first().click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved Changes' });
    await expect(prompt).toBeVisible();
    await expect(
      prompt.getByText(
        'You have unsaved changes that will be lost. Are you sure you want to leave this page?',
      ),
    ).toBeVisible();
    await shootStep(page, '8-unsaved-changes');
    await prompt.getByRole('button', { name: 'Leave Page' }).click();
    await expect(page).toHaveURL(/\/profile\/makeovers$/);
    await expect(page.getByText('Summer Look')).toBeVisible();
    await shootStep(page, '9-makeovers');

    // Two more saved makeovers reach the Freemium cap of 3; the 4th upload is refused.
    for (let i = 0; i < 2; i++) {
      await page.goto('/');
      await studio.choosePhoto('ai-face.jpg');
      await studio.confirmPhoto();
      await expect(studio.hairstylesHeading()).toBeVisible({ timeout: 60_000 });
      await studio.saveButton().click();
      await studio.expectSaved();
    }
    await page.goto('/');
    await studio.choosePhoto('ai-face.jpg');
    await studio.confirmPhoto();
    await expect(
      page.getByText('You have reached your limit of 3 saved makeovers for the Freemium plan.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/profile\/makeovers$/);
  });
});

import type { Page } from '@playwright/test';
import { appliedFavoriteStyle, hairstyleNotFoundForOneClick } from '@looklab/shared';
import { DEFAULT_PASSWORD, expect, photosDir, shootScreens, test, uniqueEmail } from './fixtures';
import { signedInAs } from './pages/account-api';
import { StudioPage } from './pages/studio-page';

type Listed = { items: { id: string; name: string }[] };

/** Upload → analysis → the hairstyles step. */
async function analysed(page: Page, studio: StudioPage, photo = 'ai-face.jpg') {
  await page.goto('/');
  await studio.choosePhoto(photo);
  await studio.confirmPhoto();
  await expect(studio.hairstylesHeading()).toBeVisible({ timeout: 60_000 });
}

/** …then one hairstyle generated and the customize step open; returns the hairstyle. */
async function customizing(page: Page, studio: StudioPage, except = ''): Promise<string> {
  await analysed(page, studio);
  const [style] = await studio.hairstyleNamesExcept(except, 1);
  if (!style) throw new Error('expected a hairstyle');
  await studio.generateHairstyle(style);
  await studio.goToCustomize();
  return style;
}

async function savedMakeovers(page: Page): Promise<Listed['items']> {
  const res = await page.request.get('/api/makeovers');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Listed).items;
}

test.describe('the studio per plan: favorites, library shades, presets, avant-garde, saving', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Spark applies a favorite style in the studio (its cut too) and saves the look as a new one', async ({
    page,
    pageErrors,
  }) => {
    await signedInAs(page, 'Spark', 'studio-fav');
    for (const favorite of [
      {
        name: 'Date night',
        hairstyle: 'French Bob',
        customizations: { lipstickStyle: 'Classic Matte', lipstickColor: 'Ruby Woo' },
      },
      { name: 'His cut', hairstyle: 'Crew Cut', customizations: {} },
    ]) {
      const res = await page.request.post('/api/favorites', { data: favorite });
      expect(res.status(), await res.text()).toBe(201);
    }
    const studio = new StudioPage(page, photosDir);
    await customizing(page, studio, 'French Bob');
    const panel = page.getByRole('region', { name: 'Favorite styles' });
    await expect(panel.getByTestId('apply-favorite')).toHaveCount(2);

    // A men's cut is not found for this woman: the spec's text, nothing applied.
    await panel.getByRole('button', { name: 'His cut' }).click();
    await expect(page.getByTestId('error-toast')).toContainText(
      hairstyleNotFoundForOneClick('Crew Cut'),
    );
    await page.getByTestId('error-toast').getByRole('button', { name: 'Dismiss' }).click();

    await panel.getByRole('button', { name: 'Date night' }).click();
    // 'Applied favorite style: Date night', its title before the colon in bold
    const [title, name] = appliedFavoriteStyle('Date night').split(': ');
    const notice = page.getByTestId('announcement-toast');
    await expect(notice).toContainText(title ?? '', { timeout: 60_000 });
    await expect(notice).toContainText(name ?? '');
    await expect(studio.category('lipstick')).toContainText('Classic Matte · Ruby Woo');
    // the favorite's cut is tried on and becomes the image being customized
    await expect(studio.preview()).toHaveAttribute('alt', 'Preview: French Bob');
    await expect(studio.intermediateImages()).toHaveCount(2);
    await shootScreens(page, 'studio-favorites', {
      fullPage: false,
      settle: () => panel.scrollIntoViewIfNeeded(),
    });

    // Save the look as a new favorite.
    await panel.getByRole('button', { name: 'Save look as favorite' }).click();
    await panel.getByLabel('Favorite style name').fill('Studio look');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Studio look' })).toBeVisible();
    const stored = (await (await page.request.get('/api/favorites')).json()) as {
      name: string;
      hairstyle: string | null;
      customizations: Record<string, unknown>;
      iconUrl: string | null;
    }[];
    const saved = stored.find((f) => f.name === 'Studio look');
    expect(saved?.hairstyle).toBe('French Bob');
    expect(saved?.customizations).toMatchObject({
      lipstickStyle: 'Classic Matte',
      lipstickColor: 'Ruby Woo',
    });
    // its icon is the look as it was on screen: a stored small JPEG, shown on its button
    const iconUrl = saved?.iconUrl ?? '';
    expect(iconUrl).not.toBe('');
    const icon = await page.request.get(iconUrl);
    expect(icon.ok()).toBe(true);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
    const iconImg = panel.getByRole('button', { name: 'Studio look' }).locator('img');
    await expect(iconImg).toHaveAttribute('src', iconUrl);
    await expect
      .poll(() => iconImg.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await iconImg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(
      256,
    );
    // the favourites without an icon keep the heart
    await expect(panel.getByRole('button', { name: 'Date night' }).locator('img')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("Pro picks a library product's shade in its make-up category; it is saved with the makeover", async ({
    page,
  }) => {
    await signedInAs(page, 'Pro', 'studio-lib');
    const res = await page.request.put('/api/products/retro-matte', {
      data: {
        name: 'Retro Matte Lipstick',
        brand: 'MAC',
        category: 'lipstick',
        iconUrl: null,
        description: '',
        colors: [
          { name: 'Ruby Woo', hex: '#9b111e' },
          { name: 'Velvet Teddy', hex: '#a0685a' },
        ],
        defaultColor: 'Ruby Woo',
        isLibraryProduct: true,
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const studio = new StudioPage(page, photosDir);
    await customizing(page, studio);

    const lipstick = studio.category('lipstick');
    const shades = lipstick.getByTestId('products-lipstick');
    await expect(shades).toContainText('MAC · Retro Matte Lipstick');
    await expect(shades).toContainText('#a0685a');
    const before = await studio.preview().getAttribute('src');
    await shades.getByRole('button', { name: 'Retro Matte Lipstick shade Velvet Teddy' }).click();
    await expect(lipstick).toContainText('Retro Matte Lipstick · Velvet Teddy');
    // the preview is drawn again with the product's shade
    await expect(studio.preview()).not.toHaveAttribute('src', before ?? '', { timeout: 30_000 });
    await shootScreens(page, 'studio-library-shade', {
      fullPage: false,
      settle: () => lipstick.scrollIntoViewIfNeeded(),
    });

    await studio.saveButton().click();
    await studio.expectSaved();
    await expect(page).toHaveURL(/\/customize\/[^/]+$/);
    const id = page.url().split('/').pop() ?? '';
    const saved = (await (await page.request.get(`/api/makeovers/${id}`)).json()) as {
      lipstickStyle: string;
      lipstickColor: string;
      userProducts: { name: string; brand: string }[];
      customizations: { products?: Record<string, { brand: string | null }> };
    };
    expect(saved.lipstickStyle).toBe('Retro Matte Lipstick');
    expect(saved.lipstickColor).toBe('Velvet Teddy');
    expect(saved.userProducts.map((p) => `${p.brand} ${p.name}`)).toEqual([
      'MAC Retro Matte Lipstick',
    ]);
    expect(saved.customizations.products?.lipstickStyle?.brand).toBe('MAC');
  });

  test('the avant-garde switch hides and shows avant-garde cuts in the studio hairstyle list', async ({
    page,
  }) => {
    const api = await signedInAs(page, 'Pro', 'studio-avant');
    const studio = new StudioPage(page, photosDir);
    await analysed(page, studio);
    await expect(studio.hairstyleTile('Pixie Cut')).toBeVisible();
    await expect(studio.hairstyleTile('Space Buns')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Avant-garde' })).toHaveCount(0);
    // the setting reaches the open studio over the events stream
    await api.updateSettings({ useAvantGardeStyles: true });
    await expect(studio.hairstyleTile('Space Buns')).toBeVisible({ timeout: 15_000 });
    await api.updateSettings({ useAvantGardeStyles: false });
    await expect(studio.hairstyleTile('Space Buns')).toHaveCount(0, { timeout: 15_000 });
    await expect(studio.hairstyleTile('Pixie Cut')).toBeVisible();
  });

  test('Freemium: four photos analysed without saving leave the cap untouched; the first save creates the makeover', async ({
    page,
  }) => {
    await signedInAs(page, 'Freemium', 'studio-cap');
    const studio = new StudioPage(page, photosDir);
    for (let i = 0; i < 4; i++) {
      await analysed(page, studio);
      await expect(page).toHaveURL(/\/hairstyles$/);
      await expect(page.getByTestId('error-toast')).toHaveCount(0);
      // the Original tile shows the person, not an icon
      await expect(page.getByTestId('original-tile-photo')).toHaveAttribute('src', /^data:image/);
    }
    expect(await savedMakeovers(page)).toEqual([]);

    // Analysis panel: everything the analysis holds.
    const panel = page.getByTestId('analysis-panel');
    await panel.locator('summary').click();
    for (const label of [
      'Face shape',
      'Skin tone',
      'Undertone',
      'Eyes',
      'Lips',
      'Brows',
      'Hair',
      'Colour season',
      'Best colours',
      'Colours to avoid',
      'Dental assessment',
      'Cosmetic assessment',
    ]) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }
    await shootScreens(page, 'studio-analysis', {
      fullPage: false,
      // below the sticky header
      settle: () =>
        panel.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + scrollY - 80)),
    });

    await studio.saveButton().click();
    await studio.expectSaved();
    const saved = await savedMakeovers(page);
    expect(saved.map((m) => m.name)).toEqual(['Makeover #1']);
    await expect(page).toHaveURL(new RegExp(`/hairstyles/${saved[0]?.id}$`));
  });

  test('a visitor who signs up to save keeps the photo and looks, and they are saved to the new account', async ({
    page,
    auth,
  }) => {
    const studio = new StudioPage(page, photosDir);
    const style = await customizing(page, studio);
    await studio.category('lipstick').getByRole('button', { name: 'Classic Matte' }).click();
    await expect(studio.category('lipstick')).toContainText('Classic Matte');

    await page.getByTestId('sign-up-to-save').filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await auth.signUp(uniqueEmail('visitor-save'), DEFAULT_PASSWORD);

    // Back in the studio with the same look, saved as the account's first makeover.
    await expect(page).toHaveURL(/\/customize\/[^/]+$/, { timeout: 30_000 });
    await expect(studio.category('lipstick')).toContainText('Classic Matte');
    await expect(studio.preview()).toHaveAttribute('alt', `Preview: ${style}`);
    await studio.expectSaved();
    const [saved] = await savedMakeovers(page);
    if (!saved) throw new Error('expected the saved makeover');
    expect(page.url()).toContain(saved.id);
    const full = (await (await page.request.get(`/api/makeovers/${saved.id}`)).json()) as {
      lipstickStyle: string | null;
      intermediateImages: { hairstyle: string; url?: string }[];
      originalImage: { url: string };
    };
    expect(full.lipstickStyle).toBe('Classic Matte');
    expect(full.intermediateImages.map((i) => i.hairstyle)).toEqual([style]);
    expect(full.intermediateImages[0]?.url).toBeTruthy();
    expect(full.originalImage.url).toBeTruthy();
  });

  test('a preset with a cut tries the cut on along with its colours and make-up', async ({
    page,
  }) => {
    await signedInAs(page, 'Freemium', 'studio-preset');
    const studio = new StudioPage(page, photosDir);
    const first = await customizing(page, studio, 'French Bob');
    await expect(studio.preview()).toHaveAttribute('alt', `Preview: ${first}`);
    await page.getByTestId('preset').filter({ hasText: 'Parisian Chic' }).click();
    await expect(studio.preview()).toHaveAttribute('alt', 'Preview: French Bob', {
      timeout: 60_000,
    });
    await expect(studio.intermediateImages()).toHaveCount(2);
    await expect(studio.category('lipstick')).toContainText('Classic Matte · Classic Red');
    await expect(studio.category('hairColor')).toContainText('Dark Brown');
  });
});

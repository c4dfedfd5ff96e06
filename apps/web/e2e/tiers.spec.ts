import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { messages, planMessages, tierComparison } from '@looklab/shared';
import { expect, photosDir, shootScreens, test } from './fixtures';
import { signedInAs } from './pages/account-api';
import { sendCheckoutCompleted } from './pages/billing-webhook';
import { FavoriteStylesPage } from './pages/favorite-style-form';
import { PricingPage } from './pages/pricing-page';
import { ProductLibraryPage } from './pages/product-library-page';
import { StudioPage } from './pages/studio-page';

/** Answers one API route's calls of one method with a server failure until the returned undo. */
async function failing(page: Page, url: string, method: string): Promise<() => Promise<void>> {
  const handler = (route: Route) =>
    route.request().method() === method
      ? route.fulfill({ status: 500, body: '{"message":"down"}' })
      : route.fallback();
  await page.route(url, handler);
  return () => page.unroute(url, handler);
}

test.describe('plans, favorite styles, the makeup library and the avant-garde switch', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Freemium sees the pricing page from the shared rules; the header, profile, locks and the cap message lead to it', async ({
    page,
    pageErrors,
  }) => {
    const api = await signedInAs(page, 'Freemium', 'pricing');
    const pricing = new PricingPage(page);

    await page.goto('/profile');
    await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
    await pricing.expectOpen();
    for (const level of ['Freemium', 'Spark', 'Pro']) {
      await expect(pricing.tier(level)).toBeVisible();
    }
    await expect(pricing.tier('Freemium').getByText('Your plan')).toBeVisible();
    await expect(
      pricing.tier('Freemium').getByRole('button', { name: 'Current plan' }),
    ).toBeDisabled();
    // Without a billing key the upgrade waits for an administrator, and says how.
    await expect(
      pricing.tier('Pro').getByRole('button', { name: 'Upgrade to Pro' }),
    ).toBeDisabled();
    await expect(pricing.adminNote).toContainText(planMessages.adminLevelCommand);
    // Every row of the table is the shared rule set's own value.
    for (const row of tierComparison()) {
      const expected = Object.values(row.cells).map((cell) =>
        cell.kind === 'amount' ? cell.text : cell.included ? 'Included' : 'Not included',
      );
      expect({ row: row.id, cells: await pricing.rowTexts(row.id) }).toEqual({
        row: row.id,
        cells: expected,
      });
    }
    await shootScreens(page, 'pricing-freemium');

    // The profile links to it.
    await page.goto('/profile');
    await page.getByTestId('profile-pricing-link').click();
    await pricing.expectOpen();

    // A locked style in explore offers the plans.
    await page.goto('/explore/styles');
    await page.getByRole('button', { name: 'Silver', exact: true }).click();
    await page.getByTestId('style-details-plans').click();
    await pricing.expectOpen();

    // The saved-makeover cap message carries a link to the plans.
    for (let i = 1; i <= 3; i++) {
      const photo = await api.upload('ai-face.jpg', 'originals');
      await api.createMakeover({
        name: `Look ${i}`,
        originalImage: { ...photo, mimeType: 'image/jpeg' },
      });
    }
    const studio = new StudioPage(page, photosDir);
    await page.goto('/');
    await studio.choosePhoto('ai-face.jpg');
    await studio.confirmPhoto();
    const toast = page.getByTestId('error-toast');
    await expect(toast).toContainText(
      'You have reached your limit of 3 saved makeovers for the Freemium plan.',
    );
    await toast.getByRole('link', { name: planMessages.seePlans }).click();
    await pricing.expectOpen();
    expect(pageErrors).toEqual([]);
  });

  test('a signed webhook upgrades the account and the open studio unlocks without a reload', async ({
    page,
    request,
  }) => {
    const api = await signedInAs(page, 'Freemium', 'upgrade');
    // Avant-garde styles shown, so the Pro-only hairstyles are listed (locked) in the studio.
    await api.updateSettings({ useAvantGardeStyles: true });
    const studio = new StudioPage(page, photosDir);
    await page.goto('/');
    await studio.choosePhoto('ai-face.jpg');
    await studio.confirmPhoto();
    await expect(studio.hairstylesHeading()).toBeVisible({ timeout: 60_000 });
    // saved, so the studio comes back from the account after the trip to the plans
    await studio.saveButton().click();
    await studio.expectSaved();

    const locked = page.locator('[data-testid^="hairstyle-"]:disabled').first();
    const testId = await locked.getAttribute('data-testid');
    if (!testId) throw new Error('expected a locked hairstyle for Freemium');
    const tile = page.getByTestId(testId);
    const lock = tile.getByTestId('level-lock');
    await expect(lock).toHaveAttribute('href', '/pricing');
    // The lock sits inside the disabled tile; a person's click still reaches it (force skips
    // Playwright's own enabled check on the tile around it).
    await lock.click({ force: true });
    await new PricingPage(page).expectOpen();
    await page.goBack();
    await expect(tile).toBeDisabled();

    // Stripe calls the webhook; the page is never reloaded.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await sendCheckoutCompleted(request, await api.userId(), 'Pro');
    await expect(tile).toBeEnabled({ timeout: 15_000 });
    await expect(tile.getByTestId('level-lock')).toHaveCount(0);
    await expect(
      page.locator('header').getByRole('link', { name: 'Makeup Library' }),
    ).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('Spark creates and edits a favorite style with every category and an icon; failures show the spec texts; delete asks first', async ({
    page,
  }) => {
    await signedInAs(page, 'Spark', 'favorites');
    const styles = new FavoriteStylesPage(page);
    await page.goto('/profile/styles');
    await expect(page.getByText('No favorite styles yet')).toBeVisible();
    await page.getByRole('link', { name: 'New Style' }).click();
    await expect(page).toHaveURL(/\/profile\/styles\/new$/);
    await styles.setName('Date night');
    await styles.choose('Hairstyle', 'Pixie Cut');
    await styles.choose('Hair Color', 'Silver'); // a Spark colour
    await styles.choose('Lipstick', 'Classic Matte');
    // the style's default colour is chosen with it, and can be changed
    await styles.choose('Lipstick colour', 'Ruby Woo');
    await styles.choose('Eyebrow Style', 'Soft Arch');
    await styles.choose('Dental Procedure', 'Teeth Whitening');
    // Pro procedures are not offered to Spark
    await expect(page.getByText('Cosmetic procedures come with the Pro plan.')).toBeVisible();
    await styles.uploadIcon(path.join(photosDir, 'ai-face.jpg'));
    await shootScreens(page, 'favorite-new');

    // A failed save shows the spec's text and keeps the form.
    const restoreCreate = await failing(page, '**/api/favorites', 'POST');
    await styles.save();
    await expect(page.getByTestId('error-toast')).toContainText(messages.couldNotSaveStyle);
    await restoreCreate();
    await page.getByTestId('error-toast').getByRole('button', { name: 'Dismiss' }).click();

    await styles.save();
    await expect(page).toHaveURL(/\/profile\/styles$/);
    const card = styles.card('Date night');
    await expect(card).toContainText('Pixie Cut');
    await expect(card).toContainText('Lipstick: Classic Matte, Ruby Woo');
    await expect(card.locator('img')).toHaveAttribute('src', /favorite-icons/);
    await shootScreens(page, 'favorites-list');

    // Edit: rename and change the lipstick colour; an update failure shows its own text first.
    await card.getByRole('link', { name: 'Edit Date night' }).click();
    await expect(page).toHaveURL(/\/profile\/styles\/[^/]+\/edit$/);
    await expect(page.getByLabel('Lipstick colour', { exact: true })).toHaveValue('Ruby Woo');
    await styles.setName('Date night, redone');
    await styles.choose('Lipstick colour', 'Berry');
    const restoreUpdate = await failing(page, '**/api/favorites/*', 'PATCH');
    await styles.save();
    await expect(page.getByTestId('error-toast')).toContainText(messages.couldNotUpdateStyle);
    await restoreUpdate();
    await page.getByTestId('error-toast').getByRole('button', { name: 'Dismiss' }).click();
    await styles.save();
    await expect(page).toHaveURL(/\/profile\/styles$/);
    await expect(styles.card('Date night, redone')).toContainText('Classic Matte, Berry');
    await expect(styles.card('Date night, redone')).toContainText('Silver');

    // Delete: a failure shows the spec's text; then confirmed, it is gone.
    await styles.card('Date night, redone').getByRole('link', { name: /^Edit/ }).click();
    await shootScreens(page, 'favorite-edit');
    const restoreDelete = await failing(page, '**/api/favorites/*', 'DELETE');
    await page.getByRole('button', { name: 'Delete style' }).click();
    await page
      .getByRole('dialog', { name: /^Delete this/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByTestId('error-toast')).toContainText(messages.couldNotDeleteStyle);
    await restoreDelete();
    await page.getByTestId('error-toast').getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Delete style' }).click();
    await page
      .getByRole('dialog', { name: /^Delete this/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL(/\/profile\/styles$/);
    await expect(page.getByText('No favorite styles yet')).toBeVisible();
  });

  test('Pro adds, batch-adds, edits and deletes makeup library products', async ({ page }) => {
    await signedInAs(page, 'Pro', 'library');
    const library = new ProductLibraryPage(page);
    await page.goto('/product-library');
    await expect(page.getByText('Your library is empty')).toBeVisible();
    await shootScreens(page, 'library-empty');

    await library.addOne({
      brand: 'MAC',
      name: 'Retro Matte Lipstick',
      category: 'Lipstick',
      shade: 'Ruby Woo',
      hex: '#9b111e',
    });
    await expect(library.card('Retro Matte Lipstick')).toContainText('Ruby Woo · #9b111e');

    await library.pasteSeveral('Blush', [
      'NARS, Blush, Orgasm, #e8a08c',
      'Rare Beauty | Soft Pinch Liquid Blush | Hope',
      'Glossier, Cloud Paint',
    ]);
    // a line that cannot be read is named, and nothing is added until it is fixed
    const batch = page.getByRole('dialog');
    await expect(batch.getByRole('alert')).toContainText('Line 3: Missing shade name');
    await expect(batch.getByRole('button', { name: 'Add 2 products' })).toBeDisabled();
    await shootScreens(page, 'library-batch', { fullPage: false });
    await batch
      .getByLabel('Products', { exact: true })
      .fill(
        ['NARS, Blush, Orgasm, #e8a08c', 'Rare Beauty | Soft Pinch Liquid Blush | Hope'].join('\n'),
      );
    await library.confirmSeveral(2);
    await expect(library.cards()).toHaveCount(3);
    await expect(page.getByRole('heading', { name: /^Blush/ })).toBeVisible();
    await expect(library.card('Soft Pinch Liquid Blush')).toContainText('Hope');

    await library.card('Retro Matte Lipstick').getByRole('button', { name: /^Edit/ }).click();
    await shootScreens(page, 'library-edit', { fullPage: false });
    await page.getByRole('dialog').getByLabel('Shade name', { exact: true }).fill('Lady Danger');
    await page.getByRole('dialog').getByLabel('Shade colour', { exact: true }).fill('#e0402a');
    await page.getByRole('dialog').getByRole('button', { name: 'Save changes' }).click();
    await expect(library.card('Retro Matte Lipstick')).toContainText('Lady Danger · #e0402a');
    await shootScreens(page, 'library');

    await library
      .card('NARS')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('dialog', { name: /^Delete this/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(library.cards()).toHaveCount(2);
    // what the server keeps
    const stored = (await (await page.request.get('/api/products')).json()) as {
      name: string;
      category: string;
      colors: { name: string }[];
    }[];
    expect(stored.map((p) => [p.category, p.name, p.colors[0]?.name]).sort()).toEqual([
      ['blush', 'Soft Pinch Liquid Blush', 'Hope'],
      ['lipstick', 'Retro Matte Lipstick', 'Lady Danger'],
    ]);
  });

  test('the avant-garde switch hides and shows avant-garde hairstyles in explore, for visitors and as an account setting', async ({
    page,
  }) => {
    const mohawk = page.getByRole('button', { name: 'Mohawk', exact: true });
    const spaceBuns = page.getByRole('button', { name: 'Space Buns', exact: true });
    const pixie = page.getByRole('button', { name: 'Pixie Cut', exact: true });
    const avantGarde = page.getByRole('switch', { name: 'Avant-garde styles' });

    // A visitor: off by default, the switch shows them on this page.
    await page.goto('/explore/styles');
    await expect(pixie).toBeVisible();
    await expect(mohawk).toHaveCount(0);
    await avantGarde.click();
    await expect(mohawk).toBeVisible();
    await expect(spaceBuns).toBeVisible();

    // Signed in, the switch is the account's setting: kept across a reload and set in the profile.
    await signedInAs(page, 'Pro', 'avantgarde');
    await page.goto('/explore/styles');
    await expect(avantGarde).toHaveAttribute('aria-checked', 'false');
    await expect(mohawk).toHaveCount(0);
    await avantGarde.click();
    await expect(mohawk).toBeVisible();
    await page.reload();
    await expect(avantGarde).toHaveAttribute('aria-checked', 'true');
    await expect(mohawk).toBeVisible();
    await page.goto('/profile');
    await page.getByRole('switch', { name: 'Show avant-garde styles' }).click();
    await expect(page.getByRole('switch', { name: 'Show avant-garde styles' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.goto('/explore/styles');
    await expect(pixie).toBeVisible();
    await expect(mohawk).toHaveCount(0);
    await expect(spaceBuns).toHaveCount(0);
  });
});

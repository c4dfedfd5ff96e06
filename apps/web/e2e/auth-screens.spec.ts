import { expect, signUpThroughUi, snap, test, uniqueEmail } from './fixtures';

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;
const themes = ['light', 'dark'] as const;

/** Screenshots of the app shell for people to look at (test-results/screenshots). */
for (const viewport of viewports) {
  for (const theme of themes) {
    if (viewport.name === 'tablet' && theme === 'dark') continue;
    test(`shell screenshots: ${viewport.name} ${theme}`, async ({ page, header, auth }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: theme });
      const tag = `${viewport.name}-${theme}`;

      await page.goto('/');
      await expect(header.signUp).toBeVisible();
      expect(await header.theme()).toBe(theme);
      await snap(page, `shell-home-visitor-${tag}`);
      await snap(page, `shell-home-visitor-top-${tag}`, { fullPage: false });

      await page.goto('/faq');
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
      await snap(page, `shell-faq-${tag}`);

      await auth.gotoSignIn();
      await snap(page, `shell-signin-${tag}`);

      await signUpThroughUi(page, auth, uniqueEmail('shot'));
      await snap(page, `shell-home-signed-in-${tag}`);

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
      await expect(page.getByTestId('membership-level')).toBeVisible();
      await snap(page, `shell-profile-${tag}`);

      if (viewport.name !== 'desktop') {
        await header.openAccountMenu();
        await snap(page, `shell-menu-${tag}`, { fullPage: false });
      }
    });
  }
}

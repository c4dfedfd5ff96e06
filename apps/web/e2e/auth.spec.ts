import { DEFAULT_PASSWORD, expect, signUpThroughUi, test, uniqueEmail } from './fixtures';
import { AuthPage } from './pages/auth-page';

test.describe('accounts and the app shell', () => {
  test.afterEach(({ pageErrors }) => {
    expect(pageErrors, 'no uncaught errors or CSP violations').toEqual([]);
  });

  test('a visitor sees the marketing home with Sign Up and the theme toggle', async ({
    page,
    header,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Try the look');
    await expect(header.signUp).toBeVisible();
    await expect(header.themeToggle).toBeVisible();
    for (const name of ['Blog', 'Styles', 'Makeovers']) {
      await expect(header.root.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('footer').getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Contact' })).toBeVisible();
  });

  test('signing up through the UI lands signed in with the avatar letter', async ({
    page,
    header,
    auth,
  }) => {
    await page.goto('/');
    await header.signUp.click();
    await expect(page).toHaveURL(/\/auth\/signup$/);
    const email = uniqueEmail('zoe');
    await auth.signUp(email, DEFAULT_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(header.avatar).toHaveText('Z');
    await expect(header.signUp).toHaveCount(0);
    await expect(header.root.getByRole('button', { name: 'New Makeover' })).toBeVisible();
    await expect(header.root.getByRole('link', { name: 'Makeovers', exact: true })).toBeVisible();
    // Freemium: no Styles or Makeup Library in the header.
    await expect(header.root.getByRole('link', { name: 'Makeup Library' })).toHaveCount(0);
    await expect(page.locator('footer').getByRole('link', { name: 'Styles' })).toBeVisible();
  });

  test('a guarded URL redirects to sign-in and returns after signing in', async ({
    page,
    browser,
    auth,
  }) => {
    const account = await signUpThroughUi(page, auth, uniqueEmail('guard'));

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const visitorAuth = new AuthPage(visitorPage);
    await visitorPage.goto('/profile');
    await visitorAuth.expectSignIn();
    await visitorAuth.signIn(account.email, DEFAULT_PASSWORD);
    await expect(visitorPage).toHaveURL(/\/profile$/);
    await expect(visitorPage.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(visitorPage.getByTestId('profile-email')).toHaveText(account.email);
    await expect(visitorPage.getByTestId('membership-level')).toHaveText('Freemium');
    await visitor.close();
  });

  test('a Spark-only route sends a Freemium user home', async ({ page, auth }) => {
    await signUpThroughUi(page, auth, uniqueEmail('tier'));
    await page.goto('/profile/styles');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/product-library');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('sign-in errors show the spec messages', async ({ page, auth }) => {
    const account = await signUpThroughUi(page, auth, uniqueEmail('errors'));
    await page.context().clearCookies();

    await auth.gotoSignIn();
    await auth.signIn(account.email, 'wrong-password-1');
    await expect(auth.error()).toHaveText('Incorrect password. Please try again.');

    await auth.gotoSignUp();
    await auth.signUp(account.email, DEFAULT_PASSWORD);
    await expect(auth.error()).toHaveText('An account already exists with this email address.');
  });

  test('sign out returns to / and shows the visitor header', async ({ page, header, auth }) => {
    await signUpThroughUi(page, auth, uniqueEmail('bye'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await header.signOutDesktop();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.signUp).toBeVisible();
    await page.goto('/profile');
    await auth.expectSignIn();
  });

  test('the theme survives a reload', async ({ page, header }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    expect(await header.theme()).toBe('light');
    await header.themeToggle.click();
    await expect.poll(() => header.theme()).toBe('dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await header.theme()).toBe('dark');
    await header.themeToggle.click();
    await page.reload();
    expect(await header.theme()).toBe('light');
  });

  test('the theme follows the system preference until one is chosen', async ({ page, header }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await header.theme()).toBe('dark');
  });

  test('the identity-provider handler reports to its opener and closes', async ({ page }) => {
    await page.goto('/auth/signin');
    const popupResult = (query: string) =>
      page.evaluate(
        (q) =>
          new Promise<unknown>((resolve) => {
            window.addEventListener('message', (event) => resolve(event.data), { once: true });
            // A fresh window per call: reusing a name could race the previous popup's close.
            window.open(`/__/auth/handler${q}`, `looklab-auth-test-${Math.random()}`, 'popup');
          }),
        query,
      );
    expect(await popupResult('')).toEqual({ type: 'popup-result', ok: true });
    expect(await popupResult('?error=1')).toEqual({
      type: 'popup-result',
      ok: false,
      error: 'An unexpected error occurred.',
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu shows Signed in as and the e-mail', async ({ page, header, auth }) => {
      const { email } = await signUpThroughUi(page, auth, uniqueEmail('mia'));
      await expect(header.root.getByRole('button', { name: 'New', exact: true })).toBeVisible();
      await expect(header.root.getByRole('button', { name: 'Sign Out' })).toBeHidden();
      const menu = await header.openAccountMenu();
      await expect(menu.getByText('Signed in as')).toBeVisible();
      await expect(menu.getByText(email)).toBeVisible();
      for (const name of ['Blog', 'Makeovers', 'Profile', 'Sign out']) {
        await expect(menu.getByRole('menuitem', { name })).toBeVisible();
      }
      await menu.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await (await header.openAccountMenu()).getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(header.signUp).toBeVisible();
    });

    test('visitor links are hidden on small screens', async ({ page, header }) => {
      await page.goto('/');
      await expect(header.signUp).toBeVisible();
      await expect(header.root.getByRole('link', { name: 'Blog' })).toBeHidden();
    });
  });
});

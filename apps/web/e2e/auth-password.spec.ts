import {
  DEFAULT_PASSWORD,
  expect,
  latestMailTo,
  signUpThroughUi,
  test,
  uniqueEmail,
} from './fixtures';

test.describe('passwords', () => {
  test('a password reset completes through the e-mailed link', async ({ page, auth, header }) => {
    const { email } = await signUpThroughUi(page, auth, uniqueEmail('reset'));
    await header.signOutDesktop();
    await expect(header.signUp).toBeVisible();

    await auth.gotoSignIn();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText('reset link is on its way');

    const mail = await latestMailTo(email);
    const link = /https?:\/\/\S+\/auth\/action\S*/.exec(mail.text)?.[0];
    expect(link, 'reset link in the e-mail').toBeTruthy();
    const url = new URL(link ?? '');
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const newPassword = 'brand-new-secret-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await auth.signIn(email, DEFAULT_PASSWORD);
    await expect(auth.error()).toHaveText('Incorrect password. Please try again.');
    await auth.signIn(email, newPassword);
    await expect(header.avatar).toHaveText('R');
  });

  test('a used or broken reset link is refused', async ({ page }) => {
    await page.goto('/auth/action?mode=resetPassword&oobCode=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('whatever-123');
    await page.getByLabel('Confirm new password').fill('whatever-123');
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page.getByTestId('auth-error')).toBeVisible();
    await page.goto('/auth/action');
    await expect(page.getByRole('heading', { name: "This link can't be used" })).toBeVisible();
  });

  test('a signed-in user changes their password', async ({ page, auth, header }) => {
    const { email } = await signUpThroughUi(page, auth, uniqueEmail('change'));
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/auth\/change-password$/);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('another-secret-9');
    await form.getByLabel('Confirm new password').fill('another-secret-9');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByTestId('auth-error')).toHaveText(
      'Incorrect password. Please try again.',
    );

    await form.getByLabel('Current password').fill(DEFAULT_PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('announcement-toast')).toContainText('Password changed');

    await header.signOutDesktop();
    await auth.gotoSignIn();
    await auth.signIn(email, 'another-secret-9');
    await expect(header.avatar).toHaveText('C');
  });
});

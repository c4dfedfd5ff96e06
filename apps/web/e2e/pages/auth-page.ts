import { expect, type Page } from '@playwright/test';

/** The sign-in and sign-up screens. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async gotoSignUp(): Promise<void> {
    await this.page.goto('/auth/signup');
    await expect(this.page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }

  async gotoSignIn(): Promise<void> {
    await this.page.goto('/auth/signin');
    await this.expectSignIn();
  }

  async expectSignIn(): Promise<void> {
    await expect(this.page).toHaveURL(/\/auth\/signin$/);
    await expect(this.page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  }

  async signUp(email: string, password: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Sign Up' }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
  }

  error() {
    return this.page.getByTestId('auth-error');
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** The sticky header: visitor links, account area, avatar menu, theme toggle. */
export class HeaderMenu {
  readonly root: Locator;
  readonly themeToggle: Locator;
  readonly signUp: Locator;
  readonly avatar: Locator;
  readonly accountMenuTrigger: Locator;

  constructor(private readonly page: Page) {
    this.root = page.locator('header').first();
    this.themeToggle = this.root.getByTestId('theme-toggle').first();
    this.signUp = this.root.getByRole('link', { name: 'Sign Up' });
    this.avatar = this.root.getByTestId('avatar').filter({ visible: true }).first();
    this.accountMenuTrigger = this.root.getByTestId('account-menu-trigger');
  }

  async theme(): Promise<'light' | 'dark'> {
    const isDark = await this.page.evaluate(() =>
      document.documentElement.classList.contains('dark'),
    );
    return isDark ? 'dark' : 'light';
  }

  async setTheme(theme: 'light' | 'dark'): Promise<void> {
    if ((await this.theme()) !== theme) await this.themeToggle.click();
    await expect.poll(() => this.theme()).toBe(theme);
  }

  /** Desktop: the Sign Out button in the header. */
  async signOutDesktop(): Promise<void> {
    await this.root.getByRole('button', { name: 'Sign Out' }).click();
  }

  /** Mobile/tablet: open the avatar dropdown. */
  async openAccountMenu(): Promise<Locator> {
    await this.accountMenuTrigger.click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** /profile/styles and the new/edit form of a favorite style. */
export class FavoriteStylesPage {
  constructor(private readonly page: Page) {}

  card(name: string): Locator {
    return this.page.getByTestId('favorite-card').filter({ hasText: name });
  }

  async setName(name: string): Promise<void> {
    await this.page.getByLabel('Name', { exact: true }).fill(name);
  }

  /** Chooses a style in a category ('Hairstyle', 'Lipstick', …). */
  async choose(label: string, value: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).selectOption(value);
  }

  async uploadIcon(file: string): Promise<void> {
    await this.page.getByTestId('favorite-icon-input').setInputFiles(file);
    await expect(this.page.getByAltText('Style icon')).toBeVisible({ timeout: 20_000 });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^Save (style|changes)$/ }).click();
  }
}

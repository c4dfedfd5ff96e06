import type { Locator, Page } from '@playwright/test';

export type ProductFields = {
  brand: string;
  name: string;
  category: string;
  shade: string;
  hex: string;
};

/** /product-library: the product cards, the one-product dialog and the batch dialog. */
export class ProductLibraryPage {
  constructor(private readonly page: Page) {}

  cards(): Locator {
    return this.page.getByTestId('product-card');
  }

  card(name: string): Locator {
    return this.cards().filter({ hasText: name });
  }

  async fill(fields: ProductFields): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Brand', { exact: true }).fill(fields.brand);
    await dialog.getByLabel('Product name', { exact: true }).fill(fields.name);
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: fields.category });
    await dialog.getByLabel('Shade name', { exact: true }).fill(fields.shade);
    await dialog.getByLabel('Shade colour', { exact: true }).fill(fields.hex);
  }

  async addOne(fields: ProductFields): Promise<void> {
    await this.page.getByRole('button', { name: 'Add product' }).first().click();
    await this.fill(fields);
    await this.page.getByRole('dialog').getByRole('button', { name: 'Add product' }).click();
  }

  /** Opens the batch dialog and pastes the lines (the preview shows them). */
  async pasteSeveral(category: string, lines: string[]): Promise<void> {
    await this.page.getByRole('button', { name: 'Add several' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Category for these products').selectOption({ label: category });
    await dialog.getByLabel('Products', { exact: true }).fill(lines.join('\n'));
  }

  async confirmSeveral(count: number): Promise<void> {
    await this.page
      .getByRole('dialog')
      .getByRole('button', { name: `Add ${count} products` })
      .click();
  }
}

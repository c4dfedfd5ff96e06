import { expect, type Locator, type Page } from '@playwright/test';

/** /pricing: the tier cards and the comparison table. */
export class PricingPage {
  readonly comparison: Locator;
  readonly adminNote: Locator;

  constructor(private readonly page: Page) {
    this.comparison = page.getByTestId('tier-comparison');
    this.adminNote = page.getByTestId('billing-admin-note');
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/pricing(\?.*)?$/);
    await expect(this.page.getByRole('heading', { name: 'Plans for every look' })).toBeVisible();
  }

  tier(level: string): Locator {
    return this.page.getByTestId(`tier-${level}`);
  }

  /** The comparison row's cells as shown, one per tier (an icon cell by its label). */
  async rowTexts(id: string): Promise<string[]> {
    return this.page
      .getByTestId(`tier-row-${id}`)
      .locator('td')
      .evaluateAll((cells) =>
        cells.map(
          (cell) =>
            cell.querySelector('svg')?.getAttribute('aria-label') ??
            (cell.textContent ?? '').trim(),
        ),
      );
  }
}

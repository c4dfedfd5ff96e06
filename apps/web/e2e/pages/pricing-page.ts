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

  /** The comparison row's cells as shown, one per tier. */
  async rowTexts(id: string): Promise<string[]> {
    const row = this.page.getByTestId(`tier-row-${id}`);
    const cells = row.locator('td');
    const out: string[] = [];
    for (let i = 0; i < (await cells.count()); i++) {
      const cell = cells.nth(i);
      const label = await cell
        .locator('svg')
        .first()
        .getAttribute('aria-label')
        .catch(() => null);
      out.push(label ?? (await cell.innerText()).trim());
    }
    return out;
  }
}

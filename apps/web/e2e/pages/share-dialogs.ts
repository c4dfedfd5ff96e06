import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The results step's image detail and share dialogs, as a person uses them. */
export class ShareDialogs {
  constructor(private readonly page: Page) {}

  /** Records window.open calls instead of following them (there is no network). */
  static async captureWindowOpen(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const opened: { url: string; target: string }[] = [];
      Object.defineProperty(window, '__opened', { value: opened });
      window.open = (url?: string | URL, target?: string) => {
        opened.push({ url: String(url), target: String(target) });
        return null;
      };
    });
  }

  /** The URLs opened so far, oldest first. */
  async opened(): Promise<{ url: string; target: string }[]> {
    return this.page.evaluate(
      () => (window as unknown as { __opened: { url: string; target: string }[] }).__opened,
    );
  }

  /** Waits for the next window.open and returns it. */
  async nextOpened(after: number): Promise<{ url: string; target: string }> {
    await expect
      .poll(async () => (await this.opened()).length, { timeout: 20_000 })
      .toBe(after + 1);
    const all = await this.opened();
    const last = all[all.length - 1];
    if (!last) throw new Error('nothing was opened');
    return last;
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async openResult(index = 0): Promise<Locator> {
    await this.page.getByTestId('final-image').nth(index).click();
    const detail = this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('button', { name: 'Download' }) });
    await expect(detail).toBeVisible();
    return detail;
  }

  async openShareMakeover(): Promise<Locator> {
    const detail = await this.openResult();
    await detail.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = this.dialog('Share Your Makeover');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openShareOptions(): Promise<Locator> {
    const makeover = await this.openShareMakeover();
    await makeover.getByRole('button', { name: 'Share a Link' }).click();
    const options = this.dialog('Share Your Look');
    await expect(options).toBeVisible();
    return options;
  }

  async openComparison(): Promise<Locator> {
    const detail = await this.openResult();
    await detail.getByRole('button', { name: 'Compare' }).click();
    const dialog = this.dialog('Before & After');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Clicks and returns the downloads it starts: `count`, or with 'any', all within 2 s. */
  async downloads(click: () => Promise<void>, count: number | 'any' = 1): Promise<Download[]> {
    const seen: Download[] = [];
    const onDownload = (d: Download) => seen.push(d);
    this.page.on('download', onDownload);
    try {
      await click();
      if (count === 'any') {
        await expect.poll(() => seen.length, { timeout: 60_000 }).toBeGreaterThan(0);
        await this.page.waitForTimeout(2000);
      } else {
        await expect.poll(() => seen.length, { timeout: 60_000 }).toBe(count);
      }
    } finally {
      this.page.off('download', onDownload);
    }
    return seen;
  }
}

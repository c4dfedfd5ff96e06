import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { PreviewPhases } from '@looklab/shared/studio/preview-phases';

/** The studio (upload → select person → hairstyles → customize → results) as a person uses it. */
export class StudioPage {
  constructor(
    private readonly page: Page,
    private readonly photosDir: string,
  ) {}

  uploadInput(): Locator {
    return this.page.getByTestId('upload-input');
  }

  photoPath(file: string): string {
    return path.join(this.photosDir, file);
  }

  /** Chooses a fixture photo and waits for the pending preview. */
  async choosePhoto(file: string): Promise<void> {
    await this.uploadInput().setInputFiles(path.join(this.photosDir, file));
    await expect(this.page.locator('#upload-preview-title')).toBeVisible();
  }

  async confirmPhoto(): Promise<void> {
    await this.page.getByRole('button', { name: 'Analyze photo' }).click();
  }

  person(n: number): Locator {
    return this.page.getByRole('button', { name: `Person ${n}`, exact: true });
  }

  hairstylesHeading(): Locator {
    return this.page.locator('#hairstyles-title');
  }

  hairstyleTile(name: string): Locator {
    return this.page.getByTestId(`hairstyle-${name}`);
  }

  /** Names of the first `count` unlocked hairstyle tiles. */
  async firstHairstyleNames(count: number): Promise<string[]> {
    const tiles = this.page.locator(
      '[data-testid^="hairstyle-"]:not([data-testid="hairstyle-Original"]):enabled',
    );
    const names: string[] = [];
    for (let i = 0; names.length < count; i++) {
      const id = await tiles.nth(i).getAttribute('data-testid');
      if (id) names.push(id.replace('hairstyle-', ''));
    }
    return names;
  }

  async generateHairstyle(name: string): Promise<void> {
    const tile = this.hairstyleTile(name);
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  }

  /** The seconds a busy tile has been generating. */
  tileElapsed(name: string): Locator {
    return this.hairstyleTile(name).getByTestId('elapsed-time');
  }

  /** The failure text under a tile. */
  tileError(name: string): Locator {
    return this.page.getByTestId(`hairstyle-error-${name}`);
  }

  /** Names of the first `count` unlocked hairstyle tiles other than `except`. */
  async hairstyleNamesExcept(except: string, count: number): Promise<string[]> {
    const names = await this.firstHairstyleNames(count + 1);
    return names.filter((n) => n !== except).slice(0, count);
  }

  intermediateImages(): Locator {
    return this.page.getByTestId('intermediate-image');
  }

  async goToCustomize(): Promise<void> {
    await this.page.getByRole('button', { name: 'Customize', exact: true }).last().click();
    await expect(this.page.locator('#ai-stylist-title')).toBeVisible();
  }

  /** From the home page: upload, analyse, generate the first hairstyle, open customize. */
  async customizeFirstHairstyle(photo = 'ai-face.jpg'): Promise<string> {
    await this.page.goto('/');
    await this.choosePhoto(photo);
    await this.confirmPhoto();
    await expect(this.hairstylesHeading()).toBeVisible({ timeout: 60_000 });
    const [style] = await this.firstHairstyleNames(1);
    if (!style) throw new Error('expected a hairstyle');
    await this.generateHairstyle(style);
    await this.goToCustomize();
    return style;
  }

  category(id: string): Locator {
    return this.page.getByTestId(`category-${id}`);
  }

  preview(): Locator {
    return this.page.getByTestId('customize-preview');
  }

  /** 'Preview' on the customize image while it shows the instant preview. */
  previewBadge(): Locator {
    return this.page.getByTestId('preview-badge');
  }

  /** The photoreal look's progress on the customize image. */
  photorealProgress(): Locator {
    return this.page.getByTestId('photoreal-progress');
  }

  async undo(): Promise<void> {
    await this.page.getByRole('button', { name: 'Undo' }).click();
  }

  async redo(): Promise<void> {
    await this.page.getByRole('button', { name: 'Redo' }).click();
  }

  async seeResults(): Promise<void> {
    await this.page.getByRole('button', { name: 'See results' }).click();
    await expect(this.page.locator('#results-title')).toBeVisible({
      timeout: 90_000,
    });
  }

  finalImages(): Locator {
    return this.page.getByTestId('final-image');
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
  }

  /** Waits until a save has finished and nothing is left unsaved. */
  async expectSaved(): Promise<void> {
    await expect(this.saveButton()).toHaveText('Save', { timeout: 30_000 });
    await expect(this.saveButton()).toBeDisabled();
  }

  makeoverName(): Locator {
    return this.page.getByTestId('makeover-name');
  }

  async rename(name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Rename makeover' }).click();
    const input = this.page.getByRole('textbox', { name: 'Makeover name' });
    await input.fill(name);
    await input.press('Enter');
    await expect(this.makeoverName()).toHaveText(name);
  }

  /** The Server-Timing header of each preview render (total and its steps, ms), as they come. */
  recordPreviewServerTimings(): { totalMs: number; detail: string }[] {
    const times: { totalMs: number; detail: string }[] = [];
    this.page.on('response', (res) => {
      if (!res.url().endsWith('/api/ai/generate')) return;
      const body = res.request().postData() ?? '';
      if (!body.includes('"preview":true')) return;
      const detail = res.headers()['server-timing'] ?? '';
      const total = /(?:^|,\s*)total;dur=([\d.]+)/.exec(detail);
      if (total?.[1]) times.push({ totalMs: Math.round(Number(total[1])), detail });
    });
    return times;
  }

  /**
   * Each /api/ai/generate call the page made as the browser timed it: request start to the
   * last response byte, and the server's own total from its Server-Timing header (ms).
   */
  async generateRequestTimings(): Promise<{ fetchMs: number; serverMs: number | null }[]> {
    return this.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e.name.endsWith('/api/ai/generate'))
        .map((e) => ({
          fetchMs: Math.round(e.responseEnd - e.startTime),
          serverMs: e.serverTiming.find((t) => t.name === 'total')?.duration ?? null,
        })),
    );
  }

  /** The same click→image times split: client, server, wait, transfer, to screen (ms). */
  async previewPhases(): Promise<PreviewPhases[]> {
    return this.page.evaluate(() => window.__looklabPreviewPhases ?? []);
  }

  /** Click→updated-image times the studio recorded (ms). */
  async previewTimings(): Promise<number[]> {
    return this.page.evaluate(() => window.__looklabPreviewTimings ?? []);
  }
}

declare global {
  interface Window {
    __looklabPreviewTimings?: number[];
    __looklabPreviewPhases?: PreviewPhases[];
  }
}

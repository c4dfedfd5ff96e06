import { expect, type Locator, type Page } from '@playwright/test';

/** The blog: the list at /articles, an article, an author page. */
export class BlogPage {
  readonly heading: Locator;
  readonly cards: Locator;
  readonly topics: Locator;
  readonly moreArticles: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.cards = page.locator('main article');
    this.topics = page.getByRole('navigation', { name: 'Topics' });
    this.moreArticles = page.getByRole('navigation', { name: 'More articles' });
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/articles');
    await expect(this.heading).toHaveText('Style notes');
  }

  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  async openArticle(title: string): Promise<void> {
    await this.page.getByRole('link', { name: title, exact: true }).click();
    await expect(this.heading).toHaveText(title);
  }

  previousLink(): Locator {
    return this.moreArticles.getByRole('link', { name: /^Previous article/ });
  }

  nextLink(): Locator {
    return this.moreArticles.getByRole('link', { name: /^Next article/ });
  }

  /** The byline's link to the author page. */
  bylineAuthor(name: string): Locator {
    return this.page.locator('header').getByRole('link', { name, exact: true });
  }

  /** Content of a head tag, e.g. meta('property', 'og:title'). */
  meta(attribute: 'name' | 'property', key: string): Promise<string | null> {
    return this.page.locator(`head meta[${attribute}="${key}"]`).getAttribute('content');
  }

  /**
   * Scrolls to the bottom and back until every lazy image has loaded (for full-page shots). The
   * scroll is repeated on each poll: a lazily loaded page may still be growing on the first pass.
   */
  async loadAllImages(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 40));
          }
          window.scrollTo(0, 0);
          return Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0);
        }),
      )
      .toBe(true);
  }

  /** The page's cumulative layout shift so far (Chromium's layout-shift entries). */
  layoutShift(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
  }
}

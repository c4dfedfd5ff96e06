import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { catalogue } from '@looklab/shared/catalogue/catalogue';
import { loadArticleBody } from '@looklab/shared/content/blog-bodies';
import { publishedArticles } from '@looklab/shared/content/blog-queries';
import { messages } from '@looklab/shared/messages/messages';
import { blogMessages } from '@looklab/shared/messages/blog-messages';
import { sharingTexts } from '@looklab/shared/messages/sharing-messages';
import { siteMessages } from '@looklab/shared/messages/site-messages';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, photosDir, test } from './fixtures';

const webDist = path.resolve(import.meta.dirname, '../dist');

const SHARE_SIZE = { width: 480, height: 360 };

/** The built file of the studio's chunk (the upload step's code), from Vite's manifest. */
function studioChunk(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const chunk = Object.values(manifest).find((c) => c.name === 'studio');
  if (!chunk) throw new Error("the build's manifest has no studio chunk");
  return chunk.file;
}

/** A signed-out share of a small JPEG, as the studio's share button makes one. */
async function createShare(request: APIRequestContext, baseURL: string): Promise<string> {
  const image = await sharp({
    create: { ...SHARE_SIZE, channels: 3, background: { r: 200, g: 120, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/shares', {
    headers: { origin: baseURL },
    data: { imageBase64: image.toString('base64') },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { shareId: string }).shareId;
}

// each list starts with its None/Original, which Explore leaves out
const firstHairstyle = catalogue.femaleHairstyles.slice(1).find((item) => !item.isAvantGarde);
/** Explore's last section (the page's bottom) and two of its styles. */
const [lastSectionStyle, otherLastSectionStyle] = catalogue.dentalProcedure
  .filter((item) => !item.isNone && !item.isAvantGarde)
  .reverse();

/** Whether React has hydrated the element (it keeps its fiber on the DOM node). */
function hydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}
const newestArticle = publishedArticles[0];
const articleSlug = newestArticle?.slug ?? 'none';
/** The first section heading of the newest article's body (its markdown's first '## '). */
async function firstSectionHeading(): Promise<string> {
  const body = (await loadArticleBody(articleSlug)) ?? '';
  return /^## (.+)$/m.exec(body)?.[1] ?? 'no heading';
}

/** What each public page shows, checked with JavaScript off (so only the served HTML counts). */
const pages: { path: string; content: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    content: async (page) => {
      await expect(page.getByText(siteMessages.tagline, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Try the look');
    },
  },
  {
    path: '/articles',
    content: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: blogMessages.listTitle }),
      ).toBeVisible();
      await expect(page.getByText(newestArticle?.title ?? 'no article')).toBeVisible();
    },
  },
  {
    path: `/articles/${articleSlug}`,
    content: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestArticle?.title ?? '');
      // the body too, which the app loads as its own chunk
      await expect(page.getByRole('heading', { name: await firstSectionHeading() })).toBeVisible();
    },
  },
  {
    path: '/explore/styles',
    content: async (page) => {
      await expect(
        page.getByRole('heading', { level: 1, name: siteMessages.stylesTitle }),
      ).toBeVisible();
      await expect(
        page.getByRole('button', { name: firstHairstyle?.name ?? 'no style', exact: true }),
      ).toBeVisible();
    },
  },
];

test.describe('pre-rendered public pages', () => {
  test('the theme button switches the theme before the app has started', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // the app's scripts never arrive: only the served page and its theme script answer
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await dark()).toBe(false);
    await page.getByTestId('theme-toggle').first().click();
    await expect.poll(dark).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    // the choice lasts: the server paints the next page dark from the cookie
    await page.unroute(/\/assets\/[^/]+\.js$/);
    await page.reload();
    expect(await dark()).toBe(true);
  });

  test("fetch the app's scripts only once they have painted (their largest picture too)", async ({
    page,
    baseURL,
    request,
  }) => {
    const shareId = await createShare(request, baseURL ?? '');
    /** When the first app script was requested, the first contentful paint, and the paints of pictures. */
    const timings = () =>
      page.evaluate(async () => {
        const pictures = await new Promise<{ url: string; at: number }[]>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list
                .getEntries()
                .map((e) => ({ url: (e as LargestContentfulPaint).url, at: e.startTime })),
            );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
          .map((e) => e.startTime);
        return { paint: paint ?? Infinity, pictures, firstScript: Math.min(...scripts) };
      });
    for (const path of ['/', '/explore/styles', `/share/${shareId}`]) {
      await page.goto(path);
      // hydrated: the app's scripts came
      await expect.poll(async () => (await timings()).firstScript).toBeLessThan(Infinity);
      const { paint, pictures, firstScript } = await timings();
      expect(firstScript, path).toBeGreaterThanOrEqual(paint);
      if (path.startsWith('/share/')) {
        const shared = pictures.find((p) => p.url.endsWith(`/api/shares/${shareId}.png`));
        expect(shared?.at ?? Infinity, path).toBeLessThanOrEqual(firstScript);
      }
    }
  });

  test('show their content before any script runs', async ({ browser, baseURL, request }) => {
    const shareId = await createShare(request, baseURL ?? '');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, content } of pages) {
      await page.goto(path);
      await content(page);
    }
    // a share's page: its title and its picture (shown at once, in a box of its size), with the
    // share's own id; the spinner (over the picture) only goes once the scripts have run
    await page.goto(`/share/${shareId}`);
    await expect(page.getByRole('heading', { name: sharingTexts.sharedPageTitle })).toBeVisible();
    await expect(page.getByText(messages.loading.sharedImage)).toBeVisible();
    const picture = page.locator(`img[alt="${sharingTexts.sharedImageAlt}"]`);
    await expect(picture).toHaveAttribute('src', `/api/shares/${shareId}.png`);
    await expect(picture).toHaveAttribute('width', String(SHARE_SIZE.width));
    await expect(picture).toHaveAttribute('height', String(SHARE_SIZE.height));
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toBeVisible();
    await context.close();
  });

  test('hydrate without errors and respond to clicks', async ({ page, baseURL, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        errors.push(`${message.type()}: ${message.text()}`);
      }
    });
    // the stylesheet comes inlined in a pre-rendered page, and nothing loads it again
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') stylesheets.push(req.url());
    });
    const shareId = await createShare(request, baseURL ?? '');
    for (const path of [...pages.map((p) => p.path), `/share/${shareId}`]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // a hydrated page answers: the theme toggle switches the theme
      const toggle = page.getByTestId('theme-toggle').first();
      const before = await toggle.getAttribute('data-theme');
      await toggle.click();
      await expect(toggle).not.toHaveAttribute('data-theme', before ?? '');
      await toggle.click();
      await expect(toggle).toHaveAttribute('data-theme', before ?? '');
      expect(errors, `console errors on ${path}`).toEqual([]);
      expect(stylesheets, `stylesheets loaded by ${path}`).toEqual([]);
    }
    // the share's picture shows once loaded, even if it loaded before the page hydrated
    await expect(page.getByRole('img', { name: sharingTexts.sharedImageAlt })).toBeVisible();
  });

  test("the home page on a phone loads the studio's code only once its upload step is needed", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    const studioCode = (paths: string[]) =>
      paths.filter((p) => /\/assets\/(studio|catalogue|upload)[-.]/.test(p));
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    // nothing of it in the page's preloads, and nothing fetched while the page hydrates
    const html = (await response?.text()) ?? '';
    expect(studioCode([...html.matchAll(/href="([^"]+\.js)"/g)].map((m) => m[1] ?? ''))).toEqual(
      [],
    );
    // hydrated: the theme toggle answers
    const toggle = page.getByTestId('theme-toggle').filter({ visible: true }).first();
    const before = await toggle.getAttribute('data-theme');
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('data-theme', before ?? '');
    expect(studioCode(scripts)).toEqual([]);
    // scrolled to, the upload step loads and works
    await page.locator('#try-it').scrollIntoViewIfNeeded();
    await expect.poll(() => studioCode(scripts).length).toBeGreaterThan(0);
    await page.getByTestId('upload-input').setInputFiles(path.join(photosDir, 'ai-face.jpg'));
    await expect(page.locator('#upload-preview-title')).toBeVisible();
    await context.close();
  });

  test('Explore on a phone hydrates the sections near the screen; every style stays reachable and searchable', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const card = (name: string) => page.getByRole('button', { name, exact: true });
    const lastName = lastSectionStyle?.name ?? 'no style';
    await page.goto('/explore/styles');
    // the search box hydrates with the page; the first section's cards too (on screen)
    await expect.poll(() => hydrated(page, 'input[type="search"]')).toBe(true);
    await expect.poll(() => hydrated(page, '#femaleHairstyles li button')).toBe(true);
    // the last section, far below, stays as its HTML: there, but not hydrated
    await expect(card(lastName)).toHaveCount(1);
    expect(await hydrated(page, '#dentalProcedure li button')).toBe(false);
    // scrolled to and clicked, it hydrates and opens the style's details
    await card(lastName).click();
    await expect(page.getByRole('dialog', { name: lastName })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // a search reaches the sections never scrolled to: they all hydrate, none goes blank
    await page.goto('/explore/styles');
    await expect.poll(() => hydrated(page, 'input[type="search"]')).toBe(true);
    expect(await hydrated(page, '#dentalProcedure li button')).toBe(false);
    await page.getByRole('searchbox', { name: 'Search styles' }).fill(lastName);
    await expect(card(lastName)).toBeVisible();
    await expect(card(firstHairstyle?.name ?? 'no style')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search styles' }).fill('');
    await expect(card(firstHairstyle?.name ?? 'no style')).toBeVisible();
    await expect(card(otherLastSectionStyle?.name ?? 'no style')).toHaveCount(1);
    // and a filter: men's styles only, then everyone again
    await page.getByRole('radio', { name: 'Men', exact: true }).click();
    await expect(card(firstHairstyle?.name ?? 'no style')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Everyone' }).click();
    await expect(card(firstHairstyle?.name ?? 'no style')).toHaveCount(1);
    await expect(card(lastName)).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('take up a photo chosen as the upload panel hydrates', async ({ page }) => {
    // The photo is chosen at the moment the panel's code has loaded but React has not hydrated
    // the panel yet: the `input` event makes React hydrate it then and there, and the panel goes
    // live before the `change` event (how the studio-plans test lost its photo now and then).
    const photo = fs.readFileSync(path.join(photosDir, 'ai-face.jpg')).toString('base64');
    const chooseOnceLoaded = `;(() => {
      let hops = 0;
      const choose = () => {
        const input = document.querySelector('[data-testid="upload-input"]');
        const bytes = Uint8Array.from(atob('${photo}'), (c) => c.charCodeAt(0));
        const files = new DataTransfer();
        files.items.add(new File([bytes], 'ai-face.jpg', { type: 'image/jpeg' }));
        input.files = files.files;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      };
      // after the import and React's lazy component have resolved, before React's next task
      const hop = () => (++hops < 100 ? queueMicrotask(hop) : choose());
      queueMicrotask(hop);
    })();`;
    await page.route(`**/${studioChunk()}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()) + chooseOnceLoaded });
    });
    await page.goto('/');
    await expect(page.locator('#upload-preview-title')).toBeVisible();
  });

  test('take up a photo chosen before the page hydrated', async ({ page }) => {
    // hold the scripts back so the photo is chosen on the bare pre-rendered page
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('upload-input').setInputFiles(path.join(photosDir, 'ai-face.jpg'));
    await expect(page.locator('#upload-preview-title')).toHaveCount(0);
    release();
    await expect(page.locator('#upload-preview-title')).toBeVisible();
  });
});

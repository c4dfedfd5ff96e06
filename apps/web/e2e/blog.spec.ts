import { expect, snap, test } from './fixtures';
import { BlogPage } from './pages/blog-page';

test.describe('the blog', () => {
  test('a reader browses the list, reads an article, meets its author and moves on', async ({
    page,
    pageErrors,
  }) => {
    const blog = new BlogPage(page);
    await blog.gotoList();
    await expect(blog.cards).toHaveCount(8);
    await expect(page).toHaveTitle('Style notes · LookLab');
    expect(await blog.meta('name', 'description')).toMatch(/^Practical guides to haircuts/);

    // a topic narrows the list, and All brings every article back
    await blog.topics.getByRole('link', { name: 'Grooming' }).click();
    await expect(page).toHaveURL(/\/articles\?tag=Grooming$/);
    await expect(blog.cards).toHaveCount(1);
    await expect(
      blog.card('Beard styles: matching shape, length and upkeep to your face'),
    ).toBeVisible();
    await blog.topics.getByRole('link', { name: 'All' }).click();
    await expect(blog.cards).toHaveCount(8);

    const seasons = 'Colour seasons, explained: find the shades that light up your face';
    await expect(blog.card(seasons)).toContainText('Maya Okafor');
    await expect(blog.card(seasons)).toContainText('14 July 2026');
    await expect(blog.card(seasons)).toContainText('4 min read');
    await blog.openArticle(seasons);
    await expect(page).toHaveURL('/articles/colour-seasons-explained');
    await expect(page).toHaveTitle(`${seasons} · LookLab`);
    await expect(page.getByRole('heading', { name: 'The twelve sub-seasons' })).toBeVisible();
    await expect(page.getByText('4 min read')).toBeVisible();
    expect(await blog.meta('property', 'og:type')).toBe('article');
    expect(await blog.meta('property', 'og:title')).toBe(seasons);
    expect(await blog.meta('property', 'og:image')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/blog\/articles\/colour-seasons-explained\.png$/,
    );

    // published between the haircut guide (before) and the beard guide (after)
    await expect(blog.previousLink()).toContainText('How to choose a haircut for your face shape');
    await expect(blog.nextLink()).toContainText('Beard styles');
    await blog.nextLink().click();
    await expect(blog.heading).toHaveText(
      'Beard styles: matching shape, length and upkeep to your face',
    );
    await expect(blog.previousLink()).toContainText(seasons);
    await blog.previousLink().click();
    await expect(blog.heading).toHaveText(seasons);

    // an article body links on to another article
    await page.getByRole('link', { name: 'guide to lipstick finishes' }).click();
    await expect(blog.heading).toHaveText(
      'Matte, satin, gloss or sheer? A guide to lipstick finishes',
    );
    await expect(page.getByText('By Priya Raman', { exact: true })).toBeVisible();

    await blog.bylineAuthor('Priya Raman').click();
    await expect(page).toHaveURL('/authors/priya-raman');
    await expect(blog.heading).toHaveText('Priya Raman');
    await expect(page.getByText('Makeup artist & beauty editor')).toBeVisible();
    await expect(blog.cards).toHaveCount(3);
    expect(await blog.meta('property', 'og:type')).toBe('profile');

    // leaving the blog drops the page's link-preview tags
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(blog.heading).toHaveText('Frequently asked questions');
    expect(await page.locator('head meta[property="og:type"]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('unknown articles and authors say so', async ({ page }) => {
    const blog = new BlogPage(page);
    await page.goto('/articles/no-such-article');
    await expect(blog.heading).toHaveText('Article not found');
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(blog.heading).toHaveText('Style notes');
    await page.goto('/authors/nobody');
    await expect(blog.heading).toHaveText('Author not found');
  });

  test('the server sends link-preview tags in the built page itself', async ({ request }) => {
    const html = await (await request.get('/articles/how-looklab-ai-works')).text();
    expect(html).toContain(
      '<title>How LookLab&#39;s AI works — and what stays private · LookLab</title>',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http[^"]+\/blog\/articles\/how-looklab-ai-works\.png"/,
    );
    expect(html).toContain('<meta property="article:published_time" content="2026-11-17"');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const png = await request.get('/blog/articles/how-looklab-ai-works.png');
    expect(png.headers()['content-type']).toBe('image/png');
  });

  test('pictures keep their place while they load (layout shift under 0.02)', async ({ page }) => {
    const blog = new BlogPage(page);
    for (const path of ['/articles', '/articles/how-looklab-ai-works', '/authors/leo-marchetti']) {
      await page.goto(path);
      await blog.loadAllImages();
      expect(await blog.layoutShift(), path).toBeLessThan(0.02);
    }
  });
});

const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of viewports) {
  for (const theme of ['light', 'dark'] as const) {
    test(`blog screenshots: ${viewport.name} ${theme}`, async ({ page }) => {
      const blog = new BlogPage(page);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: theme });
      const tag = `${viewport.name}-${theme}`;
      const pages = [
        { path: '/articles', shot: 'list' },
        { path: '/articles/haircuts-for-your-face-shape', shot: 'article' },
        { path: '/authors/maya-okafor', shot: 'author' },
      ];
      for (const { path, shot } of pages) {
        await page.goto(path);
        await expect(blog.heading).toBeVisible();
        await blog.loadAllImages();
        await snap(page, `blog-${shot}-${tag}`);
        await snap(page, `blog-${shot}-top-${tag}`, { fullPage: false });
      }
    });
  }
}

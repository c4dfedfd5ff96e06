import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEFAULT_PASSWORD,
  e2eDataDir,
  expect,
  photosDir,
  screenshotsDir,
  shootStep,
  signUpThroughUi,
  test,
  uniqueEmail,
} from './fixtures';
import { AccountApi } from './pages/account-api';
import { changedValues, decodeQr, inkShare, pdfPages, rgb } from './pages/image-files';
import { ShareDialogs } from './pages/share-dialogs';
import { StudioPage } from './pages/studio-page';

/** A4 in PDF points (jsPDF's 210 × 297 mm). */
const A4_POINTS = [0, 0, 595.28, 841.89];
/** Where the bottom-right site mark sits, and a region of the same size opposite it. */
const MARK_CORNER = { x: 0.55, y: 0.9, w: 0.45, h: 0.1 };
const OPPOSITE_CORNER = { x: 0, y: 0, w: 0.45, h: 0.1 };
/** The card footer's QR code (bottom-left inside the 100 px margin) with white around it. */
const CARD_QR = { left: 40, top: 3040, width: 460, height: 460 };

const params = (url: string) => Object.fromEntries(new URL(url).searchParams.entries());
const fileOf = async (download: { path: () => Promise<string | null> }) => {
  const file = await download.path();
  if (!file) throw new Error('download has no file');
  return file;
};

test.describe('sharing and downloads', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a Freemium user makes a look, downloads it marked, shares it by link everywhere, opts out of the warning and prints a card with a QR code', async ({
    page,
    auth,
    browser,
    context,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    await ShareDialogs.captureWindowOpen(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const studio = new StudioPage(page, photosDir);
    const share = new ShareDialogs(page);
    await signUpThroughUi(page, auth);
    const style = await studio.customizeFirstHairstyle();
    await studio.seeResults();
    await expect(studio.finalImages()).toHaveCount(1);
    await studio.saveButton().click();
    await studio.expectSaved();
    await studio.rename('Summer Look');

    // The single image: '{Hair_Style}_makeover.png', its corner marked for Freemium.
    const rawSrc = await studio.finalImages().first().getAttribute('src');
    expect(rawSrc).toMatch(/^data:image\/(png|jpeg);base64,/);
    const raw = await rgb(Buffer.from((rawSrc ?? '').split(',')[1] ?? '', 'base64'));
    const detail = await share.openResult();
    await shootStep(page, 'results-image-detail');
    const [single] = await share.downloads(() =>
      detail.getByRole('button', { name: 'Download' }).click(),
    );
    expect(single?.suggestedFilename()).toBe(`${style.replace(/\s+/g, '_')}_makeover.png`);
    const downloaded = await rgb(await fileOf(single));
    const marked = changedValues(downloaded, raw, MARK_CORNER);
    console.info(
      `[measure] Freemium download ${raw.width}×${raw.height}: ${marked} values changed in the corner`,
    );
    expect(marked).toBeGreaterThan(200);
    expect(changedValues(downloaded, raw, OPPOSITE_CORNER)).toBe(0);
    await page.keyboard.press('Escape');

    // The comparison: slider view, 'looklab_comparison.png'.
    const comparison = await share.openComparison();
    await expect(comparison.getByRole('img', { name: 'Original' })).toBeVisible();
    await shootStep(page, 'share-comparison');
    const [collage] = await share.downloads(() =>
      comparison.getByRole('button', { name: 'Download Comparison' }).click(),
    );
    expect(collage?.suggestedFilename()).toBe('looklab_comparison.png');
    const collageMeta = await sharp(await fileOf(collage)).metadata();
    expect(collageMeta.width).toBeGreaterThan(collageMeta.height * 1.8);
    await page.keyboard.press('Escape');

    // 'Share Your Makeover': the before/after download is named from the look; no share sheet here.
    const makeover = await share.openShareMakeover();
    await expect(makeover.getByText('Share your new look with friends!')).toBeVisible();
    await expect(makeover.getByRole('button', { name: 'Share...' })).toHaveCount(0);
    await shootStep(page, 'share-makeover');
    const [beforeAfter] = await share.downloads(() =>
      makeover.getByRole('button', { name: 'Download Before & After' }).click(),
    );
    expect(beforeAfter?.suggestedFilename()).toBe(
      `looklab_${style.toLowerCase().replace(/\s+/g, '_')}.png`,
    );
    const baFile = await fileOf(beforeAfter);
    const baMeta = await sharp(baFile).metadata();
    // two squares of at most 1024 px, a title band above and the 'Generated with' line below
    expect(baMeta.width).toBeLessThanOrEqual(2 * 1024 * 1.1);
    expect(baMeta.height).toBeGreaterThan(baMeta.width / 2);

    // 'Share Your Look': X first, behind the public-link warning; the link lists in Explore.
    await makeover.getByRole('button', { name: 'Share a Link' }).click();
    const options = share.dialog('Share Your Look');
    await expect(options).toBeVisible();
    await shootStep(page, 'share-options');
    await options.getByRole('checkbox', { name: /Explore gallery/ }).check();
    await options.getByRole('button', { name: 'X', exact: true }).click();
    const warning = share.dialog('Create a Public Link?');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('publicly accessible for one month');
    await expect(warning.getByRole('checkbox', { name: "Don't warn me again" })).toBeVisible();
    await shootStep(page, 'share-public-link-warning');
    await warning.getByRole('button', { name: 'Confirm & Share' }).click();
    const tweet = await share.nextOpened(0);
    const linkField = options.getByRole('textbox', { name: 'Your public link' });
    await expect(linkField).toBeVisible();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/share/[A-Za-z0-9_-]{22}$`));
    const shareId = link.split('/').pop() ?? '';
    expect(tweet.url.startsWith('https://twitter.com/intent/tweet?')).toBe(true);
    expect(tweet.target).toBe('_blank');
    expect(params(tweet.url).url).toBe(link);
    expect(params(tweet.url).text).toContain('#LookLab');
    expect(params(tweet.url).text).toContain(origin);
    await shootStep(page, 'share-options-link');

    // Every other platform opens its intent URL with the same link, without asking again.
    const platforms: [string, string, (q: Record<string, string>) => void][] = [
      ['Facebook', 'https://www.facebook.com/sharer/sharer.php?', (q) => expect(q.u).toBe(link)],
      ['Reddit', 'https://www.reddit.com/submit?', (q) => expect(q.url).toBe(link)],
      [
        'Pinterest',
        'https://pinterest.com/pin/create/button/?',
        (q) => expect(q).toMatchObject({ url: link, media: `${origin}/api/shares/${shareId}.png` }),
      ],
      ['WhatsApp', 'https://wa.me/?', (q) => expect(q.text?.endsWith(link)).toBe(true)],
      [
        'LinkedIn',
        'https://www.linkedin.com/sharing/share-offsite/?',
        (q) => expect(q.url).toBe(link),
      ],
    ];
    for (const [label, prefix, check] of platforms) {
      const before = (await share.opened()).length;
      await options.getByRole('button', { name: label, exact: true }).click();
      const opened = await share.nextOpened(before);
      expect(opened.url.startsWith(prefix), `${label}: ${opened.url}`).toBe(true);
      expect(opened.target).toBe('_blank');
      check(params(opened.url));
    }
    const beforeMail = (await share.opened()).length;
    await options.getByRole('button', { name: 'Email', exact: true }).click();
    const mail = await share.nextOpened(beforeMail);
    expect(mail.url.startsWith('mailto:?subject=')).toBe(true);
    expect(mail.target).toBe('_self');
    expect(decodeURIComponent(mail.url)).toContain(link);
    await expect(warning).toHaveCount(0);

    // Copy Link puts the link on the clipboard and says so.
    await options.getByRole('button', { name: 'Copy Link', exact: true }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A signed-out visitor opens the link in a fresh context and sees the image; and in Explore.
    const visitor = await browser.newContext({ baseURL: origin });
    const guest = await visitor.newPage();
    await guest.route('**/api/shares/*.png', async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    // (the page comes pre-rendered, its image requested as the HTML arrives: no waiting for
    // the page's load, which waits for the image)
    await guest.goto(link, { waitUntil: 'commit' });
    await expect(guest.getByText('Loading shared image...')).toBeVisible();
    await shootStep(guest, 'share-page-loading');
    const sharedImage = guest.getByRole('img', { name: 'Shared before and after makeover' });
    // (its box is laid out from the first paint, at the size the server wrote: wait for the
    // picture itself)
    await expect(sharedImage).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => sharedImage.evaluate((img: HTMLImageElement) => img.naturalWidth), {
        timeout: 20_000,
      })
      .toBeGreaterThan(500);
    await expect(guest.getByRole('link', { name: 'Try Your Own Look' })).toBeVisible();
    await shootStep(guest, 'share-page');
    await guest.unrouteAll();
    await guest.goto('/explore/makeovers');
    const gallery = guest.getByRole('list', { name: 'Shared makeovers' });
    const tile = gallery.locator(`a[href="/share/${shareId}"]`);
    await expect(tile).toBeVisible();
    await expect
      .poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shootStep(guest, 'explore-makeovers');

    // Removing the link takes the image and its Explore entry down.
    await options.getByRole('button', { name: 'Remove link' }).click();
    await expect(page.getByText('Link removed. The image is no longer public.')).toBeVisible();
    await expect(linkField).toHaveCount(0);
    expect((await guest.request.get(`/api/shares/${shareId}.png`)).status()).toBe(404);
    await guest.reload();
    await expect(gallery.locator(`a[href="/share/${shareId}"]`)).toHaveCount(0);
    await visitor.close();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // Share Comparison (no share sheet here) makes a new link: warned again, and opting out…
    const comparison2 = await share.openComparison();
    await comparison2.getByRole('button', { name: 'Share Comparison' }).click();
    const options2 = share.dialog('Share Your Look');
    await expect(options2).toBeVisible();
    await options2.getByRole('button', { name: 'Reddit', exact: true }).click();
    await expect(warning).toBeVisible();
    await warning.getByRole('checkbox', { name: "Don't warn me again" }).check();
    const beforeReddit = (await share.opened()).length;
    await warning.getByRole('button', { name: 'Confirm & Share' }).click();
    const reddit = await share.nextOpened(beforeReddit);
    expect(reddit.url.startsWith('https://www.reddit.com/submit?')).toBe(true);
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/settings')).json()) as {
              disablePublicShareWarning: boolean;
            }
          ).disablePublicShareWarning,
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // …skips it the next time a link is made, after a reload too.
    await page.reload();
    await expect(studio.finalImages()).toHaveCount(1, { timeout: 30_000 });
    const options3 = await share.openShareOptions();
    const beforeLinkedIn = (await share.opened()).length;
    await options3.getByRole('button', { name: 'LinkedIn', exact: true }).click();
    const linkedIn = await share.nextOpened(beforeLinkedIn);
    expect(linkedIn.url.startsWith('https://www.linkedin.com/sharing/share-offsite/?')).toBe(true);
    await expect(warning).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // The printable card: PNG pages of 2480 × 3508 whose QR code opens the site; an A4 PDF.
    const cards = await share.downloads(
      () => page.getByRole('button', { name: 'Images', exact: true }).click(),
      'any',
    );
    console.info(`[measure] Freemium card: ${cards.length} page(s)`);
    const first = cards.find((c) => /_card(_page_1)?\.png$/.test(c.suggestedFilename()));
    expect(first?.suggestedFilename()).toMatch(/^Summer_Look_card(_page_1)?\.png$/);
    const cardFile = await fileOf(first!);
    const cardMeta = await sharp(cardFile).metadata();
    expect([cardMeta.width, cardMeta.height]).toEqual([2480, 3508]);
    expect(await decodeQr(cardFile, CARD_QR)).toBe(origin);
    fs.mkdirSync(screenshotsDir, { recursive: true });
    fs.copyFileSync(cardFile, path.join(screenshotsDir, 'card-freemium.png'));
    const [pdf] = await share.downloads(() =>
      page.getByRole('button', { name: 'PDF', exact: true }).click(),
    );
    expect(pdf?.suggestedFilename()).toBe('Summer_Look_card.pdf');
    const pdfInfo = pdfPages(await fileOf(pdf));
    expect(pdfInfo.count).toBeGreaterThanOrEqual(1);
    for (const box of pdfInfo.mediaBoxes) expect(box).toEqual(A4_POINTS);
  });

  test('a Pro user downloads the stored result unmarked and prints a two-page card without a QR code', async ({
    page,
  }) => {
    const api = new AccountApi(page, photosDir, e2eDataDir());
    const email = uniqueEmail('pro-share');
    await api.signUp(email, DEFAULT_PASSWORD);
    await api.setLevel(email, 'Pro');
    const people = await api.analyze('ai-face.jpg');
    const original = await api.upload('ai-face.jpg', 'originals');
    const final = await api.upload('ai-face.jpg', 'generated');
    const look = {
      hairstyle: 'Pixie Cut',
      hairColor: 'Copper',
      hairColorVariant: 'Balayage',
      hairTexture: 'Wavy',
      eyebrowStyle: 'Soft Arch',
      eyebrowColor: 'Soft Brown',
      lipstickStyle: 'Classic Matte',
      lipstickColor: 'Classic Red',
      lipLinerStyle: 'Defined',
      lipLinerColor: 'Berry',
      lipTintStyle: 'Sheer',
      lipTintColor: 'Rose',
      foundationStyle: 'Satin',
      foundationColor: 'Warm Beige',
      concealerStyle: 'Brightening',
      concealerColor: 'Light',
      blushStyle: 'Apples',
      blushColor: 'Peach',
      contourStyle: 'Soft Sculpt',
      contourColor: 'Taupe',
      highlighterStyle: 'Glow',
      highlighterColor: 'Champagne',
      bronzerStyle: 'Sun-kissed',
      bronzerColor: 'Bronze',
      eyeshadowStyle: 'Smoky',
      eyelinerStyle: 'Winged',
      eyelinerColor: 'Black',
      mascaraStyle: 'Volumizing',
      mascaraColor: 'Black',
      procedures: ['Botox', 'Lip Filler', 'Cheek Filler', 'Brow Lift'],
      dentalProcedure: 'Teeth Whitening',
    };
    const created = await api.createMakeover({
      name: 'Gala Evening',
      originalImage: { ...original, mimeType: 'image/jpeg' },
      people,
      selectedPersonId: people[0]?.id ?? null,
      styleGoal: 'A polished, soft-glam look for an evening gala that still feels like me.',
      finalImages: [{ id: 'final-1', ...final, ...look }],
    });
    // A browser with a share sheet that takes files (Chromium on Linux has none): the calls are
    // recorded; the second is cancelled by the person, the third fails.
    await page.addInitScript(() => {
      const shared: { names: string[]; type: string; text: string }[] = [];
      Object.defineProperty(window, '__shared', { value: shared });
      let calls = 0;
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data: ShareData) => Boolean(data.files?.length),
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls += 1;
          if (calls === 2) return Promise.reject(new DOMException('cancelled', 'AbortError'));
          if (calls === 3) return Promise.reject(new DOMException('denied', 'NotAllowedError'));
          const files = data.files ?? [];
          shared.push({
            names: files.map((f) => f.name),
            type: files[0]?.type ?? '',
            text: data.text ?? '',
          });
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/results/${created.id}`);
    const share = new ShareDialogs(page);
    const studio = new StudioPage(page, photosDir);
    await expect(studio.finalImages()).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Images', exact: true })).toBeEnabled();
    await shootStep(page, 'results-card-buttons');

    // The Pro download is the stored result, pixel for pixel: its corner carries no mark.
    const detail = await share.openResult();
    const [single] = await share.downloads(() =>
      detail.getByRole('button', { name: 'Download' }).click(),
    );
    expect(single?.suggestedFilename()).toBe('Pixie_Cut_makeover.png');
    const stored = await rgb(path.join(e2eDataDir(), 'files', ...final.storagePath.split('/')));
    const downloaded = await rgb(await fileOf(single));
    expect(changedValues(downloaded, stored, MARK_CORNER, 2)).toBe(0);
    await page.keyboard.press('Escape');

    // 'Share...' hands the before/after image to the share sheet; a cancel says nothing, a
    // failure says 'Could not share the image.'; Share Comparison shares the comparison.
    const sharedFiles = () =>
      page.evaluate(
        () =>
          (window as unknown as { __shared: { names: string[]; type: string; text: string }[] })
            .__shared,
      );
    const makeover = await share.openShareMakeover();
    const nativeShare = makeover.getByRole('button', { name: 'Share...' });
    await nativeShare.click();
    await expect.poll(async () => (await sharedFiles()).length).toBe(1);
    const [sheet] = await sharedFiles();
    expect(sheet?.names).toEqual([
      'looklab_pixie_cut_wavy_copper_soft_arch_classic_matte_botox_lip_filler_cheek_filler_brow_lift.png',
    ]);
    expect(sheet?.type).toBe('image/png');
    expect(sheet?.text).toContain('#LookLab');
    const errorToast = page.getByTestId('error-toast');
    await nativeShare.click();
    await expect(nativeShare).toBeEnabled();
    await expect(errorToast).toHaveCount(0);
    await nativeShare.click();
    await expect(errorToast).toContainText('Could not share the image.');
    await page.keyboard.press('Escape');
    const comparison = await share.openComparison();
    await comparison.getByRole('button', { name: 'Share Comparison' }).click();
    await expect.poll(async () => (await sharedFiles()).length).toBe(2);
    expect((await sharedFiles())[1]?.names).toEqual(['looklab_comparison.png']);
    await page.keyboard.press('Escape');

    // The full recipe overflows page one: two pages, the second titled; no QR code on a Pro card.
    const cards = await share.downloads(
      () => page.getByRole('button', { name: 'Images', exact: true }).click(),
      2,
    );
    const names = cards.map((c) => c.suggestedFilename()).sort();
    expect(names).toEqual(['Gala_Evening_card_page_1.png', 'Gala_Evening_card_page_2.png']);
    const files = await Promise.all(
      [...cards]
        .sort((a, b) => a.suggestedFilename().localeCompare(b.suggestedFilename()))
        .map(fileOf),
    );
    for (const file of files) {
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([2480, 3508]);
      expect(await decodeQr(file, CARD_QR)).toBeNull();
    }
    const [page1, page2] = files as [string, string];
    // page two's title 'Style Recipe (continued)' inks its top-left corner; page one's top
    // left holds the makeover's name
    expect(
      await inkShare(page2, { left: 100, top: 100, width: 1300, height: 110 }),
    ).toBeGreaterThan(0.05);
    fs.mkdirSync(screenshotsDir, { recursive: true });
    for (const [i, file] of files.entries()) {
      fs.copyFileSync(file, path.join(screenshotsDir, `card-pro-page-${i + 1}.png`));
    }
    expect(await inkShare(page1, { left: 100, top: 3300, width: 2280, height: 100 })).toBeLessThan(
      0.2,
    );
    const [pdf] = await share.downloads(() =>
      page.getByRole('button', { name: 'PDF', exact: true }).click(),
    );
    expect(pdf?.suggestedFilename()).toBe('Gala_Evening_card.pdf');
    const pdfInfo = pdfPages(await fileOf(pdf));
    expect(pdfInfo.count).toBe(2);
    expect(pdfInfo.mediaBoxes).toEqual([A4_POINTS, A4_POINTS]);
  });

  test('a link that expired or never existed shows a clear page', async ({ page }) => {
    await page.goto('/share/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByText('This shared look is no longer available')).toBeVisible();
    await expect(
      page.getByText('Shared links last for one month and are then deleted automatically.'),
    ).toBeVisible();
    await shootStep(page, 'share-page-expired');
  });
});

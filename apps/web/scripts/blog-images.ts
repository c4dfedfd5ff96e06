/**
 * Writes the blog's pictures into apps/web/public/blog from the drawings in
 * packages/shared/src/content/art: each article's and author's SVG, and the PNG that link
 * previews use (crawlers do not read SVG), and the site's own preview card. Run after changing a drawing: npm run blog:images.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { articleArt, authorAvatarSvg, authorCardSvg } from '@looklab/shared/content/art/blog-art';
import { blogArticles } from '@looklab/shared/content/blog-articles';
import { blogAuthors } from '@looklab/shared/content/blog-authors';
import { SITE_CARD_PATH, siteCardSvg } from '@looklab/shared/content/art/site-card';
import { siteMessages } from '@looklab/shared/messages/site-messages';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');

function writePublic(publicPath: string, data: string | Buffer): void {
  const file = path.join(publicDir, publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  console.log(`${publicPath}: ${data.length} B`);
}

/** The drawing as PNG: 256 colours with dithering keep flat shapes sharp at a fraction of the size. */
function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
}

for (const article of blogArticles) {
  const draw = articleArt[article.slug];
  if (!draw) throw new Error(`no drawing for ${article.slug}`);
  const svg = draw();
  writePublic(article.hero.src, svg);
  writePublic(article.hero.social, await png(svg));
}
for (const author of blogAuthors) {
  const avatar = authorAvatarSvg(author.slug);
  const card = authorCardSvg(author.slug);
  if (!avatar || !card) throw new Error(`no portrait for ${author.slug}`);
  writePublic(author.avatar, avatar);
  writePublic(author.socialImage, await png(card));
}
// The site's own link preview (home, FAQ, pricing and the other public pages).
writePublic(SITE_CARD_PATH, await png(siteCardSvg('LookLab', siteMessages.tagline)));

/**
 * Writes before/after sheets for every fixture photo and a spread of looks to ./data/gallery
 * (run: npm run engine:gallery [-- photo-substring ...]; GALLERY_OUT=dir and
 * GALLERY_LOOKS=name,name narrow it).
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { emptySelections, type PersonAnalysis, type Selections } from '@looklab/shared';
import type { RawImage } from '../src/image/raw-image';
import { loadHuman } from '../src/runtime/human-runtime';
import { renderLook } from '../src/render';
import { installSharedCatalogue } from '../src/render/catalogue/catalogue-source';
import { largest, loadFixture, personMaskFor, photosDir, repoRoot } from '../test/render-helpers';

const outDir = path.resolve(repoRoot, process.env.GALLERY_OUT ?? 'data/gallery');
/** Comma-separated look names (substrings) to render; all when unset. */
const lookFilter = (process.env.GALLERY_LOOKS ?? '').split(',').filter(Boolean);

const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });

export const galleryLooks: { name: string; look: Selections; gender?: 'female' | 'male' }[] = [
  {
    name: 'red-lips',
    look: look({ lipstickStyle: 'Matte Lipstick', lipstickColor: 'Classic Red' }),
  },
  {
    name: 'glam',
    look: look({
      lipstickStyle: 'Satin Cream',
      lipstickColor: 'Berry',
      lipLinerStyle: 'Defined',
      lipLinerColor: 'Plum',
      foundationStyle: 'Natural',
      blushStyle: 'Soft Flush',
      blushColor: 'Peach',
      contourStyle: 'Sculpted',
      highlighterStyle: 'Glow',
      eyeshadowStyle: 'Brown Smoky Eye',
      eyelinerStyle: 'Winged Liner',
      mascaraStyle: 'Volumizing',
    }),
    gender: 'female',
  },
  {
    name: 'natural',
    look: look({
      lipTintStyle: 'Sheer Tint',
      lipTintColor: 'Rose',
      bronzerStyle: 'Sun-kissed',
      concealerStyle: 'Brightening',
      eyebrowStyle: 'Soft Arch',
      mascaraStyle: 'Natural',
    }),
    gender: 'female',
  },
  { name: 'hair-copper', look: look({ hairColor: 'Copper' }) },
  { name: 'hair-platinum', look: look({ hairColor: 'Platinum Blonde' }) },
  {
    name: 'hair-balayage',
    look: look({ hairColor: 'Honey Blonde', hairColorVariant: 'Balayage' }),
  },
  { name: 'hair-pink-ombre', look: look({ hairColor: 'Pink', hairColorVariant: 'Ombré' }) },
  {
    name: 'teeth-brows',
    look: look({
      dentalProcedure: 'Teeth Whitening',
      eyebrowStyle: 'Bold Full Brow',
      eyebrowColor: 'Dark Brown',
    }),
  },
  { name: 'procedures', look: look({ procedures: ['Rhinoplasty', 'Lip Filler', 'Botox'] }) },
  { name: 'bob', look: look({ hairstyle: 'Short Bob', hairColor: 'Chestnut' }) },
  { name: 'long-waves', look: look({ hairstyle: 'Beach Waves' }) },
  { name: 'pixie', look: look({ hairstyle: 'Pixie Cut' }) },
  {
    name: 'full-beard',
    look: look({ facialHairStyle: 'Full Beard', hairColor: 'Dark Brown' }),
    gender: 'male',
  },
  {
    name: 'crew-cut',
    look: look({ hairstyle: 'Crew Cut', facialHairStyle: 'Handlebar Mustache' }),
    gender: 'male',
  },
];

function toPng(img: RawImage, maxSide: number): Sharp {
  const s = Math.min(1, maxSide / Math.max(img.width, img.height));
  return sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), {
    raw: { width: img.width, height: img.height, channels: 4 },
  }).resize(Math.round(img.width * s), Math.round(img.height * s));
}

/** Crops to the person's head region for a 100 % zoom view. */
function headCrop(
  img: RawImage,
  p: PersonAnalysis,
): { left: number; top: number; width: number; height: number } {
  const b = p.faceBox;
  const left = Math.max(0, Math.round(b.x - b.width * 0.9));
  const top = Math.max(0, Math.round(b.y - b.height * 0.9));
  const right = Math.min(img.width, Math.round(b.x + b.width * 1.9));
  const bottom = Math.min(img.height, Math.round(b.y + b.height * 2.4));
  return { left, top, width: right - left, height: bottom - top };
}

async function sheet(
  before: RawImage,
  afters: { name: string; img: RawImage }[],
  person: PersonAnalysis,
  file: string,
): Promise<void> {
  const crop = headCrop(before, person);
  const cell = 300;
  const scale = Math.min(cell / crop.width, cell / crop.height, 2);
  const cw = Math.round(crop.width * scale);
  const ch = Math.round(crop.height * scale);
  const all = [{ name: 'before', img: before }, ...afters];
  const cols = Math.min(5, all.length);
  const rows = Math.ceil(all.length / cols);
  const composites: OverlayOptions[] = [];
  for (let i = 0; i < all.length; i++) {
    const a = all[i];
    const buf = await sharp(
      Buffer.from(a.img.data.buffer, a.img.data.byteOffset, a.img.data.byteLength),
      {
        raw: { width: a.img.width, height: a.img.height, channels: 4 },
      },
    )
      .extract(crop)
      .resize(cw, ch)
      .png()
      .toBuffer();
    const x = (i % cols) * (cw + 4);
    const y = Math.floor(i / cols) * (ch + 22);
    composites.push({ input: buf, left: x, top: y + 20 });
    const label = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${cw}" height="20"><text x="2" y="15" font-family="DejaVu Sans" font-size="13" fill="#222">${a.name}</text></svg>`,
    );
    composites.push({ input: label, left: x, top: y });
  }
  await sharp({
    create: {
      width: cols * (cw + 4),
      height: rows * (ch + 22),
      channels: 4,
      background: '#ffffff',
    },
  })
    .composite(composites)
    .png()
    .toFile(file);
}

async function main(): Promise<void> {
  installSharedCatalogue();
  const filters = process.argv.slice(2);
  await mkdir(outDir, { recursive: true });
  const rt = await loadHuman({ description: true, iris: true });
  const files = (await readdir(photosDir)).filter(
    (f) => f.endsWith('.jpg') && (filters.length === 0 || filters.some((s) => f.includes(s))),
  );
  for (const file of files) {
    // the same photo and people the render tests use
    const { image: img, people } = await loadFixture(rt, file);
    if (people.length === 0) {
      console.log(`${file}: no people`);
      continue;
    }
    const person = largest(people);
    // as the worker's render job does: the person segmentation feeds the hair mask
    const personMask = personMaskFor(rt, img, person);
    const afters: { name: string; img: RawImage }[] = [];
    const looks = galleryLooks.filter(
      (g) => lookFilter.length === 0 || lookFilter.some((s) => g.name.includes(s)),
    );
    for (const g of looks) {
      const p: PersonAnalysis = g.gender ? { ...person, gender: g.gender } : person;
      const t = performance.now();
      const r = await renderLook({ image: img, person: p, people, look: g.look, personMask });
      afters.push({ name: `${g.name} ${Math.round(performance.now() - t)}ms`, img: r.image });
      if (r.meta.notes.length && g.name === 'glam')
        console.log(`  ${g.name}: ${r.meta.notes.join(' | ')}`);
    }
    const base = file.replace(/\.jpg$/, '');
    await sheet(img, afters, person, path.join(outDir, `${base}-sheet.png`));
    if (afters.length > 1)
      await toPng(afters[1].img, 1024)
        .png()
        .toFile(path.join(outDir, `${base}-glam-full.png`));
    console.log(`${file}: ${people.length} people → ${base}-sheet.png`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

/**
 * Before | after | difference sheets of hair looks at 100 % zoom, for judging damage away from
 * the hair (run: node --import tsx packages/engine/scripts/harm-sheet.ts [photo-substring …];
 * HARM_OUT=dir, HARM_LOOKS=name,name).
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { emptySelections, type PersonAnalysis, type Selections } from '@looklab/shared';
import type { RawImage } from '../src/image/raw-image';
import { loadHuman } from '../src/runtime/human-runtime';
import { renderLook } from '../src/render';
import { largest, loadFixture, personMaskFor, photosDir } from '../test/render-helpers';

const outDir = process.env.HARM_OUT ?? '/tmp/harm';
const lookFilter = (process.env.HARM_LOOKS ?? '').split(',').filter(Boolean);
const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });
const looks: { name: string; look: Selections; gender?: 'male' }[] = [
  { name: 'copper', look: look({ hairColor: 'Copper' }) },
  { name: 'platinum', look: look({ hairColor: 'Platinum Blonde' }) },
  { name: 'pixie', look: look({ hairstyle: 'Pixie Cut' }) },
  { name: 'bob', look: look({ hairstyle: 'Short Bob' }) },
  { name: 'crew', look: look({ hairstyle: 'Crew Cut' }), gender: 'male' },
  { name: 'waves', look: look({ hairstyle: 'Beach Waves' }) },
];

function crop(img: RawImage, p: PersonAnalysis) {
  const b = p.faceBox;
  const left = Math.max(0, Math.round(b.x - b.width * 1.6));
  const top = Math.max(0, Math.round(b.y - b.height * 1.0));
  const right = Math.min(img.width, Math.round(b.x + b.width * 2.6));
  const bottom = Math.min(img.height, Math.round(b.y + b.height * 3.2));
  return { left, top, width: right - left, height: bottom - top };
}

function diff(a: RawImage, b: RawImage): RawImage {
  const d = new Uint8Array(a.data.length);
  for (let i = 0; i < a.data.length; i += 4) {
    const m = Math.max(
      Math.abs(a.data[i] - b.data[i]),
      Math.abs(a.data[i + 1] - b.data[i + 1]),
      Math.abs(a.data[i + 2] - b.data[i + 2]),
    );
    const v = Math.min(255, m * 8);
    d[i] = v;
    d[i + 1] = m > 0 ? 60 : 0;
    d[i + 2] = 0;
    d[i + 3] = 255;
  }
  return { ...a, data: d };
}

const buf = (img: RawImage, c: ReturnType<typeof crop>) =>
  sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), {
    raw: { width: img.width, height: img.height, channels: 4 },
  })
    .extract(c)
    .png()
    .toBuffer();

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const filters = process.argv.slice(2);
  const rt = await loadHuman({ description: false, iris: true });
  const files = (await readdir(photosDir)).filter(
    (f) => f.endsWith('.jpg') && (filters.length === 0 || filters.some((s) => f.includes(s))),
  );
  for (const file of files) {
    const fx = await loadFixture(rt, file);
    if (!fx.people.length) continue;
    const person = largest(fx.people);
    const personMask = personMaskFor(rt, fx.image, person);
    const c = crop(fx.image, person);
    for (const l of looks.filter((x) => !lookFilter.length || lookFilter.includes(x.name))) {
      const r = await renderLook({
        image: fx.image,
        person: l.gender ? { ...person, gender: l.gender } : person,
        people: fx.people,
        look: l.look,
        personMask,
      });
      const parts = [fx.image, r.image, diff(fx.image, r.image)];
      const ins = await Promise.all(parts.map((p) => buf(p, c)));
      await sharp({
        create: { width: c.width * 3 + 8, height: c.height, channels: 4, background: '#fff' },
      })
        .composite(ins.map((input, i) => ({ input, left: i * (c.width + 4), top: 0 })))
        .png()
        .toFile(path.join(outDir, `${file.replace('.jpg', '')}-${l.name}.png`));
      console.log(file, l.name, `crop ${c.left},${c.top}`);
    }
  }
}
void main();

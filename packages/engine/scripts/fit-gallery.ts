/**
 * Writes fitted simulated generations to ./data/gallery/fit for judging at 100 % zoom (run:
 * node --import tsx packages/engine/scripts/fit-gallery.ts [photo:person:colour ...]): per case
 * the answer as the fake provider made it, the fitted result, and the head at full size as
 * photo | fitted | |difference|×4. A case ending in ':noisy' gets an answer that, like a real
 * model's, is re-toned, grainy and JPEG-compressed all over.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalEngine, decodeImage } from '../src/index';
import type { RawImage } from '../src/image/raw-image';
import { workRect } from '../src/render';
import { simulateGeneration } from '../src/testing/simulate-generation';
import { photosDir, repoRoot } from '../test/render-helpers';

const outDir = path.resolve(repoRoot, process.env.GALLERY_OUT ?? 'data/gallery', 'fit');

const defaults = [
  'ai-upper.jpg:person-1:Copper',
  'cgi-multiangle-10.jpg:person-1:Platinum Blonde',
  'cgi-multiangle-10.jpg:person-2:Copper',
  'cgi-multiangle-9.jpg:person-2:Electric Blue',
  'cgi-model-14.jpg:person-1:Honey Blonde',
  'cgi-model-11.jpg:person-1:Jet Black:noisy',
  'solvay1927.jpg:person-26:Copper',
];

/** A regenerated-looking answer: re-toned, with grain, JPEG at quality 80. */
async function noisy(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let s = 12345;
  for (let i = 0; i < data.length; i += info.channels) {
    for (let c = 0; c < 3; c++) {
      s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
      const grain = ((s >>> 8) / 2 ** 24 - 0.5) * 12;
      data[i + c] = Math.max(0, Math.min(255, Math.round(data[i + c] * 0.94 + 9 + grain)));
    }
  }
  return sharp(data, { raw: info }).jpeg({ quality: 80 }).toBuffer();
}

function rgb(img: RawImage, r: { x: number; y: number; width: number; height: number }) {
  const out = Buffer.alloc(r.width * r.height * 3);
  for (let y = 0; y < r.height; y++) {
    for (let x = 0; x < r.width; x++) {
      const i = ((y + r.y) * img.width + x + r.x) * 4;
      out.set([img.data[i], img.data[i + 1], img.data[i + 2]], (y * r.width + x) * 3);
    }
  }
  return out;
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const engine = await createLocalEngine({ workers: 1 });
  const cases = process.argv.length > 2 ? process.argv.slice(2) : defaults;
  for (const c of cases) {
    const [file, personId, colour, kind] = c.split(':');
    const bytes = await readFile(path.join(photosDir, file));
    const sim = await simulateGeneration(engine, bytes, personId, colour);
    const generated = kind === 'noisy' ? await noisy(sim.image) : sim.image;
    const name = `${file.replace(/\.jpg$/, '')}-${personId}-${colour.replace(/ /g, '-')}${kind ? `-${kind}` : ''}`;
    await writeFile(
      path.join(outDir, `${name}-answer.${kind === 'noisy' ? 'jpg' : 'png'}`),
      generated,
    );
    try {
      const r = await engine.fit({ image: bytes, personId, generated });
      await writeFile(path.join(outDir, `${name}-fit.png`), r.image);
      const photo = await decodeImage(bytes);
      const fitted = await decodeImage(r.image);
      const person = sim.truth.people.find((p) => p.id === personId);
      if (!person) continue;
      const head = workRect(person, photo);
      const a = rgb(photo, head);
      const b = rgb(fitted, head);
      const d = Buffer.alloc(a.length);
      for (let i = 0; i < a.length; i++) d[i] = Math.min(255, 4 * Math.abs(a[i] - b[i]));
      const raw = { width: head.width, height: head.height, channels: 3 as const };
      await sharp({
        create: { width: head.width * 3, height: head.height, channels: 3, background: '#000' },
      })
        .composite([
          { input: a, raw, left: 0, top: 0 },
          { input: b, raw, left: head.width, top: 0 },
          { input: d, raw, left: head.width * 2, top: 0 },
        ])
        .png()
        .toFile(path.join(outDir, `${name}-head.png`));
      const m = r.meta;
      console.log(
        `${name}: identity ${m.identity.toFixed(3)}, alignment ${m.alignmentErrorPx.toFixed(2)} px over ${m.alignmentPoints} features (mesh ${m.landmarkErrorPx.toFixed(2)} px), scale ${m.scale.toFixed(4)}, ${m.rotationDeg.toFixed(2)}°, shift ${m.shiftPx.map((v) => v.toFixed(2)).join(', ')}, changed ${(100 * m.changedShare).toFixed(1)} %, gain ${m.colorGain.map((g) => g.toFixed(3)).join('/')}`,
      );
    } catch (err) {
      console.log(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  await engine.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

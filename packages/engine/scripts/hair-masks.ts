/**
 * Writes the hair mask of every fixture person as a tinted overlay to ./data/gallery/masks
 * (run: npm run engine:hair-masks [-- photo-substring ...]), with the time it took: for judging
 * the mask itself, apart from what a colour does with it.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { loadHuman } from '../src/runtime/human-runtime';
import { workRect } from '../src/render';
import { createContext, otherFaces } from '../src/render/context';
import { loadWork } from '../src/image/work-image';
import { buildHairMask, buildHairModel } from '../src/render/hair-mask/hair-mask';
import { loadSegmenter } from '../src/runtime/segmentation';
import { loadFixture, photosDir, repoRoot } from '../test/render-helpers';

const outDir = path.resolve(repoRoot, process.env.GALLERY_OUT ?? 'data/gallery', 'masks');

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  await mkdir(outDir, { recursive: true });
  const rt = await loadHuman({ description: false, iris: true });
  const segmenter = loadSegmenter(rt);
  const files = (await readdir(photosDir)).filter(
    (f) => f.endsWith('.jpg') && (filters.length === 0 || filters.some((s) => f.includes(s))),
  );
  for (const file of files) {
    // the same photo and people the render tests use
    const { image: img, people } = await loadFixture(rt, file);
    // the largest few people (solvay has 27)
    const chosen = [...people].sort((a, b) => b.faceBox.width - a.faceBox.width).slice(0, 3);
    for (const person of chosen) {
      const work = loadWork(img, workRect(person, img));
      const ctx = createContext(work, person, [], []);
      ctx.personMask = segmenter.segment(img, person);
      // (as the renderer places them)
      ctx.others = otherFaces(people, person, work);
      const t = performance.now();
      const model = buildHairModel(ctx);
      const mask = buildHairMask(ctx, model);
      const ms = performance.now() - t;
      const out = Buffer.alloc(work.width * work.height * 3);
      for (let y = 0; y < work.height; y++) {
        for (let x = 0; x < work.width; x++) {
          const i = ((y + work.y0) * img.width + x + work.x0) * 4;
          const mx = x - mask.x0;
          const my = y - mask.y0;
          const m =
            mx >= 0 && my >= 0 && mx < mask.width && my < mask.height
              ? mask.data[my * mask.width + mx]
              : 0;
          const o = (y * work.width + x) * 3;
          out[o] = Math.round(img.data[i] * (1 - 0.6 * m) + 255 * 0.6 * m);
          out[o + 1] = Math.round(img.data[i + 1] * (1 - 0.6 * m));
          out[o + 2] = Math.round(img.data[i + 2] * (1 - 0.6 * m) + 160 * 0.6 * m);
        }
      }
      const name = `${file.replace(/\.jpg$/, '')}-${person.id}.png`;
      await sharp(out, { raw: { width: work.width, height: work.height, channels: 3 } })
        .png()
        .toFile(path.join(outDir, name));
      console.log(
        `${name}: ${Math.round(ms)} ms, present ${model.present}, hair clusters ${model.hair.length}`,
      );
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * Where a studio request's time goes on the embedded engine, per plan size: analyse once, then
 * previews (hair colour / lipstick clicks at ≤ 1024 px, JPEG), hairstyle drafts (≤ 1024 px) and
 * 7 finals at the plan's size in parallel — printing each request's stage timings.
 *   node --import tsx packages/engine/bench/studio-stages.bench.ts
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { emptySelections, type Selections } from '@looklab/shared';
import { createLocalEngine } from '../src/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const photos = path.resolve(here, '../../..', '../shared/fixtures/photos');
const look = (p: Partial<Selections>): Selections => ({ ...emptySelections, ...p });
const sizes = (process.env.STAGE_SIZES ?? '720,1024,2048').split(',').map(Number);

function fmt(t: Record<string, number>): string {
  return Object.entries(t)
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(' · ');
}

const engine = await createLocalEngine();
const source = await readFile(path.join(photos, 'cgi-model-14.jpg'));
const styles = [
  'Angled Bob',
  'Pixie Cut',
  'Long Layers',
  'Classic Lob',
  'Beach Waves',
  'Shag Cut',
  'Short Bob',
];
try {
  for (const side of sizes) {
    const image = await sharp(source).resize({ height: side }).jpeg({ quality: 90 }).toBuffer();
    const photoId = `bench-${side}`;
    let t = performance.now();
    const people = await engine.analyze(image, { level: 'Pro', photoId });
    console.log(`\n${side} px: analyse ${Math.round(performance.now() - t)} ms`);
    const personId = people[0]?.id;
    if (!personId) throw new Error('no person in the bench photo');
    if (process.env.STAGE_PREPARE !== '0') {
      // as the server does right after analysing: preview size first, then the photo's own
      t = performance.now();
      await engine.prepare({ image, personId, photoId, maxSide: 1024 });
      const p1 = performance.now() - t;
      await engine.prepare({ image, personId, photoId });
      console.log(
        `  prepare ${Math.round(p1)} ms (preview size), ${Math.round(performance.now() - t - p1)} ms (full)`,
      );
    }
    for (const style of styles.slice(0, 2)) {
      t = performance.now();
      const r = await engine.render({
        image,
        personId,
        look: look({ hairstyle: style }),
        maxSide: 1024,
        photoId,
      });
      console.log(
        `  draft ${style} ${Math.round(performance.now() - t)} ms: ${fmt(r.timings)} | ${fmt(r.meta.timings)}`,
      );
    }
    // customize clicks on the look of the first tile (its hairstyle stays), as in the studio
    const tile = { hairstyle: styles[0] };
    const clicks: Selections[] = [
      look({ ...tile, hairColor: 'Copper' }),
      look({
        ...tile,
        hairColor: 'Copper',
        lipstickStyle: 'Satin Lipstick',
        lipstickColor: 'Berry',
      }),
      look({
        ...tile,
        hairColor: 'Honey Blonde',
        lipstickStyle: 'Satin Lipstick',
        lipstickColor: 'Berry',
      }),
      look({
        ...tile,
        hairColor: 'Honey Blonde',
        lipstickStyle: 'Satin Lipstick',
        lipstickColor: 'Classic Red',
      }),
    ];
    for (const l of clicks) {
      t = performance.now();
      const r = await engine.render({
        image,
        personId,
        look: l,
        encoding: 'jpeg',
        maxSide: 1024,
        photoId,
      });
      const steps = Object.entries(r.meta.timings)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(' ');
      console.log(
        `  preview ${Math.round(performance.now() - t)} ms: ${fmt(r.timings)} | ${steps}`,
      );
    }
    t = performance.now();
    const finals = await Promise.all(
      styles.map((style) =>
        engine.render({
          image,
          personId,
          look: look({
            hairstyle: style,
            hairColor: 'Copper',
            lipstickStyle: 'Satin Lipstick',
            lipstickColor: 'Berry',
          }),
          photoId,
        }),
      ),
    );
    console.log(`  7 finals ${Math.round(performance.now() - t)} ms`);
    for (const r of finals) console.log(`    ${fmt(r.timings)} | ${fmt(r.meta.timings)}`);
  }
} finally {
  await engine.close();
}

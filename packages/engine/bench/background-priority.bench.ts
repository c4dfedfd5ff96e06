/**
 * Clicks while the engine works ahead of need: quick previews (customize clicks, one after
 * another) made while hair layers of other looks are painted in the background (as after each
 * hairstyle tile), with the background worker waiting at its pause points and at a low OS
 * priority between them (now), at a low priority only, and at the clicks' own priority without
 * pauses, the engines taking turns in one process. Prints each way's preview
 * wall times (p50, max) and the background layers' wall time; on a shared machine compare the
 * two ways within a run, not runs with each other.
 *   node --import tsx packages/engine/bench/background-priority.bench.ts
 * PRIORITY_SIDE (default 1024), PRIORITY_ROUNDS (default 3).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { emptySelections, type Selections } from '@looklab/shared';
import { createLocalEngine, type LocalEngine } from '../src/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const photos = path.resolve(here, '../../..', '../shared/fixtures/photos');
const side = Number(process.env.PRIORITY_SIDE ?? 1024);
const rounds = Number(process.env.PRIORITY_ROUNDS ?? 3);
const ahead = ['Pixie Cut', 'Short Bob', 'French Bob'];
const colours = ['Copper', 'Jet Black', 'Platinum Blonde', 'Honey Blonde'];
const lips = ['Ruby Woo', 'Coral', 'Berry', 'Mauve'];

const image = await sharp(await readFile(path.join(photos, 'cgi-model-14.jpg')))
  .resize({ height: side })
  .jpeg({ quality: 92 })
  .toBuffer();
const ways: [string, LocalEngine][] = [
  ['pauses, low priority', await createLocalEngine({ lowerBackgroundPriority: true })],
  [
    'low priority only',
    await createLocalEngine({ lowerBackgroundPriority: true, pauseBackground: false }),
  ],
  [
    'same priority',
    await createLocalEngine({ lowerBackgroundPriority: false, pauseBackground: false }),
  ],
];
const figures = new Map<string, { previews: number[]; layers: number[] }>();
const sorted = (v: number[]) => [...v].sort((a, b) => a - b);

try {
  for (let round = 0; round < rounds; round++)
    for (const [name, engine] of ways) {
      const photoId = `priority-${round}-${name}`;
      const base = { image, personId: 'person-1', photoId };
      await engine.analyze(image, { level: 'Pro', photoId });
      let look: Selections = { ...emptySelections, hairstyle: 'Curly Pixie' };
      // the customized look's layer and the photo's prep are there before the clicks
      await engine.render({ ...base, look, encoding: 'jpeg' });
      const t0 = performance.now();
      const layers = Promise.all(
        ahead.map((hairstyle) =>
          engine.prepareLook({ ...base, look: { ...emptySelections, hairstyle } }),
        ),
      ).then(() => performance.now() - t0);
      const f = figures.get(name) ?? { previews: [], layers: [] };
      for (let i = 0; i < 8; i++) {
        look =
          i % 2 === 0
            ? { ...look, hairColor: colours[(i / 2) % 4] ?? null }
            : { ...look, lipstickStyle: 'Classic Matte', lipstickColor: lips[(i - 1) / 2] ?? null };
        const t = performance.now();
        await engine.render({ ...base, look, encoding: 'jpeg' });
        f.previews.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 100));
      }
      f.layers.push(await layers);
      figures.set(name, f);
    }
} finally {
  await Promise.all(ways.map(([, e]) => e.close()));
}
console.log(`${side} px, ${rounds} rounds, 8 previews each while ${ahead.length} layers paint`);
console.log('| background | previews p50 | previews max | layers done after (p50) |');
console.log('|---|---|---|---|');
for (const [name, f] of figures) {
  const p = sorted(f.previews);
  const l = sorted(f.layers);
  console.log(
    `| ${name} | ${Math.round(p[Math.floor(p.length / 2)] ?? NaN)} | ${Math.round(p[p.length - 1] ?? NaN)} | ${Math.round(l[Math.floor(l.length / 2)] ?? NaN)} |`,
  );
}

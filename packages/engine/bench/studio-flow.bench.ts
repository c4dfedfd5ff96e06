/**
 * The studio's engine work in the order bench:studio's clicks make it, without the browser or
 * HTTP: analyze (and the server's prep ahead), 7 hairstyle tiles one after another (each followed
 * by its look's hair layer in the background, as the server does), 16 customize previews, then
 * 'See results' (7 looks, 2 at a time). Prints each request's engine timings (wall ms; the
 * machine is shared, so compare within a run). With FLOW_COMPARE=1 two engines take turns, one
 * as shipped and one without work ahead at a low OS priority, FLOW_ROUNDS times; with
 * FLOW_COMPARE=pause the other one's work ahead never waits at its pause points.
 *   node --import tsx packages/engine/bench/studio-flow.bench.ts
 * FLOW_SIZES (default 720,1024,2048), FLOW_GAP_MS (client time between clicks, default 150).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { emptySelections, PREVIEW_MAX_DIMENSION, type Selections } from '@looklab/shared';
import { createLocalEngine, type LocalEngine } from '../src/index';
import { TILE, TILE_STYLES as styles } from './studio-clicks';

const here = path.dirname(fileURLToPath(import.meta.url));
const photos = path.resolve(here, '../../..', '../shared/fixtures/photos');
const sizes = (process.env.FLOW_SIZES ?? '720,1024,2048').split(',').map(Number);
const gap = Number(process.env.FLOW_GAP_MS ?? 150);
const hairColors = ['Copper', 'Jet Black', 'Platinum Blonde', 'Honey Blonde'];
const lipColors = ['Ruby Woo', 'Coral', 'Berry', 'Mauve'];

const compare = process.env.FLOW_COMPARE;
const rounds = Number(process.env.FLOW_ROUNDS ?? 1);
const ways: [string, LocalEngine][] = [['as shipped', await createLocalEngine()]];
if (compare === '1')
  ways.push(['same priority', await createLocalEngine({ lowerBackgroundPriority: false })]);
if (compare === 'pause')
  ways.push(['no pauses', await createLocalEngine({ pauseBackground: false })]);
const source = await readFile(path.join(photos, 'cgi-model-14.jpg'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (t: Record<string, number>) =>
  Object.entries(t)
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(', ');
const pct = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.ceil((p / 100) * v.length) - 1)] ?? 0;

const summaries: string[] = [];
try {
  for (let round = 0; round < rounds; round++)
    for (const [way, engine] of ways)
      for (const side of sizes) {
        const image = await sharp(source).resize({ height: side }).jpeg({ quality: 92 }).toBuffer();
        const photoId = `flow-${side}-${Date.now()}`;
        const at = (max: number) => (side > max ? { maxSide: max } : {});
        const people = await engine.analyze(image, { level: 'Pro', photoId });
        const person = people[0];
        if (!person) throw new Error('no person');
        const base = { image, personId: person.id, photoId };
        // render-size.ts prepareAhead
        void engine.prepare({ ...base, ...at(TILE) });
        void engine.prepare({ ...base, ...at(PREVIEW_MAX_DIMENSION) });
        console.log(`--- ${side} px, ${way}`);
        const tiles: number[] = [];
        for (const hairstyle of styles) {
          const look: Selections = { ...emptySelections, hairstyle };
          const t0 = performance.now();
          const r = await engine.render({ ...base, look, ...at(TILE) });
          tiles.push(performance.now() - t0);
          console.log(`tile ${hairstyle}: ${fmt(r.timings)}`);
          void engine.prepareLook({ ...base, look, ...at(PREVIEW_MAX_DIMENSION) });
          await sleep(gap);
        }
        const last = styles[styles.length - 1] ?? '';
        const previews: number[] = [];
        let look: Selections = {
          ...emptySelections,
          hairstyle: last,
          lipstickStyle: 'Classic Matte',
        };
        for (let i = 0; i < 16; i++) {
          look =
            i % 2 === 0
              ? { ...look, hairColor: hairColors[(i / 2) % 4] ?? null }
              : { ...look, lipstickColor: lipColors[((i - 1) / 2) % 4] ?? null };
          const t0 = performance.now();
          const r = await engine.render({
            ...base,
            look,
            encoding: 'jpeg',
            ...at(PREVIEW_MAX_DIMENSION),
          });
          previews.push(performance.now() - t0);
          console.log(`preview ${i}: ${fmt(r.timings)}`);
          await sleep(gap);
        }
        await sleep(500);
        const t0 = performance.now();
        const queue = [...styles];
        const one = async () => {
          for (let s = queue.shift(); s; s = queue.shift()) {
            const r = await engine.render({
              ...base,
              look: { ...look, hairstyle: s },
              encoding: 'jpeg',
              ...at(PREVIEW_MAX_DIMENSION),
            });
            console.log(`results ${s}: ${fmt(r.timings)}`);
          }
        };
        await Promise.all([one(), one()]);
        const results = performance.now() - t0;
        summaries.push(
          `${way} ${side}: tiles p50 ${Math.round(pct(tiles, 50))} p95 ${Math.round(pct(tiles, 95))} first ${Math.round(tiles[0] ?? 0)}; previews p50 ${Math.round(pct(previews, 50))} p95 ${Math.round(pct(previews, 95))}; results ${Math.round(results)}`,
        );
      }
} finally {
  await Promise.all(ways.map(([, e]) => e.close()));
}
console.log(summaries.join('\n'));

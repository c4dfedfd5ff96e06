/**
 * What issue 23's render sizes cost on the embedded engine, old and new interleaved in one
 * process (one worker) and measured in CPU time (process.cpuUsage, every thread of the
 * process), so a machine shared with other work still compares them fairly:
 *   - hairstyle tile: a hair-only PNG at ≤ 1024 px (before) → a 512 px thumbnail (now);
 *   - one look on the results: the whole look as a PNG at the plan's size, every step in order
 *     (before) → a quick layered JPEG at ≤ 1024 px from the look's kept hair layer (now);
 *   - the hair layer at ≤ 1024 px that the new results and previews use, painted in the
 *     background after each tile (the price of the new tiles).
 *   node --import tsx packages/engine/bench/studio-sizes.bench.ts
 * STAGE_SIZES (default 720,1024,2048: the plans' photo sizes), SIZES_ROUNDS (default 3).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { emptySelections, PREVIEW_MAX_DIMENSION, type Selections } from '@looklab/shared';
import { createLocalEngine } from '../src/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const photos = path.resolve(here, '../../..', '../shared/fixtures/photos');
const sizes = (process.env.STAGE_SIZES ?? '720,1024,2048').split(',').map(Number);
const rounds = Number(process.env.SIZES_ROUNDS ?? 3);
/** The server's TILE_MAX_DIMENSION (apps/server/src/ai/render-size.ts). */
const TILE = 512;
const styles = ['Angled Bob', 'Pixie Cut', 'Long Layers'];
const customized: Partial<Selections> = {
  hairColor: 'Copper',
  lipstickStyle: 'Classic Matte',
  lipstickColor: 'Ruby Woo',
};

const engine = await createLocalEngine({ workers: 1 });
const source = await readFile(path.join(photos, 'cgi-model-14.jpg'));

/** CPU and wall ms of `work`. */
async function measure(work: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await work();
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1000, wall: performance.now() - t0 };
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;

const rows: string[] = [
  '| plan photo | what | before CPU ms | now CPU ms | before wall ms | now wall ms |',
  '|---|---|---|---|---|---|',
];
try {
  for (const side of sizes) {
    const image = await sharp(source).resize({ height: side }).jpeg({ quality: 90 }).toBuffer();
    const photoId = `sizes-${side}`;
    const [person] = await engine.analyze(image, { level: 'Pro', photoId });
    if (!person) throw new Error('no person');
    const at = (max: number) => (side > max ? { maxSide: max } : {});
    const base = { image, personId: person.id, photoId };
    // the per-photo prep every way uses, made ahead as the server does (not measured)
    for (const max of [TILE, PREVIEW_MAX_DIMENSION, side])
      await engine.prepare({ ...base, ...at(max) });
    const figures: Record<string, { cpu: number[]; wall: number[] }> = {};
    const add = (key: string, m: { cpu: number; wall: number }) => {
      figures[key] ??= { cpu: [], wall: [] };
      figures[key].cpu.push(m.cpu);
      figures[key].wall.push(m.wall);
    };
    for (let round = 0; round < rounds; round++)
      for (const hairstyle of styles) {
        // a new photo id per round: no layer or decoded photo kept from the last one
        const id = `${photoId}-${round}`;
        const tile = { ...emptySelections, hairstyle };
        const look = { ...tile, ...customized };
        const one = { image, personId: person.id, photoId: id };
        add('tile:before', await measure(() => engine.render({ ...one, look: tile, ...at(1024) })));
        add('tile:now', await measure(() => engine.render({ ...one, look: tile, ...at(TILE) })));
        add('layer', await measure(() => engine.prepareLook({ ...one, look, ...at(1024) })));
        add('results:before', await measure(() => engine.render({ ...one, look })));
        add(
          'results:now',
          await measure(() =>
            engine.render({ ...one, look, encoding: 'jpeg', ...at(PREVIEW_MAX_DIMENSION) }),
          ),
        );
      }
    const f = (key: string, pick: 'cpu' | 'wall') => Math.round(median(figures[key]?.[pick] ?? []));
    rows.push(
      `| ${side} px | hairstyle tile | ${f('tile:before', 'cpu')} | ${f('tile:now', 'cpu')} | ${f('tile:before', 'wall')} | ${f('tile:now', 'wall')} |`,
      `| ${side} px | one look on the results | ${f('results:before', 'cpu')} | ${f('results:now', 'cpu')} | ${f('results:before', 'wall')} | ${f('results:now', 'wall')} |`,
      `| ${side} px | hair layer at ≤ 1024 px, in the background after a tile | – | ${f('layer', 'cpu')} | – | ${f('layer', 'wall')} |`,
    );
    console.log(`${side} px done`);
  }
} finally {
  await engine.close();
}
console.log(`median of ${rounds * styles.length} per figure, ${styles.join(', ')}`);
console.log(rows.join('\n'));

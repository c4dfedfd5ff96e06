/**
 * A fresh engine (as the server starts it: two workers, renderer warmed) given the studio's
 * first hairstyle clicks twice over, as bench:studio's first two plans make them: a photo
 * analysed (and its prep made ahead at the tiles' and its own size, not awaited, as
 * render-size.ts prepareAhead), then TILES tiles one after another, each followed by its look's
 * hair layer in the background; the second round on the same photo under a new id. Per tile the
 * engine's steps (wall) and the worker thread's CPU per step (cpu-*), and each round's process
 * CPU. Run: node --import tsx packages/engine/scripts/first-flow.ts  (GAP_MS, TILES, ROUNDS)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { emptySelections } from '@looklab/shared';
import { createLocalEngine } from '../src/index';
import { processCpuMs as cpuNow, TILE, TILE_STYLES as STYLES } from '../bench/studio-clicks';

const photosDir = path.resolve(import.meta.dirname, '../../../../shared/fixtures/photos');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SHOWN = ['prepWait', 'queue', 'decode', 'analyze', 'hair', 'render', 'total'];

async function main(): Promise<void> {
  const gap = Number(process.env.GAP_MS ?? 150);
  const engine = await createLocalEngine({ warmRenderer: true });
  const image = await sharp(readFileSync(path.join(photosDir, 'cgi-model-14.jpg')))
    .resize({ height: 720 })
    .jpeg({ quality: 92 })
    .toBuffer();
  const styles = STYLES.slice(0, Number(process.env.TILES ?? 7));
  for (let round = 1; round <= Number(process.env.ROUNDS ?? 2); round++) {
    const photoId = `round-${round}`;
    const people = await engine.analyze(image, { level: 'Freemium', photoId });
    const personId = people[0]?.id ?? 'person-1';
    const base = { image, personId, photoId };
    const c0 = cpuNow();
    void engine.prepare({ ...base, maxSide: TILE });
    void engine.prepare(base);
    const rows: string[] = [];
    let cpuRender = 0;
    for (const hairstyle of styles) {
      const look = { ...emptySelections, hairstyle };
      const { timings: t } = await engine.render({ ...base, look, maxSide: TILE });
      cpuRender += t['cpu-render'] ?? 0;
      const wall = SHOWN.filter((k) => (t[k] ?? 0) >= 1).map(
        (k) => `${k} ${Math.round(t[k] ?? 0)}`,
      );
      const cpu = Object.entries(t)
        .filter(([k, v]) => k.startsWith('cpu-') && v >= 1)
        .map(([k, v]) => `${k} ${Math.round(v)}`);
      rows.push(`  ${hairstyle.padEnd(15)} ${wall.join(', ')} | ${cpu.join(', ')}`);
      void engine.prepareLook({ ...base, look });
      await sleep(gap);
    }
    console.log(
      `round ${round}: process CPU over the tiles ${Math.round(cpuNow() - c0)} ms, tiles' cpu-render ${Math.round(cpuRender)} ms`,
    );
    console.log(rows.join('\n'));
    await sleep(3000);
  }
  await engine.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

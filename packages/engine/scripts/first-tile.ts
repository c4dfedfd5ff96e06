/**
 * A fresh engine's hairstyle tiles as the server asks for them, in CPU time: the photo analysed,
 * its prep at the tiles' size made ahead (awaited), then TILES styles as tiles (512 px, PNG),
 * twice over, then the same on a second photo. Per tile: the worker thread's CPU per step
 * (thread-cpu.ts) and the process's CPU (V8's compiler threads included).
 * Run: node --import tsx packages/engine/scripts/first-tile.ts  (WORKERS, WARM=0, TILES, PHOTOS,
 * NOPREP=1: no prep ahead)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { emptySelections, hairstylesFor, needsGenerativeProvider } from '@looklab/shared';
import { createLocalEngine } from '../src/index';
import { processCpuMs as cpuNow, TILE } from '../bench/studio-clicks';

const photosDir = path.resolve(import.meta.dirname, '../../../../shared/fixtures/photos');
const SIDE = 720;

async function photo(file: string, side: number): Promise<Buffer> {
  return sharp(readFileSync(path.join(photosDir, file)))
    .resize({ width: side, height: side, fit: 'inside' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function main(): Promise<void> {
  const workers = Number(process.env.WORKERS ?? 1);
  const c0 = cpuNow();
  const engine = await createLocalEngine({ workers, warmRenderer: process.env.WARM !== '0' });
  console.log(
    `start: ${Math.round(cpuNow() - c0)} ms CPU, warm-up ${engine.info().warmupMs.map(Math.round).join('/')} ms`,
  );
  const styles = hairstylesFor('female')
    .filter((s) => s.hairShape?.kind !== 'scalp' || !needsGenerativeProvider(s.hairShape))
    .slice(0, Number(process.env.TILES ?? 7))
    .map((s) => s.name);
  const files = (process.env.PHOTOS ?? 'cgi-model-14.jpg,ai-upper.jpg').split(',');
  for (const [n, file] of files.entries()) {
    const image = await photo(file, SIDE);
    const photoId = `p${n}`;
    const people = await engine.analyze(image, { level: 'Freemium', photoId });
    const personId = people[0]?.id ?? 'person-1';
    let c = cpuNow();
    if (process.env.NOPREP !== '1')
      await engine.prepare({ image, personId, photoId, maxSide: TILE });
    console.log(`${file}: prep ${Math.round(cpuNow() - c)} ms CPU`);
    for (const round of [1, 2])
      for (const hairstyle of styles) {
        await new Promise((r) => setTimeout(r, 50));
        c = cpuNow();
        const { timings: t } = await engine.render({
          image,
          personId,
          photoId,
          maxSide: TILE,
          look: { ...emptySelections, hairstyle },
        });
        const proc = cpuNow() - c;
        const steps = Object.entries(t)
          .filter(([k, v]) => v >= 1 && !['total', 'queue', 'faces', 'prepWait'].includes(k))
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ');
        console.log(
          `  ${round} ${hairstyle.padEnd(18)} process CPU ${Math.round(proc)} | ${steps}`,
        );
      }
  }
  await engine.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

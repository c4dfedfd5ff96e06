/**
 * A photo's first work through createLocalEngine (one worker), as the server makes it: analyze,
 * then the prep of its PREPARED_PEOPLE largest people at the tile's size and at the screen's
 * (apps/server/src/ai/render-size.ts prepareAhead). Prints the wall ms of the analysis and of
 * each size's preps, and the process's CPU ms for all of it (workers included), p50 over
 * BENCH_RUNS new photo ids per photo — what the analysis's segmentation costs and what the preps
 * save by taking it (person-masks.ts). Each round's photo is cut a pixel narrower than the last, so
 * no worker finds a mask of its face kept from an earlier round (EngineCore keeps recent ones by
 * face). The machine is shared: compare runs made alike.
 *   flock /tmp/bench.lock node --import tsx packages/engine/bench/segment-share.bench.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createLocalEngine } from '../src/index';

const here = path.dirname(fileURLToPath(import.meta.url));
const photos = path.resolve(here, '../../..', '../shared/fixtures/photos');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** The server's tile and screen sizes (apps/server/src/ai/render-size.ts). */
const SIDES = [512, 1024];
/** The server's PREPARED_PEOPLE: the largest faces are prepared ahead. */
const PREPARED_PEOPLE = 2;
const FILES = ['ai-upper.jpg', 'cgi-model-14.jpg', 'cgi-multiangle-10.jpg', 'solvay1927.jpg'];

const p50 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function main(): Promise<void> {
  const engine = await createLocalEngine({
    workers: 1,
    lowerBackgroundPriority: false,
    pauseBackground: false,
  });
  const rows: string[] = [];
  for (const file of FILES) {
    const original = readFileSync(path.join(photos, file));
    const meta = await sharp(original).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    const analyse: number[] = [];
    const preps: number[][] = SIDES.map(() => []);
    const cpu: number[] = [];
    let people = 0;
    // the first round warms this photo's code paths; it is not counted
    for (let run = -1; run < RUNS; run++) {
      const photoId = `${file}#${run}`;
      const cut = run + 2;
      const image = await sharp(original)
        .extract({ left: cut, top: 0, width: width - cut, height })
        .jpeg({ quality: 95 })
        .toBuffer();
      const c0 = cpuMs();
      const t0 = performance.now();
      const found = await engine.analyze(image, { level: 'Pro', photoId });
      const t1 = performance.now();
      people = found.length;
      const area = (p: (typeof found)[number]) => p.faceBox.width * p.faceBox.height;
      const largest = [...found].sort((a, b) => area(b) - area(a)).slice(0, PREPARED_PEOPLE);
      const times: number[] = [];
      for (const maxSide of SIDES) {
        const s = performance.now();
        for (const p of largest) await engine.prepare({ image, personId: p.id, photoId, maxSide });
        times.push(performance.now() - s);
      }
      if (run < 0) continue;
      analyse.push(t1 - t0);
      times.forEach((t, i) => preps[i]?.push(t));
      cpu.push(cpuMs() - c0);
    }
    const total = p50(analyse) + preps.reduce((sum, t) => sum + p50(t), 0);
    rows.push(
      [
        file.padEnd(22),
        String(people).padStart(6),
        p50(analyse).toFixed(0).padStart(8),
        ...preps.map((t) => p50(t).toFixed(0).padStart(9)),
        total.toFixed(0).padStart(7),
        p50(cpu).toFixed(0).padStart(8),
      ].join(' '),
    );
  }
  await engine.close();
  console.log(
    `first analysis and preps of a photo, p50 of ${RUNS} (wall ms; cpu: the process's, all threads)`,
  );
  console.log(
    [
      'photo'.padEnd(22),
      'people'.padStart(6),
      'analyze'.padStart(8),
      ...SIDES.map((s) => `prep@${s}`.padStart(9)),
      'total'.padStart(7),
      'cpu'.padStart(8),
    ].join(' '),
  );
  for (const r of rows) console.log(r);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

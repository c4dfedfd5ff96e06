/**
 * CPU time of hairstyle renders in a fresh process: each style's first render against its
 * second, per photo (run: node --import tsx packages/engine/scripts/style-cold.ts
 * [photo[@side] ...]; STYLES="A,B" chooses the styles, SIDE the photos' long side (1024),
 * WARM=1 first warms the renderer as the server's engine workers do, warmup/render-warmup.ts).
 * CPU time, not the clock (the machine is shared): the process's (V8's compiler threads
 * included) and the main thread's alone (/proc, 10 ms steps).
 */
import { readFileSync } from 'node:fs';
import { emptySelections } from '@looklab/shared';
import { loadHuman } from '../src/runtime/human-runtime';
import { preparePhoto, renderLookSync, type PhotoPrep } from '../src/render';
import { warmHairstyles } from '../src/warmup/render-warmup';
import { largest, loadFixture, personMaskFor } from '../test/render-helpers';

const PHOTOS = ['ai-upper.jpg', 'cgi-model-14.jpg', 'cgi-model-11.jpg'];
const STYLES = ['Wolf Cut', 'Pixie Cut', 'Classic Lob', 'Shag Cut', 'Long Layers'];

type Cpu = { all: number; main: number };

/** The process's CPU time and this thread's (ms). */
function cpuNow(): Cpu {
  const u = process.cpuUsage();
  const f = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = f.slice(f.lastIndexOf(')') + 2).split(' ');
  return { all: (u.user + u.system) / 1000, main: (Number(fields[11]) + Number(fields[12])) * 10 };
}

const since = (c: Cpu): string => {
  const n = cpuNow();
  return `${Math.round(n.all - c.all)} ms CPU (main thread ${n.main - c.main})`;
};

async function main(): Promise<void> {
  const photos = process.argv.length > 2 ? process.argv.slice(2) : PHOTOS;
  const styles = process.env.STYLES ? process.env.STYLES.split(',') : STYLES;
  const rt = await loadHuman({ description: false, iris: true });
  if (process.env.WARM) {
    const c = cpuNow();
    const n = warmHairstyles();
    console.log(`warm-up: ${n} styles on the portrait, ${since(c)}`);
  }
  for (const spec of photos) {
    const [file, side] = spec.split('@');
    const { image, people } = await loadFixture(rt, file, Number(side ?? process.env.SIDE ?? 1024));
    const person = largest(people);
    const personMask = personMaskFor(rt, image, person);
    const prep: PhotoPrep = { personMask };
    const c0 = cpuNow();
    preparePhoto({ image, person, people, personMask, prep });
    console.log(`${spec}: prep ${since(c0)}`);
    for (const round of ['first', 'again'])
      for (const style of styles) {
        // (V8's compiler threads finish what the last render started)
        await new Promise((r) => setTimeout(r, 20));
        const look = { ...emptySelections, hairstyle: style };
        const c = cpuNow();
        renderLookSync({ image, person, people, personMask, prep, look });
        console.log(`  ${round} ${style}: ${since(c)}`);
      }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

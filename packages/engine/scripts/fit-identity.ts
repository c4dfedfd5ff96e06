/**
 * Calibrates the fit's identity threshold (fit/fit-params.ts MIN_IDENTITY). The fit compares
 * the face descriptor of the person in the photo with the one in the fitted result, both taken
 * on the same square around the photo's face (fit/identity.ts); here the same measure is taken
 * for the same person after the engine's own renders (hair colours, make-up) and after fitting
 * a simulated generation, and for different people (every pair of fixture faces, each on its own
 * square: the men of solvay1927, the women of the other photos — but not the faces of one
 * cgi-multiangle photo, one CGI figure seen from several sides).
 * Run: node --import tsx packages/engine/scripts/fit-identity.ts
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { emptySelections, type Selections } from '@looklab/shared';
import { EngineCore } from '../src/engine-core';
import { MIN_IDENTITY } from '../src/fit/fit-params';
import { identityOf, identitySquare } from '../src/fit/identity';
import { decodeImage } from '../src/image/raw-image';
import { createLocalEngine } from '../src/index';
import { sharedStylistCatalogue } from '../src/stylist/catalogue-source';
import { simulateGeneration } from '../src/testing/simulate-generation';
import { fitPerson } from '../src/worker/fit-job';
import { photosDir } from '../test/render-helpers';

/** People per photo whose renders are measured (solvay1927 has 29). */
const PER_PHOTO = 3;

const looks: [string, Partial<Selections>][] = [
  ['Copper', { hairColor: 'Copper' }],
  ['Platinum Blonde', { hairColor: 'Platinum Blonde' }],
  [
    'make-up',
    {
      lipstickStyle: 'Satin Lipstick',
      lipstickColor: 'Berry',
      eyeshadowStyle: 'Smoky Eye',
      eyelinerStyle: 'Winged Liner',
      blushStyle: 'Soft Flush',
      blushColor: 'Peach',
    },
  ],
];

function summary(label: string, values: number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))] ?? NaN;
  const f = (q: number) => at(q).toFixed(3);
  return `${label}: n=${s.length} min ${f(0)} p5 ${f(0.05)} median ${f(0.5)} p95 ${f(0.95)} max ${f(1)}`;
}

async function main(): Promise<void> {
  const core = await EngineCore.create(sharedStylistCatalogue());
  const engine = await createLocalEngine({ workers: 1 });
  const files = (await readdir(photosDir)).filter(
    (f) => f.endsWith('.jpg') && !f.startsWith('background'),
  );
  const same: number[] = [];
  const sameFitted: number[] = [];
  const everyone: { file: string; who: string; descriptor: number[] }[] = [];
  for (const file of files) {
    const bytes = await readFile(path.join(photosDir, file));
    const image = await decodeImage(bytes);
    const faces = await core.detectFaces(image);
    const { people } = await core.analyzeImage(image, 'Pro', faces, { withProfile: false });
    const descriptors = new Map<string, number[] | null>();
    for (const p of people) {
      const d = await core.describeSquare(image, identitySquare(p.landmarks));
      descriptors.set(p.id, d);
      if (d) everyone.push({ file, who: `${file} ${p.id}`, descriptor: d });
    }
    const chosen = [...people].sort((a, b) => b.faceBox.width - a.faceBox.width);
    for (const person of chosen.slice(0, PER_PHOTO)) {
      const original = descriptors.get(person.id) ?? null;
      const row: string[] = [];
      for (const [label, look] of looks) {
        const r = await engine.render({
          image: bytes,
          personId: person.id,
          look: { ...emptySelections, ...look },
        });
        const found = await core.describeSquare(
          await decodeImage(r.image),
          identitySquare(person.landmarks),
        );
        const cos = identityOf(original, found);
        same.push(cos);
        row.push(`${label} ${cos.toFixed(3)}`);
      }
      const sim = await simulateGeneration(engine, bytes, person.id, 'Copper');
      const answer = await decodeImage(sim.image);
      try {
        const fitted = await fitPerson(core, image, answer, person, people);
        const found = await core.describeSquare(fitted.image, identitySquare(person.landmarks));
        const cos = identityOf(original, found);
        sameFitted.push(cos);
        row.push(`fitted generation ${cos.toFixed(3)}`);
      } catch (err) {
        row.push(`generation: ${err instanceof Error ? err.message : String(err)}`);
      }
      console.log(`${file} ${person.id}: ${row.join(', ')}`);
    }
  }
  const different: { cos: number; who: string }[] = [];
  for (let i = 0; i < everyone.length; i++) {
    for (let j = i + 1; j < everyone.length; j++) {
      // the cgi-multiangle photos show one CGI figure from several sides: not different people
      if (everyone[i].file === everyone[j].file && everyone[i].file.includes('multiangle'))
        continue;
      const cos = identityOf(everyone[i].descriptor, everyone[j].descriptor);
      different.push({ cos, who: `${everyone[i].who} / ${everyone[j].who}` });
    }
  }
  different.sort((a, b) => b.cos - a.cos);
  console.log('closest different pairs:');
  for (const d of different.slice(0, 5)) console.log(`  ${d.cos.toFixed(3)} ${d.who}`);
  console.log(summary('same person, engine renders', same));
  console.log(summary('same person, fitted simulated generation', sameFitted));
  console.log(
    summary(
      'different people',
      different.map((d) => d.cos),
    ),
  );
  console.log(`threshold MIN_IDENTITY = ${MIN_IDENTITY}`);
  await engine.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

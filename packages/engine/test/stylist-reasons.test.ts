import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonAnalysis, PersonProfileKey } from '@looklab/shared';
import { createLocalEngine, type LocalEngine } from '../src/index';
import { photo } from './helpers';

// Recommendation reasons as people read them, on the engine's own analyses of fixture photos.
let engine: LocalEngine;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
}, 120_000);

afterAll(async () => {
  await engine?.close();
});

/** The reasons of a rationale 'Item in Colour — reason; reason.' */
function reasonsOf(rationale: string): string[] {
  const [, after = ''] = rationale.split(' — ');
  return after
    .replace(/\.$/, '')
    .split('; ')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
}

const profileReasons = (p: PersonAnalysis) =>
  (Object.keys(p.personProfile) as PersonProfileKey[]).flatMap((key) =>
    p.personProfile[key].map((r) => ({ key, reasons: reasonsOf(r.rationale) })),
  );

describe.each(['ai-face.jpg', 'cgi-model-11.jpg', 'cgi-multiangle-10.jpg'])(
  'recommendation reasons for %s',
  (name) => {
    let people: PersonAnalysis[] = [];
    beforeAll(async () => {
      people = await engine.analyze(photo(name), { level: 'Pro' });
    }, 120_000);

    it('name at least five distinct reasons per person, citing the measured features', () => {
      expect(people.length).toBeGreaterThan(0);
      for (const person of people) {
        const all = new Set(profileReasons(person).flatMap((r) => r.reasons));
        expect(all.size, [...all].join('\n')).toBeGreaterThanOrEqual(5);
        const text = [...all].join(' ').toLowerCase();
        const shape = person.faceShape.split(/[\s(]/)[0]?.toLowerCase() ?? '';
        expect(text).toContain(`${shape} face`);
        expect(text).toContain(person.eyeColor.toLowerCase());
        expect(text).toMatch(/undertone/);
        expect(text).toContain(person.colorAnalysis.season.toLowerCase());
        expect(text).toMatch(/texture of your hair|hair/);
        if (person.gender === 'female') expect(text).toMatch(/lips/);
      }
    });

    it('give each item of a category its own reasons', () => {
      for (const person of people) {
        const byKey = new Map<string, string[]>();
        for (const { key, reasons } of profileReasons(person)) {
          byKey.set(key, [...(byKey.get(key) ?? []), reasons.join('; ')]);
        }
        for (const [key, list] of byKey) {
          expect({ key, distinct: new Set(list).size }).toEqual({ key, distinct: list.length });
        }
      }
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personAnalysisSchema, type PersonAnalysis, type PersonProfileKey } from '@looklab/shared';
import { createLocalEngine, type LocalEngine } from '../src/index';
import { decodeImage, encodePng } from '../src/image/raw-image';
import { invalidRecommendations, photo } from './helpers';
import { paintSunglasses } from './synthetic';

// One engine (one worker thread) for the whole file; analyses are shared between tests.
let engine: LocalEngine;
const results = new Map<string, PersonAnalysis[]>();

async function analyze(name: string): Promise<PersonAnalysis[]> {
  const hit = results.get(name);
  if (hit) return hit;
  const people = await engine.analyze(photo(name), { level: 'Freemium' });
  results.set(name, people);
  return people;
}

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
}, 120_000);

afterAll(async () => {
  await engine?.close();
});

describe('person counts on the fixture photos', () => {
  it.each([
    ['ai-upper.jpg', 1],
    ['cgi-multiangle-10.jpg', 2],
    ['cgi-multiangle-9.jpg', 2], // three women, one seen from behind: only visible faces count
    ['background.jpg', 0],
  ])('%s has %i people', async (name, count) => {
    expect(await analyze(name)).toHaveLength(count);
  });

  it('finds at least 25 people in solvay1927, most of them men', async () => {
    const people = await analyze('solvay1927.jpg');
    expect(people.length).toBeGreaterThanOrEqual(25);
    const men = people.filter((p) => p.gender === 'male').length;
    expect(men / people.length).toBeGreaterThan(0.8);
  });
});

describe('gender', () => {
  it.each([
    'ai-face.jpg',
    'ai-upper.jpg',
    'cgi-model-11.jpg',
    'cgi-model-14.jpg',
    'cgi-model-2.jpg',
  ])('%s shows one woman', async (name) => {
    const people = await analyze(name);
    expect(people).toHaveLength(1);
    expect(people[0]?.gender).toBe('female');
  });
});

describe('ordering, ids and descriptions', () => {
  it('orders people left to right with ids person-1…', async () => {
    for (const name of ['cgi-multiangle-10.jpg', 'solvay1927.jpg']) {
      const people = await analyze(name);
      people.forEach((p, i) => expect(p.id).toBe(`person-${i + 1}`));
      const centres = people.map((p) => p.faceBox.x + p.faceBox.width / 2);
      expect([...centres].sort((a, b) => a - b)).toEqual(centres);
    }
  });

  it('describes position and hair', async () => {
    const [left, right] = await analyze('cgi-multiangle-10.jpg');
    expect(left?.analyzedPersonDescription).toMatch(/^the woman on the left, .*hair/);
    expect(right?.analyzedPersonDescription).toMatch(/^the woman on the right, .*hair/);
    const group = await analyze('solvay1927.jpg');
    expect(group[1]?.analyzedPersonDescription).toMatch(/^the man second from the left/);
  });

  it('gives the same ids and boxes for the same image (no caching, deterministic)', async () => {
    const again = await engine.analyze(photo('cgi-multiangle-10.jpg'), { level: 'Freemium' });
    const first = await analyze('cgi-multiangle-10.jpg');
    expect(again.map((p) => p.id)).toEqual(first.map((p) => p.id));
    again.forEach((p, i) => expect(p.faceBox.x).toBeCloseTo(first[i]?.faceBox.x ?? -1, 0));
  });
});

describe('analysis fields', () => {
  const names = [
    'ai-face.jpg',
    'ai-upper.jpg',
    'cgi-multiangle-10.jpg',
    'cgi-model-11.jpg',
    'solvay1927.jpg',
  ];

  it('every person is valid against the shared schema, with a 478-point mesh', async () => {
    for (const name of names) {
      for (const p of await analyze(name)) {
        const parsed = personAnalysisSchema.safeParse(p);
        expect(parsed.success, `${name} ${p.id}: ${parsed.error?.message ?? ''}`).toBe(true);
        expect(p.landmarks).toHaveLength(478);
        expect(p.imageWidth).toBeGreaterThan(0);
      }
    }
  });

  it('every recommendation is an existing catalogue item allowed at the level', async () => {
    for (const name of names) {
      for (const p of await analyze(name))
        expect(invalidRecommendations(p, 'Freemium')).toEqual([]);
    }
  });

  it('women get makeup recommendations in all categories, men get none', async () => {
    const [woman] = await analyze('ai-upper.jpg');
    const makeup: PersonProfileKey[] = [
      'lipstickStyles',
      'blushStyles',
      'foundationStyles',
      'mascaraStyles',
    ];
    for (const key of makeup) expect(woman?.personProfile[key].length).toBeGreaterThan(0);
    expect(woman?.personProfile.hairColors.length).toBeGreaterThan(0);
    expect(woman?.personProfile.facialStyles).toEqual([]);
    const man = (await analyze('solvay1927.jpg')).find((p) => p.gender === 'male');
    expect(man?.personProfile.lipstickStyles).toEqual([]);
    expect(man?.personProfile.facialStyles.length).toBeGreaterThan(0);
  });

  it('rationales cite the person’s features', async () => {
    const [woman] = await analyze('ai-upper.jpg');
    const shape = woman?.faceShape.split(' ')[0]?.toLowerCase() ?? '';
    const texts = Object.values(woman?.personProfile ?? {})
      .flat()
      .map((r) => r.rationale.toLowerCase());
    expect(texts.some((t) => t.includes(shape))).toBe(true);
    expect(texts.some((t) => t.includes('skin') || t.includes('undertone'))).toBe(true);
  });

  it('measures plausible ages and colours', async () => {
    const [woman] = await analyze('ai-upper.jpg');
    expect(woman?.estimatedAge).toBeGreaterThan(12);
    expect(woman?.estimatedAge).toBeLessThan(60);
    expect(woman?.eyeColor).not.toBe('Not visible');
    expect(woman?.prominentFeatures).not.toContain('sunglasses');
    expect(woman?.colorAnalysis.bestColors.length).toBeGreaterThan(0);
    // the CGI women are light-skinned; blue-grey eyes for ai-upper
    for (const name of ['ai-upper.jpg', 'cgi-model-11.jpg', 'cgi-model-2.jpg']) {
      const [p] = await analyze(name);
      expect(['Fair', 'Light', 'Light-medium', 'Medium'], `${name}: ${p?.skinTone}`).toContain(
        p?.skinTone,
      );
    }
    expect(woman?.eyeColor).toMatch(/blue/i);
  });
});

describe('sunglasses', () => {
  it('are not reported for the fixture faces', async () => {
    for (const name of [
      'ai-face.jpg',
      'ai-upper.jpg',
      'cgi-multiangle-10.jpg',
      'cgi-model-11.jpg',
    ]) {
      for (const p of await analyze(name)) expect(p.prominentFeatures).not.toContain('sunglasses');
    }
  });

  it('are detected when dark lenses cover the eyes', async () => {
    for (const name of ['ai-face.jpg', 'ai-upper.jpg']) {
      const [before] = await analyze(name);
      if (!before) throw new Error(`no person in ${name}`);
      const img = await decodeImage(photo(name));
      const png = await encodePng(paintSunglasses(img, before.landmarks));
      const [after] = await engine.analyze(png, { level: 'Freemium' });
      expect(after?.prominentFeatures[0]).toBe('sunglasses');
      expect(after?.eyeColor).toBe('Hidden by sunglasses');
    }
  });
});

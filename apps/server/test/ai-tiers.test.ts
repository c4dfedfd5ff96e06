import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine, type LocalEngine } from '@looklab/engine';
import {
  analyzeResponseSchema,
  defaultStylePreferences,
  generateResponseSchema,
  lookViolations,
  needsPlan,
  PREVIEW_MAX_DIMENSION,
  suggestResponseSchema,
  uploadMaxDimensions,
  type MembershipLevel,
  type PersonAnalysis,
  type StyleSuggestion,
} from '@looklab/shared';
import type { TestClient } from './helpers/http-client';
import {
  accountAt,
  enlarged,
  jpegImage,
  postGenerateAs,
  postAi,
  sizeOf,
  startLocalAiServer,
} from './helpers/ai-http';
import { lookWith, photo } from './helpers/generation';
import type { StartedServer } from './helpers/start-server';

const PHOTO = 'ai-upper.jpg'; // 688 × 720, one woman

let engine: LocalEngine;
let server: StartedServer;
const accounts = {} as Record<MembershipLevel, TestClient>;
/** the fixture scaled 4× (2752 × 2880, a phone photo's size) */
let large: Buffer;

beforeAll(async () => {
  engine = await createLocalEngine({ workers: 1 });
  server = await startLocalAiServer(engine);
  for (const level of ['Freemium', 'Spark', 'Pro'] as const)
    accounts[level] = await accountAt(server, level);
  large = await enlarged(photo(PHOTO), 4);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await engine?.close();
});

type Caller = MembershipLevel | 'signed out';
const callers: Caller[] = ['signed out', 'Freemium', 'Spark', 'Pro'];
const clientOf = (caller: Caller) => (caller === 'signed out' ? null : accounts[caller]);
const sideFor = (caller: Caller) =>
  caller === 'signed out' ? uploadMaxDimensions.signedOut : uploadMaxDimensions[caller];

describe('the photo the engine works on is at most the caller’s plan size (spec §5)', () => {
  it('analyses a large photo at 720 px signed out and Freemium, 1024 Spark, 2048 Pro', async () => {
    const seen: Record<string, [number, number]> = {};
    for (const caller of callers) {
      const res = await postAi(
        server,
        '/api/ai/analyze',
        { image: jpegImage(large) },
        clientOf(caller),
      );
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      const [person] = analyzeResponseSchema.parse(JSON.parse(res.text)).people;
      expect(person).toBeDefined();
      seen[caller] = [person?.imageWidth ?? 0, person?.imageHeight ?? 0];
      expect(Math.max(...seen[caller])).toBe(sideFor(caller));
    }
    console.info(`[measure] analysed sizes of a 2752 × 2880 photo: ${JSON.stringify(seen)}`);
  });

  it('answers generate at most at the plan size: PNG for results, JPEG previews at ≤ 1024 px', async () => {
    const look = lookWith({ lipstickStyle: 'Classic Matte', lipstickColor: 'Ruby' });
    const request = { image: jpegImage(large), personId: 'person-1', look };
    const requestBytes = Buffer.byteLength(JSON.stringify(request));
    const figures: string[] = [];
    for (const caller of ['signed out', 'Pro'] as const) {
      for (const preview of [false, true]) {
        const res = await postGenerateAs(server, { ...request, preview }, clientOf(caller));
        expect(res.status, res.text.slice(0, 200)).toBe(200);
        const out = generateResponseSchema.parse(JSON.parse(res.text));
        expect(out.image.mimeType).toBe(preview ? 'image/jpeg' : 'image/png');
        const image = Buffer.from(out.image.base64, 'base64');
        const [width, height] = await sizeOf(image);
        // previews at most PREVIEW_MAX_DIMENSION whatever the plan (issue 23)
        const side = preview ? Math.min(sideFor(caller), PREVIEW_MAX_DIMENSION) : sideFor(caller);
        expect(Math.max(width, height)).toBe(side);
        // the photo's aspect kept: 2752 × 2880 → 688 × 720 (signed out) or 1957 × 2048 (Pro)
        expect(Math.abs(width / height - 2752 / 2880)).toBeLessThan(0.002);
        // bounded by that size: less than its uncompressed RGB in base64 (3 × 4/3 bytes a pixel)
        expect(res.bytes).toBeLessThan(width * height * 4);
        figures.push(
          `${caller} ${preview ? 'preview' : 'result'} ${width}×${height}: ${(res.bytes / 1e6).toFixed(2)} MB`,
        );
      }
    }
    console.info(
      `[measure] generate from a ${(requestBytes / 1e6).toFixed(2)} MB request: ${figures.join(', ')}`,
    );
  });

  it('never answers larger than the photo that was sent', async () => {
    const res = await postGenerateAs(
      server,
      {
        image: jpegImage(photo(PHOTO)),
        personId: 'person-1',
        look: lookWith({ hairColor: 'Copper' }),
      },
      accounts.Pro,
    );
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    const out = generateResponseSchema.parse(JSON.parse(res.text));
    expect(await sizeOf(Buffer.from(out.image.base64, 'base64'))).toEqual([688, 720]);
  });
});

describe('generate uses only catalogue items open to the caller’s plan (spec §6)', () => {
  const cases: { look: Parameters<typeof lookWith>[0]; allowed: Caller[]; message: string }[] = [
    { look: { hairColor: 'Galaxy' }, allowed: ['Pro'], message: needsPlan('Galaxy', 'Pro') },
    {
      look: { hairColor: 'Silver' },
      allowed: ['Spark', 'Pro'],
      message: needsPlan('Silver', 'Spark'),
    },
    { look: { procedures: ['Botox'] }, allowed: ['Pro'], message: needsPlan('Botox', 'Pro') },
    {
      look: { hairstyle: 'Space Buns' },
      allowed: ['Pro'],
      message: needsPlan('Space Buns', 'Pro'),
    },
  ];

  it.each(cases)('$look: 403 naming the plan below it', async ({ look, allowed, message }) => {
    const statuses: Record<string, number> = {};
    for (const caller of callers) {
      const res = await postGenerateAs(
        server,
        {
          image: jpegImage(photo(PHOTO)),
          personId: 'person-1',
          look: lookWith(look),
          preview: true,
        },
        clientOf(caller),
      );
      statuses[caller] = res.status;
      if (res.status === 403) {
        expect(JSON.parse(res.text)).toEqual({ code: 'plan_required', message });
      }
    }
    expect(statuses).toEqual(
      Object.fromEntries(callers.map((c) => [c, allowed.includes(c) ? 200 : 403])),
    );
  });
});

describe('the stylist suggests only what the caller’s plan and settings allow', () => {
  let person: PersonAnalysis;
  const SEEDS = 24;

  beforeAll(async () => {
    const res = await postAi(server, '/api/ai/analyze', { image: jpegImage(photo(PHOTO)) });
    const [first] = analyzeResponseSchema.parse(JSON.parse(res.text)).people;
    if (!first) throw new Error('no person in the fixture');
    person = first;
  });

  /** Suggestions over many seeds, asking for every category and bold, avant-garde looks. */
  async function suggestions(client: TestClient | null): Promise<StyleSuggestion[]> {
    const out: StyleSuggestion[] = [];
    const prefs = Object.fromEntries(
      Object.keys(defaultStylePreferences)
        .filter((k) => k.startsWith(person.gender))
        .map((k) => [k, true]),
    );
    for (let seed = 1; seed <= SEEDS; seed++) {
      const res = await postAi(
        server,
        '/api/ai/suggest',
        {
          personProfile: person.personProfile,
          person,
          temperature: 2,
          styleGoal: seed % 2 ? 'bold editorial avant-garde party look' : 'dramatic evening',
          stylePreferences: prefs,
          useAvantGardeStyles: true,
          // a client cannot raise its own level: the server takes it from the account
          membershipLevel: 'Pro',
          seed,
        },
        client,
      );
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      out.push(suggestResponseSchema.parse(JSON.parse(res.text)).suggestion);
    }
    return out;
  }

  const violationsAt = (looks: StyleSuggestion[], level: MembershipLevel, avantGarde: boolean) =>
    looks.flatMap((look) =>
      lookViolations(look, { level, gender: person.gender, useAvantGardeStyles: avantGarde }),
    );

  it.each<Caller>(['signed out', 'Freemium', 'Spark'])(
    '%s: nothing above the plan',
    async (caller) => {
      const looks = await suggestions(clientOf(caller));
      const level = caller === 'signed out' ? 'Freemium' : caller;
      expect(violationsAt(looks, level, true)).toEqual([]);
      // the suggestions did reach the plan's own items (the check is not vacuous)
      if (level === 'Spark')
        expect(violationsAt(looks, 'Freemium', true).map((v) => v.level)).toContain('Spark');
    },
  );

  it('Pro: avant-garde items only once the account’s setting allows them', async () => {
    const pro = accounts.Pro;
    const avantGarde = (looks: StyleSuggestion[]) =>
      violationsAt(looks, 'Pro', false).filter((v) => v.avantGarde);
    expect(avantGarde(await suggestions(pro))).toEqual([]);
    expect((await pro.patch('/api/settings', { useAvantGardeStyles: true })).status).toBe(200);
    const allowed = avantGarde(await suggestions(pro));
    expect(allowed.length).toBeGreaterThan(0);
    console.info(
      `[measure] Pro with avant-garde on: ${allowed.length} avant-garde items over ${SEEDS} suggestions`,
    );
  });
});

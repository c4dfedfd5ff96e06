import { expect } from 'vitest';
import {
  failedToGenerate,
  generationDetails,
  generationFailed,
  noImageDataFor,
  type GenerationDetailKey,
  type GenerationErrorCode,
} from '@looklab/shared';
import type { FakeAnswer } from '../fakes/fake-answers';
import { expectNoLeak, postGenerate, type GenerateBody, type GenerativeSuite } from './generation';

/** One failure a generative service can produce and what the client must see for it. */
export type FailureCase = {
  answer: FakeAnswer;
  status: number;
  code: GenerationErrorCode;
  /** the detail sentence; null for 'No image data available for {style}' */
  detail: GenerationDetailKey | null;
  /** calls the service gets: 2 when the failure is retried once */
  calls: number;
};

/**
 * Every failure kind of issue #19 item 4. `moderation` is how the wire format reports a refused
 * prompt: Gemini's promptFeedback.blockReason (blocked) or OpenAI's moderation_blocked (safety).
 */
export function failureCases(moderation: 'blocked' | 'safety'): FailureCase[] {
  return [
    { answer: { kind: 'block' }, status: 422, code: moderation, detail: moderation, calls: 1 },
    { answer: { kind: 'image_safety' }, status: 422, code: 'safety', detail: 'safety', calls: 1 },
    { answer: { kind: 'no_image' }, status: 502, code: 'no_image', detail: null, calls: 1 },
    { answer: { kind: 'text_only' }, status: 502, code: 'no_image', detail: null, calls: 1 },
    { answer: { kind: 'quota' }, status: 429, code: 'quota', detail: 'quota', calls: 1 },
    {
      answer: { kind: 'server_error', status: 500 },
      status: 502,
      code: 'unavailable',
      detail: 'unavailable',
      calls: 2,
    },
    {
      answer: { kind: 'server_error', status: 503 },
      status: 502,
      code: 'unavailable',
      detail: 'unavailable',
      calls: 2,
    },
    {
      answer: { kind: 'malformed' },
      status: 502,
      code: 'malformed',
      detail: 'malformed',
      calls: 1,
    },
    {
      answer: { kind: 'not_image' },
      status: 502,
      code: 'bad_output',
      detail: 'badImage',
      calls: 1,
    },
    { answer: { kind: 'hang' }, status: 504, code: 'timeout', detail: 'timeout', calls: 1 },
  ];
}

/** The exact text the client gets for a case, with and without a style name. */
export function expectedMessage(c: FailureCase, style: string | undefined): string {
  if (c.detail === null)
    return style ? noImageDataFor(style) : generationFailed(generationDetails.noImage);
  const detail = generationDetails[c.detail];
  return style ? failedToGenerate(style, detail) : generationFailed(detail);
}

/**
 * Runs one case against a suite's server, once with a style name and once without: the status,
 * code and exact message, no leak, the number of calls the service got, and a timeout within
 * `timeoutMs`.
 */
export async function expectFailure(
  suite: GenerativeSuite,
  key: string,
  request: (extra: Partial<GenerateBody>) => GenerateBody,
  c: FailureCase,
  timeoutMs: number,
): Promise<void> {
  for (const body of [request({}), request({ styleName: undefined })]) {
    const { fake } = suite;
    fake.respond = () => c.answer;
    const before = fake.requests.length;
    const res = await postGenerate(suite.server.url, body);
    const label = `${c.answer.kind}: ${res.text.slice(0, 200)}`;
    expect(res.status, label).toBe(c.status);
    const parsed = JSON.parse(res.text) as { code: string; message: string };
    expect(parsed.code, label).toBe(c.code);
    expect(parsed.message, label).toBe(expectedMessage(c, body.styleName));
    expectNoLeak(res.text, { key, fake });
    expect(fake.requests.length - before, label).toBe(c.calls);
    if (c.code === 'timeout') {
      expect(res.ms).toBeGreaterThanOrEqual(timeoutMs - 250);
      expect(res.ms).toBeLessThan(timeoutMs + 2_000);
    }
  }
}

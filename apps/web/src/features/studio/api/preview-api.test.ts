import { describe, expect, it } from 'vitest';
import { previewFromResponse } from './preview-api';

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);
const meta = (m: object) => encodeURIComponent(JSON.stringify(m));

describe('previewFromResponse: a quick preview may be a draft', () => {
  it('reads the draft mark from the meta sent with the bytes', async () => {
    const draft = await previewFromResponse(
      new Response(jpeg, {
        headers: {
          'Content-Type': 'image/jpeg',
          'X-Render-Meta': meta({ engine: 'local-preview', draft: true }),
        },
      }),
    );
    expect(draft).toMatchObject({ objectUrl: true, draft: true });
    expect(draft.src).toMatch(/^blob:/);
    const sharp = await previewFromResponse(
      new Response(jpeg, {
        headers: {
          'Content-Type': 'image/jpeg',
          'X-Render-Meta': meta({ engine: 'local-preview' }),
        },
      }),
    );
    expect(sharp.draft).toBe(false);
  });

  it('takes a missing or unreadable meta for a sharp preview', async () => {
    for (const header of [undefined, '%E0%A4%A', meta({ draft: true })]) {
      const shown = await previewFromResponse(
        new Response(jpeg, {
          headers: { 'Content-Type': 'image/jpeg', ...(header ? { 'X-Render-Meta': header } : {}) },
        }),
      );
      expect(shown.draft).toBe(false);
    }
  });

  it('reads it from a JSON answer too', async () => {
    const body = {
      image: { base64: Buffer.from(jpeg).toString('base64'), mimeType: 'image/jpeg' },
      meta: { engine: 'local-preview', draft: true },
    };
    const shown = await previewFromResponse(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
    expect(shown).toMatchObject({ objectUrl: false, draft: true });
    expect(shown.src).toMatch(/^data:image\/jpeg;base64,/);
  });
});

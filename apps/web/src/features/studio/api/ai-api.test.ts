import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySelections } from '@looklab/shared';
import { fakeGenerateServer } from '../testing/fake-generate-server';
import { generateLook } from './ai-api';
import { photoIds } from './photo-ids';

const photo = { base64: 'cGhvdG8tb25l'.repeat(100), mimeType: 'image/jpeg' };
const other = { base64: 'cGhvdG8tdHdv'.repeat(100), mimeType: 'image/jpeg' };
const look = { ...emptySelections, hairColor: 'Auburn' };
let server: ReturnType<typeof fakeGenerateServer>;

beforeEach(() => {
  photoIds.clear();
  server = fakeGenerateServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => {
  server.release();
  vi.unstubAllGlobals();
});

describe('generateLook: the photo is sent once per session of work', () => {
  it('uploads a photo once, then names it by id in every request', async () => {
    await Promise.all([
      generateLook({ image: photo, personId: 'person-1', look, preview: true }),
      generateLook({ image: photo, personId: 'person-1', look: emptySelections, preview: true }),
    ]);
    await generateLook({ image: photo, personId: 'person-1', look });
    expect(server.photosSent()).toBe(1);
    expect(server.requests).toHaveLength(3);
    for (const body of server.requests) {
      expect(body.photoId).toBe('fake-photo-000000000001');
      expect(JSON.stringify(body)).not.toContain(photo.base64);
    }
    await generateLook({ image: other, personId: 'person-1', look, referenceImage: photo });
    expect(server.photosSent()).toBe(3);
    expect(server.requests.at(-1)).toMatchObject({
      photoId: 'fake-photo-000000000002',
      referencePhotoId: 'fake-photo-000000000003',
    });
  });

  it('sends the photo again once when the server has lost it, and repeats the request', async () => {
    await generateLook({ image: photo, personId: 'person-1', look, preview: true });
    server.forgetPhotos();
    const res = await generateLook({ image: photo, personId: 'person-1', look, preview: true });
    expect(res.image.mimeType).toBe('image/png');
    expect(server.photosSent()).toBe(2);
    expect(server.requests.map((r) => r.photoId)).toEqual([
      'fake-photo-000000000001',
      'fake-photo-000000000001',
      'fake-photo-000000000002',
    ]);
    // lost again right away: the second loss is the caller's to show, not a loop
    server.forgetPhotos();
    await expect(
      generateLook({ image: photo, personId: 'person-1', look, preview: true }),
    ).resolves.toBeDefined();
    server.forgetPhotos();
    const before = server.requests.length;
    await generateLook({ image: photo, personId: 'person-1', look }).catch(() => undefined);
    expect(server.requests.length - before).toBeLessThanOrEqual(2);
  });
});

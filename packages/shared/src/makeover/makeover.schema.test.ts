import { describe, expect, it } from 'vitest';
import { apiMessages } from '../messages/api-messages';
import { imageRecordSchema, makeoverCreateSchema, makeoverPatchSchema } from './makeover.schema';

describe('image record', () => {
  it('fills the spec defaults', () => {
    const record = imageRecordSchema.parse({ id: 'img-1', url: 'https://x/y.png' });
    expect(record.hairstyle).toBe('Original');
    expect(record.hairTexture).toBe('Default');
    expect(record.eyebrowStyle).toBe('None');
    expect(record.dentalProcedure).toBe('None');
    expect(record.procedures).toEqual([]);
  });
});

describe('makeover create and patch', () => {
  const originalImage = {
    url: '/files/a.jpg',
    storagePath: 'users/u/originals/a.jpg',
    mimeType: 'image/jpeg',
  };
  it('create needs only the original image and fills defaults', () => {
    const created = makeoverCreateSchema.parse({ originalImage });
    expect(created.creativityLevel).toBe(1);
    expect(created.styleGoal).toBe('');
    expect(created.hairstyle).toBeNull();
    expect(created.procedures).toEqual([]);
    expect(created.name).toBeUndefined();
    expect(makeoverCreateSchema.safeParse({}).success).toBe(false);
  });
  it('patch never fills defaults and rejects id/createdAt', () => {
    expect(makeoverPatchSchema.parse({ name: ' Summer ' })).toEqual({ name: 'Summer' });
    expect(makeoverPatchSchema.safeParse({ createdAt: 5 }).success).toBe(false);
    expect(makeoverPatchSchema.safeParse({ name: '   ' }).success).toBe(false);
  });
});

describe('stored documents hold url + storagePath, never image bytes', () => {
  const originalImage = {
    url: '/api/files/users/u/originals/a.jpg',
    storagePath: 'users/u/originals/a.jpg',
    mimeType: 'image/jpeg',
  };
  const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('refuses inline base64 on the photo and on image records with a clear message', () => {
    const inline = makeoverCreateSchema.safeParse({
      originalImage: { ...originalImage, base64: 'AAAA' },
    });
    expect(inline.success).toBe(false);
    expect(firstError(inline)).toBe(apiMessages.inlineImageBytes);
    const record = makeoverPatchSchema.safeParse({
      finalImages: [
        { id: 'f1', url: '/x.png', storagePath: 'users/u/generated/x.jpg', base64: 'AAAA' },
      ],
    });
    expect(firstError(record)).toBe(apiMessages.inlineImageBytes);
    const reference = makeoverPatchSchema.safeParse({
      intermediateImages: [{ id: 'c1', isCustom: true, referenceImageBase64: 'AAAA' }],
    });
    expect(firstError(reference)).toBe(apiMessages.inlineImageBytes);
  });

  it('refuses image bytes smuggled in as a data: URL', () => {
    const dataUrl = makeoverCreateSchema.safeParse({
      originalImage: { ...originalImage, url: 'data:image/png;base64,AAAA' },
    });
    expect(firstError(dataUrl)).toBe(apiMessages.inlineImageBytes);
    expect(makeoverCreateSchema.safeParse({ originalImage }).success).toBe(true);
  });
});

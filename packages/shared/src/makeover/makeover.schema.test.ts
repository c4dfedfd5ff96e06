import { describe, expect, it } from 'vitest';
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

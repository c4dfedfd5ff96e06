import { describe, expect, it } from 'vitest';
import { PrepCache, prepBytes } from './prep-cache';
import type { PhotoPrep } from './render/photo-prep';

/** A prep whose only memory is a person mask of `bytes` bytes. */
function prepOf(bytes: number): PhotoPrep {
  const n = bytes / 4;
  return {
    personMask: {
      x0: 0,
      y0: 0,
      cellW: 1,
      cellH: 1,
      width: n,
      height: 1,
      data: new Float32Array(n),
    },
  };
}

describe('PrepCache', () => {
  it('counts the bytes of every typed array in a prep', () => {
    expect(prepBytes(prepOf(4000))).toBe(4000);
    expect(prepBytes({})).toBe(0);
  });

  it('drops the least recently used beyond its bytes, never the one just kept', async () => {
    const cache = new PrepCache(10_000, 10);
    cache.set('a', prepOf(4000));
    cache.set('b', prepOf(4000));
    await Promise.resolve();
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', prepOf(4000));
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8000 });
    cache.set('huge', prepOf(40_000));
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.stats().entries).toBe(1);
    expect(cache.get('huge')).toBeDefined();
  });

  it('bounds the entries too', async () => {
    const cache = new PrepCache(1e9, 2);
    for (const k of ['a', 'b', 'c']) cache.set(k, prepOf(4));
    await Promise.resolve();
    expect(cache.stats().entries).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('hands out a prep being made, hurries it when a render waits, forgets it when it fails', async () => {
    const cache = new PrepCache();
    let hurried = 0;
    let fail: (e: Error) => void = () => undefined;
    cache.pending(
      'p',
      new Promise<PhotoPrep>((_, reject) => {
        fail = reject;
      }),
      () => hurried++,
    );
    const waiting = cache.get('p', true);
    expect(waiting).toBeDefined();
    expect(hurried).toBe(1);
    void cache.get('p');
    expect(hurried).toBe(1);
    fail(new Error('worker stopped'));
    await expect(waiting).rejects.toThrow('worker stopped');
    expect(cache.get('p')).toBeUndefined();
  });

  it('tells a prep made from one still being made', async () => {
    const cache = new PrepCache();
    let made: (p: PhotoPrep) => void = () => undefined;
    cache.pending(
      'p',
      new Promise<PhotoPrep>((resolve) => {
        made = resolve;
      }),
    );
    expect(cache.state('p')).toBe('making');
    expect(cache.state('absent')).toBe('none');
    made(prepOf(8));
    await cache.get('p');
    expect(cache.state('p')).toBe('made');
  });
});

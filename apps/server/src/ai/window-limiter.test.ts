import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './window-limiter';

describe('WindowLimiter', () => {
  it('allows `max` hits per key and window, then tells how long until the window ends', () => {
    const l = new WindowLimiter(2, 60_000);
    expect(l.hit('a', 0)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect(l.hit('a', 1_000).allowed).toBe(true);
    expect(l.hit('a', 15_000)).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect(l.hit('b', 15_000).allowed).toBe(true); // per key
    expect(l.hit('a', 60_000)).toEqual({ allowed: true, retryAfterMs: 0 }); // a new window
  });

  it('forgets ended windows when it tracks too many keys, but keeps counting live ones', () => {
    const l = new WindowLimiter(1, 1_000);
    for (let i = 0; i < 9_999; i++) l.hit(`old-${i}`, 0);
    l.hit('busy', 5_000);
    // the map is full: a new key makes it drop the ended windows, never the live one
    expect(l.hit('new', 5_500).allowed).toBe(true);
    expect(l.hit('busy', 5_500).allowed).toBe(false);
  });
});

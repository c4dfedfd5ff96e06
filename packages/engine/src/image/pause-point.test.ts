import { afterEach, describe, expect, it } from 'vitest';
import { pausePoint, setPausePoint } from './pause-point';

afterEach(() => setPausePoint(null));

describe('pause points', () => {
  it('do nothing until a wait is installed, then run it at each point', () => {
    let waits = 0;
    pausePoint();
    setPausePoint(() => waits++);
    pausePoint();
    pausePoint();
    expect(waits).toBe(2);
    setPausePoint(null);
    pausePoint();
    expect(waits).toBe(2);
  });
});

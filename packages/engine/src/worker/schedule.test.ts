import { describe, expect, it } from 'vitest';
import { backgroundYields, schedule, type ScheduledJob, type WorkerState } from './schedule';

const idle = (photos: string[] = []): WorkerState => ({ free: true, running: null, photos });
const busy = (running: ScheduledJob): WorkerState => ({ free: false, running, photos: [] });
const click = (photo?: string): ScheduledJob => ({
  background: false,
  ...(photo ? { photo } : {}),
});
const ahead = (photo?: string): ScheduledJob => ({ background: true, ...(photo ? { photo } : {}) });

describe('the engine pool’s schedule', () => {
  it('gives a free worker a click before background work queued earlier', () => {
    const queue = [ahead(), ahead(), click()];
    expect(schedule(queue, [idle()])).toEqual([{ job: 2, worker: 0 }]);
  });

  it('starts no background work while a click waits for a worker', () => {
    // one worker renders a click, the other is free: a second click takes it; a third waits,
    // and the layers queued before them wait too
    const queue = [ahead(), click(), click()];
    expect(schedule(queue, [busy(click()), idle()])).toEqual([{ job: 1, worker: 1 }]);
  });

  it('runs background work on one worker at most, when no click waits', () => {
    const queue = [ahead(), ahead()];
    expect(schedule(queue, [idle(), idle()])).toEqual([{ job: 0, worker: 0 }]);
    expect(schedule(queue, [busy(ahead()), idle()])).toEqual([]);
  });

  it('leaves a worker free for the next click', () => {
    const queue = [ahead()];
    // beside a running click (or work someone waits for) the last free worker stays free: a job
    // once started holds its worker to its end
    expect(schedule(queue, [busy(click()), idle()])).toEqual([]);
    // with two free, one takes it (at a low OS priority beside the click: thread-priority.ts)
    expect(schedule(queue, [busy(click()), idle(), idle()])).toEqual([{ job: 0, worker: 1 }]);
    // a pool of one worker keeps none back
    expect(schedule(queue, [idle()])).toEqual([{ job: 0, worker: 0 }]);
  });

  it('sends a job to a free worker that has its photo decoded', () => {
    const workers = [idle(['a@512']), idle(['b@1024', 'b@512'])];
    expect(schedule([click('b@512')], workers)).toEqual([{ job: 0, worker: 1 }]);
    expect(schedule([click('c@512')], workers)).toEqual([{ job: 0, worker: 0 }]);
    // two clicks at once: each takes the one worker left when the warm one is taken
    expect(schedule([click('b@512'), click('b@512')], workers)).toEqual([
      { job: 0, worker: 1 },
      { job: 1, worker: 0 },
    ]);
  });

  it('lets background work yield the CPU only while a click runs and none waits', () => {
    // a customize preview renders on one worker while a layer is painted on the other
    expect(backgroundYields([], [busy(click()), busy(ahead())])).toBe(true);
    // no click being served: nothing of ours to yield to
    expect(backgroundYields([], [idle(), busy(ahead())])).toBe(false);
    // 'See results' asks for two looks at once: the second waits for the worker the layer
    // holds, which must end at full speed
    expect(backgroundYields([click()], [busy(click()), busy(ahead())])).toBe(false);
  });

  it('starts no background work while a click waits for its prep or layer first', () => {
    // a result's render waits for its look's layer (painted on one worker): the other worker,
    // free now, is the one its render will need
    const workers = [busy(click()), idle(), idle()];
    expect(schedule([ahead()], workers, 1)).toEqual([]);
    expect(schedule([ahead()], workers, 0)).toEqual([{ job: 0, worker: 1 }]);
    // and background work running meanwhile yields the CPU as to a running click
    expect(backgroundYields([], [idle(), busy(ahead())], 1)).toBe(true);
  });
});

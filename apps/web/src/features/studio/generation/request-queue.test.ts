import { describe, expect, it } from 'vitest';
import { isAbortError, RequestQueue } from './request-queue';

/** A task that runs until its `finish` is called, recording when it started. */
function gate(log: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = resolve;
      fail = reject;
    });
  return { task, finish: () => finish(name), fail: (e: Error) => fail(e) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('RequestQueue', () => {
  it('runs at most `limit` tasks at once, the rest in the order they came', async () => {
    const queue = new RequestQueue(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((n) => gate(log, n));
    if (!a || !b || !c || !d) throw new Error('gates');
    const done = [a, b, c, d].map((g) => queue.run(g.task));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.inFlight).toBe(2);
    expect(queue.queued).toBe(2);
    b.finish();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    a.finish();
    c.finish();
    await tick();
    d.finish();
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.inFlight).toBe(0);
  });

  it('frees the slot of a failed task', async () => {
    const queue = new RequestQueue(1);
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const first = queue.run(a.task);
    const second = queue.run(b.task);
    await tick();
    a.fail(new Error('blocked'));
    await expect(first).rejects.toThrow('blocked');
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    await expect(second).resolves.toBe('b');
  });

  it('drops a waiting task whose signal aborts, without starting it', async () => {
    const queue = new RequestQueue(1);
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const c = gate(log, 'c');
    const controller = new AbortController();
    void queue.run(a.task);
    const cancelled = queue.run(b.task, controller.signal);
    const last = queue.run(c.task);
    controller.abort();
    const error: unknown = await cancelled.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    a.finish();
    await tick();
    expect(log).toEqual(['start a', 'start c']);
    c.finish();
    await expect(last).resolves.toBe('c');
    const refused: unknown = await queue.run(b.task, controller.signal).catch((e: unknown) => e);
    expect(isAbortError(refused)).toBe(true);
  });

  it('starts waiting tasks at once when the bound grows', async () => {
    const queue = new RequestQueue(1);
    const log: string[] = [];
    const gates = ['a', 'b', 'c'].map((n) => gate(log, n));
    for (const g of gates) void queue.run(g.task);
    await tick();
    expect(log).toEqual(['start a']);
    queue.setLimit(3);
    await tick();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    queue.setLimit(0);
    expect(queue.inFlight).toBe(3);
  });
});

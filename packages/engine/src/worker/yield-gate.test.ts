import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createGate, gateClosed, setGate, waitAtGate, type YieldGate } from './yield-gate';

/**
 * A worker thread that, told to, passes a pause point as an engine worker does (waitAtGate)
 * and reports how long it waited there.
 */
async function pausingWorker(
  gate: YieldGate,
): Promise<{ worker: Worker; pass: () => Promise<number> }> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     import('tsx/esm/api')
       .then(({ register }) => {
         register();
         return import(workerData.gateModule);
       })
       .then(({ waitAtGate }) => {
         parentPort.on('message', () => parentPort.postMessage(waitAtGate(workerData.gate)));
         parentPort.postMessage('ready');
       });`,
    {
      eval: true,
      workerData: { gate, gateModule: new URL('./yield-gate.ts', import.meta.url).href },
    },
  );
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const pass = () =>
    new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.postMessage('pass');
    });
  return { worker, pass };
}

describe('a worker’s yield gate', () => {
  it('lets the work through while open', () => {
    const gate = createGate();
    expect(gateClosed(gate)).toBe(false);
    expect(waitAtGate(gate)).toBe(0);
  });

  it('holds a worker at its pause point while closed, and lets it go once opened', async () => {
    const gate = createGate();
    const { worker, pass } = await pausingWorker(gate);
    try {
      setGate(gate, true);
      expect(gateClosed(gate)).toBe(true);
      const passed = pass();
      let through = false;
      void passed.then(() => (through = true));
      await new Promise((r) => setTimeout(r, 300));
      expect(through).toBe(false);
      setGate(gate, false);
      expect(await passed).toBeGreaterThanOrEqual(250);
      // open: the next pass does not wait
      expect(await pass()).toBeLessThan(50);
    } finally {
      await worker.terminate();
    }
  });
});

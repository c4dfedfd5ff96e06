import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE, canRestorePriority, ownThreadId, setThreadNice } from './thread-priority';

/** A worker thread that reports its own OS thread id, as the engine's workers do, and waits. */
async function workerThreadId(): Promise<{ worker: Worker; id: number | undefined }> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const fs = require('node:fs');
     let id;
     try { id = Number(fs.readlinkSync('/proc/thread-self').split('/').pop()); } catch {}
     parentPort.postMessage(id);
     // stays alive until terminated: a finished thread's id names no thread (or another one)
     setInterval(() => {}, 60000);`,
    { eval: true },
  );
  const id = await new Promise<number | undefined>((resolve) => worker.once('message', resolve));
  return { worker, id };
}

describe.runIf(process.platform === 'linux')('a worker thread’s priority', () => {
  it('is lowered for background work and given back, the rest of the process untouched', async () => {
    const { worker, id } = await workerThreadId();
    try {
      expect(id).toBeDefined();
      const thread = id ?? 0;
      expect(thread).not.toBe(ownThreadId());
      expect(setThreadNice(thread, BACKGROUND_NICE)).toBe(true);
      expect(os.getPriority(thread)).toBe(BACKGROUND_NICE);
      expect(os.getPriority()).toBe(0);
      if (canRestorePriority()) {
        expect(setThreadNice(thread, 0)).toBe(true);
        expect(os.getPriority(thread)).toBe(0);
      }
    } finally {
      await worker.terminate();
    }
  });
});

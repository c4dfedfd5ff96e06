import fs from 'node:fs';
import os from 'node:os';

/**
 * Nice value of a worker thread working ahead of need (a prep, a hair layer) while a click's
 * job runs beside it: the OS then gives the CPU to the threads serving the click (the other
 * worker, the HTTP thread, the browser on the same machine) and this one what they leave — a
 * running job cannot be stopped, but it can be made to wait. 19, the lowest: about 1.5 % of a
 * core against one busy thread at 0, so the work ahead goes on only on a core the click leaves
 * idle (it is given back at once when no click runs: schedule.ts backgroundYields).
 */
export const BACKGROUND_NICE = 19;

/** The OS id of the calling thread (Linux: /proc/thread-self), or undefined elsewhere. */
export function ownThreadId(): number | undefined {
  try {
    const id = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether this process may give a thread its priority back after lowering it (root, or a
 * RLIMIT_NICE that allows nice 0): only then is a worker's priority lowered for background work.
 */
export function canRestorePriority(): boolean {
  if (process.getuid?.() === 0) return true;
  try {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    const soft = /^Max nice priority\s+(\d+)/m.exec(limits)?.[1];
    return soft !== undefined && Number(soft) >= 20;
  } catch {
    return false;
  }
}

/** Sets a thread's nice value; false when the OS refused. */
export function setThreadNice(threadId: number, nice: number): boolean {
  try {
    os.setPriority(threadId, nice);
    return true;
  } catch {
    return false;
  }
}

import fs from 'node:fs';

/**
 * CPU time the calling thread has run, in ms (Linux: /proc/thread-self/schedstat, in ns), or
 * undefined where the OS does not tell. A worker's own figure: unlike the clock it does not
 * grow while other threads have the CPU, and unlike process.cpuUsage it leaves out the other
 * workers (V8's compiler threads are left out too).
 */
export function threadCpuMs(): number | undefined {
  try {
    const ns = Number(fs.readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A job's steps in thread CPU time: `lap(step)` adds the CPU since the last lap (or the start) to
 * `step`; `steps` is undefined where the OS gives no thread CPU time.
 */
export class CpuSteps {
  readonly steps: Record<string, number> | undefined;
  private last: number | undefined;

  constructor() {
    this.last = threadCpuMs();
    this.steps = this.last === undefined ? undefined : {};
  }

  lap(step: string): void {
    const now = threadCpuMs();
    if (this.steps && this.last !== undefined && now !== undefined) {
      this.steps[step] = (this.steps[step] ?? 0) + now - this.last;
      this.last = now;
    }
  }
}

import { describe, expect, it } from 'vitest';
import { CpuSteps, threadCpuMs } from './thread-cpu';

const onLinux = process.platform === 'linux';

describe.runIf(onLinux)('CpuSteps', () => {
  it("counts this thread's CPU for work, whatever the load, and none for a wait", async () => {
    const cpu = new CpuSteps();
    // a fixed amount of work (~30–60 ms of a core), not a time: other threads may have the CPU
    let sum = 0;
    for (let i = 0; i < 6e7; i++) sum += i & 7;
    cpu.lap('busy');
    await new Promise((r) => setTimeout(r, 60));
    cpu.lap('idle');
    expect(sum).toBeGreaterThan(0);
    expect(cpu.steps?.['busy']).toBeGreaterThan(10);
    expect(cpu.steps?.['idle']).toBeLessThan(5);
    expect(threadCpuMs()).toBeGreaterThan(0);
  });
});

// Worker-thread entry of the render bench: registers tsx, then runs the bench in this thread.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { benchInThisThread } = await import('./render.bench.ts');
await benchInThisThread(workerData ?? {});

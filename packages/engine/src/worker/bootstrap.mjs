// Worker-thread bootstrap: registers tsx so the TypeScript worker can be imported.
import { register } from 'tsx/esm/api';

register();
await import('./engine-worker.ts');

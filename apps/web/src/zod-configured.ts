import { config } from 'zod/v4';

// What `zod` means in the web app's build (vite.config.ts aliases it here), so it runs before
// any module that makes a schema, in whichever chunk: zod's compiled object parsers probe
// `new Function` when a schema is made, which the server's CSP forbids (the browser reports it
// as an issue); the interpreted parsers give the same results.
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

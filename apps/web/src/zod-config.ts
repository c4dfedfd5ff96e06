import { config } from 'zod';

// Zod's compiled object parsers probe `new Function` when a schema is made, which the server's
// CSP forbids (the browser reports it as an issue); the interpreted parsers give the same
// results. This module is bundled into the zod chunk (vite.config.ts), so it runs before any
// module that makes a schema.
config({ jitless: true });

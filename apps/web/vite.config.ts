import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress.ts';

/**
 * The files of the first load (index.html's entry, its 'vendor' and 'app' chunks and their
 * stylesheet, see codeSplitting below): loaded before any lazy chunk is imported.
 */
const FIRST_LOAD = /^assets\/(index|rolldown-runtime|vendor|app)-[\w-]+\.(js|css)$/;

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(here, 'src') },
      // zod as the browser needs it configured (src/zod-configured.ts)
      { find: /^zod$/, replacement: path.resolve(here, 'src/zod-configured.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  // the pre-render (scripts/prerender.ts) runs the server build in Node: workspace packages
  // are TypeScript sources, so they are bundled
  ssr: { noExternal: ['@looklab/shared'] },
  build: isSsrBuild
    ? { outDir: path.resolve(here, 'dist-ssr'), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: path.resolve(here, 'dist'),
        emptyOutDir: true,
        // dist/.vite/manifest.json: the chunks each route loads, for npm run bench:web's report.
        manifest: true,
        modulePreload: {
          // A lazy chunk never preloads the first load's files: they are in the page (its
          // stylesheet linked, or inlined in a pre-rendered page) or already run. In a
          // pre-rendered page, which imports them without modulepreload links (public/start-app.js),
          // Vite's loader would otherwise add a needless link element for each to the head.
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html'
              ? deps.filter((dep) => !dep.endsWith('.css'))
              : deps.filter((dep) => !FIRST_LOAD.test(dep)),
        },
        rolldownOptions: {
          output: {
            // One long-lived vendor chunk (the framework every page's first load needs), so app
            // releases don't invalidate it in caches and the first page makes few requests.
            // zod (with its configuration, src/zod-configured.ts) is a chunk of its own that
            // the first load does not import: the chunks that make schemas load it.
            codeSplitting: {
              includeDependenciesRecursively: true,
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'zod',
                  test: /node_modules[\\/]zod[\\/]|src[\\/]zod-configured\.ts$/,
                  priority: 2,
                },
                // the rest of the first load (everything main.tsx imports statically) in one file
                { name: 'app', test: /src[\\/]main\.tsx$/, priority: 1 },
              ],
            },
          },
        },
      },
}));

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite-plugins/precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: { '@': path.resolve(here, 'src') },
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
        rolldownOptions: {
          output: {
            // One long-lived vendor chunk (the framework every page's first load needs), so app
            // releases don't invalidate it in caches and the first page makes few requests. It
            // carries zod's configuration (src/zod-config.ts), which must run before any schema.
            codeSplitting: {
              includeDependenciesRecursively: true,
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod)[\\/]|src[\\/]zod-config\.ts$/,
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

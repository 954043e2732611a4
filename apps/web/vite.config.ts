import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogueParts } from './build/catalogue-parts.ts';
import { inlineEntryCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';
import { preloadDeps, withoutLoaded } from './build/preload-deps.ts';
import { routePreload } from './build/route-preload.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), catalogueParts(), inlineEntryCss(), routePreload(), preloadDeps(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The size budget (scripts/test.mjs `size`, bench) walks the route's chunks from the manifest.
    manifest: true,
    // Lazy imports' preload lists leave out what the importing chunk has already loaded (decision 073).
    modulePreload: { resolveDependencies: withoutLoaded },
    // Spread the vendor code so a route loads only what it uses (budget: 180 KB gzipped JS).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Chunk files are named by their content hash only (decision 073): every chunk's name is in
        // the entry's preload list and in each import between chunks, ~2 KB gzipped on the order list.
        // The manifest (`.vite/manifest.json`) maps each file to its source; the size step prints it.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // Every route renders with these: one file instead of five (fewer requests on a slow
            // line, decision 070). `test` matches the module id (a path under node_modules).
            {
              name: 'vendor-core',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
              priority: 10,
            },
            // Our modules the entry imports statically (api client, sites, cookies, …): in the
            // entry's own file instead of two more files beside it (decision 082).
            {
              name: 'index',
              tags: ['$initial'],
              test: (id) => !id.includes('/node_modules/') && !/[\\/]src[\\/]main\.tsx$/.test(id),
              priority: 9,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/sapi': api,
      '/files': api,
      '/media': api,
      '/healthz': api,
      '/sandbox-psp': api,
    },
  },
});

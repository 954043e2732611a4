import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogueParts } from './build/catalogue-parts.ts';
import { precompress } from './build/precompress.ts';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), catalogueParts(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The size budget (scripts/test.mjs `size`, bench) walks the route's chunks from the manifest.
    manifest: true,
    // Spread the vendor code so a route loads only what it uses (budget: 180 KB gzipped JS).
    chunkSizeWarningLimit: 600,
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

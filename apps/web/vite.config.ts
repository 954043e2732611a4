import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
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
    },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // The server caches everything under /assets/ for a year, which is only safe for hashed names.
    assetsDir: 'assets',
    // Lets the bundle-budget bench list exactly the chunks each route loads.
    manifest: true,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});

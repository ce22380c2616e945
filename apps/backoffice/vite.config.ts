import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves this build at /backoffice (apps/api/src/platform/backoffice-app.ts); in development
// Vite serves it and passes /api on to a running API.
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/backoffice/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets', // content-hashed names: the API caches /backoffice/assets/* for a year
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5190,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});

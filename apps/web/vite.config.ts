import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

// The API (apps/api) serves /api, the realtime hub and, in production, this build from dist/.
const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      // Nothing may inject a <style> (the page's policy allows no inline style): radix's scroll lock gets
      // a stand-in that only sets the body attribute global.css keys on (its file says why).
      {
        find: /^react-remove-scroll-bar$/,
        replacement: fileURLToPath(new URL('./src/lib/ui/dialog/scrollLock.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets', // file names carry a content hash, so /assets/* can be cached forever
    // dist/.vite/manifest.json: the server reads which files a lazy chunk needs, to announce them early
    // in the page (apps/api/src/platform/web-manifest.ts).
    manifest: true,
    // Every browser the site supports follows <link rel="modulepreload"> itself; one that did not would
    // only fetch those modules a moment later, so the polyfill is not worth its place in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries every page needs get named, long-cached chunks; lazy-only ones (fingerprint) stay lazy.
          // '$initial': only the modules the entry imports statically. The parts of these libraries that
          // only a lazy page uses (react-query's useQueries and mutations, ...) load with that page.
          groups: [
            {
              name: 'react',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'libs',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/](i18next|react-i18next|@tanstack|zustand|react-toastify|use-sync-external-store|clsx|html-parse-stringify|void-elements)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5180,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/hub': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 5181 },
});

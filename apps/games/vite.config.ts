import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { soundsPlugin } from './build/sounds-plugin.ts';

/*
 * Lale Originals' game pages: one page per game, each in a folder named by the game's catalogue code
 * (`<code>/index.html`), built to dist/<code>/index.html with shared, hashed /games/assets/*. The API
 * serves dist/ under /games/ for the play frame. A new game is a new folder with an index.html: it is
 * found here, nothing to register.
 */

const root = import.meta.dirname;
const NOT_PAGES = new Set(['src', 'test', 'build', 'tools', 'dist', 'node_modules', 'public']);

export function gamePages(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_PAGES.has(entry.name))
      .filter((entry) => existsSync(path.join(dir, entry.name, 'index.html')))
      .map((entry) => [entry.name, path.join(dir, entry.name, 'index.html')]),
  );
}

const apiTarget = process.env.API_PROXY ?? 'http://127.0.0.1:3000';

/** The site's policy for its pages (apps/api/src/platform/security.ts), to preview the build under it. */
const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

export default defineConfig({
  root,
  base: '/games/',
  plugins: [soundsPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: { input: gamePages(root) },
  },
  server: { port: 5190, strictPort: true, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  preview: {
    port: 5191,
    strictPort: true,
    headers: { 'Content-Security-Policy': SITE_CSP },
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
});

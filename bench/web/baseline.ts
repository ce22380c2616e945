import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { precompress } from '../../apps/web/precompress.ts';
import { sumScripts, type ScriptSizes } from './measure.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT_DIR = join(HERE, '..', 'results', 'web-baseline');

/**
 * Builds the bare React + router app (bench/web/baseline) and sizes what its first page loads: the
 * entry script and its modulepreloads, read from the built index.html.
 */
export async function buildBaseline(): Promise<ScriptSizes> {
  await build({
    root: join(HERE, 'baseline'),
    configFile: false,
    logLevel: 'warn',
    // The site's own build-time compression, so both are served the same way.
    plugins: [react(), precompress()],
    build: { outDir: OUT_DIR, emptyOutDir: true },
  });
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return sumScripts([...new Set(paths)], OUT_DIR);
}

/**
 * Serves the built baseline as the site's server serves its build (pre-compressed brotli/gzip through
 * @fastify/static), so Lighthouse can score the bare app in the same run as the site.
 */
export async function serveBaseline(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify();
  await app.register(fastifyStatic, { root: OUT_DIR, preCompressed: true });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/`, close: () => app.close() };
}

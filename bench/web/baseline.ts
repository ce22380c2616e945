import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
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
    plugins: [react()],
    build: { outDir: OUT_DIR, emptyOutDir: true },
  });
  const html = readFileSync(join(OUT_DIR, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return sumScripts([...new Set(paths)], OUT_DIR);
}

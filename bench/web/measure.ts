import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type ScriptSizes = { gzipBytes: number; files: { path: string; gzipBytes: number }[] };

/** gzip size of one built file: the .gz sibling the build wrote, or the file compressed now. */
export function gzipSizeOf(file: string): number {
  const sibling = `${file}.gz`;
  if (existsSync(sibling)) return readFileSync(sibling).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function sumScripts(paths: string[], root: string): ScriptSizes {
  const files = paths.map((path) => ({ path, gzipBytes: gzipSizeOf(join(root, path)) }));
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}

/** Static `import … from "./x.js"` and `import "./x.js"` of a built chunk (not dynamic `import()`). */
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;

/**
 * What the home route needs before it can render, from the build itself: the entry script of
 * index.html, the route's lazy chunk (`<routeChunk>-<hash>.js`), and every chunk they import statically.
 * Chunks loaded later on purpose (idle-time carousel engine, start-up popup, fingerprint) are not in it.
 */
export function routeCriticalScripts(webDist: string, routeChunk: string): ScriptSizes {
  const assets = join(webDist, 'assets');
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const route = readdirSync(assets).filter((f) => f.startsWith(`${routeChunk}-`) && f.endsWith('.js'));
  if (entry.length === 0 || route.length !== 1)
    throw new Error(`cannot find the entry or ${routeChunk} chunk`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) visit(m[1]!);
  };
  [...entry, ...route].forEach(visit);
  return sumScripts(
    [...seen].map((f) => `/assets/${f}`),
    webDist,
  );
}

type NetworkItem = { url?: string; resourceType?: string };

/**
 * The same-origin scripts the page loaded during the Lighthouse run (entry, preloads, lazy route chunks
 * and whatever start-up fetched), sized as gzip from the build — the "initial JavaScript" of DESIGN §8.
 */
export async function initialScripts(
  details: unknown,
  pageUrl: string,
  webDist: string,
): Promise<ScriptSizes> {
  const origin = new URL(pageUrl).origin;
  const items = ((details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url?.startsWith(origin),
  );
  const paths = [...new Set(items.map((item) => new URL(item.url!).pathname))];
  return sumScripts(paths, webDist);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

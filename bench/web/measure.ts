import { existsSync, readFileSync } from 'node:fs';
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

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * What a lazy chunk of the built site needs, read from the build's manifest (apps/web vite.config:
 * `manifest: true`), so the page can announce those files in its <head> and the browser fetches them
 * alongside the site's first scripts instead of after them. Files the page already loads (the entry
 * and its static imports) are left out.
 */

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type ChunkFiles = { scripts: string[]; styles: string[] };

const NOTHING: ChunkFiles = { scripts: [], styles: [] };

export function readWebManifest(webDist: string): Manifest | null {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** Every file chunk `key` (a source path, e.g. 'src/features/x/Y.tsx') needs, as /assets URLs. */
export function chunkFiles(manifest: Manifest | null, key: string): ChunkFiles {
  if (!manifest?.[key]) return NOTHING;
  const loadedByPage = new Set<string>();
  const markEntry = (chunkKey: string) => {
    if (loadedByPage.has(chunkKey)) return;
    loadedByPage.add(chunkKey);
    manifest[chunkKey]?.imports?.forEach(markEntry);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([entryKey]) => markEntry(entryKey));

  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    if (seen.has(chunkKey) || loadedByPage.has(chunkKey)) return;
    seen.add(chunkKey);
    const chunk = manifest[chunkKey];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    chunk.css?.forEach((css) => styles.push(`/${css}`));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { scripts, styles };
}

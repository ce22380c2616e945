import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/*
 * `npm run typecheck` (and `npm test`) runs the workspaces' typechecks two at a time, as root scripts
 * named `typecheck:<folder>`: a workspace whose typecheck has no such script would silently go
 * unchecked, so each one is required here (and no script is left for a workspace that is gone).
 *
 * They check with TypeScript 7, the native compiler (package alias `typescript-7`): about three times
 * faster than 5.9 on CI's two cores, same language. TypeScript 5.9 stays installed as `typescript`
 * for what uses its JavaScript API (typescript-eslint, editors); 7 has no such API yet.
 */

const root = path.resolve(import.meta.dirname, '../..');
type Manifest = { name: string; workspaces?: string[]; scripts?: Record<string, string> };
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

function workspaceFolders(patterns: readonly string[]): string[] {
  return patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
}

it('runs every workspace typecheck from a root typecheck:<folder> script, and the tools’ own', () => {
  const manifest = read(path.join(root, 'package.json'));
  const expected: Record<string, string> = {
    'typecheck:tools': 'node node_modules/typescript-7/bin/tsc --noEmit -p tools',
  };
  for (const folder of workspaceFolders(manifest.workspaces ?? [])) {
    const file = path.join(root, folder, 'package.json');
    if (!existsSync(file)) continue;
    const workspace = read(file);
    if (!workspace.scripts?.typecheck) continue;
    expected[`typecheck:${path.basename(folder)}`] = `npm run typecheck -w ${workspace.name}`;
    // The native checker, named by its path: `tsc` on the PATH may be either of the two installed.
    const native = `${path.relative(path.join(root, folder), root)}/node_modules/typescript-7/bin/tsc`;
    expect(workspace.scripts.typecheck, folder).toBe(`node ${native} --noEmit -p tsconfig.json`);
  }
  const actual = Object.fromEntries(
    Object.entries(manifest.scripts ?? {}).filter(([name]) => name.startsWith('typecheck:')),
  );
  expect(actual).toEqual(expected);
  expect(manifest.scripts?.typecheck).toContain('"typecheck:*"');
});

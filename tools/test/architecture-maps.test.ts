import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * ARCHITECTURE.md's maps (API modules, web features, benchmarks) are tables whose heading's first cell
 * names a folder, e.g. "| module (`apps/api/src/modules/`) | ... |", and whose first column names one
 * folder under it per row. A folder added without a row, or a row left for a folder that is gone,
 * fails here, as the README's env table does against config.ts (apps/api/test/config-env-table.test.ts).
 */

const root = path.resolve(import.meta.dirname, '../..');

/** The maps this file must hold: a parser that finds none would otherwise compare nothing. */
const EXPECTED_MAPS = ['apps/api/src/modules/', 'apps/web/src/features/', 'bench/'];

type MapTable = { folder: string; line: number; rows: string[] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** Every table whose first heading cell names a folder (a backquoted path ending in `/`). */
function mapsOf(markdown: string): MapTable[] {
  const lines = markdown.split('\n');
  const maps: MapTable[] = [];
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!;
    if (!line.startsWith('|') || !/^\|\s*-/.test(lines[i + 1] ?? '')) continue;
    const folder = /`([^`]+\/)`/.exec(cells(line)[0] ?? '')?.[1];
    if (!folder) continue;
    const rows: string[] = [];
    for (let j = i + 2; j < lines.length && lines[j]!.startsWith('|'); j++) {
      const name = /^`([^`/]+)`$/.exec(cells(lines[j]!)[0] ?? '')?.[1];
      // A row the parser cannot read is an error, not a row to skip: it would hide a folder.
      if (!name) throw new Error(`ARCHITECTURE.md:${j + 1}: a map row starts with one \`folder\``);
      rows.push(name);
    }
    maps.push({ folder, line: i + 1, rows });
  }
  return maps;
}

/**
 * The folders of the repository directly under `folder`: those holding a file git tracks or would add
 * (so a git-ignored folder a run leaves behind, such as bench/results, is not one).
 */
const foldersIn = (folder: string) => {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', folder],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const names = files
    .split('\n')
    .map((file) => file.slice(folder.length).split('/'))
    .filter((parts) => parts.length > 1 && parts[0] !== '' && !parts[0]!.startsWith('.'))
    .map((parts) => parts[0]!);
  return [...new Set(names)].sort();
};

const maps = mapsOf(readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8'));

describe("ARCHITECTURE.md's maps", () => {
  it('holds a map of the modules, the web features and the benchmarks', () => {
    expect(maps.map((map) => map.folder).sort()).toEqual([...EXPECTED_MAPS].sort());
  });

  it.each(maps)('$folder (line $line) lists exactly the folders there', ({ folder, rows }) => {
    const folders = foldersIn(folder);
    expect(folders.length).toBeGreaterThan(0);
    expect({
      missingFromMap: folders.filter((name) => !rows.includes(name)),
      listedButAbsent: rows.filter((name) => !folders.includes(name)),
      listedTwice: rows.filter((name, index) => rows.indexOf(name) !== index),
    }).toEqual({ missingFromMap: [], listedButAbsent: [], listedTwice: [] });
  });
});

describe('the map reader', () => {
  it('reads the first column of a table headed by a folder, and nothing else', () => {
    const markdown = [
      '| part | what |',
      '|---|---|',
      '| `apps/api` | not a map: its heading names no folder |',
      '',
      '| module (`some/dir/`) | what it owns |',
      '|---|---|',
      '| `a` | first |',
      '| `b-c` | second |',
      '',
      'text',
    ].join('\n');
    expect(mapsOf(markdown)).toEqual([{ folder: 'some/dir/', line: 5, rows: ['a', 'b-c'] }]);
  });

  it('refuses a row whose first cell is not one folder', () => {
    const markdown = ['| module (`some/dir/`) | what |', '|---|---|', '| a and b | two |'].join('\n');
    expect(() => mapsOf(markdown)).toThrow(/ARCHITECTURE.md:3/);
  });
});

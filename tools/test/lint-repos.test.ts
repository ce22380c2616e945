import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Proves the "SQL lives in repos" rule of eslint.config.js (`tablesOnlyInRepos`): outside db/ only a
 * repo file (repo.ts, *-repo.ts, or under repo/) imports the drizzle table definitions, and a type-only
 * import (a column's JSON shape) is allowed anywhere. Each case lints one line as if it were a file at
 * that place in the real tree, so the path globs are what is tested; the fixture files under
 * lint-fixtures/repos/ hold the same lines, for reading.
 */
const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tools/test/lint-fixtures/repos');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function lintAt(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

/** A fixture's text, its `../../db/schema.ts` import checked to resolve from `file` (or the case proves nothing). */
async function fixtureAt(file: string, fixture: string): Promise<string> {
  const schema = path.resolve(root, path.dirname(file), '../../db/schema.ts');
  expect(existsSync(schema), `${schema} exists`).toBe(true);
  return readFile(path.join(fixtures, fixture), 'utf8');
}

const tableImport = {
  ruleId: '@typescript-eslint/no-restricted-imports',
  message: expect.stringMatching(/Table definitions are imported only by repo files/),
};

describe('npm run lint refuses', () => {
  it.each(['apps/api/src/modules/casino/service.ts', 'apps/api/src/modules/bonus/service.ts'])(
    'a table definition imported by a service (%s)',
    async (file) => {
      expect(await lintAt(file, await fixtureAt(file, 'service-imports-table.ts'))).toEqual([tableImport]);
    },
  );

  it('a table definition imported from a per-area schema file', async () => {
    const file = 'apps/api/src/modules/casino/service.ts';
    const code =
      "import { casinoGames } from '../../db/casino-schema.ts';\nexport const table = casinoGames;\n";
    expect(await lintAt(file, code)).toEqual([tableImport]);
  });
});

describe('npm run lint allows', () => {
  it.each([
    ['apps/api/src/modules/casino/repo.ts', 'a module repo.ts'],
    ['apps/api/src/modules/casino/seed-repo.ts', 'a *-repo.ts'],
    ['apps/api/src/modules/casino/repo/games.ts', 'a file under repo/'],
  ])('%s importing a table (%s)', async (file) => {
    expect(await lintAt(file, await fixtureAt(file.replace('/repo/', '/'), 'repo-imports-table.ts'))).toEqual(
      [],
    );
  });

  it('a type-only import of a column shape in a service', async () => {
    const file = 'apps/api/src/modules/casino/service.ts';
    expect(await lintAt(file, await fixtureAt(file, 'service-imports-type.ts'))).toEqual([]);
  });
});

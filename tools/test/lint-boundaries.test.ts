import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Proves that each architecture rule of eslint.config.js fires, and that the imports the architecture
 * allows pass. Boundary cases lint one line of text as if it were a file at the given place in the real
 * tree, so the import resolves to a real file; the cycle needs two real files, kept in lint-fixtures/
 * (ignored by the normal run, linted here with ignores off).
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

/** Rule ids and messages reported for `code` placed at `file` (relative to the repository root). */
async function lintAt(file: string, code: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

/** The file imported must exist, or the case would pass for the wrong reason (nothing resolved). */
function importOf(from: string, target: string): string {
  const resolved = path.resolve(root, path.dirname(from), target);
  expect(existsSync(resolved), `${resolved} exists`).toBe(true);
  return `import '${target}';\n`;
}

const restricted = (message: RegExp) => ({
  ruleId: 'import-x/no-restricted-paths',
  message: expect.stringMatching(message),
});

describe('npm run lint refuses', () => {
  it('an import cycle', async () => {
    const results = await eslint.lintFiles([path.join(root, 'tools/test/lint-fixtures/cycle/first.ts')]);
    expect(results[0]?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it("a module importing another module's inner file", async () => {
    const file = 'apps/api/src/modules/customer/fixture.ts';
    expect(await lintAt(file, importOf(file, '../wallet/service.ts'))).toEqual([
      restricted(/API module "wallet" through .*modules\/wallet\/index\.ts/),
    ]);
  });

  it("the composition root importing a module's inner file", async () => {
    const file = 'apps/api/src/fixture.ts';
    expect(await lintAt(file, importOf(file, './modules/wallet/service.ts'))).toEqual([
      restricted(/API module "wallet"/),
    ]);
  });

  it('platform/ or db/ importing a module, even through its index.ts', async () => {
    for (const file of ['apps/api/src/platform/fixture.ts', 'apps/api/src/db/fixture.ts']) {
      expect(await lintAt(file, importOf(file, '../modules/wallet/index.ts'))).toEqual([
        restricted(/platform\/ and db\/ sit below the modules/),
      ]);
    }
  });

  it("a module's index.ts handing out what its manifest builds (service or repo factory, routes)", async () => {
    const fixture = readFileSync(path.join(root, 'tools/test/lint-fixtures/module-index/index.ts'), 'utf8');
    const messages = await lintAt('apps/api/src/modules/wallet/index.ts', fixture);
    expect(messages.map((m) => m.ruleId)).toEqual(Array(3).fill('no-restricted-syntax'));
    expect(messages[0]?.message).toMatch(/built by the module's manifest \(module\.ts\)/);
    // The same exports are allowed inside the module (its module.ts imports them from their files).
    expect(await lintAt('apps/api/src/modules/wallet/module.ts', fixture)).toEqual([]);
  });

  it("platform/ declaring, registering or raising a module's outcome", async () => {
    const file = 'apps/api/src/platform/fixture.ts';
    const code = [
      "import { refuse } from './domain-errors.ts';",
      "export type Leak = { code: 'LoginFailed' } | { code: 'SessionRequired' };",
      "declare module './domain-errors.ts' { interface OutcomeRegistry { auth: Leak } }",
      "export const raise = () => refuse({ code: 'PaymentNotFound' });",
    ].join('\n');
    const outcomeRule = (message: RegExp) => ({
      ruleId: 'no-restricted-syntax',
      message: expect.stringMatching(message),
    });
    expect(await lintAt(file, code)).toEqual([
      outcomeRule(/platform\/ declares only the platform's outcomes/),
      outcomeRule(/platform\/ registers only the platform's outcomes/),
      outcomeRule(/platform\/ raises only the platform's outcomes/),
    ]);
  });

  it("a feature importing another feature's inner file", async () => {
    const file = 'apps/web/src/features/account/fixture.ts';
    expect(await lintAt(file, importOf(file, '../auth/LoginDialog.tsx'))).toEqual([
      restricted(/web feature "auth" through .*features\/auth\/index\.ts/),
    ]);
  });

  it('lib/ importing a feature, app/ or shell/', async () => {
    const file = 'apps/web/src/lib/fixture.ts';
    for (const target of ['../features/auth/index.ts', '../app/router.ts', '../shell/crumbs.ts']) {
      const messages = await lintAt(file, importOf(file, target));
      expect(messages, target).toContainEqual(restricted(/lib\/ is shared by everything above it/));
    }
  });

  it('a feature importing app/', async () => {
    const file = 'apps/web/src/features/account/fixture.ts';
    expect(await lintAt(file, importOf(file, '../../app/router.ts'))).toEqual([
      restricted(/features\/ sit below app\//),
    ]);
  });
});

describe('npm run lint allows', () => {
  it('platform/ naming its own outcomes, and a module declaring its own', async () => {
    const platformFile = 'apps/api/src/platform/fixture.ts';
    expect(
      await lintAt(
        platformFile,
        "import { refuse } from './domain-errors.ts';\nexport const raise = () => refuse({ code: 'SessionRequired' });\n",
      ),
    ).toEqual([]);
    const moduleFile = 'apps/api/src/modules/cms/fixture.ts';
    expect(
      await lintAt(
        moduleFile,
        "export type Own = { code: 'CallMeClosed' };\ndeclare module '../../platform/domain-errors.ts' { interface OutcomeRegistry { cmsFixture: Own } }\n",
      ),
    ).toEqual([]);
  });

  it.each([
    ['apps/api/src/modules/customer/fixture.ts', '../wallet/index.ts', 'another module through its index.ts'],
    ['apps/api/src/modules/wallet/fixture.ts', './service.ts', "a module's own files"],
    ['apps/api/src/fixture.ts', './modules/wallet/index.ts', 'the composition root through index.ts'],
    ['apps/api/src/platform/fixture.ts', '../db/connection.ts', 'platform/ using db/'],
    ['apps/web/src/features/account/fixture.ts', '../auth/index.ts', 'another feature through its index.ts'],
    ['apps/web/src/features/auth/fixture.ts', './LoginDialog.tsx', "a feature's own files"],
    ['apps/web/src/features/auth/fixture.ts', '../../lib/money.ts', 'a feature using lib/'],
    ['apps/web/src/app/fixture.ts', '../features/auth/index.ts', 'app/ through index.ts'],
  ])('%s importing %s (%s)', async (file, target) => {
    expect(await lintAt(file, importOf(file, target))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { REPO_ROOT } from '../src/platform/paths.ts';
import { SECRET_NAMES } from '../src/platform/secrets.ts';
import { tempDir } from './support/app.ts';

/*
 * The root README's "Configuration" table is the one list of environment variables (the api README
 * links to it). A variable added to config.ts without a row, or a row left for one it no longer reads,
 * fails here.
 */

const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

/**
 * A variable named after another's value is documented once as a template (`PSP_<N>_API_URL`: one per
 * provider of PSP_PROVIDERS); both sides read it for the provider `n`, so its rows are checked too.
 */
const SAMPLE_PSP = {
  PSP_PROVIDERS: 'n',
  PSP_N_API_URL: 'https://api.psp.example',
  PSP_N_API_KEY: 'key',
  PSP_N_WEBHOOK_SECRET: 'w'.repeat(40),
};

/** The first-column names of the table under "## Configuration" in the root README. */
function documentedVariables(): string[] {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  return section
    .split('\n')
    .map((line) => /^\|\s*`([^`]+)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => name.replace('<N>', 'N'))
    .sort();
}

/** Every name loadConfig looks up, recorded by an environment that notes each read. */
function variablesConfigReads(): string[] {
  const dir = tempDir('lale-env-table-');
  try {
    const given: Record<string, string | undefined> = {
      DATA_DIR: dir.path,
      ...Object.fromEntries(SECRET_NAMES.map((name) => [name, 's'.repeat(40)])),
      ...SAMPLE_PSP,
    };
    const read = new Set<string>();
    const env = new Proxy(given, {
      get(target, key) {
        if (typeof key === 'string' && VARIABLE.test(key)) read.add(key);
        return Reflect.get(target, key);
      },
    });
    loadConfig(env, dir.path);
    return [...read].sort();
  } finally {
    dir.remove();
  }
}

describe('the environment table', () => {
  it('lists exactly the variables config.ts reads', () => {
    const documented = documentedVariables();
    const read = variablesConfigReads();
    // Guards against a parser that finds nothing on either side and so compares two empty lists.
    expect(read).toContain('DATABASE_URL');
    expect(read).toEqual(expect.arrayContaining([...SECRET_NAMES]));
    expect({ missingFromReadme: read.filter((name) => !documented.includes(name)) }).toEqual({
      missingFromReadme: [],
    });
    expect({ notReadByConfig: documented.filter((name) => !read.includes(name)) }).toEqual({
      notReadByConfig: [],
    });
  });
});

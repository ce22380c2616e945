import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = import.meta.dirname;
const API = 'apps/api/src';
const WEB = 'apps/web/src';

/** The folders directly under `dir` (each API module or web feature is one). */
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per unit: any file of `src` outside `units/<name>/` may import from that folder only its
 * `index.ts` (the unit's public surface). Generated from the folder listing, so a new module or
 * feature is covered the day it is created.
 */
const onlyThroughIndex = (src, units, what) =>
  foldersIn(`${src}/${units}`).map((name) => ({
    target: [`${src}/*.{ts,tsx}`, `${src}/!(${units})/**`, `${src}/${units}/!(${name})/**`],
    from: `${src}/${units}/${name}`,
    except: ['./index.ts'],
    message: `Import the ${what} "${name}" through ${src}/${units}/${name}/index.ts.`,
  }));

// Architecture rules that fail `npm run lint` (ARCHITECTURE.md "Boundaries"); proven by tools/test/lint-boundaries.test.ts.
const boundaryZones = [
  ...onlyThroughIndex(API, 'modules', 'API module'),
  {
    target: [`${API}/platform`, `${API}/db`],
    from: `${API}/modules`,
    message:
      'platform/ and db/ sit below the modules: declare a port here and let app.ts pass the module in.',
  },
  ...onlyThroughIndex(WEB, 'features', 'web feature'),
  {
    target: `${WEB}/lib`,
    from: [`${WEB}/features`, `${WEB}/app`, `${WEB}/shell`],
    message: 'lib/ is shared by everything above it and imports none of features/, app/ or shell/.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message:
      'features/ sit below app/ (router, layout, start-up): move what a feature needs from app/ into lib/ or the feature.',
  },
];

/*
 * A module's services are built by its manifest (modules/<m>/module.ts) and nowhere else: its index.ts
 * exports the manifest, types and ports, never a service or repo factory or a routes plugin, so no file
 * outside the module can construct what the manifest builds (ARCHITECTURE "Modules and their manifests").
 */
const MODULE_BUILDS_ITS_OWN =
  "is built by the module's manifest (module.ts): export the manifest, types and ports.";
const moduleIndexExports = [
  {
    selector: "ExportSpecifier[exportKind!='type'][exported.name=/^create\\w*(Service|Repo)$|Routes$/]",
    message: `A service, repo or routes plugin ${MODULE_BUILDS_ITS_OWN}`,
  },
  {
    selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^create\\w*(Service|Repo)$/]',
    message: `A service or repo ${MODULE_BUILDS_ITS_OWN}`,
  },
];

/*
 * platform/ names only the platform's own outcomes (ARCHITECTURE "A module's vocabulary"): every other
 * outcome, its row and its messages live in the module that owns it, so adding a refusal touches only
 * that module. Caught here: an outcome type with another code, an OutcomeRegistry entry other than the
 * platform's, and a refusal of another code. Proven by tools/test/lint-boundaries.test.ts.
 */
const PLATFORM_OUTCOMES = ['SessionRequired', 'AdminOnly', 'ServiceUnavailable', 'PhonePrefixNotAllowed'];
const notPlatformOutcome = `Literal:not([value=/^(${PLATFORM_OUTCOMES.join('|')})$/])`;
const platformOutcomeRules = [
  {
    selector: `TSPropertySignature[key.name='code'] > TSTypeAnnotation TSLiteralType > ${notPlatformOutcome}`,
    message: "platform/ declares only the platform's outcomes: declare this one in its module's outcomes.ts.",
  },
  {
    selector:
      "TSInterfaceDeclaration[id.name='OutcomeRegistry'] > TSInterfaceBody > TSPropertySignature:not([key.name='platform'])",
    message:
      "platform/ registers only the platform's outcomes: a module registers its own in its outcomes.ts.",
  },
  {
    selector: `CallExpression[callee.name='refuse'] Property[key.name='code'] > ${notPlatformOutcome}`,
    message: "platform/ raises only the platform's outcomes: a module's outcome is raised by its module.",
  },
];

/**
 * SQL lives in repos (ARCHITECTURE.md "Repos and table ownership"): only a module's repo files
 * (`repo.ts`, `*-repo.ts`, anything under a `repo/` folder) and `db/` itself import the drizzle table
 * definitions. Type-only imports (a column's JSON shape such as `LocalizedText`) stay allowed: they run
 * no SQL. Proven by tools/test/lint-repos.test.ts.
 */
const tablesOnlyInRepos = {
  files: [`${API}/**/*.ts`],
  ignores: [`${API}/db/**`, `${API}/**/repo.ts`, `${API}/**/*-repo.ts`, `${API}/**/repo/**`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)db/(schema|[\\w-]+-schema)(\\.ts)?$',
            allowTypeImports: true,
            message:
              "Table definitions are imported only by repo files (repo.ts, *-repo.ts, repo/) and db/: move this SQL into the module's repo.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/screenshots/**',
      'bench/results/**',
      // Deliberately broken files that tools/test/lint-boundaries.test.ts lints with ignores off.
      'tools/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses when it follows an import (without these it skips .ts files and
      // sees no cycle at all).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // Runtime cycles only: a cycle made of `import type` alone vanishes at compile time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${API}/**/*.ts`, `${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }] },
  },
  {
    files: [`${API}/modules/*/index.ts`],
    rules: { 'no-restricted-syntax': ['error', ...moduleIndexExports] },
  },
  {
    files: [`${API}/platform/**/*.ts`],
    rules: { 'no-restricted-syntax': ['error', ...platformOutcomeRules] },
  },
  tablesOnlyInRepos,
  prettier,
);

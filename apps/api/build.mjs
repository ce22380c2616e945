// Bundles the server into dist/server.js and the migrate command into dist/migrate.js. Packages from node_modules stay external (installed at run
// time), except the workspace packages @lale/contracts, @lale/originals and @lale/sports-model, which are
// TypeScript source and must be compiled in.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const BUNDLED_PACKAGES = ['@lale/contracts', '@lale/originals', '@lale/sports-model'];

/** @type {import('esbuild').Plugin} */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const bundled = BUNDLED_PACKAGES.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return bundled ? undefined : { path: args.path, external: true };
    });
  },
};

// API_OUTFILE: a private build (tools/private-build.sh) so parallel work does not share dist/.
const outfile = process.env.API_OUTFILE ?? 'dist/server.js';

/** The API's entry points: the server, and beside it the migrate command a release runs once (src/migrate.ts). */
for (const [entry, file] of [
  ['src/server.ts', outfile],
  ['src/migrate.ts', join(dirname(outfile), 'migrate.js')],
])
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces in logs point at the TypeScript sources.
    banner: {
      js: "import { setSourceMapsEnabled as __enableSourceMaps } from 'node:process'; __enableSourceMaps(true);",
    },
    plugins: [externalDependencies],
    logLevel: 'info',
  });

// The tracing preload (`node --import <dir>/tracing.js <dir>/server.js`), beside the server: a module of its
// own, since it must run before the server's imports; OpenTelemetry stays external and loads only when on.
await build({
  absWorkingDir: root,
  entryPoints: ['src/tracing.ts'],
  outfile: join(dirname(outfile), 'tracing.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalDependencies],
  logLevel: 'info',
});

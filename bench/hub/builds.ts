import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { API_DIR } from './paths.ts';

/*
 * What the benchmark runs is built, not run through tsx: a TypeScript loader in the measured process
 * would add its own memory and start-up work to figures meant to be the server's.
 */

/** The private build of tools/private-build.sh (server only: the site is not needed for the hub). */
const API_OUTFILE = 'dist/hub/server.js';

/**
 * The API bundled exactly as `npm run build` bundles it (apps/api/build.mjs), into a private dist so
 * parallel work in this checkout keeps its own dist/. `given` (BENCH_SERVER) measures an existing bundle
 * instead, e.g. one built before a change.
 */
export function buildApiServer(given: string | undefined): string {
  if (given) {
    if (!existsSync(given)) throw new Error(`BENCH_SERVER ${given} does not exist`);
    return given;
  }
  const run = spawnSync(process.execPath, ['build.mjs'], {
    cwd: API_DIR,
    env: { ...process.env, API_OUTFILE },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`building the API failed:\n${run.stderr || run.stdout}`);
  return join(API_DIR, API_OUTFILE);
}

/** The bare ws server and the memory probe, each bundled to one self-contained file under `dir`. */
export async function buildHelpers(dir: string): Promise<{ bareServer: string; memoryProbe: string }> {
  const here = import.meta.dirname;
  const bareServer = join(dir, 'bare-server.mjs');
  const memoryProbe = join(dir, 'memory-probe.mjs');
  const common = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
  } as const;
  // ws is bundled in (the output lives outside node_modules); its optional native add-ons are not
  // installed here, so the bare server runs ws's JavaScript paths, as the API does.
  await build({
    ...common,
    entryPoints: [join(here, 'bare-server.ts')],
    outfile: bareServer,
    external: ['bufferutil', 'utf-8-validate'],
    // ws is CommonJS: give the ESM bundle a `require` for the add-ons it tries (and fails) to load.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  await build({ ...common, entryPoints: [join(here, 'memory-probe.ts')], outfile: memoryProbe });
  return { bareServer, memoryProbe };
}

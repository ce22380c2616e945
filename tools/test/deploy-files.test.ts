import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECRET_NAMES } from '../../apps/api/src/platform/secrets.ts';
import {
  composeSchemaErrors,
  kubernetesErrors,
  kustomizationManifests,
  readYamlDocuments,
  type Manifest,
} from '../deploy-schemas.ts';

/*
 * The deployment files (deploy/, issue #28) against the schemas of the tools that read them, on every
 * CI run: deploy/compose.yaml against the Compose Specification, every Kubernetes manifest against
 * Kubernetes' schemas (tools/deploy-schemas.ts says how, offline). Each check is also shown to refuse a
 * broken file, so a validator that accepts anything cannot pass for one that works. And the few facts
 * the manifests must share with the code: every secret the API demands in production is given to it,
 * and the image holds every workspace's manifest and the folders the server serves.
 */

const root = path.resolve(import.meta.dirname, '../..');
const deploy = path.join(root, 'deploy');
const K8S = path.join(deploy, 'k8s');
const KUSTOMIZATIONS = [K8S, path.join(K8S, 'migrate')];

describe('deploy/compose.yaml', () => {
  const file = path.join(deploy, 'compose.yaml');

  it('exists and follows the Compose Specification', () => {
    expect(existsSync(file), 'deploy/compose.yaml is missing').toBe(true);
    const [compose] = readYamlDocuments(file);
    expect(composeSchemaErrors(compose)).toEqual([]);
  });

  it('is refused with a misspelt key or a value of the wrong type', () => {
    const [compose] = readYamlDocuments(file) as [{ services: Record<string, Record<string, unknown>> }];
    const [name, service] = Object.entries(compose.services)[0] ?? [];
    expect(name).toBeDefined();
    const misspelt = {
      ...compose,
      services: { ...compose.services, [name!]: { ...service, restrat: 'always' } },
    };
    expect(composeSchemaErrors(misspelt).join('\n')).toMatch(/additional properties \(restrat\)/);
    const wrongType = { ...compose, services: { ...compose.services, [name!]: { ...service, ports: 3000 } } };
    expect(composeSchemaErrors(wrongType).join('\n')).toMatch(/ports must be array/);
  });
});

describe('deploy/k8s', () => {
  let manifests: Manifest[];
  beforeAll(() => {
    manifests = KUSTOMIZATIONS.flatMap((directory) => kustomizationManifests(directory));
  });

  it('lists every manifest in a kustomization, so none is left unapplied or unchecked', () => {
    const listed = new Set(manifests.map((manifest) => manifest.file));
    const onDisk = KUSTOMIZATIONS.flatMap((directory) =>
      readdirSync(directory)
        .filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml')
        .map((name) => path.relative(root, path.join(directory, name))),
    );
    expect(onDisk.filter((file) => !listed.has(file))).toEqual([]);
    expect(new Set(manifests.map((manifest) => manifest.kind))).toEqual(
      new Set(['Namespace', 'ConfigMap', 'Deployment', 'Service', 'Ingress', 'PodDisruptionBudget', 'Job']),
    );
  });

  it("follows Kubernetes' schemas", async () => {
    expect(await kubernetesErrors(manifests)).toEqual([]);
  });

  it('is refused with a misspelt field or a value of the wrong type', async () => {
    const deployment = manifests.find((manifest) => manifest.kind === 'Deployment')!;
    const spec = deployment.body.spec as Record<string, unknown>;
    const misspelt = { ...deployment, body: { ...deployment.body, spec: { ...spec, replicaz: 3 } } };
    expect((await kubernetesErrors([misspelt])).join('\n')).toMatch(/'"?replicaz"?' does not exist/);
    const wrongType = { ...deployment, body: { ...deployment.body, spec: { ...spec, replicas: 'three' } } };
    expect((await kubernetesErrors([wrongType])).join('\n')).toMatch(/replicas must be integer/);
  });

  it('gives the API and the migrate Job every secret and service production demands', () => {
    const secretKeys = (manifest: Manifest) =>
      JSON.stringify(manifest.body).match(/"secretKeyRef":\{"name":"lale-api-secrets","key":"[A-Z_]+"/g) ??
      [];
    const required = [...SECRET_NAMES, 'DATABASE_URL', 'REDIS_URL'];
    for (const kind of ['Deployment', 'Job']) {
      const manifest = manifests.find((m) => m.kind === kind)!;
      const keys = secretKeys(manifest).map((ref) => ref.replace(/.*"key":"/, '').replace(/"$/, ''));
      expect(keys, kind).toEqual(expect.arrayContaining(required));
    }
    const job = manifests.find((m) => m.kind === 'Job')!;
    expect(JSON.stringify(job.body)).toContain('"key":"DATABASE_MIGRATION_URL"');
    const config = manifests.find((m) => m.kind === 'ConfigMap')!.body.data as Record<string, string>;
    expect(config).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: expect.any(String) });
    // The example secrets file names every key the manifests ask for.
    const example = readFileSync(path.join(K8S, 'secrets.env.example'), 'utf8');
    for (const key of [...required, 'DATABASE_MIGRATION_URL'])
      expect(example).toMatch(new RegExp(`^${key}=`, 'm'));
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = readFileSync(path.join(deploy, 'Dockerfile'), 'utf8');

  it("copies every workspace's package.json before `npm ci`, which needs them all", () => {
    const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      workspaces?: string[];
    };
    const folders = workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
            .filter(
              (entry) =>
                entry.isDirectory() &&
                existsSync(path.join(root, pattern.slice(0, -2), entry.name, 'package.json')),
            )
            .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
        : [pattern],
    );
    for (const folder of folders) expect(dockerfile).toContain(`COPY ${folder}/package.json ${folder}/`);
  });

  it('puts in the runtime image what the server reads: its bundle, migrations and the three sites', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    for (const folder of [
      'apps/api/dist',
      'apps/api/drizzle',
      'apps/web/dist',
      'apps/backoffice/dist',
      'apps/games/dist',
    ]) {
      expect(runtime).toContain(`COPY --from=build /app/${folder} ./${folder}`);
    }
    expect(runtime).toMatch(/^USER 10001:10001$/m);
    expect(runtime).toContain('CMD ["node", "apps/api/dist/server.js"]');
  });
});

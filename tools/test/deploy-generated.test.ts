import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderAll } from '../../deploy/generate.ts';
import { topology } from '../../deploy/topology.ts';

/*
 * deploy/compose.yaml and deploy/local-cluster.sh's files are rendered from one description
 * (deploy/topology.ts), so they cannot drift: a hand edit to a generated file, or an edit to the
 * description without `npm run deploy:generate`, fails here.
 */

const generated = await renderAll();
const committed = (path: string) => readFileSync(new URL(`../../deploy/${path}`, import.meta.url), 'utf8');

describe('deploy/: the generated files', () => {
  it.each([...generated.keys()])(
    'deploy/%s is what deploy/topology.ts renders (npm run deploy:generate)',
    (path) => {
      expect(committed(path)).toBe(generated.get(path));
    },
  );
});

describe('deploy/: one topology for both targets', () => {
  it("keeps every port below Linux's ephemeral range, where a client's outgoing connection could hold it", () => {
    const ports: [string, number][] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value !== 'object' || value === null) return;
      for (const [key, inner] of Object.entries(value)) {
        if (/port$/i.test(key) && typeof inner === 'number') ports.push([`${path}.${key}`, inner]);
        else if (/port$/i.test(key) && typeof inner === 'object' && inner !== null)
          for (const [target, port] of Object.entries(inner))
            if (typeof port === 'number') ports.push([`${path}.${key}.${target}`, port]);
        walk(inner, `${path}.${key}`);
      }
    };
    walk(topology, 'topology');
    expect(ports.length).toBeGreaterThan(10);
    // The API processes count up from their first port.
    ports.push(['topology.api.port.local (last)', topology.api.port.local + topology.api.count - 1]);
    expect(ports.filter(([, port]) => port >= 32_768)).toEqual([]);
  });

  const compose = parse(committed('compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string> }>;
  };

  it('puts the same API processes behind the same proxy checks in compose and locally', () => {
    for (const target of ['compose', 'local'] as const) {
      const haproxy = committed(`${target}/haproxy.cfg`);
      expect(haproxy).toContain(`uri ${topology.proxy.healthPath} `);
      expect(haproxy).toContain(`http-after-response set-header ${topology.proxy.backendHeader} %s`);
      for (let i = 1; i <= topology.api.count; i++)
        expect(haproxy).toMatch(new RegExp(`server api-${i} \\S+\\n`));
    }
    const apis = Object.keys(compose.services).filter((name) => /^api-\d+$/.test(name));
    expect(apis).toHaveLength(topology.api.count);
  });

  it('pools in transaction mode with prepared statements kept in compose, in session mode on Debian 1.18', () => {
    const composeBouncer = committed('compose/pgbouncer.ini');
    expect(composeBouncer).toMatch(/^pool_mode = transaction$/m);
    expect(composeBouncer).toMatch(/^max_prepared_statements = \d+$/m);
    const localBouncer = committed('local/pgbouncer.ini');
    expect(localBouncer).toMatch(/^pool_mode = session$/m);
    expect(localBouncer).not.toContain('max_prepared_statements');
  });

  it('gives the API the pooler, a direct URL for migrations and the replica, in both targets', () => {
    const env = compose.services['api-1']?.environment ?? {};
    expect(env.DATABASE_URL).toContain('@pgbouncer:');
    expect(env.DATABASE_MIGRATION_URL).toContain('@postgres:');
    expect(env.DATABASE_REPLICA_URL).toContain('@postgres-replica:');
    const local = committed('local/api.env');
    expect(local).toContain(`:${topology.pgbouncer.listen.local.port}/`);
    expect(local).toMatch(new RegExp(`DATABASE_MIGRATION_URL=.*:${topology.postgres.primary.local.port}/`));
    expect(local).toMatch(new RegExp(`DATABASE_REPLICA_URL=.*:${topology.postgres.replica.local.port}/`));
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { tempDir } from '../support/app.ts';

/* DATABASE_REPLICA_URL and its lag limit (platform/replica-config.ts). */

const dirs: { remove: () => void }[] = [];
function dataDir(): string {
  const dir = tempDir('lale-replica-config-');
  dirs.push(dir);
  return dir.path;
}
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

const PRIMARY = 'postgresql://lale@db-primary:5432/lale';
const REPLICA = 'postgresql://lale@db-replica:5432/lale';

describe('the read replica settings', () => {
  it('are off unless DATABASE_REPLICA_URL is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: PRIMARY }).databaseReplica).toBeUndefined();
  });

  it('limit the lag to 5 seconds unless told otherwise', () => {
    const env = { DATA_DIR: dataDir(), DATABASE_URL: PRIMARY, DATABASE_REPLICA_URL: REPLICA };
    expect(loadConfig(env).databaseReplica).toEqual({ url: REPLICA, maxLagMs: 5_000 });
    expect(loadConfig({ ...env, DATABASE_REPLICA_MAX_LAG_MS: '1500' }).databaseReplica).toEqual({
      url: REPLICA,
      maxLagMs: 1_500,
    });
    expect(() => loadConfig({ ...env, DATABASE_REPLICA_MAX_LAG_MS: '-1' })).toThrow(
      /DATABASE_REPLICA_MAX_LAG_MS/,
    );
  });

  it('refuse a replica without a PostgreSQL primary (the embedded database has none)', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_REPLICA_URL: REPLICA })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
  });
});

import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../src/db/connection.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { seedDemoAccounts } from '../src/modules/auth/index.ts';
import { createWalletService } from '../src/modules/wallet/index.ts';
import { queryRows } from '../src/modules/wallet/repo.ts';
import { REPO_ROOT } from '../src/platform/paths.ts';

/*
 * deploy/restore-drill.sh, run for real: a throw-away primary (initdb, Debian's PostgreSQL 15) archiving
 * WAL with deploy/postgres/postgresql.conf, the API's migrations and a few ledger transfers in it, then
 * the drill restores it into a new cluster twice — to a moment between two batches of transfers from a
 * base backup taken before both (point-in-time recovery), and to the end of the archive from a fresh
 * base backup — and checks the ledger there. What an operator would see: the drill passes and the
 * restored ledger holds exactly the transfers the primary had at the target.
 */

const run = promisify(execFile);
const PG_BIN = '/usr/lib/postgresql/15/bin';
const DRILL = join(REPO_ROOT, 'deploy', 'restore-drill.sh');
const ARCHIVE_CONF = join(REPO_ROOT, 'deploy', 'postgres', 'postgresql.conf');
const TRY = 1;

/** The server refuses root: as root, PostgreSQL's programs run as `postgres`. */
const asRoot = userInfo().uid === 0;
const pgCommand = (program: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, program), ...args]]
    : [join(PG_BIN, program), args];
/** `id -u postgres`, read in beforeAll when running as root: the owner of the clusters' directories. */
let postgresUid: number | undefined;
const pgOwner = (path: string) => {
  if (postgresUid !== undefined) chownSync(path, postgresUid, -1);
};

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

const available = existsSync(join(PG_BIN, 'initdb'));

describe.skipIf(!available)('the restore drill (deploy/restore-drill.sh)', () => {
  let dir: string;
  let archive: string;
  let port: number;
  let database: DatabaseConnection;

  async function pg(program: string, args: string[], env: Record<string, string> = {}) {
    const [file, argv] = pgCommand(program, args);
    return run(file, argv, { env: { ...process.env, ...env } });
  }

  async function drill(env: Record<string, string>, args: string[] = []) {
    const restorePort = await freePort();
    try {
      const { stdout } = await run('bash', [DRILL, ...args], {
        env: { ...process.env, WAL_ARCHIVE_DIR: archive, RESTORE_PORT: String(restorePort), ...env },
      });
      return stdout;
    } catch (err) {
      const { stdout, stderr } = err as { stdout?: string; stderr?: string };
      throw new Error(`restore drill failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
    }
  }

  /** The one row a query on the primary answers. */
  async function row<T>(query: SQL): Promise<T> {
    const [first] = await queryRows<T>(database.db, query);
    if (first === undefined) throw new Error('no row');
    return first;
  }

  const transferCount = async () =>
    Number((await row<{ n: string }>(sql`select count(*)::text as n from ledger_transfers`)).n);

  /** Closes the current WAL segment and waits (bounded) until the archiver has copied it. */
  async function archiveCurrentWal(): Promise<void> {
    const segment = (await row<{ name: string }>(sql`select pg_walfile_name(pg_switch_wal()) as name`)).name;
    for (let attempt = 0; attempt < 100; attempt++) {
      const { last } = await row<{ last: string | null }>(
        sql`select last_archived_wal as last from pg_stat_archiver`,
      );
      if (last !== null && last >= segment) return;
      await new Promise((wake) => setTimeout(wake, 100));
    }
    throw new Error(`WAL segment ${segment} was not archived within 10 s`);
  }

  async function postBets(playerId: number, count: number, prefix: string): Promise<void> {
    const wallet = createWalletService(database.db);
    for (let i = 0; i < count; i++) {
      const result = await wallet.transfer({
        idempotencyKey: `${prefix}-${i}`,
        from: { type: 'player', playerId, kind: 'cash', currencyId: TRY },
        to: { type: 'system', kind: 'house_casino', currencyId: TRY },
        amountMinor: 100n + BigInt(i),
        kind: 'bet',
      });
      expect(result.status).toBe('applied');
    }
  }

  beforeAll(async () => {
    if (asRoot) postgresUid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    dir = mkdtempSync(join(tmpdir(), 'lale-drill-primary-'));
    archive = join(dir, 'wal-archive');
    const data = join(dir, 'data');
    mkdirSync(archive);
    for (const path of [dir, archive]) pgOwner(path);
    port = await freePort();
    await pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--data-checksums',
      '-E',
      'UTF8',
      '--no-instructions',
    ]);
    // The primary runs deploy/postgres/postgresql.conf itself, as compose's does; only where it listens
    // differs.
    writeFileSync(
      join(data, 'postgresql.auto.conf'),
      [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, ''].join(
        '\n',
      ),
      { flag: 'a' },
    );
    writeFileSync(join(data, 'postgresql.conf'), `include '${resolve(ARCHIVE_CONF)}'\n`, { flag: 'a' });
    await pg('pg_ctl', ['-D', data, '-l', join(dir, 'primary.log'), '-w', 'start'], {
      WAL_ARCHIVE_DIR: archive,
    });
    await pg('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', 'lale']);
    database = await openDatabase({
      databaseUrl: `postgresql://postgres@127.0.0.1:${port}/lale`,
      poolSize: 2,
    });
    await database.migrate();
    await seedDatabase(database.db);
    await seedDemoAccounts(database.db);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (dir) {
      await pg('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('restores to a point in time and to the end of the archive, with the ledger sound in both', async () => {
    const playerId = Number(
      (
        await row<{ id: string }>(
          sql`select player_id::text as id from ledger_accounts where owner_type = 'player' limit 1`,
        )
      ).id,
    );

    // The base backup the point-in-time restore starts from: taken before everything it must replay.
    const baseBackup = join(dir, 'base');
    await pg('pg_basebackup', [
      '-h',
      dir,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-D',
      baseBackup,
      '-X',
      'stream',
      '-c',
      'fast',
    ]);

    await postBets(playerId, 5, 'drill-before');
    const atTarget = await transferCount();
    // The primary's own clock, read after the first batch committed and before the second began.
    const target = (await row<{ at: string }>(sql`select clock_timestamp()::text as at`)).at;
    await postBets(playerId, 4, 'drill-after');
    const atEnd = await transferCount();
    await archiveCurrentWal();

    const pointInTime = await drill({ BASE_BACKUP_DIR: baseBackup }, ['--target-time', target]);
    console.log(pointInTime);
    expect(pointInTime).toContain(`ledger: ${atTarget} transfers`);
    expect(pointInTime).toContain('ledger invariants hold');
    expect(pointInTime).toContain('restore drill passed');

    const latest = await drill({ SOURCE_URL: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    console.log(latest);
    expect(latest).toContain('base backup verified against its manifest');
    expect(latest).toContain(`ledger: ${atEnd} transfers`);
    expect(latest).toContain('ledger invariants hold');
    expect(atEnd).toBe(atTarget + 4);
  }, 120_000);

  it('fails when the ledger it restored is not sound', async () => {
    // A balance changed behind the ledger's back (no transfer): what a corrupt backup would look like.
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where owner_type = 'player' and kind = 'cash'`,
    );
    await archiveCurrentWal();
    await expect(drill({ BASE_BACKUP_DIR: join(dir, 'base') })).rejects.toThrow(
      /ledger invariants BROKEN: .*"mismatchedAccounts":\[\{"accountId":\d+,"balance":"\d+","fromTransfers":"\d+"\}/,
    );
  }, 120_000);
});

import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { loginFailures, players } from '../src/db/schema.ts';
import { usernameKey } from '../src/modules/auth/identity.ts';
import { MIGRATIONS_DIR } from '../src/platform/paths.ts';
import { tempDir } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

/*
 * Migration accounts_abuse_limits re-keys the usernames of a database that already has players, so that the dotted and
 * dotless i fold to one letter for them too; two names that would then collide stop the migration.
 */

/** Found by name, not number: it may be renumbered when migrations from parallel work are merged. */
const REKEYING_MIGRATION = /^\d{4}_accounts_abuse_limits$/;

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that ends just before the re-keying migration. */
function migrationsBeforeRekeying(dir: string): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
  const upTo = journal.entries.findIndex((entry) => REKEYING_MIGRATION.test(entry.tag));
  if (upTo < 0) throw new Error('the re-keying migration is not in the journal');
  const entries = journal.entries.slice(0, upTo);
  mkdirSync(join(dir, 'meta'), { recursive: true });
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), join(dir, `${tag}.sql`));
  return dir;
}

let database: TestDatabase | undefined;
const dirs: { remove(): void }[] = [];
afterEach(async () => {
  await database?.close();
  database = undefined;
  dirs.splice(0).forEach((dir) => dir.remove());
});

/** A database migrated up to just before the re-keying migration, with one country and one currency. */
async function databaseBeforeRekeying(): Promise<TestDatabase> {
  const dir = tempDir('lale-migrations-');
  dirs.push(dir);
  const db = await createTestDatabase({ migrated: false });
  database = db;
  const migrationsFolder = migrationsBeforeRekeying(dir.path);
  if (db.kind === 'pglite') await migratePglite(db.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db.db as unknown as NodePgDatabase, { migrationsFolder });
  await db.db.execute(sql`insert into countries (id, code, name) values (1, 'TR', '{"tr":"Türkiye"}')`);
  await db.db.execute(
    sql`insert into currencies (id, code, symbol, name) values (1, 'TRY', '₺', '{"tr":"TL"}')`,
  );
  return db;
}

/** A player as the code before the re-keying stored it: the key was the Turkish lower case only. */
async function insertOldPlayer(db: TestDatabase, n: number, username: string) {
  await db.db.execute(sql`
    insert into players (usercode, username, username_key, email, email_key, phone, name, surname,
                         country_id, currency_id, password_hash)
    values (${`1000000${n}`}, ${username}, ${username.toLocaleLowerCase('tr')}, ${`p${n}@example.com`},
            ${`p${n}@example.com`}, ${`90533000000${n}`}, 'Ad', 'Soyad', 1, 1, 'hash')`);
}

async function keys(db: TestDatabase, table: typeof players | typeof loginFailures) {
  const rows = await db.db.select({ key: table.usernameKey }).from(table).orderBy(table.id);
  return rows.map((row) => row.key);
}

describe('migration accounts_abuse_limits: usernames keyed with the dotted and dotless i as one letter', () => {
  it('re-keys existing players and their login failures to the key sign-up and login now compute', async () => {
    const db = await databaseBeforeRekeying();
    await insertOldPlayer(db, 1, 'IŞIK');
    await insertOldPlayer(db, 2, 'Ayşe');
    await db.db.execute(sql`insert into login_failures (username_key, ip) values ('ışık', '10.0.0.1')`);
    expect(await keys(db, players)).toEqual(['ışık', 'ayşe']);

    await db.migrate();

    expect(await keys(db, players)).toEqual([usernameKey('IŞIK'), usernameKey('Ayşe')]);
    expect(await keys(db, players)).toEqual(['işik', 'ayşe']);
    expect(await keys(db, loginFailures)).toEqual(['işik']);
  });

  it('stops, naming both players, when two names would share a key', async () => {
    const db = await databaseBeforeRekeying();
    await insertOldPlayer(db, 1, 'ali42');
    await insertOldPlayer(db, 2, 'ALI42'); // Turkish lower case: 'alı42'
    const failure: unknown = await db.migrate().then(
      () => null,
      (error: unknown) => error,
    );
    // drizzle wraps the database's error ("Failed query: …"); the reason is its cause.
    const reason = failure instanceof Error && failure.cause instanceof Error ? failure.cause.message : '';
    expect(reason).toBe(
      'usernames that differ only by a dotted or dotless i: ali42, ALI42. Rename all but one of each before migrating.',
    );
    expect(await keys(db, players)).toEqual(['ali42', 'alı42']);
  });
});

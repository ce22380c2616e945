import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConnection } from '../src/db/connection.ts';
import { queryNamedRows } from '../src/db/named-statement.ts';
import { currencies } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

/*
 * DATABASE_NAMED_STATEMENTS=off (for a transaction pooler that does not keep prepared statements,
 * PgBouncer < 1.21): the same queries run, and the server session is left holding no prepared
 * statement a pooler could hand to another client. PostgreSQL only (PGlite has no pooler in front).
 */

const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

describe.skipIf(!ADMIN_URL)('the named-statements switch', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db);
  });
  afterAll(() => database.close());

  /** Both ways the API names statements, then what the (single) session holds prepared. */
  async function preparedAfterQueries(connection: DatabaseConnection): Promise<string[]> {
    const [row] = await queryNamedRows<{ n: number }>(
      connection.db,
      'switch_probe',
      sql`select ${7}::int as n`,
    );
    expect(row?.n).toBe(7);
    const listed = await connection.db
      .select({ id: currencies.id })
      .from(currencies)
      .prepare('switch_currencies')
      .execute();
    expect(listed.length).toBeGreaterThan(0);
    const held = (await connection.db.execute(
      sql`select name from pg_prepared_statements order by name`,
    )) as unknown as {
      rows: { name: string }[];
    };
    return held.rows.map((r) => r.name);
  }

  it('prepares named statements by default', async () => {
    const connection = await openDatabase({ databaseUrl: database.url!, poolSize: 1 });
    try {
      const held = await preparedAfterQueries(connection);
      expect(held).toContain('switch_currencies');
      expect(held.some((name) => name.startsWith('switch_probe_'))).toBe(true);
    } finally {
      await connection.close();
    }
  });

  it('sends them unnamed when switched off, with the same answers', async () => {
    const connection = await openDatabase({
      databaseUrl: database.url!,
      poolSize: 1,
      namedStatements: false,
    });
    try {
      expect(await preparedAfterQueries(connection)).toEqual([]);
    } finally {
      await connection.close();
    }
  });
});

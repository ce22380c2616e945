import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_DIR } from '../platform/paths.ts';
import type { Database } from './connection.ts';

/*
 * Whether the database holds this build's migrations. drizzle's migrator records each migration it
 * applies in drizzle.__drizzle_migrations with `created_at` = the journal entry's `when`, and applies a
 * migration only when its `when` is later than the latest recorded: so the database is up to date for
 * this build exactly when its latest recorded `when` is at least the journal's last one. A database
 * ahead of the build (the next release migrated first, during a rolling deploy) counts as applied:
 * migrations only add what the previous build can ignore.
 */

const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })).min(1) });

/** The `when` of the build's last migration (apps/api/drizzle/meta/_journal.json). */
export function latestJournalMigration(migrationsDir: string = MIGRATIONS_DIR): number {
  const journal = JournalSchema.parse(
    JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')),
  );
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The `when` of the latest migration the database recorded; null when it has none (a new database). */
export async function latestAppliedMigration(db: Database): Promise<number | null> {
  // A new database has no drizzle schema yet: asking for the table by name first avoids an error.
  const [table] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`),
  );
  if (!table?.found) return null;
  const [row] = rowsOf<{ latest: string | number | null }>(
    await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`),
  );
  return row?.latest == null ? null : Number(row.latest);
}

/** True when the database holds every migration of this build (see above). */
export async function migrationsApplied(db: Database, latestInBuild: number): Promise<boolean> {
  const applied = await latestAppliedMigration(db);
  return applied !== null && applied >= latestInBuild;
}

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './executor.ts';

/*
 * A raw statement run as a server-side prepared (named) statement. `db.execute(sql)` sends an unnamed
 * statement that PostgreSQL parses and plans on every call; for the ledger's posting statement (a
 * multi-CTE query run once per bet) that planning was the largest single cost (bench/README.md, wallet).
 * A named statement is parsed once per connection and, after PostgreSQL's first five custom plans, runs
 * a cached generic plan. drizzle names statements only for its query builders, so this goes through the
 * session's public `prepareQuery` with the same SQL text drizzle would send.
 *
 * The name is derived from the statement's text: one text, one name, on every connection (pg refuses a
 * name reused with another text). Callers pass statements whose text depends only on their shape, never
 * on values (values are parameters), so the set of names stays small.
 */

const dialect = new PgDialect();
/** Text → name, for the few shapes a caller has; bounded so a caller's mistake cannot grow it forever. */
const namesByText = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 256;

function nameOf(prefix: string, text: string): string {
  const known = namesByText.get(text);
  if (known) return known;
  const name = `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  if (namesByText.size < MAX_REMEMBERED_NAMES) namesByText.set(text, name);
  return name;
}

/** Rows of `query`, run as a named statement on the executor's connection (or transaction). */
export async function queryNamedRows<T>(executor: DbExecutor, prefix: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const prepared = executor._.session.prepareQuery(
    { sql: text, params },
    undefined,
    nameOf(prefix, text),
    false,
  );
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

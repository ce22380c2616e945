import { PHONE_PREFIX, type AdminPlayerSort, type PlayerStatus } from '@lale/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor.ts';
import { emailKey, usernameKey } from './identity.ts';

/*
 * The back office's player directory (issue #25): the search and the profile read of `players`, which
 * this module owns. The statements are plain SQL texts built here, once, for the API and for
 * bench/backoffice's bare server alike (it runs these very functions), so both measure the same query.
 *
 * Every branch of the search can use an index (migration backoffice_players): the id, the folded
 * username and e-mail keys, the phone and lower(name)/lower(surname) with text_pattern_ops (so a
 * prefix `like 'ab%'` uses the index whatever the database's collation), the national id (unique).
 * A branch is only added when the text can match it (the phone needs digits, the national id 11 of
 * them), so PostgreSQL ORs a few index scans (BitmapOr) instead of scanning the table.
 */

export type PlayerSearch = {
  q?: string | undefined;
  status?: PlayerStatus | undefined;
  sort: AdminPlayerSort;
  dir: 'asc' | 'desc';
};

export type PlayerDirectoryRow = {
  id: number;
  username: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  status: PlayerStatus;
  currency: string;
  currency_id: number;
  created_at: Date | string;
};

/** `text` as the start of a LIKE pattern: its own %, _ and \ are matched literally. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const NATIONAL_ID = /^\d{11}$/;
/** A phone as people type it: digits with spaces, dashes, dots, brackets or a leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;
const LARGEST_ID = 9_007_199_254_740_991;

function matchOf(q: string): SQL {
  const branches: SQL[] = [
    sql`p.username_key like ${prefixPattern(usernameKey(q))}`,
    sql`p.email_key like ${prefixPattern(emailKey(q))}`,
  ];
  if (/^\d+$/.test(q) && Number(q) <= LARGEST_ID) branches.push(sql`p.id = ${Number(q)}`);
  const digits = q.replace(/\D+/g, '');
  if (PHONE_LIKE.test(q) && digits.length > 0) {
    branches.push(sql`p.phone like ${prefixPattern(digits)}`);
    // Phones are stored with the country prefix; people type a Turkish number without it (532...).
    if (!digits.startsWith(PHONE_PREFIX))
      branches.push(sql`p.phone like ${prefixPattern(`${PHONE_PREFIX}${digits}`)}`);
  }
  if (NATIONAL_ID.test(q)) branches.push(sql`p.personal_no = ${q}`);
  if (/\p{L}/u.test(q)) {
    // lower() on both sides: the index is on lower(name), and PostgreSQL folds lower('text') at planning.
    const pattern = prefixPattern(q);
    branches.push(sql`lower(p.name) like lower(${pattern})`, sql`lower(p.surname) like lower(${pattern})`);
  }
  return sql`(${sql.join(branches, sql` or `)})`;
}

function whereOf({ q, status }: Pick<PlayerSearch, 'q' | 'status'>): SQL {
  const conditions: SQL[] = [];
  if (q) conditions.push(matchOf(q));
  if (status) conditions.push(sql`p.status = ${status}`);
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

const ORDER: Record<AdminPlayerSort, string> = {
  id: 'p.id',
  username: 'p.username_key',
  createdAt: 'p.created_at',
};

/** One page of the search, in the asked order (the id breaks ties). */
export function playerSearchSql(search: PlayerSearch, skip: number, take: number): SQL {
  const dir = search.dir === 'asc' ? 'asc' : 'desc';
  const order = search.sort === 'id' ? `p.id ${dir}` : `${ORDER[search.sort]} ${dir}, p.id ${dir}`;
  return sql`select p.id::int as id, p.username, p.name, p.surname, p.email, p.phone, p.status,
       c.code as currency, p.currency_id as currency_id, p.created_at
  from players p join currencies c on c.id = p.currency_id
  ${whereOf(search)}
 order by ${sql.raw(order)}
 limit ${take} offset ${skip}`;
}

/** How many players the search matches. */
export function playerCountSql(search: Pick<PlayerSearch, 'q' | 'status'>): SQL {
  return sql`select count(*)::int as n from players p ${whereOf(search)}`;
}

async function rows<T>(executor: DbExecutor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function searchPlayers(
  executor: DbExecutor,
  search: PlayerSearch,
  skip: number,
  take: number,
): Promise<PlayerDirectoryRow[]> {
  return rows<PlayerDirectoryRow>(executor, playerSearchSql(search, skip, take));
}

export async function countPlayers(
  executor: DbExecutor,
  search: Pick<PlayerSearch, 'q' | 'status'>,
): Promise<number> {
  const [row] = await rows<{ n: number }>(executor, playerCountSql(search));
  return row?.n ?? 0;
}

export type PlayerProfileRow = PlayerDirectoryRow & {
  personal_no: string | null;
  birth_date: string | null;
  country: string;
  phone_verified_at: Date | string | null;
};

/** The player card's profile (undefined: no such player). */
export async function playerProfile(
  executor: DbExecutor,
  playerId: number,
): Promise<PlayerProfileRow | undefined> {
  const [row] = await rows<PlayerProfileRow>(
    executor,
    sql`select p.id::int as id, p.username, p.name, p.surname, p.email, p.phone, p.status,
       c.code as currency, p.currency_id as currency_id, p.created_at, p.personal_no,
       p.birth_date::text as birth_date, k.code as country, p.phone_verified_at
  from players p join currencies c on c.id = p.currency_id join countries k on k.id = p.country_id
 where p.id = ${playerId}`,
  );
  return row;
}

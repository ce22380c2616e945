import { TransactionStatus, TransactionType } from '@lale/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { NotificationContent } from './repo.ts';

/*
 * Who a back-office message reaches (issue #27): one player, a segment, or every active player — and
 * never a player under a self-exclusion, a time-out or an operator's restriction at that moment. The
 * filters read other modules' tables (players; sessions for activity; player_restrictions of safer
 * play; payment_transactions; player_bonuses): listed cross-module reads, all in the one statement
 * that writes the rows, so what is counted is what is sent.
 */

/** A segment with its amounts already in minor units of `deposits.currencyId`. */
export type ResolvedSegment = {
  countryIds?: readonly number[] | undefined;
  statuses: readonly string[];
  activeWithinDays?: number | undefined;
  inactiveForDays?: number | undefined;
  deposits?: { currencyId: number; minMinor?: bigint | undefined; maxMinor?: bigint | undefined } | undefined;
  bonusUse?: 'any' | 'running' | 'never' | undefined;
};

export type ResolvedAudience = 'all' | { playerId: number } | { segment: ResolvedSegment };

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A restriction of safer play in force on `p` at `now` (the wager gate's rule, without the KYC level). */
const restricted = (now: Date) => sql`exists (
  select 1 from player_restrictions r
   where r.player_id = p.id and r.lifted_at is null and r.starts_at <= ${at(now)}
     and (r.ends_at is null or r.ends_at > ${at(now)}))`;

/** The player's last call on the site (the latest session's last call). */
const lastSeen = sql`(select max(s.last_seen_at) from sessions s where s.player_id = p.id)`;

function segmentWhere(segment: ResolvedSegment, now: Date): SQL {
  const parts: SQL[] = [
    sql`p.status in (${sql.join(
      segment.statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (segment.countryIds)
    parts.push(
      sql`p.country_id in (${sql.join(
        segment.countryIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
  if (segment.activeWithinDays !== undefined)
    parts.push(sql`${lastSeen} >= ${at(now)} - make_interval(days => ${segment.activeWithinDays}::int)`);
  if (segment.inactiveForDays !== undefined)
    parts.push(
      sql`coalesce(${lastSeen}, p.created_at) < ${at(now)} - make_interval(days => ${segment.inactiveForDays}::int)`,
    );
  if (segment.deposits) {
    const { currencyId, minMinor, maxMinor } = segment.deposits;
    const total = sql`(select coalesce(sum(t.amount_minor), 0) from payment_transactions t
                        where t.player_id = p.id and t.type = ${TransactionType.Deposit}
                          and t.status = ${TransactionStatus.Confirmed} and t.currency_id = ${currencyId}::int)`;
    parts.push(sql`p.currency_id = ${currencyId}::int`);
    if (minMinor !== undefined) parts.push(sql`${total} >= ${minMinor.toString()}::bigint`);
    if (maxMinor !== undefined) parts.push(sql`${total} <= ${maxMinor.toString()}::bigint`);
  }
  if (segment.bonusUse === 'any')
    parts.push(sql`exists (select 1 from player_bonuses b where b.player_id = p.id)`);
  if (segment.bonusUse === 'running')
    parts.push(sql`exists (select 1 from player_bonuses b where b.player_id = p.id and b.status = 'active')`);
  if (segment.bonusUse === 'never')
    parts.push(sql`not exists (select 1 from player_bonuses b where b.player_id = p.id)`);
  return sql.join(parts, sql` and `);
}

function audienceWhere(audience: ResolvedAudience, now: Date): SQL {
  if (audience === 'all') return sql`p.status = 'active'`;
  if ('playerId' in audience) return sql`p.id = ${audience.playerId}`;
  return segmentWhere(audience.segment, now);
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function createAudienceRepo(db: Database) {
  return {
    /** How many the audience reaches now, and how many of its players safer play leaves out. */
    async count(audience: ResolvedAudience, now: Date): Promise<{ recipients: number; skipped: number }> {
      const [row] = await rows<{ recipients: number; skipped: number }>(
        db,
        sql`select count(*) filter (where not ${restricted(now)})::int as recipients,
                   count(*) filter (where ${restricted(now)})::int as skipped
              from players p where ${audienceWhere(audience, now)}`,
      );
      return row ?? { recipients: 0, skipped: 0 };
    },

    /**
     * One row per receiving player in a single INSERT ... SELECT (a player who registers or is
     * restricted meanwhile is either in or out, never half); answers each new row's id and player.
     */
    async insertFor(audience: ResolvedAudience, content: NotificationContent, now: Date) {
      const inserted = await rows<{ id: number | string; player_id: number | string }>(
        db,
        sql`insert into notifications (player_id, type, title, note, created_at)
            select p.id, ${content.type}::smallint, ${JSON.stringify(content.title)}::jsonb,
                   ${JSON.stringify(content.note)}::jsonb, ${at(now)}
              from players p
             where ${audienceWhere(audience, now)} and not ${restricted(now)}
             order by p.id
            returning id, player_id`,
      );
      // node-postgres answers bigint as text, PGlite as number: normalise both.
      return inserted.map((row) => ({ id: Number(row.id), playerId: Number(row.player_id) }));
    },

    async playerExists(playerId: number): Promise<boolean> {
      const [row] = await rows<{ found: boolean }>(
        db,
        sql`select exists (select 1 from players where id = ${playerId}) as found`,
      );
      return row?.found ?? false;
    },
  };
}

export type AudienceRepo = ReturnType<typeof createAudienceRepo>;

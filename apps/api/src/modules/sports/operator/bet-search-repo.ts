import { and, count, desc, eq, exists, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminSportsBet } from '@lale/contracts';
import type { Database } from '../../../db/connection.ts';
import { currencies, players, sportBetLegs, sportBets } from '../../../db/schema.ts';
import { usernameKey } from '../../auth/index.ts';
import { betLegs } from '../book-repo.ts';

/*
 * SQL of the operator's bet search (bet-search.ts). It joins `players` (owned by auth) for the username
 * filter and column, and `currencies` (reference data) for the stake filter in each bet's own currency:
 * a documented exception to "read another module's tables through its index" (ARCHITECTURE.md "Repos
 * and table ownership"), since both filter a paged, counted list inside one statement.
 */

export type BetSearchFilter = {
  playerId?: number | undefined;
  username?: string | undefined;
  eventId?: number | undefined;
  status?: AdminSportsBet['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** A decimal amount ('25.5'), compared in each bet's currency. */
  minStake?: number | undefined;
  skip: number;
  take: number;
};

/** The start of an Istanbul calendar day as an instant (PostgreSQL knows the zone's history). */
const istanbulDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Istanbul')`;

function filterWhere(db: Database, filter: BetSearchFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.playerId !== undefined) conditions.push(eq(sportBets.playerId, filter.playerId));
  if (filter.username !== undefined)
    conditions.push(eq(players.usernameKey, usernameKey(filter.username.trim())));
  if (filter.eventId !== undefined)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(sportBetLegs)
          .where(and(eq(sportBetLegs.betId, sportBets.id), eq(sportBetLegs.eventId, filter.eventId))),
      ),
    );
  if (filter.status !== undefined) conditions.push(eq(sportBets.status, filter.status));
  if (filter.from) conditions.push(gte(sportBets.placedAt, istanbulDayStart(filter.from)));
  if (filter.to) conditions.push(lt(sportBets.placedAt, istanbulDayStart(filter.to, 1)));
  if (filter.minStake !== undefined)
    // The amount as text, scaled in numeric: no float ever touches the comparison.
    conditions.push(
      sql`${sportBets.stakeMinor} >= ${String(filter.minStake)}::numeric * power(10::numeric, ${currencies.minorUnits})`,
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createBetSearchRepo(db: Database) {
  return {
    /** A page of the bets matching `filter` (newest first) with username and currency, and the count. */
    async search(filter: BetSearchFilter) {
      const where = filterWhere(db, filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            bet: sportBets,
            username: players.username,
            currency: currencies.code,
            minorUnits: currencies.minorUnits,
          })
          .from(sportBets)
          .innerJoin(players, eq(players.id, sportBets.playerId))
          .innerJoin(currencies, eq(currencies.id, sportBets.currencyId))
          .where(where)
          .orderBy(desc(sportBets.placedAt), desc(sportBets.id))
          .offset(filter.skip)
          .limit(filter.take),
        db
          .select({ n: count() })
          .from(sportBets)
          .innerJoin(players, eq(players.id, sportBets.playerId))
          .innerJoin(currencies, eq(currencies.id, sportBets.currencyId))
          .where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    betLegs: (betIds: readonly number[]) => betLegs(db, betIds),
  };
}

export type BetSearchRepo = ReturnType<typeof createBetSearchRepo>;

import { minorToDecimal, type AdminSportsBet } from '@lale/contracts';
import { and, count, desc, eq, exists, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection.ts';
import { currencies, players, sportBetLegs, sportBets } from '../../../db/schema.ts';
import { usernameKey } from '../../auth/index.ts';
import { betLegs, legOf } from '../book-read.ts';

/*
 * The operator's bet search (`/api/admin/sports/bets`): every player's bets, newest first, with their
 * legs, filtered by player (id or username, matched as login matches it), event, status, placement
 * days (Europe/Istanbul, both inclusive) and a minimum stake in the bet's own currency.
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

export function createBetSearch(db: Database) {
  return async function searchBets(
    filter: BetSearchFilter,
  ): Promise<{ items: AdminSportsBet[]; total: number }> {
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
    const legs = await betLegs(
      db,
      rows.map((r) => r.bet.id),
    );
    return {
      total: counted?.n ?? 0,
      items: rows.map(({ bet, username, currency, minorUnits }) => {
        const money = (minor: bigint) => minorToDecimal(minor, minorUnits);
        return {
          id: bet.id,
          playerId: bet.playerId,
          username,
          kind: bet.kind as AdminSportsBet['kind'],
          systemSize: bet.systemSize,
          status: bet.status as AdminSportsBet['status'],
          stake: money(bet.stakeMinor),
          potentialPayout: money(bet.potentialPayoutMinor),
          payout: money(bet.paidMinor),
          owed: money(bet.owedMinor),
          currency,
          placedAt: bet.placedAt.toISOString(),
          settledAt: bet.settledAt?.toISOString() ?? null,
          legs: legs
            .filter((leg) => leg.betId === bet.id)
            .map((leg) => ({ ...legOf(leg), marketId: leg.marketId })),
        };
      }),
    };
  };
}

export type BetSearch = ReturnType<typeof createBetSearch>;

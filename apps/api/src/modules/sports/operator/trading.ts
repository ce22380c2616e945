import type {
  AdminSportsEventDetail,
  AdminSportsEventLiability,
  AdminSportsEventSummary,
  AdminSportsPlayerLimits,
} from '@lale/contracts';
import {
  AdminSportsEventLimitsRequestSchema,
  AdminSportsPlayerLimitsRequestSchema,
  type AdminSportsEventLimitsRequest,
  type AdminSportsPlayerLimitsRequest,
} from '@lale/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Applier, ChangeImpact } from '../../approvals/index.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import type { SportsConfig } from '../config.ts';
import type { TradingEventRow, TradingRepo, TradingState } from './trading-repo.ts';

/*
 * The trading room's reads and its limits (issue #27, `/api/admin/sports/events…`, `players/:id/limits`):
 * the book's events as a trader scans them, one event with every market (the feed's status, the
 * operator's holds, the results) and its open exposure, and the limits placement narrows the book
 * with (bets/limits-repo.ts reads them at each bet). Holds and settlements stay service.ts's actions.
 * Names are the back office's language (English); the site names its own.
 */

type Deps = {
  repo: TradingRepo;
  clock: Clock;
  config: Pick<SportsConfig, 'minStake' | 'maxStake' | 'liveDelayMs'>;
  /** The event's open exposure, one entry per currency (liability.ts). */
  liability: (eventId: number) => Promise<AdminSportsEventLiability[]>;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function summary(row: TradingEventRow): AdminSportsEventSummary {
  return {
    eventId: Number(row.id),
    sport: row.sport.en,
    tournament: row.tournament.en,
    home: row.home,
    away: row.away,
    startTime: iso(row.start_time),
    status: row.status,
    homeScore: row.home_score,
    awayScore: row.away_score,
    matchTime: row.match_time,
    held: row.held,
    heldMarkets: row.held_markets,
    markets: row.markets,
    openBets: row.open_bets,
    limits: { stakePercent: row.stake_percent, liveDelaySeconds: row.live_delay_seconds },
  };
}

/** A stake limit as the approval line measures it: none is the book's whole maximum, 100%. */
const percentOf = (stakePercent: number | null | undefined) => BigInt(stakePercent ?? 100);

/** A player's stake limit as the back office shows it, from its row (undefined: no such player). */
function playerLimitsOf(
  playerId: number,
  row: Awaited<ReturnType<TradingRepo['playerLimits']>>,
): AdminSportsPlayerLimits {
  if (!row) throw refuse({ code: 'SportsPlayerNotFound' });
  return {
    playerId,
    username: row.username,
    stakePercent: row.stake_percent,
    reason: row.reason,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at === null ? null : iso(row.updated_at),
  };
}

export function createTrading({ repo, clock, config, liability }: Deps) {
  const trading = {
    async events(filter: { state: TradingState; search?: string | undefined; skip: number; take: number }) {
      const rows = await repo.events({ ...filter, now: clock.now() });
      return { items: rows.map(summary), total: rows[0]?.total ?? 0 };
    },

    async event(eventId: number): Promise<AdminSportsEventDetail> {
      const row = await repo.event(eventId);
      if (!row) throw refuse({ code: 'SportsEventNotFound' });
      const [{ markets, outcomes, holds }, exposure] = await Promise.all([
        repo.markets(eventId),
        liability(eventId),
      ]);
      const holdOf = (marketId: string | null) => {
        const hold = holds.find((h) => h.market_id === marketId);
        return hold ? { reason: hold.reason, heldAt: iso(hold.held_at), heldBy: hold.held_by } : null;
      };
      return {
        ...summary(row),
        hold: holdOf(null),
        markets: markets.map((market) => ({
          id: market.id,
          key: market.key,
          specifiers: market.specifiers,
          status: market.status,
          hold: holdOf(String(market.id)),
          outcomes: outcomes
            .filter((o) => o.marketId === market.id)
            .map((o) => ({
              id: o.id,
              odds: o.odds,
              active: o.active,
              result: o.result === null ? null : o.result === 1 ? ('won' as const) : ('lost' as const),
              voidFactor: o.voidFactor === null ? null : Number(o.voidFactor),
            })),
        })),
        liability: exposure,
        book: {
          minStake: config.minStake,
          maxStake: config.maxStake,
          liveDelaySeconds: config.liveDelayMs / 1_000,
        },
      };
    },

    /** Sets the event's limits (both null: the book's own again); answers them with the value before. */
    async setEventLimits(
      staffId: number,
      eventId: number,
      input: { stakePercent: number | null; liveDelaySeconds: number | null; reason: string },
    ) {
      if (!(await repo.event(eventId))) throw refuse({ code: 'SportsEventNotFound' });
      return repo.transaction(async (tx) => {
        const before = await repo.eventLimits(tx, eventId);
        await repo.setEventLimits(tx, {
          eventId,
          stakePercent: input.stakePercent,
          liveDelaySeconds: input.liveDelaySeconds,
          reason: input.reason,
          updatedBy: staffId,
          updatedAt: clock.now(),
        });
        return {
          before: {
            eventId,
            stakePercent: before?.stakePercent ?? null,
            liveDelaySeconds: before?.liveDelaySeconds ?? null,
          },
          after: { eventId, stakePercent: input.stakePercent, liveDelaySeconds: input.liveDelaySeconds },
        };
      });
    },

    async playerLimits(playerId: number): Promise<AdminSportsPlayerLimits> {
      return playerLimitsOf(playerId, await repo.playerLimits(playerId));
    },

    /**
     * Sets (null: clears) the player's stake limit; answers it with the value before. The before is read
     * under the player's lock, in the write's transaction: the audit row of each of two staff writing at
     * once names the value the other left, never the same one twice.
     */
    async setPlayerLimits(
      staffId: number,
      playerId: number,
      input: { stakePercent: number | null; reason: string },
    ) {
      return repo.transaction(async (tx) => {
        if (!(await repo.lockPlayer(tx, playerId))) throw refuse({ code: 'SportsPlayerNotFound' });
        const before = playerLimitsOf(playerId, await repo.playerLimits(playerId, tx));
        await repo.writePlayerLimits(tx, {
          playerId,
          stakePercent: input.stakePercent,
          reason: input.reason,
          updatedBy: staffId,
          updatedAt: clock.now(),
        });
        return { before, after: playerLimitsOf(playerId, await repo.playerLimits(playerId, tx)) };
      });
    },

    /** What new event limits would do to its stake limit, for the owner's approval line (issue #27). */
    async eventLimitsImpact(eventId: number, input: AdminSportsEventLimitsRequest): Promise<ChangeImpact> {
      const row = await repo.event(eventId);
      if (!row) throw refuse({ code: 'SportsEventNotFound' });
      return {
        kind: 'event_stake_limit',
        targetId: eventId,
        targetName: `${row.home} – ${row.away}`,
        measure: 'stakePercent',
        currencyId: null,
        before: percentOf(row.stake_percent),
        after: percentOf(input.stakePercent),
        payload: input,
      };
    },

    /** What a player's new stake limit would do, for the owner's approval line (issue #27). */
    async playerLimitsImpact(playerId: number, input: AdminSportsPlayerLimitsRequest): Promise<ChangeImpact> {
      const before = await trading.playerLimits(playerId);
      return {
        kind: 'player_stake_limit',
        targetId: playerId,
        targetName: before.username,
        measure: 'stakePercent',
        currencyId: null,
        before: percentOf(before.stakePercent),
        after: percentOf(input.stakePercent),
        payload: input,
      };
    },

    /** Held event limits a second approver let through. */
    async applyHeldEventLimits({ actor, targetId, payload }: Parameters<Applier>[0]) {
      const input = AdminSportsEventLimitsRequestSchema.parse(payload);
      const { before, after } = await trading.setEventLimits(actor, targetId!, input);
      return { targetId: targetId!, before, after: { ...after, reason: input.reason } };
    },

    /** A held player stake limit a second approver let through. */
    async applyHeldPlayerLimits({ actor, targetId, payload }: Parameters<Applier>[0]) {
      const input = AdminSportsPlayerLimitsRequestSchema.parse(payload);
      return { targetId: targetId!, ...(await trading.setPlayerLimits(actor, targetId!, input)) };
    },
  };
  return trading;
}

export type Trading = ReturnType<typeof createTrading>;

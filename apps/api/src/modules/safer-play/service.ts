import {
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type Restriction,
  type RestrictionKind,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthContext, SessionService } from '../session/index.ts';
import { SELF_EXCLUSION_END, TIME_OUT_END } from './periods.ts';
import type { RestrictionRow, SaferPlayRepo } from './repo.ts';

/*
 * A player's own time-out and self-exclusion (issue #26). Taking one is one transaction: the restriction
 * row, the running bonus forfeited, every site session and launched game of the player ended — so the
 * other tab and the game frame stop at once, and from the row's start the wager gate refuses every stake
 * on every path (modules/integrity) and sign-in is refused with its end (modules/auth). Neither can be
 * shortened by the player: rows are never deleted, and only staff lift one (a later slice, with its
 * cooling-off for a self-exclusion's end).
 */

export type SaferPlayDeps = {
  repo: SaferPlayRepo;
  clock: Clock;
  sessions: Pick<SessionService, 'endAllOfPlayer'>;
  bonuses: { forfeitActiveOf(tx: DbExecutor, playerId: number): Promise<boolean> };
};

const view = (row: RestrictionRow): Restriction => ({
  kind: row.kind,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

export function createSaferPlayService({ repo, clock, sessions, bonuses }: SaferPlayDeps) {
  async function take(playerId: number, kind: RestrictionKind, endsAt: Date, reason: string) {
    const now = clock.now();
    return repo.transaction(async (tx) => {
      await repo.lockPlayer(tx, playerId);
      const row = await repo.insert(tx, { playerId, kind, startsAt: now, endsAt, reason, staffId: null });
      await bonuses.forfeitActiveOf(tx, playerId);
      await sessions.endAllOfPlayer(playerId, null, 'restricted', tx);
      return view(row);
    });
  }

  return {
    /** The restriction that decides for the player now (the wager gate's order), if any. */
    async inForce(playerId: number, executor?: DbExecutor): Promise<RestrictionRow | undefined> {
      const [first] = await repo.inForce(playerId, clock.now(), executor);
      return first;
    },

    async status(auth: AuthContext) {
      const [first] = await repo.inForce(auth.playerId, clock.now());
      return {
        restriction: first ? view(first) : null,
        timeOutPeriods: [...TIME_OUT_PERIODS],
        selfExclusionPeriods: [...SELF_EXCLUSION_PERIODS],
      };
    },

    /** A time-out from now for `period`; the caller's own session ends with it. */
    timeOut: (auth: AuthContext, period: TimeOutPeriod) =>
      take(auth.playerId, 'time_out', TIME_OUT_END[period](clock.now()), period),

    /** A self-exclusion from now for `period`; the caller's own session ends with it. */
    selfExclude: (auth: AuthContext, period: SelfExclusionPeriod) =>
      take(auth.playerId, 'self_exclusion', SELF_EXCLUSION_END[period](clock.now()), period),
  };
}

export type SaferPlayService = ReturnType<typeof createSaferPlayService>;

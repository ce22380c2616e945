import { minorToSignedDecimal, type RealityCheck, type RealityCheckInterval } from '@lale/contracts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { AuthContext } from '../session/index.ts';
import type { PlayTotals } from '../wallet/index.ts';

/*
 * Reality checks (issue #26): the interval the player chose (none chosen: the operator's default,
 * settings.ts), and what they did since the current sign-in — the site session's start — read from the
 * ledger by the history's rule (wallet player-legs-sql.ts) each time the site asks. Nothing is kept
 * between checks: the site shows the figures of the moment the overlay opens.
 *
 * Time base: the sign-in is the session row's `created_at`, written from the API's clock; the ledger
 * stamps transfers with the database's `now()`. Both are the wall clock in production (the API runs on
 * the system clock, PostgreSQL on its host's), so the session's start is compared with the ledger's
 * stamps as it is, with no conversion — a skew of milliseconds only matters for a bet placed within
 * them of signing in. Elapsed time is the API's clock against the same start, so it stays consistent
 * with the session's expiry. Tests that inject a clock date their transfers in that clock (the
 * history test does the same).
 */

export type RealityCheckDeps = {
  clock: Clock;
  money: Pick<MoneyService, 'currency'>;
  /** When the session began (modules/session); null: no such session. */
  sessionStart: (sessionId: number) => Promise<Date | null>;
  /** The player's choice: undefined when they never chose (the default applies), null for off. */
  chosenInterval: (playerId: number) => Promise<RealityCheckInterval | null | undefined>;
  /** The operator's interval for a player who never chose (settings.ts; null: off). */
  defaultInterval: () => Promise<RealityCheckInterval | null>;
  playTotalsSince: (playerId: number, currencyId: number, since: Date) => Promise<PlayTotals>;
};

export async function realityCheckInterval(
  deps: Pick<RealityCheckDeps, 'chosenInterval' | 'defaultInterval'>,
  playerId: number,
): Promise<RealityCheckInterval | null> {
  const chosen = await deps.chosenInterval(playerId);
  // A choice the operator stopped offering still holds: it is the player's own, and only ever asked for
  // a reminder; the page offers the current intervals when they change it.
  return chosen === undefined ? deps.defaultInterval() : chosen;
}

export async function realityCheck(deps: RealityCheckDeps, auth: AuthContext): Promise<RealityCheck> {
  const signedInAt = await deps.sessionStart(auth.sessionId);
  // The guard found the session a moment ago; only a caller without one (a test, a job) lands here.
  if (!signedInAt) throw refuse({ code: 'SessionRequired' });
  const [intervalMinutes, totals, { minorUnits }] = await Promise.all([
    realityCheckInterval(deps, auth.playerId),
    deps.playTotalsSince(auth.playerId, auth.currencyId, signedInAt),
    deps.money.currency(auth.currencyId),
  ]);
  const d = (minor: bigint) => minorToSignedDecimal(minor, minorUnits);
  const net = totals.winsCash + totals.winsBonus - totals.stakesCash - totals.stakesBonus;
  return {
    intervalMinutes,
    signedInAt: signedInAt.toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((deps.clock.now().getTime() - signedInAt.getTime()) / 1000)),
    stakes: { cash: d(totals.stakesCash), bonus: d(totals.stakesBonus) },
    wins: { cash: d(totals.winsCash), bonus: d(totals.winsBonus) },
    net: d(net),
  };
}

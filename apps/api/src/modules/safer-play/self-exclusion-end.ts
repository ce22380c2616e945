import type { SelfExclusionEndRequest } from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { SessionMeta } from '../session/index.ts';
import type { SaferPlayRepo } from './repo.ts';

/*
 * A self-exclusion's end (issue #26: "the end of a self-exclusion needs a request and a cooling-off of
 * 24 h"). When the period is over, access does not come back by itself: sign-in stays refused
 * (AccountSelfExclusionOver) until the player asks, and opens the operator's cooling-off (24 hours or
 * more, settings.ts) after the request
 * (AccountSelfExclusionCoolingOff until then). A time-out ends by itself.
 *
 * The player cannot sign in, so the request is authenticated by the credentials themselves — checked by
 * the sign-in's own steps (modules/auth verifyCredentials: its throttle, argon2, the same answer for an
 * unknown username and a wrong password, a closed account told so) — and opens no session. Asked
 * before the end, it is refused with the end date; asked again during the cooling-off, it answers the
 * first request's time (the cooling-off never restarts, and is never shortened).
 *
 * Nothing else has to change for stakes: every session and launched game ended when the self-exclusion
 * began, and only sign-in opens a new one — so sign-in is the one door this rule guards.
 */

const HOUR_MS = 3_600_000;

export type SelfExclusionEndDeps = {
  repo: Pick<SaferPlayRepo, 'transaction' | 'lockPlayer' | 'inForce' | 'endAwaited' | 'requestEnd'>;
  clock: Clock;
  /**
   * The operator's cooling-off in hours (settings.ts, at least 24), read at each use: a change applies to
   * requests already waiting too, measured from their own moment.
   */
  coolingOffHours: (executor?: DbExecutor) => Promise<number>;
  /** The sign-in's credential check (modules/auth); throws its refusal. */
  verifyCredentials: (input: SelfExclusionEndRequest, meta: SessionMeta) => Promise<{ playerId: number }>;
};

/** What sign-in asks: the self-exclusion over but not given back, with when access comes (null: not asked). */
export async function endAwaited(
  { repo, clock, coolingOffHours }: Pick<SelfExclusionEndDeps, 'repo' | 'clock' | 'coolingOffHours'>,
  playerId: number,
): Promise<{ endedAt: Date; accessFrom: Date | null; coolingOffHours: number } | undefined> {
  const hours = await coolingOffHours();
  const coolingOffMs = hours * HOUR_MS;
  const row = await repo.endAwaited(playerId, clock.now(), coolingOffMs);
  if (!row) return undefined;
  return {
    endedAt: row.endsAt,
    accessFrom: row.endRequestedAt ? new Date(row.endRequestedAt.getTime() + coolingOffMs) : null,
    coolingOffHours: hours,
  };
}

/** The player asks for their self-exclusion's end; answers when sign-in opens. */
export async function requestSelfExclusionEnd(
  { repo, clock, verifyCredentials, coolingOffHours }: SelfExclusionEndDeps,
  input: SelfExclusionEndRequest,
  meta: SessionMeta,
): Promise<{ accessFrom: Date; coolingOffHours: number }> {
  const { playerId } = await verifyCredentials(input, meta);
  const now = clock.now();
  return repo.transaction(async (tx) => {
    const hours = await coolingOffHours(tx);
    const coolingOffMs = hours * HOUR_MS;
    // Under the player's row lock: two requests at once record one moment.
    await repo.lockPlayer(tx, playerId);
    const running = (await repo.inForce(playerId, now, tx)).find((row) => row.kind === 'self_exclusion');
    if (running) throw refuse({ code: 'SelfExclusionNotOver', until: running.endsAt });
    const awaited = await repo.endAwaited(playerId, now, coolingOffMs, tx);
    if (!awaited) throw refuse({ code: 'SelfExclusionNoEndToRequest' });
    const requestedAt = awaited.endRequestedAt ?? now;
    if (!awaited.endRequestedAt) await repo.requestEnd(tx, awaited.id, now);
    return { accessFrom: new Date(requestedAt.getTime() + coolingOffMs), coolingOffHours: hours };
  });
}

import { addMs, type Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { AuthRepo } from './repo.ts';

/*
 * Login throttling (DESIGN §9) from the login_failures table, so every API process sees the same
 * counts. A username with 5 failures within 15 minutes is locked for 15 minutes from the 5th; an IP
 * with 20 failures within 15 minutes likewise (higher: many players may share one address).
 * Attempts refused by a lock are not recorded, so a lock ends when it says it will. A successful
 * login resets the username's count (failures before the player's last sign-in are ignored) but not
 * the IP's.
 */

export const USERNAME_MAX_FAILURES = 5;
export const IP_MAX_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

/** The end of the lock that `failures` (newest first) put in place, or null when there is none now. */
export function lockedUntil(failures: Date[], max: number, now: Date): Date | null {
  const newest = failures[0];
  const nth = failures[max - 1];
  if (!newest || !nth || newest.getTime() - nth.getTime() >= FAILURE_WINDOW_MS) return null;
  const until = addMs(newest, LOCK_MS);
  return until > now ? until : null;
}

export function createLoginThrottle({ repo, clock }: { repo: AuthRepo; clock: Clock }) {
  /** Only failures recent enough to be part of a window or a running lock matter. */
  const lookback = (now: Date) => addMs(now, -(FAILURE_WINDOW_MS + LOCK_MS));

  return {
    /** Refuses (`NetworkLocked`, `LoginLocked`) while the IP or the username is locked. `resetAt`: the player's last sign-in. */
    async assertOpen(usernameKey: string, ip: string, resetAt: Date | null): Promise<void> {
      const now = clock.now();
      const since = lookback(now);
      const ipUntil = lockedUntil(
        await repo.recentFailures({ ip }, since, IP_MAX_FAILURES),
        IP_MAX_FAILURES,
        now,
      );
      if (ipUntil) throw refuse({ code: 'NetworkLocked', until: ipUntil });
      const userSince = resetAt && resetAt > since ? resetAt : since;
      const failures = await repo.recentFailures({ usernameKey }, userSince, USERNAME_MAX_FAILURES);
      const userUntil = lockedUntil(failures, USERNAME_MAX_FAILURES, now);
      if (userUntil) throw refuse({ code: 'LoginLocked', until: userUntil });
    },

    recordFailure: (usernameKey: string, ip: string) => repo.recordLoginFailure(usernameKey, ip, clock.now()),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

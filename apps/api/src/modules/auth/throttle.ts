import { addMs, type Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { AuthRepo, FailuresOf } from './repo.ts';

/*
 * Login throttling (DESIGN §9) from the login_failures table, so every API process sees the same
 * counts. Three locks, each 15 minutes from the failure that completes it:
 * - one username from one address: 5 failures in 15 minutes. This is the lock a guesser meets, and
 *   it is per address so that strangers failing on someone's name do not lock the owner out: the
 *   owner's right password from another address still gets in.
 * - one address, whatever the usernames: 20 failures in 15 minutes (higher: many players may share
 *   one address).
 * - one username from every address the player has never signed in from, together: 20 failures in
 *   15 minutes. Without it an attacker spraying one name from many addresses would get 5 guesses per
 *   address; with it, a spray locks only unfamiliar addresses, and the owner still signs in from any
 *   address they have signed in from before. (A bare higher limit for everyone would either let the
 *   spray guess on or, once reached, lock the owner out again.) An unknown username has no familiar
 *   address, exactly like a real one seen from a stranger's, so the answers do not reveal which exist.
 * Attempts refused by a lock are not recorded, so a lock ends when it says it will. A successful login
 * from an address resets the count of that username from that address (failures before the player's
 * last sign-in there are ignored); the other counts are not reset.
 */

/** Failures of one username from one address. */
export const USERNAME_ADDRESS_MAX_FAILURES = 5;
/** Failures from one address, whatever the usernames. */
export const IP_MAX_FAILURES = 20;
/** Failures of one username from all the addresses the player has never signed in from. */
export const USERNAME_UNFAMILIAR_MAX_FAILURES = 20;
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

/** Who is trying: the username key and address, and the player's last sign-in from that address. */
export type LoginAttempt = { usernameKey: string; ip: string; lastSignInHere: Date | null };

export function createLoginThrottle({ repo, clock }: { repo: AuthRepo; clock: Clock }) {
  /** Only failures recent enough to be part of a window or a running lock matter. */
  const lookback = (now: Date) => addMs(now, -(FAILURE_WINDOW_MS + LOCK_MS));

  async function lockEnd(by: FailuresOf, since: Date, max: number, now: Date) {
    return lockedUntil(await repo.recentFailures(by, since, max), max, now);
  }

  return {
    /** Refuses (`NetworkLocked`, `LoginLocked`) while the address or the username is locked for it. */
    async assertOpen({ usernameKey, ip, lastSignInHere }: LoginAttempt): Promise<void> {
      const now = clock.now();
      const since = lookback(now);
      const ipUntil = await lockEnd({ ip }, since, IP_MAX_FAILURES, now);
      if (ipUntil) throw refuse({ code: 'NetworkLocked', until: ipUntil });
      const hereSince = lastSignInHere && lastSignInHere > since ? lastSignInHere : since;
      const hereUntil = await lockEnd({ usernameKey, ip }, hereSince, USERNAME_ADDRESS_MAX_FAILURES, now);
      if (hereUntil) throw refuse({ code: 'LoginLocked', until: hereUntil });
      if (lastSignInHere) return;
      const anywhereUntil = await lockEnd({ usernameKey }, since, USERNAME_UNFAMILIAR_MAX_FAILURES, now);
      if (anywhereUntil) throw refuse({ code: 'LoginLocked', until: anywhereUntil });
    },

    recordFailure: (usernameKey: string, ip: string) => repo.recordLoginFailure(usernameKey, ip, clock.now()),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

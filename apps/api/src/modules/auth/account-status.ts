import type { RestrictionKind } from '@lale/contracts';
import type { AuthOutcome } from './outcomes.ts';

/*
 * Which accounts may sign in and pay (only `active` ones, with no restriction in force), and how the
 * others are refused: login and the cashier answer alike. The wager gate (modules/integrity) refuses the
 * same accounts' stakes.
 */

/** The refusal for an account that is not active; undefined for an active one. */
export function closedAccountOutcome(status: string): AuthOutcome | undefined {
  if (status === 'active') return undefined;
  if (status === 'blocked') return { code: 'AccountBlocked' };
  // Closed for good (the player's own closure or staff's): said so, not "disabled, contact support".
  if (status === 'closed') return { code: 'AccountClosed' };
  return { code: 'AccountDisabled' };
}

/** The refusal for a restriction in force (modules/safer-play), told with its end. */
export function restrictionOutcome(restriction: { kind: RestrictionKind; endsAt: Date | null }): AuthOutcome {
  switch (restriction.kind) {
    case 'self_exclusion':
      return { code: 'AccountSelfExcluded', until: restriction.endsAt };
    case 'operator':
      return { code: 'AccountRestricted', until: restriction.endsAt };
    case 'time_out':
      // A time-out always ends (a CHECK on player_restrictions); the fallback is never shown.
      return { code: 'AccountTimedOut', until: restriction.endsAt ?? new Date(8.64e15) };
  }
}

/** The refusal while a self-exclusion is over but access has not come back (not asked for, or cooling off). */
export function endAwaitedOutcome(awaited: {
  endedAt: Date;
  accessFrom: Date | null;
  coolingOffHours: number;
}): AuthOutcome {
  const { coolingOffHours } = awaited;
  return awaited.accessFrom === null
    ? { code: 'AccountSelfExclusionOver', endedAt: awaited.endedAt, coolingOffHours }
    : { code: 'AccountSelfExclusionCoolingOff', until: awaited.accessFrom, coolingOffHours };
}

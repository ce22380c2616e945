import type { AuthOutcome } from './outcomes.ts';

/*
 * Which accounts may sign in and pay (only `active` ones), and how a closed one is refused: login and
 * the cashier answer alike. The wager gate (modules/integrity) words its refusals with the same messages.
 */

/** The refusal for an account that is not active; undefined for an active one. */
export function closedAccountOutcome(status: string): AuthOutcome | undefined {
  if (status === 'active') return undefined;
  if (status === 'self_excluded') return { code: 'AccountSelfExcluded' };
  if (status === 'blocked') return { code: 'AccountBlocked' };
  return { code: 'AccountDisabled' };
}

import type { RaisedElsewhereRule } from './rule.ts';

/*
 * "An account that looks like a self-excluded player's" (issue #26): the same name (Turkish letters,
 * case and spaces folded) and birth date as a player whose self-exclusion is in force. E-mail excludes
 * the same person's accounts by itself (safer-play); name and birth date are shared by too many people
 * to do that, so staff judge it and restrict the account when it is the same player. Raised by the
 * database (migration 0043's triggers) at the sign-up and when the other account self-excludes, so no
 * sign-up path can forget it; subject `lookalike:<the other account>`. No parameters; switched off,
 * neither trigger raises anything.
 */
export const excludedLookalikeRule: RaisedElsewhereRule<'excluded_lookalike'> = {
  code: 'excluded_lookalike',
  on: [],
  raisedBy: 'the database (migration 0043: a sign-up, a self-exclusion)',
};

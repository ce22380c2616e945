import { REASON_MAX, REASON_MIN } from './tradingApi.ts';

/*
 * The trading room's form checks, as the API's rules say (contracts/admin-sports.ts): a reason of
 * 3 to 500 characters, and limits as whole numbers in their range, where empty means "the book's"
 * (lib/numberRules.ts).
 */

export function reasonRule(value: string): true | string {
  const length = value.trim().length;
  if (length < REASON_MIN) return `Write at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Write at most ${REASON_MAX} characters.`;
  return true;
}

export { numberOrNull, wholeNumberRule } from '../../lib/numberRules.ts';

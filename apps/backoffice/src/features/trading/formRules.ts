import { REASON_MAX, REASON_MIN } from './tradingApi.ts';

/*
 * The trading room's form checks, as the API's rules say (contracts/admin-sports.ts): a reason of
 * 3 to 500 characters, and limits as whole numbers in their range, where empty means "the book's".
 */

export function reasonRule(value: string): true | string {
  const length = value.trim().length;
  if (length < REASON_MIN) return `Write at least ${REASON_MIN} characters.`;
  if (length > REASON_MAX) return `Write at most ${REASON_MAX} characters.`;
  return true;
}

/** Empty, or a whole number from 0 to `max`. */
export const wholeNumberRule =
  (max: number) =>
  (value: string): true | string => {
    const text = value.trim();
    if (text === '') return true;
    const number = Number(text);
    return /^\d+$/.test(text) && number <= max
      ? true
      : `Enter a whole number from 0 to ${max}, or leave it empty.`;
  };

/** '' → null (the book's), else the number. */
export const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));

import { PERSONAL_NO_LENGTH } from './constants.ts';

/*
 * Turkish national ID (T.C. Kimlik No) checksum. Spec §5 only asks for exactly 11 digits (personalNoRule);
 * DESIGN §9 adds that the number must pass its checksum, which the API checks at registration. It lives
 * here so the API and any test build valid numbers the same way.
 */

/** True when `value` is 11 digits, does not start with 0 and both check digits are right. */
export function isValidPersonalNo(value: string): boolean {
  if (!new RegExp(`^[1-9]\\d{${PERSONAL_NO_LENGTH - 1}}$`).test(value)) return false;
  const d = [...value].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, n) => sum + n, 0) % 10;
  return at(9) === tenth && at(10) === eleventh;
}

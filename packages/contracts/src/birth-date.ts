/*
 * Birth-date helpers shared by the registration schema (is it a real date?) and the API's age check
 * (DESIGN §9: players must be 18+). The age check needs "today", so it takes the date from the caller's
 * clock instead of reading the system time — schemas stay pure and tests stay deterministic.
 */

/** Years before this are treated as typing mistakes, not birth dates. */
export const MIN_BIRTH_YEAR = 1900;

/** True when year-month-day names a real day of the Gregorian calendar (no 31 April, no 29 Feb 2023). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < MIN_BIRTH_YEAR || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** Reads 'YYYY-MM-DD' into numbers, or null when the shape is wrong or the day does not exist. */
export function parseBirthDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? { year, month, day } : null;
}

/** True when someone born on `birthDate` ('YYYY-MM-DD') is at least `years` old on `today` (UTC day). */
export function isAtLeastAge(birthDate: string, today: Date, years: number): boolean {
  const born = parseBirthDate(birthDate);
  if (!born) return false;
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  const hadBirthdayThisYear = m > born.month || (m === born.month && d >= born.day);
  return y - born.year - (hadBirthdayThisYear ? 0 : 1) >= years;
}

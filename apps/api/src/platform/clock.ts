/*
 * "Now", injectable. Every time-based rule (session expiry, code expiry, login lockout, resend windows)
 * reads the time from a Clock passed in by buildApp, never from the database's now(), so tests can move
 * time forward instead of sleeping and every API process decides with the same rule.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** `date` moved by `ms` milliseconds (negative moves back). */
export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

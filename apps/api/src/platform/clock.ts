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

/**
 * The server's clock outside production (serve.ts): real time plus an offset a browser journey moves
 * forward through the development control (POST /api/dev/clock), to show what a rule does a day later
 * — a limit's cooling-off, a time-out's end — without waiting a day. Never built in production.
 */
export type ShiftableClock = Clock & { shift(ms: number): void; readonly offsetMs: number };

export function createShiftableClock(base: Clock): ShiftableClock {
  let offsetMs = 0;
  return {
    now: () => addMs(base.now(), offsetMs),
    get offsetMs() {
      return offsetMs;
    },
    // Forward only: time going backwards would let expired sessions and codes come back.
    shift(ms) {
      if (ms > 0) offsetMs += ms;
    },
  };
}

export const isShiftable = (clock: Clock): clock is ShiftableClock =>
  typeof (clock as Partial<ShiftableClock>).shift === 'function';

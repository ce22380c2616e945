/*
 * Every request the fault test sent, as the client saw it: when it left, when (and whether) it was
 * answered, by which API process (the proxy's backend header). The checks attribute each failure to
 * a kill with it.
 */

export type Attempt = {
  /** What it was for: 'deposit', 'hub88-round', 'sports-bet', … */
  op: string;
  /** The operation's own key (a slip's requestId, a round's id); the same on every retry. */
  key: string;
  attempt: number;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, when an answer came. */
  status?: number;
  /** The API process that answered (or, for the proxy's own 502, the one that died under it). */
  backend?: string;
  /** Why there was no answer (a reset, a time-out). */
  error?: string;
  /** A refusal's message (4xx), for the report. */
  message?: string;
};

/** When an API process was killed, and which. */
export type Kill = { name: string; at: number; reason: 'fault' | 'lease-holder' };

export type Journal = { attempts: Attempt[]; kills: Kill[] };

export const newJournal = (): Journal => ({ attempts: [], kills: [] });

/** A failed attempt: no answer, or an answer from the proxy or a process that says it broke (5xx). */
export const failed = (attempt: Attempt) => attempt.status === undefined || attempt.status >= 500;

/**
 * A failure is excused only when it was in flight on a process at the moment that process was killed:
 * it started before the kill, ended after it, and the proxy names the killed process (or gave no answer
 * at all while the kill happened).
 */
export function excusedBy(attempt: Attempt, kills: Kill[], graceMs: number): Kill | undefined {
  return kills.find(
    (kill) =>
      attempt.startedAt <= kill.at + graceMs &&
      attempt.endedAt >= kill.at &&
      (attempt.backend === kill.name || attempt.backend === undefined),
  );
}

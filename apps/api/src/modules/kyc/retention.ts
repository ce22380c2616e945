/*
 * How long identity documents are kept (issue #26) — the operator sets it (back office, kyc.edit). A
 * document is kept while the player's account is open, and after the account is closed for the
 * retention period, then deleted by the sweep (module.ts). The default, five years, is what EU
 * anti-money-laundering rules (AMLD art. 40) ask of records of a customer's identification after the
 * business relationship ends; the operator may set between 30 days and ten years.
 */

export const DEFAULT_RETENTION_DAYS = 5 * 365 + 1;
export const MIN_RETENTION_DAYS = 30;
export const MAX_RETENTION_DAYS = 3650;

/** Documents deleted per sweep transaction; a longer backlog is taken by the next ticks. */
export const RETENTION_BATCH = 200;

/** How often a process sweeps: a document past its time need not go within the minute. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;

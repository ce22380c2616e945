import type { WagerRefusal } from '../../integrity/index.ts';
import type { WalletOutcome } from '../service.ts';

/*
 * Digitain's error codes (PROTOCOLS §4b; the integrator code we read uses more — 4 player not found,
 * 7 transaction not found, 11 game not found, 15 wrong operator, 16 currency, 17 parameter missing —
 * but without Digitain's document we answer only the seven our notes list, and 999 for the rest).
 */
export const DIGITAIN_CODE = {
  ok: 1,
  sessionNotFound: 2,
  sessionExpired: 3,
  lowBalance: 6,
  txExists: 8,
  badSignature: 12,
  general: 999,
} as const;

export type DigitainCode = (typeof DIGITAIN_CODE)[keyof typeof DIGITAIN_CODE];

/**
 * The wager gate's refusals in Digitain's codes. Why:
 * - the launch ended (logout, token refreshed, site session over) and the player's session-time limit:
 *   3 "expired" is exactly what happened to the token; the game asks for a new launch, which our launch
 *   endpoint then refuses with the real reason in the player's language;
 * - an account that may not play now (disabled, blocked, self-excluded, timed out, restricted,
 *   unverified) and a provider or game switched off: 2 "session not found" — this token no longer names
 *   a session that can play; 999 would read as a fault on our side that is worth retrying;
 * - the player's loss and wager limits: 6 "low balance" — the stake is more than the player may risk
 *   now, a smaller one may pass, and the game keeps the session (our site names the limit).
 */
export const REFUSAL_CODE: Record<WagerRefusal, DigitainCode> = {
  session_ended: DIGITAIN_CODE.sessionExpired,
  session_limit: DIGITAIN_CODE.sessionExpired,
  account_disabled: DIGITAIN_CODE.sessionNotFound,
  account_blocked: DIGITAIN_CODE.sessionNotFound,
  account_self_excluded: DIGITAIN_CODE.sessionNotFound,
  account_timed_out: DIGITAIN_CODE.sessionNotFound,
  account_restricted: DIGITAIN_CODE.sessionNotFound,
  account_unverified: DIGITAIN_CODE.sessionNotFound,
  provider_off: DIGITAIN_CODE.sessionNotFound,
  game_off: DIGITAIN_CODE.sessionNotFound,
  loss_limit: DIGITAIN_CODE.lowBalance,
  wager_limit: DIGITAIN_CODE.lowBalance,
};

/**
 * The wallet's other outcomes. Why:
 * - insufficient funds, and a running bonus's max bet (a smaller stake passes): 6;
 * - the same txId with other content, and a bet whose txId a refund already took: 8 "tx exists" — the
 *   id is taken, nothing was applied (an identical replay is 1 with the current balance);
 * - a win or refund for a bet or round we do not know: 999 (no "transaction not found" in our list);
 * - a refund of a bet whose round already has a win (rollback-after-win.ts): 999, recorded for the
 *   operator, nothing moved — 1 would say the stake went back.
 */
export const OUTCOME_CODE: Record<Exclude<WalletOutcome['status'], 'ok' | 'refused'>, DigitainCode> = {
  insufficient_funds: DIGITAIN_CODE.lowBalance,
  bet_limit: DIGITAIN_CODE.lowBalance,
  duplicate: DIGITAIN_CODE.txExists,
  rolled_back: DIGITAIN_CODE.txExists,
  unknown_bet: DIGITAIN_CODE.general,
  held: DIGITAIN_CODE.general,
};

export function codeOf(outcome: WalletOutcome): DigitainCode {
  if (outcome.status === 'ok') return DIGITAIN_CODE.ok;
  if (outcome.status === 'refused') return REFUSAL_CODE[outcome.reason];
  return OUTCOME_CODE[outcome.status];
}

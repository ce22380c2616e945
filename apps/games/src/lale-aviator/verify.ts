import { chain, crash } from '@lale/originals';

/*
 * A finished round checked in the browser, as the verification page explains (packages/originals
 * src/chain): its revealed hash h_k, hashed k times, is the chain's published commitment h_0, and
 * `crash.roundCrashPoint(h_k)` is the crash point the round flew to.
 */

export type RoundCheck = {
  /** h_k hashed k times is the commitment. */
  chained: boolean;
  /** The crash point recomputed from h_k (ten-thousandths). */
  computed: number;
  /** It is the one the round showed. */
  matches: boolean;
};

export function checkRound(round: {
  hash: string;
  chainIndex: number;
  commitment: string;
  crashPoint: number;
}): RoundCheck {
  const chained = chain.verifyRoundHash(round.hash, round.chainIndex, round.commitment);
  const computed = chain.isChainHash(round.hash) ? crash.roundCrashPoint(round.hash) : 0;
  return { chained, computed, matches: computed === round.crashPoint };
}

import { decimalToMinor } from '@lale/contracts';
import {
  describeOutcome,
  isVerifiable,
  recomputeRound,
  sameOutcome,
  sha256Hex,
  type Locale,
} from '@lale/originals/verify';
import type { OriginalsRound } from './api.ts';

/*
 * Verifying one of the player's rounds in the browser: the revealed server seed must hash to the hash
 * the round was played under, and the outcome recomputed from the seeds must be the stored one.
 */

export type RoundCheck =
  /** The pair is still active: its server seed is secret. */
  | { kind: 'hidden' }
  /** A stepped round still in play (mines): nothing to compare yet. */
  | { kind: 'open' }
  | { kind: 'unsupported' }
  | { kind: 'badChoices'; problem: string }
  | {
      kind: 'checked';
      hashMatches: boolean;
      outcomeMatches: boolean;
      /** The recomputed outcome as a sentence. */
      text: string;
      /** The stored outcome as a sentence, when it differs. */
      storedText: string | null;
    };

/** The site's lira has 2 places; a slot round needs its stake to know the bet level. */
const stakeMinorOf = (stake: number) => decimalToMinor(stake, 2) ?? undefined;

export function checkRound(round: OriginalsRound, locale: Locale): RoundCheck {
  if (round.serverSeed === null) return { kind: 'hidden' };
  if (round.status === 'open' || round.outcome === null) return { kind: 'open' };
  if (!isVerifiable(round.game)) return { kind: 'unsupported' };
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  const again = recomputeRound(round.game, seeds, round.choices, { stakeMinor: stakeMinorOf(round.stake) });
  if (again.status === 'unknown-game') return { kind: 'unsupported' };
  if (again.status === 'invalid-choices') return { kind: 'badChoices', problem: again.problem };
  const outcomeMatches = sameOutcome(round.game, again.outcome, round.outcome);
  return {
    kind: 'checked',
    hashMatches: sha256Hex(round.serverSeed) === round.serverSeedHash,
    outcomeMatches,
    text: describeOutcome(round.game, again.outcome, locale, round.choices),
    storedText: outcomeMatches ? null : describeOutcome(round.game, round.outcome, locale, round.choices),
  };
}

import { refuse } from '../../../platform/domain-errors.ts';
import {
  lineCount,
  ODDS_POLICY,
  oddsAcceptable,
  stakeSplits,
  type OddsPolicy as SharedOddsPolicy,
} from '@lale/contracts';

/*
 * The bet slip's rules that need no database (issue #13): a single has one selection; an accumulator
 * (multi) two or more, never two from one event; a system bet three or more with a size from 2 to one
 * fewer than its selections, its stake split evenly across its lines. At most 20 selections, each
 * outcome once.
 */

export const MAX_LEGS = 20;

export type BetKind = 'single' | 'multi' | 'system';

/** The odds a slip accepts at placement (the policy is the site's slip's too: @lale/contracts bet-slip.ts). */
export const OddsPolicy = ODDS_POLICY;
export type OddsPolicyValue = SharedOddsPolicy;

export type Selection = { marketId: number; outcomeId: string; odds: string };

export type Slip = {
  /** The slip's own id (a UUID the site makes): sent twice, it is one bet. */
  requestId: string;
  kind: BetKind;
  systemSize?: number;
  stakeMinor: bigint;
  oddsPolicy: OddsPolicyValue;
  selections: readonly Selection[];
};

/** The first selection a slip names twice (the same outcome of the same market), if any. */
export function repeatedSelection(slip: Pick<Slip, 'selections'>): Selection | undefined {
  const seen = new Set<string>();
  for (const selection of slip.selections) {
    const key = `${selection.marketId}#${selection.outcomeId}`;
    if (seen.has(key)) return selection;
    seen.add(key);
  }
  return undefined;
}

/** Whether a stored bet is this slip (a replay) rather than another slip under the same id (a conflict). */
export function sameSlip(
  stored: {
    kind: string;
    systemSize: number | null;
    stakeMinor: bigint;
    legs: readonly { marketId: number; outcomeId: string }[];
  },
  slip: Slip,
): boolean {
  return (
    stored.kind === slip.kind &&
    stored.systemSize === (slip.kind === 'system' ? (slip.systemSize ?? null) : null) &&
    stored.stakeMinor === slip.stakeMinor &&
    stored.legs.length === slip.selections.length &&
    stored.legs.every(
      (leg, i) =>
        leg.marketId === slip.selections[i]!.marketId && leg.outcomeId === slip.selections[i]!.outcomeId,
    )
  );
}

/** Checks the slip's shape; answers its line count (1, or the system bet's combinations). */
export function checkSlipShape(slip: Slip): number {
  const legs = slip.selections.length;
  const distinct = new Set(slip.selections.map((s) => `${s.marketId}#${s.outcomeId}`));
  if (legs === 0 || legs > MAX_LEGS || distinct.size !== legs)
    throw refuse({ code: 'SportsSelectionUnavailable', legs: [] });
  if (slip.kind === 'single' && legs !== 1)
    throw refuse({ code: 'SportsSlipInvalid', problem: 'systemSize' });
  if (slip.kind === 'multi' && legs < 2) throw refuse({ code: 'SportsSlipInvalid', problem: 'systemSize' });
  if (slip.kind !== 'system') return 1;
  const size = slip.systemSize ?? 0;
  if (legs < 3 || size < 2 || size >= legs)
    throw refuse({ code: 'SportsSlipInvalid', problem: 'systemSize' });
  const lines = lineCount(legs, size);
  if (!stakeSplits(slip.stakeMinor, lines))
    throw refuse({ code: 'SportsSlipInvalid', problem: 'stakeSplit' });
  return lines;
}

// Whether the odds now are acceptable against those shown, under the slip's policy: the site's rule too.
export { oddsAcceptable };

import {
  lineCount,
  moveAcceptable,
  oddsMove,
  oddsText,
  slipOdds,
  slipPayout,
  stakeSplits,
} from '@lale/contracts';
import type { Quote } from './priceMoves.ts';
import { minorToNumber, parseStake } from './slipMath.ts';
import {
  effectiveKind,
  effectiveSystemSize,
  selectionKey,
  type OddsPolicy,
  type SlipKind,
  type SlipSelection,
} from './slipStore.ts';

/*
 * What the slip would place, worked out from the store and the latest prices: the kind in force, the
 * totals the player sees, the placebet bodies (one per single, or one multi / system), and what stops
 * placing. Pure, so the numbers are tested without rendering.
 */

/** How a pick compares with the book's latest price. */
export type PickState =
  { state: 'ok' } | { state: 'changed'; latest: string; direction: 'up' | 'down' } | { state: 'suspended' };

export function pickState(selection: SlipSelection, quotes: ReadonlyMap<string, Quote>): PickState {
  const quote = quotes.get(selectionKey(selection));
  if (!quote) return { state: 'ok' }; // not seen since it was picked: nothing newer to compare with
  if (!quote.open || quote.odds === null) return { state: 'suspended' };
  const move = oddsMove(selection.odds, quote.odds);
  if (move === 'same') return { state: 'ok' };
  return { state: 'changed', latest: quote.odds, direction: move === 'up' ? 'up' : 'down' };
}

/** Whether the book would take a pick whose price moved, under the slip's policy (the book's own rule). */
export function policyAccepts(pick: PickState, policy: OddsPolicy): boolean {
  return pick.state !== 'changed' || moveAcceptable(pick.direction, policy);
}

export type PlaceBetBody = {
  kind: SlipKind;
  systemSize?: number;
  stake: number;
  oddsPolicy: OddsPolicy;
  selections: { marketId: number; outcomeId: string; odds: string }[];
};

/** One placebet call and the picks it takes off the slip when it is accepted. */
export type PlannedBet = { body: PlaceBetBody; keys: string[] };

export type SlipBlock =
  | 'empty'
  | 'noStake'
  | 'invalidStake'
  | 'splitStake'
  | 'suspended'
  /** Prices moved in a way the chosen policy refuses: the player accepts them first. */
  | 'oddsChanged';

export type SlipPlan = {
  kind: SlipKind;
  picks: { selection: SlipSelection; key: string; pick: PickState }[];
  /** Multi: the product of the odds; null for singles and systems. */
  totalOdds: string | null;
  systemSize: number;
  lines: number;
  totalStakeMinor: bigint;
  payoutMinor: bigint;
  bets: PlannedBet[];
  block: SlipBlock | null;
};

export type SlipInput = {
  selections: readonly SlipSelection[];
  chosenKind: SlipKind | null;
  singleStakes: Readonly<Record<string, string>>;
  stake: string;
  systemSize: number | null;
  oddsPolicy: OddsPolicy;
};

/** The multi's total odds as shown (rounded to 2 decimals); null if any odds are invalid. */
function totalOddsText(odds: readonly string[]): string | null {
  const exact = slipOdds(odds, null);
  return exact === null ? null : oddsText(exact);
}

const leg = (s: SlipSelection) => ({ marketId: s.marketId, outcomeId: s.outcomeId, odds: s.odds });

export function planSlip(input: SlipInput, quotes: ReadonlyMap<string, Quote>): SlipPlan {
  const count = input.selections.length;
  const kind = effectiveKind(input.chosenKind, count);
  const systemSize = effectiveSystemSize(input.systemSize, count);
  const picks = input.selections.map((selection) => ({
    selection,
    key: selectionKey(selection),
    pick: pickState(selection, quotes),
  }));
  const odds = input.selections.map((s) => s.odds);
  const base = { kind, picks, systemSize, totalOdds: null, lines: 1, totalStakeMinor: 0n, payoutMinor: 0n };
  let plan: SlipPlan;

  if (kind === 'single') {
    const bets: PlannedBet[] = [];
    let invalid = false;
    let total = 0n;
    let payout = 0n;
    for (const { selection, key } of picks) {
      const text = input.singleStakes[key]?.trim() ?? '';
      if (text === '') continue;
      const stake = parseStake(text);
      if (stake === null) {
        invalid = true;
        continue;
      }
      total += stake;
      payout += slipPayout(stake, [selection.odds], null) ?? 0n;
      bets.push({
        body: {
          kind,
          stake: minorToNumber(stake),
          oddsPolicy: input.oddsPolicy,
          selections: [leg(selection)],
        },
        keys: [key],
      });
    }
    const block = invalid ? 'invalidStake' : bets.length === 0 ? 'noStake' : null;
    plan = { ...base, totalStakeMinor: total, payoutMinor: payout, bets, block };
  } else {
    const stake = input.stake.trim() === '' ? null : parseStake(input.stake);
    const lines = kind === 'system' ? lineCount(count, systemSize) : 1;
    const stakeMinor = stake ?? 0n;
    const payout = slipPayout(stakeMinor, odds, kind === 'system' ? systemSize : null) ?? 0n;
    const block: SlipBlock | null =
      input.stake.trim() === ''
        ? 'noStake'
        : stake === null
          ? 'invalidStake'
          : kind === 'system' && !stakeSplits(stake, lines)
            ? 'splitStake'
            : null;
    const body: PlaceBetBody = {
      kind,
      ...(kind === 'system' ? { systemSize } : {}),
      stake: minorToNumber(stakeMinor),
      oddsPolicy: input.oddsPolicy,
      selections: input.selections.map(leg),
    };
    plan = {
      ...base,
      totalOdds: kind === 'multi' ? totalOddsText(odds) : null,
      lines,
      totalStakeMinor: stakeMinor,
      payoutMinor: payout,
      bets: block ? [] : [{ body, keys: picks.map((p) => p.key) }],
      block,
    };
  }

  // What the prices say comes before what the stake says: it is what the player must act on first.
  const placing =
    kind === 'single' ? picks.filter((p) => plan.bets.some((b) => b.keys.includes(p.key))) : picks;
  if (count === 0) return { ...plan, block: 'empty' };
  if (placing.some((p) => p.pick.state === 'suspended')) return { ...plan, block: 'suspended' };
  if (placing.some((p) => !policyAccepts(p.pick, input.oddsPolicy))) return { ...plan, block: 'oddsChanged' };
  return plan;
}

import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@lale/contracts';
import type { BookPick } from './placements-book.ts';

/*
 * The players of the placement bench: `clients` workers, each a signed-in player's browser placing one
 * slip after another on POST /api/sports/placebet for `seconds` — mostly singles, some accumulators of
 * two to four legs from different events, at the odds the book showed and the "only these odds"
 * policy (nothing re-prices during a run, so a refusal is the API's doing, and is counted).
 */

export type LoadRun = {
  /** Accepted placements per second. */
  perSecond: number;
  accepted: number;
  /** Refused or failed answers, by status and message. */
  refused: Record<string, number>;
  /** Latency of accepted placements, ms. */
  p50: number;
  p99: number;
  /** Sum of the accepted stakes, minor units. */
  stakedMinor: bigint;
  singles: number;
  accumulators: number;
};

/** Shares of the slips: the rest are singles. */
const ACCUMULATOR_SHARE = 0.25;
/** An accumulator's legs are picked among prices up to this, so its payout stays within the maximum. */
const ACCUMULATOR_MAX_ODDS = 4;
/** Stakes in whole lira (the seed's TRY has two minor units). */
const STAKE_LIRA = { min: 1, max: 50 };
const MINOR_PER_LIRA = 100n;

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const pickOne = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The rank-th fraction of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export function createSlipMaker(book: readonly BookPick[][]) {
  const shortPrices = book
    .map((picks) => picks.filter((pick) => Number(pick.odds) <= ACCUMULATOR_MAX_ODDS))
    .filter((picks) => picks.length > 0);
  if (book.length === 0 || shortPrices.length < 4) throw new Error('the book has too few events to bet on');
  return () => {
    const accumulator = Math.random() < ACCUMULATOR_SHARE;
    let legs: BookPick[];
    if (accumulator) {
      const events = new Set<number>();
      const want = randomInt(2, 4);
      legs = [];
      while (legs.length < want) {
        const picks = pickOne(shortPrices);
        if (events.has(picks[0]!.eventId)) continue;
        events.add(picks[0]!.eventId);
        legs.push(pickOne(picks));
      }
    } else legs = [pickOne(pickOne(book))];
    const stake = randomInt(STAKE_LIRA.min, STAKE_LIRA.max);
    return {
      accumulator,
      stakeMinor: BigInt(stake) * MINOR_PER_LIRA,
      body: {
        requestId: randomUUID(),
        kind: accumulator ? 'multi' : 'single',
        stake,
        oddsPolicy: 0,
        selections: legs.map(({ marketId, outcomeId, odds }) => ({ marketId, outcomeId, odds })),
      },
    };
  };
}

export async function runPlacements(options: {
  api: string;
  tokens: readonly string[];
  makeSlip: ReturnType<typeof createSlipMaker>;
  clients: number;
  seconds: number;
}): Promise<LoadRun> {
  const { api, tokens, makeSlip, clients, seconds } = options;
  const url = `${api}${API_PATHS.sportsPlaceBet}`;
  const deadline = performance.now() + seconds * 1_000;
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  let stakedMinor = 0n;
  let singles = 0;
  let accumulators = 0;
  const worker = async (w: number) => {
    // Each worker is one player at a time, as a browser is: the tokens are dealt round the workers.
    for (let n = w; performance.now() < deadline; n += clients) {
      const slip = makeSlip();
      const sent = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
        body: JSON.stringify(slip.body),
      });
      const answer = (await response.json()) as {
        success?: boolean;
        message?: string;
        data?: { id?: number };
      };
      const took = performance.now() - sent;
      if (response.status === 200 && answer.success === true && typeof answer.data?.id === 'number') {
        latencies.push(took);
        stakedMinor += slip.stakeMinor;
        if (slip.accumulator) accumulators += 1;
        else singles += 1;
      } else {
        const reason = `${response.status} ${answer.message ?? ''}`.trim();
        refused[reason] = (refused[reason] ?? 0) + 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1_000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    accepted: latencies.length,
    refused,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    stakedMinor,
    singles,
    accumulators,
  };
}

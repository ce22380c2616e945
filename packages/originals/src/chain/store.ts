import { buildChain, chainStep, isChainHash } from './chain.ts';

/*
 * Holding a long chain (e.g. 100,000 rounds) without storing every hash. One pass from the terminal
 * seed keeps the hash at every index that is a multiple of the interval (and h_N itself): 101
 * strings for 100,000 rounds at 1,000. Then h_k is at most interval − 1 hashes away from the nearest
 * checkpoint above it. Rounds are played in order, so the segment between two checkpoints is
 * recomputed once and kept: after the one-off pass, each round costs on average one hash.
 */

export const CHECKPOINT_INTERVAL = 1_000;

export type ChainCheckpoints = {
  length: number;
  interval: number;
  /** Checkpoint i is h_(min(i × interval, length)): index 0 is the commitment, the last one h_N. */
  hashes: string[];
};

/** The checkpoints of a chain (one pass of N hashes); the server may store them with the seed. */
export function chainCheckpoints(
  terminalSeed: string,
  length: number,
  interval = CHECKPOINT_INTERVAL,
): ChainCheckpoints {
  if (!isChainHash(terminalSeed)) throw new RangeError('terminal seed: 64 lowercase hex characters');
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`chain length ${length}: at least 1`);
  if (!Number.isInteger(interval) || interval < 1) throw new RangeError(`interval ${interval}: at least 1`);
  const count = Math.ceil(length / interval) + 1;
  const hashes = new Array<string>(count);
  hashes[count - 1] = terminalSeed;
  let hash = terminalSeed;
  for (let i = length; i > 0; i -= 1) {
    hash = chainStep(hash);
    if ((i - 1) % interval === 0) hashes[(i - 1) / interval] = hash;
  }
  return { length, interval, hashes };
}

/** h_k of the chain, recomputed from the nearest checkpoint at or above k (fewer than `interval` hashes). */
export function chainHashAt(
  terminalSeed: string,
  length: number,
  round: number,
  checkpoints: ChainCheckpoints = chainCheckpoints(terminalSeed, length),
): string {
  assertBelongs(checkpoints, terminalSeed, length);
  const segment = segmentFor(checkpoints, round);
  return segment.hashes[round - segment.start]!;
}

function assertBelongs(checkpoints: ChainCheckpoints, terminalSeed: string, length: number): void {
  if (checkpoints.length !== length || checkpoints.hashes.at(-1) !== terminalSeed) {
    throw new RangeError('checkpoints belong to another chain');
  }
}

type Segment = { start: number; hashes: string[] };

function segmentFor(checkpoints: ChainCheckpoints, round: number): Segment {
  const { length, interval, hashes } = checkpoints;
  if (!Number.isInteger(round) || round < 0 || round > length) {
    throw new RangeError(`round ${round}: 0…${length}`);
  }
  // The checkpoint at or above the round, and the one below it: the segment [h_start … h_end].
  const index = Math.ceil(round / interval);
  if (index === 0) return { start: 0, hashes: [hashes[0]!] };
  const start = (index - 1) * interval;
  const end = Math.min(index * interval, length);
  return { start, hashes: buildChain(hashes[index]!, end - start) };
}

/**
 * A chain held by its terminal seed and checkpoints, answering h_k for any k and keeping the segment
 * of the last answer (the next round is almost always in it).
 */
export class HashChain {
  readonly length: number;
  readonly commitment: string;
  private readonly checkpoints: ChainCheckpoints;
  private segment: Segment | null = null;
  /** Hashes computed by lookups since construction (the one-off checkpoint pass not included). */
  hashesComputed = 0;

  constructor(terminalSeed: string, length: number, checkpoints?: ChainCheckpoints) {
    this.checkpoints = checkpoints ?? chainCheckpoints(terminalSeed, length);
    assertBelongs(this.checkpoints, terminalSeed, length);
    this.length = length;
    this.commitment = this.checkpoints.hashes[0]!;
  }

  /** h_k: round k's hash (k = 0 is the commitment). */
  hashAt(round: number): string {
    const held = this.segment;
    if (held && round >= held.start && round < held.start + held.hashes.length) {
      return held.hashes[round - held.start]!;
    }
    const segment = segmentFor(this.checkpoints, round);
    this.hashesComputed += segment.hashes.length - 1;
    this.segment = segment;
    return segment.hashes[round - segment.start]!;
  }
}

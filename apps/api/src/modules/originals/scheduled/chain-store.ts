import { createHash, randomBytes } from 'node:crypto';
import { chain } from '@lale/originals';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import { advanceChain, chainCommitment, endChains, insertChain } from './chain-repo.ts';

/*
 * A scheduled game's hash chains (packages/originals src/chain: h_N = the secret terminal seed,
 * h_(i-1) = SHA-256(h_i), commitment h_0; round k plays h_k). The first round of a game creates its
 * chain; a chain used up is ended and the next round starts a new one. The terminal seed stays in the
 * database: what leaves the server is the commitment and, round by round, each round's own h_k.
 *
 * The leader takes the next index inside its fenced round transaction, so an index is never played
 * twice. Each process keeps the chains it used as `HashChain`s (the terminal seed and one checkpoint per
 * 1,000 links): the first lookup costs one pass over the chain, every later round about one hash. The
 * pass uses node's native SHA-256 (the package's portable one is ~10× slower; the links are the same).
 */

/** 10,000 rounds: two to three days of crash rounds; the checkpoint pass takes a few ms. */
export const DEFAULT_CHAIN_LENGTH = 10_000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** `chain.chainCheckpoints` computed with the native hash: the same checkpoints, sooner. */
export function nativeCheckpoints(terminalSeed: string, length: number): chain.ChainCheckpoints {
  const interval = chain.CHECKPOINT_INTERVAL;
  const hashes = new Array<string>(Math.ceil(length / interval) + 1);
  hashes[hashes.length - 1] = terminalSeed;
  let hash = terminalSeed;
  for (let i = length; i > 0; i -= 1) {
    hash = sha256(hash);
    if ((i - 1) % interval === 0) hashes[(i - 1) / interval] = hash;
  }
  return { length, interval, hashes };
}

/** Whether h_k leads back to the commitment in k hashes (`chain.verifyRoundHash` with the native hash). */
export function isRoundOfChain(hash: string, index: number, commitment: string): boolean {
  if (!chain.isChainHash(hash) || !Number.isInteger(index) || index < 1) return false;
  let link = hash;
  for (let i = 0; i < index; i += 1) link = sha256(link);
  return link === commitment;
}

export type ChainRound = { chainId: number; index: number; hash: string; commitment: string };

export type ChainStore = ReturnType<typeof createChainStore>;

export function createChainStore({
  clock,
  length = DEFAULT_CHAIN_LENGTH,
  newSeed = () => randomBytes(32).toString('hex'),
}: {
  clock: Clock;
  /** Rounds per new chain. */
  length?: number;
  /** The terminal seed of a new chain (tests give their own). */
  newSeed?: () => string;
}) {
  const held = new Map<number, chain.HashChain>();

  function hashChain(row: { id: number; terminalSeed: string; length: number }): chain.HashChain {
    let known = held.get(row.id);
    if (!known) {
      known = new chain.HashChain(
        row.terminalSeed,
        row.length,
        nativeCheckpoints(row.terminalSeed, row.length),
      );
      held.set(row.id, known);
    }
    return known;
  }

  async function startChain(tx: DbExecutor, game: string): Promise<void> {
    const terminalSeed = newSeed();
    const checkpoints = nativeCheckpoints(terminalSeed, length);
    const id = await insertChain(tx, {
      game,
      terminalSeed,
      length,
      commitment: checkpoints.hashes[0]!,
      createdAt: clock.now(),
    });
    if (id !== undefined) held.set(id, new chain.HashChain(terminalSeed, length, checkpoints));
  }

  return {
    /** The next round of `game`'s chain (a new chain first when none is in use or it is used up). */
    async takeNext(tx: DbExecutor, game: string): Promise<ChainRound> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const row = await advanceChain(tx, game);
        if (row) {
          const index = row.nextIndex - 1;
          const hash = hashChain(row).hashAt(index);
          return { chainId: row.id, index, hash, commitment: row.commitment };
        }
        // None in use, or the one in use is spent: end it and start the next.
        await endChains(tx, game, clock.now());
        await startChain(tx, game);
      }
      throw new Error(`no hash chain could be started for ${game}`);
    },

    /** The commitment of the chain `game` plays now, if it has one. */
    async commitment(executor: DbExecutor, game: string): Promise<string | undefined> {
      return chainCommitment(executor, game);
    },
  };
}

import { randomBytes } from 'node:crypto';
import { sha256Hex, type SeedPair } from '@lale/originals';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import * as repo from './seeds-repo.ts';

/*
 * A player's provably fair seed pairs (packages/originals/src/fair.ts says how a round's numbers come
 * from them). The active pair's server seed never leaves the server; the player sees its hash before
 * playing. Rotating reveals it and starts a new pair, so every round played with the old one can be
 * recomputed. Nonces are taken under the pair's row lock, so concurrent rounds never share one.
 *
 * A server seed is revealed only when nothing drawn from it can still change (issue 23): a rotation
 * while a round of the pair is open (a mines round in play, an instant round not yet paid) or a bingo
 * card dealt from it is not settled is refused. The check runs under the same row lock the rounds take
 * their nonce under, so a play and a rotation cannot interleave: a round either committed before the
 * rotation looked (and is seen), or waits and is drawn from the new pair.
 */

export const CLIENT_SEED_MAX = 64;
/** How often a round looks again for the active pair when rotations keep replacing it under it. */
const ACTIVE_PAIR_ATTEMPTS = 5;

export type ActivePair = { id: number; serverSeedHash: string; clientSeed: string; nonce: number };
export type RevealedPair = ActivePair & { serverSeed: string; revealedAt: Date };
/** What a round is drawn with: the secret seed, so only the round runner sees it. */
export type TakenNonce = SeedPair & { pairId: number };

const newServerSeed = () => randomBytes(32).toString('hex');
/** A first client seed the player did not choose: random, so it is not the same for everyone. */
export const randomClientSeed = () => randomBytes(10).toString('base64url');

export function createSeedService({ db, clock }: { db: Database; clock: Clock }) {
  async function insertPair(executor: DbExecutor, playerId: number, clientSeed: string): Promise<void> {
    const serverSeed = newServerSeed();
    await repo.insertPair(executor, {
      playerId,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed,
      createdAt: clock.now(),
    });
  }

  const activeRow = repo.activePair;

  /** The games of the rounds and cards drawn from `pairId` that are not settled yet (names, sorted). */
  async function unsettledGames(tx: DbExecutor, pairId: number): Promise<string[]> {
    return [...new Set(await repo.unsettledGameNames(tx, pairId))].sort();
  }

  return {
    /** The player's active pair (made on first use), without its secret. */
    async active(playerId: number): Promise<ActivePair> {
      let row = await activeRow(db, playerId, false);
      if (!row) {
        await insertPair(db, playerId, randomClientSeed());
        row = await activeRow(db, playerId, false);
      }
      const { serverSeed: _secret, ...pair } = row!;
      return pair;
    },

    /**
     * The next nonce of the player's active pair, inside the caller's transaction (the row stays locked
     * until it commits, so a rotation waits for the round that took it).
     */
    async takeNonce(tx: DbExecutor, playerId: number): Promise<TakenNonce> {
      let row = await activeRow(tx, playerId, true);
      // None: the player's first round, or the pair this waited for was rotated meanwhile (the lock's
      // re-check skips a row revealed while it waited) and a rotation since may have moved on again.
      for (let attempt = 0; !row && attempt < ACTIVE_PAIR_ATTEMPTS; attempt += 1) {
        await insertPair(tx, playerId, randomClientSeed());
        row = await activeRow(tx, playerId, true);
      }
      if (!row)
        throw new Error(`no active seed pair for player ${playerId} after ${ACTIVE_PAIR_ATTEMPTS} tries`);
      await repo.takeNonce(tx, row.id);
      return { pairId: row.id, serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: row.nonce };
    },

    /**
     * Reveals the active pair and starts a new one with `clientSeed` (or the same client seed). Answers
     * the revealed pair (null when the player had none yet) and the new active one. Refused
     * (`OriginalsSeedsInPlay`) while a round or card drawn from the active pair is unsettled.
     */
    async rotate(
      playerId: number,
      clientSeed?: string,
    ): Promise<{ revealed: RevealedPair | null; active: ActivePair }> {
      return db.transaction(async (tx) => {
        const old = await activeRow(tx, playerId, true);
        if (old) {
          const games = await unsettledGames(tx, old.id);
          if (games.length > 0) throw refuse({ code: 'OriginalsSeedsInPlay', games });
        }
        const now = clock.now();
        if (old) await repo.markRevealed(tx, old.id, now);
        await insertPair(tx, playerId, clientSeed ?? old?.clientSeed ?? randomClientSeed());
        const fresh = await activeRow(tx, playerId, false);
        const { serverSeed: _secret, ...active } = fresh!;
        return { revealed: old ? { ...old, revealedAt: now } : null, active };
      });
    },

    /** The player's revealed pairs, newest first. */
    async revealed(playerId: number, limit = 20): Promise<RevealedPair[]> {
      const rows = await repo.revealedPairs(db, playerId, limit);
      return rows.map((row) => ({ ...row, revealedAt: row.revealedAt! }));
    },

    /** The public half of a pair (what a round's page shows about the seeds it was drawn with). */
    async pairShown(pairId: number): Promise<{ serverSeedHash: string; clientSeed: string }> {
      const row = await repo.pairShown(db, pairId);
      if (!row) throw new Error(`seed pair ${pairId} is gone`);
      return row;
    },

    /** The server seed of a pair once revealed (null while it is active or not the player's). */
    async revealedSeed(playerId: number, pairId: number): Promise<string | null> {
      return (await repo.revealedSeed(db, playerId, pairId)) ?? null;
    },
  };
}

export type SeedService = ReturnType<typeof createSeedService>;

import type { RevealedSeedPair } from '@lale/contracts';
import type { RevealedPair } from './seeds.ts';

/** A revealed pair as the site and the game pages show it. */
export function revealedView(pair: RevealedPair): RevealedSeedPair {
  return {
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    revealedAt: pair.revealedAt.toISOString(),
  };
}

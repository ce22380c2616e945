// Hash chains of the scheduled, shared-round games: commitment, verification, long-chain storage.
export { buildChain, chainStep, isChainHash, roundRng, verifyLink, verifyRoundHash } from './chain.ts';
export {
  CHECKPOINT_INTERVAL,
  chainCheckpoints,
  chainHashAt,
  HashChain,
  type ChainCheckpoints,
} from './store.ts';

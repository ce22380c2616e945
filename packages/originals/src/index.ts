// Lale Originals' game mathematics: pure functions shared by the API (authoritative) and the browser.
export { seededRng, type Rng } from './rng.ts';
export { drawWithoutReplacement, fairRng, sha256Hex, shuffle, type SeedPair } from './fair.ts';
export {
  evaluateLine,
  spin,
  spinMultiplier,
  windowAt,
  type LineWin,
  type SpinOutcome,
} from './slot/engine.ts';
export {
  BET_LEVELS_MINOR,
  LINES,
  MAX_WIN_STAKES,
  PAYTABLE,
  PUBLISHED_RTP,
  REEL_COUNTS,
  REELS,
  ROWS,
  SYMBOLS,
  WILD,
  type SymbolName,
} from './slot/math.ts';
export { REEL_STRIPS } from './slot/reels.ts';
export { exactRtp } from './slot/rtp.ts';
// Each game's surface as a namespace: their names repeat (PUBLISHED_RTP, MAX_WIN_STAKES…).
export * as dice from './dice/index.ts';
export * as mines from './mines/index.ts';
export * as plinko from './plinko/index.ts';
export * as roulette from './roulette/index.ts';
export * as slots from './slots/index.ts';
export * as chain from './chain/index.ts';
export * as crash from './crash/index.ts';
export * as keno from './keno/index.ts';
export * as bingo from './bingo/index.ts';

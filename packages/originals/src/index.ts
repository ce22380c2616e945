// Lale Originals' game mathematics: pure functions shared by the API (authoritative) and the browser.
export { seededRng, type Rng } from './rng.ts';
export { drawWithoutReplacement, fairRng, sha256Hex, shuffle, type SeedPair } from './fair.ts';
export { jsonSafe, type JsonSafe } from './json-safe.ts';
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

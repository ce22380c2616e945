// Prices sports markets for the sportsbook's simulated feed: pure, deterministic functions, no I/O.
export { applyMargin, DEFAULT_MARGIN, MAX_ODDS, MIN_ODDS, oddsFromProbability, overround } from './margin.ts';
export type { Odds } from './margin.ts';

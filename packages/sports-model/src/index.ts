// Prices sports markets for the sportsbook's simulated feed: pure, deterministic functions, no I/O.
// Each sport has `<sport>Markets` (fair probabilities) and `price<Sport>` (odds with the margin applied),
// both returning markets identified by a stable `key` + `specifiers`, outcomes by a stable `id`.
export { applyMargin, DEFAULT_MARGIN, MAX_ODDS, MIN_ODDS, oddsFromProbability, overround } from './margin.ts';
export type { Odds } from './margin.ts';
export { isDecided, priceMarket, priceMarkets } from './market.ts';
export type { FairMarket, FairOutcome, Market, PricedOutcome, Specifiers } from './market.ts';
export {
  CORRECT_SCORE_MAX_GOALS,
  expectedGoals,
  FOOTBALL_DEFAULTS,
  FOOTBALL_HANDICAPS,
  FOOTBALL_TOTAL_LINES,
  footballMarkets,
  priceFootball,
} from './football.ts';
export type {
  ExpectedGoals,
  FootballLiveState,
  FootballMarketKey,
  FootballOptions,
  FootballTeams,
  FootballTeamStrength,
} from './football.ts';
export {
  BASKETBALL_DEFAULTS,
  basketballMarkets,
  BASKETBALL_GAME_SECONDS,
  priceBasketball,
  projectBasketball,
} from './basketball.ts';
export type {
  BasketballLiveState,
  BasketballMarketKey,
  BasketballOptions,
  BasketballProjection,
  BasketballTeamRating,
  BasketballTeams,
  NormalEstimate,
} from './basketball.ts';
export { gameWinProbability, priceTennis, tennisMarkets, tennisWinProbabilities } from './tennis.ts';
export type {
  TennisLiveState,
  TennisMarketKey,
  TennisOptions,
  TennisPlayer,
  TennisPlayers,
  TennisPlayerStrength,
  TennisWinProbabilities,
} from './tennis.ts';

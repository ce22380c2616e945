// Lale Sports (issue #13): our own book — the odds feed port and its processor; bets follow.
export {
  canonicalSpecifiers,
  EventStatus,
  FeedMessageSchema,
  MarketStatus,
  Producer,
  type FeedMessage,
  type FeedMessageInput,
} from './feed/messages.ts';
export {
  createFeedProcessor,
  type BookChange,
  type FeedOutcome,
  type EventBook,
  type FeedProcessor,
  type MarketsChanged,
} from './feed/processor.ts';
export { createFeedRepo, type FeedRepo } from './feed/feed-repo.ts';
export { createBetService, type BetService, type BonusStakePort, type PlacedBet } from './bets/service.ts';
export {
  betPayout,
  combinations,
  legFactor,
  lineCount,
  potentialPayout,
  type LegResult,
} from './bets/payout.ts';
export {
  checkSlipShape,
  MAX_LEGS,
  OddsPolicy,
  type BetKind,
  type OddsPolicyValue,
  type Selection,
  type Slip,
} from './bets/slip.ts';
export { createBookReader, type BookReader } from './book-read.ts';
export { createBookRepo, type BookRepo } from './book-repo.ts';
export { sportsRoutes } from './routes.ts';
export { sportsAdminRoutes } from './admin-routes.ts';
export { createSportsOperator, type SportsOperator } from './operator/service.ts';
export { createOperatorRepo } from './operator/operator-repo.ts';
export { createLiabilityReader, type LiabilityReader } from './operator/liability.ts';
export { createLiabilityRepo } from './operator/liability-repo.ts';
export { createBetSearch, type BetSearch } from './operator/bet-search.ts';
export { createBetSearchRepo } from './operator/bet-search-repo.ts';

/** A producer not heard from for this long is down (the feed's alive messages come every ~10 s). */
export const SPORTS_ALIVE_WINDOW_MS = 20_000;
export {
  createSimulatedFeed,
  type SimulatedFeed,
  type SimulatedFeedOptions,
  type SimulatedFixture,
  type SimulatedScriptEntry,
} from './simulated-feed/simulator.ts';
export { runSimulatedFeed, type RunningSimulation } from './simulated-feed/run.ts';
export { createOddsLive, type OddsLive } from './live/service.ts';
export { oddsLiveRoutes } from './live/routes.ts';
// The topic socket and its fan-out, reused by Lale Originals' /hub/originals with its own topics.
export { createOddsHub, type OddsHub, type OddsSocket } from './live/odds-hub.ts';
export { channelMessage, localOddsFanout, redisOddsFanout, type OddsFanout } from './live/fanout.ts';

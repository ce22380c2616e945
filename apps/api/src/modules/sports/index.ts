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
  type BookChange,
  type FeedOutcome,
  type EventBook,
  type FeedProcessor,
  type MarketsChanged,
} from './feed/processor.ts';
export { type BetService, type BonusStakePort, type PlacedBet } from './bets/service.ts';
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
export { type BookReader } from './book-read.ts';

export { type SportsOperator } from './operator/service.ts';
export { type LiabilityReader } from './operator/liability.ts';
export { type BetSearch } from './operator/bet-search.ts';

export { SPORTS_ALIVE_WINDOW_MS } from './feed/alive-window.ts';
export {
  // The UOF stand-in (tools/standins/uof.ts) plays the same simulation on Sportradar's protocol.
  createSimulatedFeed,
  type SimulatedFeed,
  type SimulatedFeedOptions,
  type SimulatedFixture,
  type SimulatedScriptEntry,
} from './simulated-feed/simulator.ts';
export { SIMULATED_FEED_LEASE, type SimulationRun } from './simulated-feed/run.ts';
// The UOF mapping read the other way, for the stand-in that renders our messages as UOF XML.
export { eventStatusToUof, marketToUof, periodToUof } from './uof/markets.ts';
export { type OddsLive } from './live/service.ts';

// The module's manifest: what app.ts lists (ARCHITECTURE "Modules and their manifests").
export { sportsModule, type SportsModule } from './module.ts';
// Its outcomes (rows of the error table) and messages, merged with every module's by src/outcomes.ts.
export { sportsMessages, sportsOutcomes, type SportsCatalogue, type SportsOutcome } from './outcomes.ts';
// Its settings (a slice of Config, loaded by src/config.ts).
export { sportsConfigSlice, type SportsConfig } from './config.ts';

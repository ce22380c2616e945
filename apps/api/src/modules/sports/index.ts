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
  type FeedOutcome,
  type FeedProcessor,
  type MarketsChanged,
} from './feed/processor.ts';

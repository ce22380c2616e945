// Lale Tombala: 90-ball bingo at fixed odds — uniform cards, the room's draw, prizes by calls, exact RTP.
export {
  cardAt,
  cardIndex,
  cardNumbers,
  dealCard,
  dealCards,
  isValidCard,
  TICKET_COUNT,
  uniformBelow,
  type BingoCard,
} from './card.ts';
export {
  drawBingo,
  prizeFor,
  roundBingoDraw,
  settleCard,
  settleCards,
  winMinor,
  type CardPrize,
  type CardResult,
} from './engine.ts';
export {
  BALLS,
  CALL_INTERVAL_MS,
  CALLS,
  CHAIN_SALT,
  GAME_INTERVAL_MS,
  MAX_CARDS_PER_PURCHASE,
  MAX_WIN_STAKES,
  PATTERNS,
  PRIZES,
  PUBLISHED_RTP,
  ROOMS,
  SALES_CLOSE_BEFORE_MS,
  type Pattern,
  type PrizeBracket,
} from './math.ts';
export {
  completionDistribution,
  exactCompletionChance,
  exactRtp,
  type CompletionDistribution,
} from './rtp.ts';
export { simulateBingo, type BingoSimulation } from './simulate.ts';

// Lale Keno: 20 of 80 drawn from the draw's chain hash, tickets of 1–10 numbers, exact returns.
export {
  drawKeno,
  isValidTicket,
  roundKenoDraw,
  settleTicket,
  winMinor,
  type TicketResult,
} from './engine.ts';
export {
  BALL_REVEAL_INTERVAL_MS,
  CHAIN_SALT,
  DRAW_INTERVAL_MS,
  DRAWN,
  MAX_PICKS,
  MAX_STAKE_MINOR,
  MAX_WIN_STAKES,
  MIN_PICKS,
  MIN_STAKE_MINOR,
  NUMBERS,
  PAYTABLE,
  PUBLISHED_RTP,
  SALES_CLOSE_BEFORE_MS,
} from './math.ts';
export { ALL_DRAWS, drawsWithHits, exactRtp } from './rtp.ts';
export { hitLawChiSquare, simulateKeno, type KenoSimulation } from './simulate.ts';

// Lale Mayın (mines): the public surface. Names repeat across games (PUBLISHED_RTP…): import as a namespace.
export {
  binomial,
  CASH_OUT_LADDERS,
  GRID_SIZE,
  isAllowedMines,
  MAX_MINES,
  MAX_STAKE_MINOR,
  MAX_WIN_STAKES,
  maxReveals,
  MIN_MINES,
  MIN_STAKE_MINOR,
  multiplierAfter,
  PUBLISHED_RTP,
  RTP_TEN_THOUSANDTHS,
  TILES,
} from './math.ts';
export {
  cashOut,
  minePositions,
  minesWinMinor,
  playerView,
  reveal,
  startMines,
  type MinesRound,
  type MinesStatus,
} from './outcome.ts';
export { allStrategies, strategyRtp, survivalChance, type Fraction } from './rtp.ts';

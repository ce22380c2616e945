// Lale Plinko: the public surface. Names repeat across games (PUBLISHED_RTP…): import as a namespace.
export {
  isAllowedBet,
  MAX_ROWS,
  MAX_STAKE_MINOR,
  MAX_WIN_STAKES,
  MIN_ROWS,
  MIN_STAKE_MINOR,
  paytable,
  PAYTABLES,
  PUBLISHED_RTP,
  RISKS,
  ROW_CHOICES,
  RTP_TOLERANCE,
  type PlinkoBet,
  type PlinkoRisk,
  type PlinkoRows,
} from './math.ts';
export { dropBall, plinkoWinMinor, type PlinkoOutcome } from './outcome.ts';
export { exactHitFrequency, exactRtp, pathCounts, type Fraction } from './rtp.ts';

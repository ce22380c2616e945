// Lale Uçağı (crash): crash points from the round's chain hash, the flight curve, cash-outs.
export {
  autoCashoutMultiplier,
  cashoutMultiplierAt,
  crashPoint,
  crashPointFromNumber,
  crashTimeMs,
  isCashoutTarget,
  msToReach,
  multiplierAt,
  roundCrashPoint,
  winMinor,
} from './engine.ts';
export {
  BETTING_WINDOW_MS,
  CHAIN_SALT,
  GROWTH_PER_MS,
  MAX_BETS_PER_ROUND,
  MAX_CASHOUT_MULTIPLIER,
  MAX_CRASH_MULTIPLIER,
  MAX_STAKE_MINOR,
  MAX_WIN_STAKES,
  MIN_CASHOUT_MULTIPLIER,
  MIN_STAKE_MINOR,
  MULTIPLIER_ONE,
  PAUSE_AFTER_CRASH_MS,
  PUBLISHED_RTP,
  RTP_PERCENT,
} from './math.ts';
export { exactCashoutRtp, roundsReaching } from './rtp.ts';

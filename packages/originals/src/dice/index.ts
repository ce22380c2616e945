// Lale Zar (dice): the public surface. Names repeat across games (PUBLISHED_RTP…): import as a namespace.
export {
  coveredRolls,
  DIRECTIONS,
  isAllowedBet,
  MAX_COVERED,
  MAX_STAKE_MINOR,
  MAX_WIN_STAKES,
  MIN_COVERED,
  MIN_STAKE_MINOR,
  multiplierFor,
  PUBLISHED_RTP,
  ROLL_OUTCOMES,
  RTP_TEN_THOUSANDTHS,
  type DiceBet,
  type DiceDirection,
} from './math.ts';
export { diceWinMinor, formatRoll, rollDice, type DiceOutcome } from './outcome.ts';
export { allowedBets, minimumRtp, rtpOfCovered, type Fraction } from './rtp.ts';

import {
  minorToDecimal,
  type CrashFrame,
  type CrashOwnBet,
  type CrashPublicBet,
  type CrashRound,
} from '@lale/contracts';
import type { Currency } from '../../../platform/money.ts';
import type { CrashBetRow, CrashRoundRow, RoundWithCommitment } from './repo.ts';

/*
 * How rounds and bets look to the page (contracts/originals-crash.ts): amounts as decimals of the bet's
 * currency, times as epoch ms, a player's name masked, a round's hash and crash point only once it is
 * over. Frames put `at` first so a reader finds it in the first bytes (the benchmark does).
 */

/** 'ayse_k' → 'ay***': enough to tell one's own bet in the list, not enough to find the player. */
export function maskName(username: string): string {
  const letters = [...username];
  return `${letters.slice(0, letters.length > 2 ? 2 : 1).join('')}***`;
}

const ms = (date: Date | null) => (date === null ? null : date.getTime());

export function roundView(round: RoundWithCommitment): CrashRound {
  const over = round.phase === 'crashed' || round.phase === 'void';
  return {
    roundId: round.id,
    phase: round.phase as CrashRound['phase'],
    chainIndex: round.chainIndex,
    commitment: round.commitment,
    bettingEndsAt: round.bettingEndsAt.getTime(),
    startedAt: ms(round.startedAt),
    crashedAt: ms(round.crashedAt),
    crashPoint: over ? round.crashPoint : null,
    hash: over ? round.hash : null,
  };
}

/** Pending bets are not shown; the page sees the rest by these four. */
const shownStatus = (status: string): CrashPublicBet['status'] =>
  status === 'pending' ? 'open' : (status as CrashPublicBet['status']);

export function publicBetView(bet: CrashBetRow, currency: Currency): CrashPublicBet {
  const amount = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
  return {
    betId: bet.id,
    player: bet.playerShown,
    stake: amount(bet.stakeMinor),
    currency: currency.code,
    autoCashOut: bet.autoCashOut,
    cashedOut: bet.cashedOut,
    win: bet.winMinor === null ? null : amount(bet.winMinor),
    status: shownStatus(bet.status),
  };
}

export function ownBetView(bet: CrashBetRow, currency: Currency): CrashOwnBet {
  const { player: _player, ...shown } = publicBetView(bet, currency);
  return { ...shown, roundId: bet.roundId, panel: bet.panel };
}

// ── frames (topic `crash`) ─────────────────────────────────────────────────────────────────────────

export const frames = {
  round: (at: number, round: RoundWithCommitment): CrashFrame => ({
    at,
    type: 'crash.round',
    roundId: round.id,
    chainIndex: round.chainIndex,
    commitment: round.commitment,
    bettingEndsAt: round.bettingEndsAt.getTime(),
  }),
  bet: (at: number, bet: CrashBetRow, currency: Currency): CrashFrame => ({
    at,
    type: 'crash.bet',
    roundId: bet.roundId,
    bet: publicBetView(bet, currency),
  }),
  takeoff: (at: number, roundId: number, startedAt: Date): CrashFrame => ({
    at,
    type: 'crash.takeoff',
    roundId,
    startedAt: startedAt.getTime(),
  }),
  cashout: (at: number, bet: CrashBetRow, currency: Currency, auto: boolean): CrashFrame => ({
    at,
    type: 'crash.cashout',
    roundId: bet.roundId,
    betId: bet.id,
    player: bet.playerShown,
    multiplier: bet.cashedOut ?? 0,
    win: minorToDecimal(bet.winMinor ?? 0n, currency.minorUnits),
    currency: currency.code,
    auto,
  }),
  crashed: (at: number, round: CrashRoundRow, nextRoundAt: number): CrashFrame => ({
    at,
    type: 'crash.crashed',
    roundId: round.id,
    crashPoint: round.crashPoint,
    crashedAt: round.crashedAt!.getTime(),
    chainIndex: round.chainIndex,
    hash: round.hash,
    nextRoundAt,
  }),
  void: (at: number, round: CrashRoundRow): CrashFrame => ({
    at,
    type: 'crash.void',
    roundId: round.id,
    chainIndex: round.chainIndex,
    hash: round.hash,
  }),
};

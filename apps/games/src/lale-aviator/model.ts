import type { CrashFrame, CrashOwnBet, CrashPublicBet, CrashState } from '@lale/contracts';
import { crash } from '@lale/originals';

/*
 * Lale Aviator's round as the page knows it, kept from the `state` answer and the hub's frames
 * (contracts/originals-crash.ts). Pure: `applyFrame` answers the next view, so the page and its tests
 * replay the same frames the same way. The flight itself is not here: its multiplier is computed from
 * the server's clock with `crash.multiplierAt` (clock.ts, flight.ts).
 */

export type Phase = 'waiting' | 'betting' | 'flying' | 'crashed' | 'void';

export type HistoryItem = CrashState['history'][number];

export type RoundView = {
  roundId: number | null;
  phase: Phase;
  chainIndex: number;
  commitment: string | null;
  bettingEndsAt: number | null;
  startedAt: number | null;
  crashedAt: number | null;
  /** Ten-thousandths, once crashed. */
  crashPoint: number | null;
  nextRoundAt: number | null;
  /** The round's bets, in the order they came (cash-outs update them in place). */
  bets: CrashPublicBet[];
  /** Finished rounds, newest first. */
  history: HistoryItem[];
};

const HISTORY = 20;
const BETS = 200;

export function viewFromState(state: CrashState): RoundView {
  const round = state.round;
  return {
    roundId: round?.roundId ?? null,
    phase: round ? round.phase : 'waiting',
    chainIndex: round?.chainIndex ?? 0,
    commitment: round?.commitment ?? state.commitment,
    bettingEndsAt: round?.bettingEndsAt ?? null,
    startedAt: round?.startedAt ?? null,
    crashedAt: round?.crashedAt ?? null,
    crashPoint: round?.crashPoint ?? null,
    nextRoundAt:
      round?.phase === 'crashed' && round.crashedAt !== null
        ? round.crashedAt + state.rules.pauseAfterCrashMs
        : null,
    bets: state.bets,
    history: state.history,
  };
}

const PHASE_ORDER: Record<Phase, number> = { waiting: 0, betting: 1, flying: 2, crashed: 3, void: 3 };

/**
 * Whether `next` (a state answer) shows an earlier moment of the game than `shown` (the view the frames
 * built): an older round, or the same round at an earlier phase. A state read answers the server as it
 * was when the request was handled; frames sent since may already be applied — when rounds pass quickly
 * (a resync after skipped rounds, a busy server), such an answer must not take the page back to a round
 * that is over, nor forget the bet the panel just placed.
 */
export function isBehind(next: RoundView, shown: RoundView): boolean {
  if (shown.roundId === null) return false;
  if (next.roundId === null || next.roundId < shown.roundId) return true;
  return next.roundId === shown.roundId && PHASE_ORDER[next.phase] < PHASE_ORDER[shown.phase];
}

/** The view after `frame`; a frame of another round than the one shown is ignored (a resync follows). */
export function applyFrame(view: RoundView, frame: CrashFrame): RoundView {
  switch (frame.type) {
    case 'crash.round':
      return {
        ...view,
        roundId: frame.roundId,
        phase: 'betting',
        chainIndex: frame.chainIndex,
        commitment: frame.commitment,
        bettingEndsAt: frame.bettingEndsAt,
        startedAt: null,
        crashedAt: null,
        crashPoint: null,
        nextRoundAt: null,
        bets: [],
      };
    case 'crash.bet':
      if (frame.roundId !== view.roundId || view.bets.some((bet) => bet.betId === frame.bet.betId))
        return view;
      return { ...view, bets: [...view.bets, frame.bet].slice(-BETS) };
    case 'crash.takeoff':
      if (frame.roundId !== view.roundId) return view;
      return { ...view, phase: 'flying', startedAt: frame.startedAt };
    case 'crash.cashout':
      if (frame.roundId !== view.roundId) return view;
      return {
        ...view,
        bets: view.bets.map((bet) =>
          bet.betId === frame.betId
            ? { ...bet, status: 'won', cashedOut: frame.multiplier, win: frame.win }
            : bet,
        ),
      };
    case 'crash.crashed': {
      if (frame.roundId !== view.roundId) return view;
      const item: HistoryItem = {
        roundId: frame.roundId,
        chainIndex: frame.chainIndex,
        commitment: view.commitment ?? '',
        crashPoint: frame.crashPoint,
        hash: frame.hash,
        void: false,
      };
      return {
        ...view,
        phase: 'crashed',
        crashPoint: frame.crashPoint,
        crashedAt: frame.crashedAt,
        nextRoundAt: frame.nextRoundAt,
        bets: view.bets.map((bet) => (bet.status === 'open' ? { ...bet, status: 'lost' } : bet)),
        history: withHistory(view.history, item),
      };
    }
    case 'crash.void': {
      if (frame.roundId !== view.roundId) return view;
      const item: HistoryItem = {
        roundId: frame.roundId,
        chainIndex: frame.chainIndex,
        commitment: view.commitment ?? '',
        crashPoint: crash.roundCrashPoint(frame.hash),
        hash: frame.hash,
        void: true,
      };
      return {
        ...view,
        phase: 'void',
        bets: view.bets.map((bet) => (bet.status === 'open' ? { ...bet, status: 'refunded' } : bet)),
        history: withHistory(view.history, item),
      };
    }
  }
}

function withHistory(history: HistoryItem[], item: HistoryItem): HistoryItem[] {
  if (history.some((past) => past.roundId === item.roundId)) return history;
  return [item, ...history].slice(0, HISTORY);
}

/** The multiplier the flight shows at `serverNow` (ten-thousandths), or the crash point once crashed. */
export function shownMultiplier(view: RoundView, serverNow: number): number {
  if (view.phase === 'crashed' && view.crashPoint !== null) return view.crashPoint;
  if (view.phase !== 'flying' || view.startedAt === null) return crash.MULTIPLIER_ONE;
  return crash.multiplierAt(Math.max(0, serverNow - view.startedAt));
}

/** The share of the betting window still left at `serverNow` (1 → 0). */
export function bettingLeft(view: RoundView, serverNow: number, windowMs: number): number {
  if (view.phase !== 'betting' || view.bettingEndsAt === null || windowMs <= 0) return 0;
  return Math.min(1, Math.max(0, (view.bettingEndsAt - serverNow) / windowMs));
}

/** How a crash point is coloured in the history strip (the usual crash-game scale). */
export function crashTone(multiplier: number): 'low' | 'mid' | 'high' | 'moon' {
  if (multiplier < 20_000) return 'low';
  if (multiplier < 100_000) return 'mid';
  if (multiplier < 1_000_000) return 'high';
  return 'moon';
}

// ── one bet panel ────────────────────────────────────────────────────────────────────────────────

/**
 * What a bet panel's button does now:
 *  - bet: place a bet in the round taking bets;
 *  - queue: no round takes bets now — the bet waits for the next one;
 *  - cancel: a bet waiting for the next round (not sent yet) can be taken back;
 *  - placed: the bet is in, the plane has not taken off (no cancel in the protocol);
 *  - cashout: the bet flies — cash out at the shown multiplier.
 */
export type PanelMode = 'bet' | 'queue' | 'cancel' | 'placed' | 'cashout';

export function panelMode(
  phase: Phase,
  own: Pick<CrashOwnBet, 'status' | 'roundId'> | null,
  roundId: number | null,
  queued: boolean,
): PanelMode {
  const live = own !== null && own.roundId === roundId && own.status === 'open';
  if (live && phase === 'flying') return 'cashout';
  if (live && phase === 'betting') return 'placed';
  if (queued) return 'cancel';
  return phase === 'betting' ? 'bet' : 'queue';
}

/** What cashing out `stakeMinor` at `multiplier` pays (minor units), as the server floors it. */
export function cashOutMinor(stakeMinor: bigint, multiplier: number): bigint {
  return crash.winMinor(stakeMinor, multiplier);
}

/** A typed target ('2', '2,5', '1.75') in ten-thousandths, when it is one the server takes. */
export function parseTarget(text: string): number | null {
  const clean = text.trim().replace(/^[x×]/i, '').replace(/[x×]$/i, '').replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, part = ''] = clean.split('.');
  const target = Number(whole) * 10_000 + Number(part.padEnd(2, '0')) * 100;
  return crash.isCashoutTarget(target) ? target : null;
}

/** A multiplier (ten-thousandths) as the game writes it: tr '2,45x', en '2.45x', grouped above 1,000. */
export function multiplierText(multiplier: number, lang: 'tr' | 'en'): string {
  const value = Math.floor(multiplier / 100) / 100;
  const [whole = '0', fraction = '00'] = value.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'tr' ? '.' : ',');
  return `${grouped}${lang === 'tr' ? ',' : '.'}${fraction}x`;
}

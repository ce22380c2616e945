import {
  minorToDecimal,
  type BingoTicket,
  type Draw,
  type DrawFrame,
  type DrawHistoryItem,
  type DrawPhase,
  type KenoTicket,
} from '@lale/contracts';
import type { bingo } from '@lale/originals';
import type { Currency } from '../../../platform/money.ts';
import type { DrawGameDefinition } from './definition.ts';
import type { DrawRow, DrawWithCommitment, TicketRow, TicketWithDeal } from './repo.ts';
import { calledBalls, drawnBalls } from './rules.ts';

/*
 * How draws and tickets look to the page (contracts/originals-draws.ts): times as epoch ms, amounts as
 * decimals of the ticket's currency, a draw's balls only as far as the clock has brought them and its
 * hash only once it is over.
 */

/**
 * The phase a page is shown: by the clock, so a draw whose sales time passed is drawing even if no
 * scheduler has closed it yet (a leader changing hands) — the same clock decides what a purchase may do.
 */
export function shownPhase(draw: DrawRow, now: Date): DrawPhase {
  if (draw.phase === 'selling' && now >= draw.salesCloseAt) return 'drawing';
  return draw.phase as DrawPhase;
}

export function drawView(game: DrawGameDefinition, draw: DrawWithCommitment, now: Date): Draw {
  const phase = shownPhase(draw, now);
  const over = phase === 'finished' || phase === 'void';
  return {
    drawId: draw.id,
    game: game.game,
    room: draw.room,
    phase,
    chainIndex: draw.chainIndex,
    commitment: draw.commitment,
    salesCloseAt: draw.salesCloseAt.getTime(),
    startsAt: draw.startsAt.getTime(),
    finishesAt: draw.finishesAt.getTime(),
    balls: phase === 'void' ? [] : over ? drawnBalls(game, draw.hash) : calledBalls(game, draw, now),
    hash: over ? draw.hash : null,
    winners: phase === 'finished' ? draw.winners : null,
  };
}

export function historyView(game: DrawGameDefinition, draw: DrawWithCommitment): DrawHistoryItem {
  const isVoid = draw.phase === 'void';
  return {
    drawId: draw.id,
    chainIndex: draw.chainIndex,
    commitment: draw.commitment,
    hash: draw.hash,
    startsAt: draw.startsAt.getTime(),
    balls: isVoid ? [] : drawnBalls(game, draw.hash),
    winners: draw.winners ?? 0,
    void: isVoid,
  };
}

/** Pending tickets are never shown; the rest by these four. */
const shownStatus = (status: string) => status as KenoTicket['status'];
const settled = (ticket: TicketRow) => ticket.status === 'won' || ticket.status === 'lost';

function ticketBase(ticket: TicketRow, currency: Currency) {
  const amount = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
  return {
    ticketId: ticket.id,
    drawId: ticket.drawId,
    stake: amount(ticket.stakeMinor),
    status: shownStatus(ticket.status),
    multiplier: ticket.status === 'open' ? null : (ticket.multiplier ?? 0),
    win: ticket.status === 'open' || ticket.winMinor === null ? null : amount(ticket.winMinor),
  };
}

export function kenoTicketView(ticket: TicketRow, currency: Currency): KenoTicket {
  return {
    ...ticketBase(ticket, currency),
    picks: ticket.numbers as number[],
    hits: settled(ticket) ? (ticket.result as number[]) : null,
  };
}

export function bingoTicketView(ticket: TicketWithDeal, room: string, currency: Currency): BingoTicket {
  return {
    ...ticketBase(ticket, currency),
    room,
    card: (ticket.numbers as bingo.BingoCard).map((row) => [...row]),
    deal: {
      serverSeedHash: ticket.serverSeedHash ?? '',
      clientSeed: ticket.clientSeed ?? '',
      nonce: ticket.nonce ?? 0,
      position: ticket.position ?? 0,
    },
    completedAt: settled(ticket) ? (ticket.result as BingoTicket['completedAt']) : null,
  };
}

// ── frames (topics `keno`, `bingo:<room>`) ─────────────────────────────────────────────────────────

const base = (at: number, draw: DrawRow) => ({
  at,
  game: draw.game as DrawFrame['game'],
  room: draw.room,
  drawId: draw.id,
});

export const drawFrames = {
  opened: (at: number, draw: DrawWithCommitment): DrawFrame => ({
    ...base(at, draw),
    type: 'draw.opened',
    chainIndex: draw.chainIndex,
    commitment: draw.commitment,
    salesCloseAt: draw.salesCloseAt.getTime(),
    startsAt: draw.startsAt.getTime(),
    finishesAt: draw.finishesAt.getTime(),
  }),
  closed: (at: number, draw: DrawRow, tickets: number): DrawFrame => ({
    ...base(at, draw),
    type: 'draw.closed',
    startsAt: draw.startsAt.getTime(),
    tickets,
  }),
  ball: (at: number, draw: DrawRow, call: number, ball: number, calledAt: number): DrawFrame => ({
    ...base(at, draw),
    type: 'draw.ball',
    call,
    ball,
    calledAt,
  }),
  finished: (at: number, draw: DrawRow, balls: number[], winners: number): DrawFrame => ({
    ...base(at, draw),
    type: 'draw.finished',
    chainIndex: draw.chainIndex,
    hash: draw.hash,
    balls,
    winners,
  }),
  void: (at: number, draw: DrawRow): DrawFrame => ({
    ...base(at, draw),
    type: 'draw.void',
    chainIndex: draw.chainIndex,
    hash: draw.hash,
  }),
};

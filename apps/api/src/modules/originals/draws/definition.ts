import {
  BINGO_GAME_CODE,
  bingoTopic,
  KENO_GAME_CODE,
  KENO_TOPIC,
  type DrawGame,
  type OriginalsTopic,
} from '@lale/contracts';
import { bingo, keno } from '@lale/originals';
import type { CatalogueEntry } from '../games/definition.ts';

/*
 * A scheduled draw game as the generic draw server (draws/*) runs it: its rooms and their schedule,
 * how a draw's balls follow from its chain hash, and what a ticket pays against them. Keno and bingo are
 * the two; everything else (opening, sales close, calling, settling, recovery, money) is shared.
 */

export type DrawRoom = {
  id: string;
  name: string;
  /** The socket topic its frames go to. */
  topic: OriginalsTopic;
  /** Its hash chain's name in scheduled_chains. */
  chainKey: string;
  /** Draws start at `offsetMs` past every multiple of the game's interval (rooms take turns). */
  offsetMs: number;
  /** Bingo: every card costs this (minor units); keno: the player names the stake. */
  priceMinor: bigint | null;
};

/** One ticket's result against a draw's called balls. */
export type TicketOutcome = { multiplier: number; result: unknown };

export type DrawGameDefinition = {
  game: DrawGame;
  /** The scheduler's (lease's) name. */
  key: string;
  code: string;
  catalogue: CatalogueEntry;
  rooms: readonly DrawRoom[];
  intervalMs: number;
  salesCloseBeforeMs: number;
  ballIntervalMs: number;
  /** Balls that come out in a draw (the first `calls` of `drawOrder`). */
  calls: number;
  drawOrder(hash: string): number[];
  /** The most a ticket may pay, in stakes. */
  maxWinStakes: number;
  /** Tickets (cards) one player may hold in a draw. */
  ticketsPerDraw: number;
  /** Each ticket's result against the called balls, in order (`numbers` as stored). */
  settle(tickets: readonly unknown[], called: readonly number[]): TicketOutcome[];
};

/** When a draw's balls come out and when it finishes: one ball every interval after the start. */
export const ballAt = (game: DrawGameDefinition, startsAt: Date, call: number): number =>
  startsAt.getTime() + call * game.ballIntervalMs;

export const KENO: DrawGameDefinition = {
  game: 'keno',
  key: 'keno',
  code: KENO_GAME_CODE,
  // The TV-bets area (7), with the studio's own tab.
  catalogue: {
    id: 1_000_040,
    name: 'Lale Keno',
    categories: [7],
    volatility: 'high',
    publishedRtp: keno.PUBLISHED_RTP,
    sort: -40,
  },
  rooms: [
    { id: 'keno', name: 'Lale Keno', topic: KENO_TOPIC, chainKey: 'keno', offsetMs: 0, priceMinor: null },
  ],
  intervalMs: keno.DRAW_INTERVAL_MS,
  salesCloseBeforeMs: keno.SALES_CLOSE_BEFORE_MS,
  ballIntervalMs: keno.BALL_REVEAL_INTERVAL_MS,
  calls: keno.DRAWN,
  drawOrder: (hash) => keno.roundKenoDraw(hash),
  maxWinStakes: keno.MAX_WIN_STAKES,
  ticketsPerDraw: 10,
  settle: (tickets, called) =>
    tickets.map((picks) => {
      const { hits, multiplier } = keno.settleTicket(picks as number[], called);
      return { multiplier, result: hits };
    }),
};

export const BINGO: DrawGameDefinition = {
  game: 'bingo',
  key: 'bingo',
  code: BINGO_GAME_CODE,
  // The bingo area (6), with the studio's own tab.
  catalogue: {
    id: 1_000_050,
    name: 'Lale Tombala',
    categories: [6],
    volatility: 'medium',
    publishedRtp: bingo.PUBLISHED_RTP,
    sort: -50,
  },
  rooms: bingo.ROOMS.map((room, i) => ({
    id: room.id,
    name: room.name,
    topic: bingoTopic(room.id),
    chainKey: bingoTopic(room.id),
    offsetMs: Math.round((i * bingo.GAME_INTERVAL_MS) / bingo.ROOMS.length),
    priceMinor: room.cardPriceMinor,
  })),
  intervalMs: bingo.GAME_INTERVAL_MS,
  salesCloseBeforeMs: bingo.SALES_CLOSE_BEFORE_MS,
  ballIntervalMs: bingo.CALL_INTERVAL_MS,
  calls: bingo.CALLS,
  drawOrder: (hash) => bingo.roundBingoDraw(hash),
  maxWinStakes: bingo.MAX_WIN_STAKES,
  ticketsPerDraw: 24,
  settle: (cards, called) =>
    bingo
      .settleCards(cards as bingo.BingoCard[], called)
      .map(({ completedAt, multiplier }) => ({ multiplier, result: completedAt })),
};

export const DRAW_GAMES: readonly DrawGameDefinition[] = [KENO, BINGO];

export const drawRoom = (game: DrawGameDefinition, id: string): DrawRoom | undefined =>
  game.rooms.find((room) => room.id === id);

/** The first start of `room` strictly after `t` (epoch ms): its offset past a multiple of the interval. */
export function slotAfter(game: DrawGameDefinition, room: DrawRoom, t: number): number {
  return room.offsetMs + (Math.floor((t - room.offsetMs) / game.intervalMs) + 1) * game.intervalMs;
}

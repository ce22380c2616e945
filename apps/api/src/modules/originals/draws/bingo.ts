import { BINGO_GAME_CODE, minorToDecimal, type BingoBuyResult, type BingoState } from '@lale/contracts';
import { bingo, fairRng } from '@lale/originals';
import { refuse } from '../../../platform/domain-errors.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { SeedService } from '../fair/seeds.ts';
import type { OperatorCaps } from '../play/service.ts';
import type { Session } from '../rounds/runner.ts';
import { BINGO, drawRoom, type DrawRoom } from './definition.ts';
import { drawsRepo } from './repo.ts';
import type { DrawTickets } from './tickets.ts';
import { bingoTicketView } from './views.ts';
import type { Database } from '../../../db/connection.ts';

/*
 * Lale Tombala's calls: a room's board with the prize table, and 1–6 cards at the room's price. A
 * purchase's cards are dealt from the player's provably fair seed pair — one nonce per purchase,
 * `bingo.dealCards(fairRng(pair), count)` — taken inside the purchase's transaction, so a refused
 * purchase takes no nonce.
 */

export type BingoCalls = ReturnType<typeof createBingoCalls>;

export function createBingoCalls({
  db,
  tickets,
  seeds,
  money,
  caps,
}: {
  db: Database;
  tickets: DrawTickets;
  seeds: SeedService;
  money: MoneyService;
  caps: OperatorCaps;
}) {
  function roomOf(id: string | undefined): DrawRoom {
    const room = id === undefined ? BINGO.rooms[0] : drawRoom(BINGO, id);
    if (!room) throw refuse({ code: 'OriginalsMoveInvalid' });
    return room;
  }

  return {
    async state(session: Session, roomId: string | undefined): Promise<BingoState> {
      const room = roomOf(roomId);
      const board = await tickets.board(session, room);
      const { currency } = board;
      const amount = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
      const selling = new Map((await drawsRepo.selling(db, BINGO.game)).map((draw) => [draw.room, draw]));
      return {
        game: BINGO_GAME_CODE,
        room: room.id,
        rooms: BINGO.rooms.map((each) => ({
          id: each.id,
          name: each.name,
          cardPrice: amount(each.priceMinor!),
          nextStartsAt: selling.get(each.id)?.startsAt.getTime() ?? null,
        })),
        now: board.now,
        current: board.current,
        next: board.next,
        history: board.history,
        tickets: board.tickets.map((ticket) => bingoTicketView(ticket, room.id, currency)),
        balance: board.balance,
        currency: { code: currency.code, minorUnits: currency.minorUnits },
        rules: {
          maxWin: caps.maxWinMinor === null ? null : amount(caps.maxWinMinor),
          balls: bingo.BALLS,
          calls: bingo.CALLS,
          prizes: {
            oneLine: bingo.PRIZES.oneLine.map((bracket) => ({ ...bracket })),
            twoLines: bingo.PRIZES.twoLines.map((bracket) => ({ ...bracket })),
            fullHouse: bingo.PRIZES.fullHouse.map((bracket) => ({ ...bracket })),
          },
          cardsPerPurchase: bingo.MAX_CARDS_PER_PURCHASE,
          cardsPerDraw: BINGO.ticketsPerDraw,
          salesCloseBeforeMs: BINGO.salesCloseBeforeMs,
          ballIntervalMs: BINGO.ballIntervalMs,
          drawIntervalMs: BINGO.intervalMs,
        },
      };
    },

    /** `count` cards (1–6, checked by the contract) for the room's game on sale. */
    async buy(
      session: Session,
      roomId: string,
      count: number,
      drawId: number | undefined,
    ): Promise<BingoBuyResult> {
      const room = roomOf(roomId);
      const price = room.priceMinor!;
      // The operator's maximum stake is below this room's card price: its cards are not offered.
      if (caps.maxStakeMinor !== null && price > caps.maxStakeMinor)
        throw refuse({
          code: 'OriginalsStakeOutOfRange',
          minMinor: price,
          maxMinor: caps.maxStakeMinor,
          currency: await money.currency(session.currencyId),
        });
      const bought = await tickets.sell(session, room, drawId, price * BigInt(count), async (tx) => {
        const pair = await seeds.takeNonce(tx, session.playerId);
        const cards = bingo.dealCards(fairRng(pair), count);
        return cards.map((card, position) => ({
          numbers: card,
          stakeMinor: price,
          seedPairId: pair.pairId,
          nonce: pair.nonce,
          position,
        }));
      });
      const currency = await money.currency(session.currencyId);
      const shown = await seeds.pairShown(bought[0]!.seedPairId!);
      return {
        tickets: bought.map((ticket) => bingoTicketView({ ...ticket, ...shown }, room.id, currency)),
        balance: await tickets.balanceOf(session),
      };
    },
  };
}

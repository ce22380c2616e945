import { randomUUID } from 'node:crypto';
import type { Draw, DrawHistoryItem } from '@lale/contracts';
import type { Database } from '../../../db/connection.ts';
import type { Transaction } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import type { Currency, MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { Session } from '../rounds/runner.ts';
import type { WalletBets } from '../scheduled/wallet-bets.ts';
import type { DrawGameDefinition, DrawRoom } from './definition.ts';
import { drawsRepo, type DrawRow, type TicketRow, type TicketWithDeal } from './repo.ts';
import { drawView, historyView, shownPhase } from './views.ts';

/*
 * What a player does in a draw game, on whichever process the page's call lands: read a room's board,
 * buy tickets for its draw on sale. A purchase writes its tickets first (pending, in one transaction that
 * share-locks the draw on sale, so closing its sales waits for them; each in a free slot of the player's
 * `ticketsPerDraw`, race-free by the unique index), then each ticket's stake is taken by the game wallet
 * and the ticket is open. A purchase is whole or nothing: when a stake is refused, the stakes already
 * taken are refunded at once (their rounds close as refunded) and the rest never existed.
 */

const HISTORY = 20;
/** A room's newest draws looked at for the board (the one on sale, the one drawing, the last finished). */
const RECENT = 3;

export type NewTicket = Pick<TicketRow, 'numbers' | 'stakeMinor'> &
  Partial<Pick<TicketRow, 'seedPairId' | 'nonce' | 'position'>>;

export type Board = {
  now: number;
  current: Draw | null;
  next: Draw | null;
  history: DrawHistoryItem[];
  tickets: TicketWithDeal[];
  balance: number;
  currency: Currency;
};

class Refused extends Error {
  constructor(readonly why: 'closed' | 'full') {
    super(why);
  }
}

export type DrawTickets = ReturnType<typeof createDrawTickets>;

export function createDrawTickets({
  game,
  db,
  clock,
  games,
  money,
  wallet,
}: {
  game: DrawGameDefinition;
  db: Database;
  clock: Clock;
  games: GameWalletService;
  money: MoneyService;
  wallet: WalletBets<TicketRow>;
}) {
  async function balanceMinor(session: Session): Promise<bigint> {
    const { cash, bonus } = await games.balances(session.playerId, session.currencyId);
    return cash + bonus;
  }
  const balanceOf = async (session: Session) =>
    money.toDecimal(await balanceMinor(session), session.currencyId);

  /** Stakes already taken of a purchase that cannot be completed: refunded, their rounds closed. */
  async function refundTaken(taken: TicketRow[]): Promise<void> {
    for (const ticket of taken) {
      const refunded = await drawsRepo.moveTicket(db, ticket.id, ['pending', 'open'], {
        status: 'refunded',
        winMinor: 0n,
        settledAt: clock.now(),
      });
      if (refunded) await wallet.settle(refunded);
    }
  }

  return {
    balanceOf,

    /** The room's board: its draw in play (or last finished), its draw on sale, history, the player's tickets. */
    async board(session: Session, room: DrawRoom): Promise<Board> {
      const now = clock.now();
      const recent = await drawsRepo.latest(db, game.game, room.id, RECENT);
      const next = recent.find((draw) => shownPhase(draw, now) === 'selling');
      // The newest draw not on sale: drawing (by the clock), or finished while the next one sells.
      const current = recent.find((draw) => draw !== next);
      const history = await drawsRepo.history(db, game.game, room.id, HISTORY);
      const shown = [current, next].filter((draw): draw is NonNullable<typeof draw> => draw !== undefined);
      return {
        now: now.getTime(),
        current: current ? drawView(game, current, now) : null,
        next: next ? drawView(game, next, now) : null,
        history: history.map((draw) => historyView(game, draw)),
        tickets: await drawsRepo.playerTickets(
          db,
          shown.map((draw) => draw.id),
          session.playerId,
        ),
        balance: await balanceOf(session),
        currency: await money.currency(session.currencyId),
      };
    },

    /**
     * Sells the room's draw on sale (`drawId`, if given, must be it) the tickets `make` writes inside the
     * purchase's transaction, `totalMinor` for all of them. Answers the open tickets.
     */
    async sell(
      session: Session,
      room: DrawRoom,
      drawId: number | undefined,
      totalMinor: bigint,
      make: (tx: Transaction, draw: DrawRow) => Promise<NewTicket[]>,
    ): Promise<TicketRow[]> {
      // Not enough for the whole purchase: refused before anything is written.
      if ((await balanceMinor(session)) < totalMinor) throw refuse({ code: 'OriginalsInsufficientFunds' });
      let written: TicketRow[];
      try {
        written = await db.transaction(async (tx) => {
          const now = clock.now();
          const draw = await drawsRepo.sellingForShare(tx, game.game, room.id);
          if (!draw || now >= draw.salesCloseAt || (drawId !== undefined && draw.id !== drawId))
            throw new Refused('closed');
          const rows: TicketRow[] = [];
          for (const ticket of await make(tx, draw)) {
            const row = await drawsRepo.insertTicket(
              tx,
              {
                ...ticket,
                id: randomUUID(),
                drawId: draw.id,
                playerId: session.playerId,
                gameId: session.gameId,
                currencyId: session.currencyId,
                status: 'pending',
                createdAt: now,
              },
              game.ticketsPerDraw,
            );
            if (!row) throw new Refused('full');
            rows.push(row);
          }
          return rows;
        });
      } catch (err) {
        if (!(err instanceof Refused)) throw err;
        if (err.why === 'closed') throw refuse({ code: 'OriginalsSalesClosed' });
        throw refuse({ code: 'OriginalsTicketLimit', limit: game.ticketsPerDraw });
      }

      const open: TicketRow[] = [];
      for (const [i, ticket] of written.entries()) {
        const taken = await wallet.takeStake(ticket, session.id);
        const confirmed =
          taken.status === 'ok'
            ? await drawsRepo.moveTicket(db, ticket.id, ['pending'], { status: 'open' })
            : undefined;
        if (confirmed) {
          open.push(confirmed);
          continue;
        }
        // This stake was refused (or its draw was settled first, which refunds it): undo the purchase.
        if (taken.status !== 'ok') await drawsRepo.deletePendingTicket(db, ticket.id);
        for (const rest of written.slice(i + 1)) await drawsRepo.deletePendingTicket(db, rest.id);
        await refundTaken(open);
        if (taken.status === 'insufficient_funds') throw refuse({ code: 'OriginalsInsufficientFunds' });
        if (taken.status === 'bet_limit') throw refuse({ code: 'OriginalsBetLimit' });
        if (taken.status === 'ok') throw refuse({ code: 'OriginalsSalesClosed' });
        if (taken.status === 'refused') throw refuse({ code: 'WagerRefused', reason: taken.reason });
        throw refuse({ code: 'OriginalsBetRefused' });
      }
      return open;
    },
  };
}

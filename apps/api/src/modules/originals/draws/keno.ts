import { KENO_GAME_CODE, minorToDecimal, type KenoBuyResult, type KenoState } from '@lale/contracts';
import { keno } from '@lale/originals';
import { refuse } from '../../../platform/domain-errors.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { OperatorCaps } from '../play/service.ts';
import type { Session } from '../rounds/runner.ts';
import { KENO } from './definition.ts';
import { stakeLimits } from './rules.ts';
import type { DrawTickets } from './tickets.ts';
import { kenoTicketView } from './views.ts';

/* Lale Keno's calls: its board with the paytable, and a ticket of 1–10 numbers at the player's stake. */

const ROOM = KENO.rooms[0]!;

export type KenoCalls = ReturnType<typeof createKenoCalls>;

export function createKenoCalls({
  tickets,
  money,
  caps,
}: {
  tickets: DrawTickets;
  money: MoneyService;
  caps: OperatorCaps;
}) {
  const limits = () => stakeLimits({ minMinor: keno.MIN_STAKE_MINOR, maxMinor: keno.MAX_STAKE_MINOR }, caps);

  return {
    async state(session: Session): Promise<KenoState> {
      const board = await tickets.board(session, ROOM);
      const { currency } = board;
      const amount = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
      const { minMinor, maxMinor } = limits();
      return {
        game: KENO_GAME_CODE,
        now: board.now,
        current: board.current,
        next: board.next,
        history: board.history,
        tickets: board.tickets.map((ticket) => kenoTicketView(ticket, currency)),
        balance: board.balance,
        currency: { code: currency.code, minorUnits: currency.minorUnits },
        rules: {
          stake: { min: amount(minMinor), max: amount(maxMinor) },
          maxWin: caps.maxWinMinor === null ? null : amount(caps.maxWinMinor),
          numbers: keno.NUMBERS,
          drawn: keno.DRAWN,
          picks: { min: keno.MIN_PICKS, max: keno.MAX_PICKS },
          paytable: keno.PAYTABLE.map((row) => [...row]),
          ticketsPerDraw: KENO.ticketsPerDraw,
          salesCloseBeforeMs: KENO.salesCloseBeforeMs,
          ballIntervalMs: KENO.ballIntervalMs,
          drawIntervalMs: KENO.intervalMs,
        },
      };
    },

    /** A ticket for the draw on sale; `picks` already checked by the contract (1–10 distinct, 1–80). */
    async buy(
      session: Session,
      picks: number[],
      stakeMinor: bigint,
      drawId: number | undefined,
    ): Promise<KenoBuyResult> {
      const { minMinor, maxMinor } = limits();
      if (stakeMinor < minMinor || stakeMinor > maxMinor)
        throw refuse({
          code: 'OriginalsStakeOutOfRange',
          minMinor,
          maxMinor,
          currency: await money.currency(session.currencyId),
        });
      if (!keno.isValidTicket(picks)) throw refuse({ code: 'OriginalsMoveInvalid' });
      const bought = await tickets.sell(session, ROOM, drawId, stakeMinor, async () => [
        { numbers: picks, stakeMinor },
      ]);
      const currency = await money.currency(session.currencyId);
      return {
        tickets: bought.map((ticket) => kenoTicketView(ticket, currency)),
        balance: await tickets.balanceOf(session),
      };
    },
  };
}

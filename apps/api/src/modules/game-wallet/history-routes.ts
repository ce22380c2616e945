import { API_CONTRACT, minorToDecimal } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { ok } from '../../platform/envelope.ts';
import type { MoneyService } from '../../platform/money.ts';
import { responses, security } from '../../platform/route-docs.ts';
import { gameHistoryPage } from './history.ts';
import type { GameWalletRepo } from './repo.ts';

/* The player's game history (issue #12): rounds newest first, and one round's bets and wins. */

const C = API_CONTRACT;
const doc = (summary: string) => ({ tags: ['casino'], summary, security });

export const gameHistoryRoutes: FastifyPluginAsyncZod<{
  guard: AuthGuard;
  repo: GameWalletRepo;
  money: MoneyService;
}> = async (app, { guard, repo, money }) => {
  app.post(
    C.casinoGameHistory.path,
    {
      onRequest: guard,
      schema: {
        ...doc("The player's game rounds, newest first, paged; optional status and Istanbul calendar days"),
        body: C.casinoGameHistory.request,
        response: responses(C.casinoGameHistory.response),
      },
    },
    async (request) => {
      const { skip, take, ...filter } = request.body;
      return ok(await gameHistoryPage(repo, money, authOf(request).playerId, filter, skip, take));
    },
  );

  app.post(
    C.casinoRoundTransactions.path,
    {
      onRequest: guard,
      schema: {
        ...doc("The bets and wins of one of the player's rounds, oldest first"),
        body: C.casinoRoundTransactions.request,
        response: responses(C.casinoRoundTransactions.response),
      },
    },
    async (request) => {
      const round = await repo.roundOf(authOf(request).playerId, request.body.roundId);
      if (!round) throw refuse({ code: 'GameRoundNotFound' });
      const { minorUnits } = await money.currency(round.currencyId);
      const rows = await repo.roundTransactions(round.id);
      return ok(
        rows
          .filter((row) => row.kind !== 'rollback')
          .map((row) => ({
            id: row.id,
            type: (row.kind === 'win' ? 1 : 2) as never,
            amount: minorToDecimal(row.amountMinor, minorUnits),
            rolledBack: row.rolledBack,
            createdAt: row.createdAt.toISOString(),
          })),
      );
    },
  );
};

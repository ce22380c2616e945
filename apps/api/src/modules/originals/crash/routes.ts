import {
  CRASH_PATH,
  CrashBetRequestSchema,
  CrashBetResponseSchema,
  CrashCashOutRequestSchema,
  CrashStateRequestSchema,
  CrashStateResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../platform/domain-errors.ts';
import { ERROR_RESPONSES, ok } from '../../../platform/envelope.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { Session } from '../rounds/runner.ts';
import type { CrashBets } from './bets.ts';
import { CRASH_GAME } from './game.ts';

/*
 * Lale Aviator's calls (contracts/originals-crash.ts), authenticated by the launch's game session like
 * the instant games' `/api/originals/game/*`, and only for a session of this game. The studio's protocol
 * with its own page, so not in the site's API document.
 */

export const crashRoutes: FastifyPluginAsyncZod<{
  games: GameWalletService;
  bets: CrashBets;
  money: MoneyService;
}> = async (app, { games, bets, money }) => {
  async function open(token: string): Promise<Session> {
    const session = await games.session(token);
    if (!session || session === 'expired' || session.gameId !== CRASH_GAME.catalogue.id)
      throw refuse({ code: 'OriginalsSessionClosed' });
    // A dead frame's calls are refused (a cash-out too); its bets in flight ride to their auto
    // cash-out or the crash, settled by the round, as on a dropped connection.
    const refusal = await games.frameRefusal(session.id);
    if (refusal) throw refuse({ code: 'WagerRefused', reason: refusal });
    return session;
  }

  const betAnswer = { 200: CrashBetResponseSchema, ...ERROR_RESPONSES };

  app.post(
    `${CRASH_PATH}/state`,
    {
      schema: {
        hide: true,
        body: CrashStateRequestSchema,
        response: { 200: CrashStateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await bets.state(await open(request.body.session))),
  );

  app.post(
    `${CRASH_PATH}/bet`,
    { schema: { hide: true, body: CrashBetRequestSchema, response: betAnswer } },
    async (request) => {
      const session = await open(request.body.session);
      const stake = await money.toMinor(request.body.stake, session.currencyId);
      // More decimals than the currency has is no stake at all.
      if (stake === null || stake <= 0n) throw refuse({ code: 'OriginalsStakeNotOffered' });
      return ok(await bets.bet(session, stake, request.body.autoCashOut ?? null));
    },
  );

  app.post(
    `${CRASH_PATH}/cashout`,
    { schema: { hide: true, body: CrashCashOutRequestSchema, response: betAnswer } },
    async (request) => {
      const session = await open(request.body.session);
      return ok(await bets.cashOut(session, request.body.betId.toLowerCase()));
    },
  );
};

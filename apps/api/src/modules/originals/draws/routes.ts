import {
  BINGO_PATH,
  BingoBuyRequestSchema,
  BingoBuyResponseSchema,
  BingoStateRequestSchema,
  BingoStateResponseSchema,
  KENO_PATH,
  KenoBuyRequestSchema,
  KenoBuyResponseSchema,
  KenoStateRequestSchema,
  KenoStateResponseSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuse } from '../../../platform/domain-errors.ts';
import { ERROR_RESPONSES, ok } from '../../../platform/envelope.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { Session } from '../rounds/runner.ts';
import { BINGO, KENO, type DrawGameDefinition } from './definition.ts';
import type { DrawGames } from './service.ts';

/*
 * Lale Keno's and Lale Tombala's calls (contracts/originals-draws.ts), authenticated by the launch's game
 * session like the crash game's, and only for a session of that game. The studio's protocol with its
 * own pages, so not in the site's API document.
 */

export const drawRoutes: FastifyPluginAsyncZod<{
  games: GameWalletService;
  draws: DrawGames;
  money: MoneyService;
}> = async (app, { games, draws, money }) => {
  async function open(token: string, game: DrawGameDefinition): Promise<Session> {
    const session = await games.session(token);
    if (!session || session === 'expired' || session.gameId !== game.catalogue.id)
      throw refuse({ code: 'OriginalsSessionClosed' });
    // A dead frame's calls are refused; its tickets already bought are settled with the draw.
    const refusal = await games.frameRefusal(session.id);
    if (refusal) throw refuse({ code: 'WagerRefused', reason: refusal });
    return session;
  }

  async function stakeOf(stake: number, session: Session): Promise<bigint> {
    const minor = await money.toMinor(stake, session.currencyId);
    // More decimals than the currency has is no stake at all.
    if (minor === null || minor <= 0n) throw refuse({ code: 'OriginalsStakeNotOffered' });
    return minor;
  }

  app.post(
    `${KENO_PATH}/state`,
    {
      schema: {
        hide: true,
        body: KenoStateRequestSchema,
        response: { 200: KenoStateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await draws.keno.calls.state(await open(request.body.session, KENO))),
  );

  app.post(
    `${KENO_PATH}/buy`,
    {
      schema: {
        hide: true,
        body: KenoBuyRequestSchema,
        response: { 200: KenoBuyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const session = await open(request.body.session, KENO);
      const { picks, stake, drawId } = request.body;
      return ok(await draws.keno.calls.buy(session, picks, await stakeOf(stake, session), drawId));
    },
  );

  app.post(
    `${BINGO_PATH}/state`,
    {
      schema: {
        hide: true,
        body: BingoStateRequestSchema,
        response: { 200: BingoStateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await draws.bingo.calls.state(await open(request.body.session, BINGO), request.body.room)),
  );

  app.post(
    `${BINGO_PATH}/buy`,
    {
      schema: {
        hide: true,
        body: BingoBuyRequestSchema,
        response: { 200: BingoBuyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const session = await open(request.body.session, BINGO);
      const { room, cards, drawId } = request.body;
      return ok(await draws.bingo.calls.buy(session, room, cards, drawId));
    },
  );
};

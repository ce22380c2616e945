import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../../platform/i18n.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import { drawOutcome, winOf } from './outcome.ts';
import { GAME_CSS, GAME_JS, gamePage, SANDBOX_GAMES_PATH } from './page.ts';
import { hub88Client, pragmaticClient, type ProviderClient, type SandboxKeys } from './provider-client.ts';

/*
 * The game-provider sandbox (development and demo only; app.ts never registers it in production): the
 * page a sandbox launch opens, its script and style, and the two calls the page makes. A spin is played
 * by the stand-in provider's server side (provider-client.ts), which moves the money through our wallet
 * endpoints with signed requests — the page itself never touches money.
 */

const Session = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const STAKES = [1, 2, 5, 10, 20] as const;

export type SandboxGameOptions = {
  games: GameWalletService;
  keys: SandboxKeys;
  /** The whole app, whose wallet endpoints the stand-in calls (app.inject). */
  root: FastifyInstance;
  gameInfo(gameId: number): Promise<{ name: string; code: string; provider: string } | undefined>;
};

export const sandboxGameRoutes: FastifyPluginAsyncZod<SandboxGameOptions> = async (app, options) => {
  const { games, keys, root, gameInfo } = options;
  const hub88 = hub88Client(root, keys);
  const pragmatic = pragmaticClient(root, keys);
  const clientFor = (provider: string): ProviderClient => (provider === 'Pragmatic Play' ? pragmatic : hub88);

  async function open(token: string) {
    const session = await games.session(token);
    if (!session || session === 'expired') return undefined;
    const game = await gameInfo(session.gameId);
    return game && { session, game };
  }

  app.get(`${SANDBOX_GAMES_PATH}/game.css`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(GAME_CSS),
  );
  app.get(`${SANDBOX_GAMES_PATH}/game.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(GAME_JS),
  );

  app.get(
    `${SANDBOX_GAMES_PATH}/play`,
    { schema: { hide: true, querystring: z.object({ session: Session }) } },
    async (request, reply) => {
      const opened = await open(request.query.session);
      if (!opened)
        return reply.code(404).type('text/plain; charset=utf-8').send('This game session is not open.');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(gamePage(opened.game, requestLocale(request)));
    },
  );

  app.post(
    `${SANDBOX_GAMES_PATH}/state`,
    { schema: { hide: true, body: z.object({ session: Session }) } },
    async (request, reply) => {
      const opened = await open(request.body.session);
      if (!opened) return reply.code(404).send({ message: 'Session closed' });
      const token = request.body.session;
      const balance = await clientFor(opened.game.provider).balance({
        playerId: opened.session.playerId,
        token,
      });
      return { balance, stakes: STAKES };
    },
  );

  app.post(
    `${SANDBOX_GAMES_PATH}/spin`,
    {
      schema: {
        hide: true,
        body: z.object({ session: Session, bet: z.union(STAKES.map((stake) => z.literal(stake))) }),
      },
    },
    async (request, reply) => {
      const opened = await open(request.body.session);
      const tr = requestLocale(request) === 'tr';
      if (!opened)
        return reply
          .code(404)
          .send({ message: tr ? 'Oyun oturumu kapandı.' : 'The game session has ended.' });
      const outcome = drawOutcome();
      const win = winOf(request.body.bet, outcome.multiplier);
      const result = await clientFor(opened.game.provider).playRound(
        { playerId: opened.session.playerId, token: request.body.session, gameCode: opened.game.code },
        request.body.bet.toFixed(2),
        win,
      );
      if (!result.ok)
        return {
          balance: result.balance,
          message:
            result.reason === 'funds'
              ? tr
                ? 'Bakiye yetersiz.'
                : 'Not enough balance.'
              : tr
                ? 'Bahis kabul edilmedi.'
                : 'The bet was not accepted.',
        };
      return { symbols: outcome.symbols, win: Number(win), balance: result.balance };
    },
  );
};

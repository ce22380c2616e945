import {
  GameCashOutRequestSchema,
  GameMoveRequestSchema,
  GamePlayRequestSchema,
  GamePlayResponseSchema,
  GameRealityCheckRequestSchema,
  GameRealityCheckResponseSchema,
  GameRotateRequestSchema,
  GameStateRequestSchema,
  GameStateResponseSchema,
  ORIGINALS_GAME_PATH,
  RotateSeedResponseSchema,
  type RealityCheck,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../../platform/auth-guard.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import { ERROR_RESPONSES, ok } from '../../../platform/envelope.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { SeedService } from '../fair/seeds.ts';
import { revealedView } from '../fair/views.ts';
import type { AnyOriginalGame } from '../games/definition.ts';
import type { Session } from '../rounds/runner.ts';
import type { PlayService } from './service.ts';

/*
 * A game page's own calls (contracts/originals.ts): authenticated by the game session of the launch
 * (the page runs in the play frame and never holds the site's token), the game known from the
 * session. Not part of the site's API document: they are the studio's protocol with its own pages.
 */

export const originalsGameRoutes: FastifyPluginAsyncZod<{
  games: GameWalletService;
  play: PlayService;
  seeds: SeedService;
  money: MoneyService;
  /** The Lale Original a catalogue game id is, if it is one. */
  gameById: (gameId: number) => AnyOriginalGame | undefined;
  /** The site's reality check of a sign-in (modules/safer-play). */
  realityCheck: (auth: AuthContext) => Promise<RealityCheck>;
}> = async (app, { games, play, seeds, money, gameById, realityCheck }) => {
  /**
   * The open game session and its game, or the refusal a closed one gets. A frame whose launch died
   * (logout, password change, block, game or provider off) is refused by the wager gate's verdict, for
   * every call: its moves, cash-outs and seed rotations as much as its stakes.
   */
  async function open(
    token: string,
  ): Promise<{ session: Session & { siteSessionId: number | null }; game: AnyOriginalGame }> {
    const session = await games.session(token);
    const game = session && session !== 'expired' ? gameById(session.gameId) : undefined;
    if (!session || session === 'expired' || !game) throw refuse({ code: 'OriginalsSessionClosed' });
    const refusal = await games.frameRefusal(session.id);
    if (refusal) throw refuse({ code: 'WagerRefused', reason: refusal });
    return { session, game };
  }

  /** The stake as minor units of the session's currency; more decimals than it has is no stake at all. */
  async function stakeMinor(session: Session, stake: number): Promise<bigint> {
    const minor = await money.toMinor(stake, session.currencyId);
    if (minor === null || minor <= 0n) throw refuse({ code: 'OriginalsStakeNotOffered' });
    return minor;
  }

  /** The game's own schema for choices and moves: a failure is a 400 like any other validation. */
  function parse<T>(schema: { parse(value: unknown): T }, value: unknown): T {
    return schema.parse(value);
  }

  const hidden = { hide: true, response: { 200: GamePlayResponseSchema, ...ERROR_RESPONSES } } as const;

  app.post(
    `${ORIGINALS_GAME_PATH}/state`,
    {
      schema: {
        hide: true,
        body: GameStateRequestSchema,
        response: { 200: GameStateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { session, game } = await open(request.body.session);
      return ok(await play.state(session, game));
    },
  );

  app.post(
    `${ORIGINALS_GAME_PATH}/realitycheck`,
    {
      schema: {
        hide: true,
        body: GameRealityCheckRequestSchema,
        response: { 200: GameRealityCheckResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { session } = await open(request.body.session);
      // Every launch from the site carries its sign-in; one without (none today) has no figures to show.
      if (session.siteSessionId === null) throw refuse({ code: 'OriginalsSessionClosed' });
      return ok(
        await realityCheck({
          playerId: session.playerId,
          sessionId: session.siteSessionId,
          currencyId: session.currencyId,
        }),
      );
    },
  );

  app.post(
    `${ORIGINALS_GAME_PATH}/play`,
    { schema: { ...hidden, body: GamePlayRequestSchema } },
    async (request) => {
      const { session, game } = await open(request.body.session);
      const choices = parse(game.choices, request.body.choices);
      return ok(await play.play(session, game, await stakeMinor(session, request.body.stake), choices));
    },
  );

  app.post(
    `${ORIGINALS_GAME_PATH}/move`,
    { schema: { ...hidden, body: GameMoveRequestSchema } },
    async (request) => {
      const { session, game } = await open(request.body.session);
      if (!game.steps) throw refuse({ code: 'OriginalsMoveInvalid' });
      const move = parse(game.steps.move, request.body.move);
      return ok(await play.move(session, game, request.body.roundId, move));
    },
  );

  app.post(
    `${ORIGINALS_GAME_PATH}/cashout`,
    { schema: { ...hidden, body: GameCashOutRequestSchema } },
    async (request) => {
      const { session, game } = await open(request.body.session);
      return ok(await play.cashOut(session, game, request.body.roundId));
    },
  );

  app.post(
    `${ORIGINALS_GAME_PATH}/rotate`,
    {
      schema: {
        hide: true,
        body: GameRotateRequestSchema,
        response: { 200: RotateSeedResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { session } = await open(request.body.session);
      const { revealed, active } = await seeds.rotate(session.playerId, request.body.clientSeed);
      return ok({ revealed: revealed && revealedView(revealed), active });
    },
  );
};

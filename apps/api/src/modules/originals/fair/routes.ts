import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../../platform/auth-guard.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import { ERROR_RESPONSES, ok } from '../../../platform/envelope.ts';
import { security } from '../../../platform/route-docs.ts';
import type { RoundsReader } from './rounds-read.ts';
import type { SeedService } from './seeds.ts';
import { revealedView } from './views.ts';

/* The site's provably fair calls (issue #14): the player's seed pairs, a rotation, rounds to verify. */

const C = API_CONTRACT;

export const originalsFairRoutes: FastifyPluginAsyncZod<{
  guard: AuthGuard;
  seeds: SeedService;
  rounds: RoundsReader;
}> = async (app, { guard, seeds, rounds }) => {
  const tags = ['originals'];

  app.get(
    C.originalsSeeds.path,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The player's active seed pair (server seed hashed) and the pairs revealed so far",
        security,
        response: { 200: C.originalsSeeds.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { playerId } = authOf(request);
      const [active, revealed] = await Promise.all([seeds.active(playerId), seeds.revealed(playerId)]);
      return ok({ active, revealed: revealed.map(revealedView) });
    },
  );

  app.post(
    C.originalsRotateSeed.path,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Reveals the active server seed and starts a new pair (optionally with a new client seed)',
        security,
        body: C.originalsRotateSeed.request,
        response: { 200: C.originalsRotateSeed.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { playerId } = authOf(request);
      const { revealed, active } = await seeds.rotate(playerId, request.body.clientSeed);
      return ok({ revealed: revealed && revealedView(revealed), active });
    },
  );

  app.post(
    C.originalsRound.path,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "One of the player's rounds with its seeds (the server seed once revealed)",
        security,
        body: C.originalsRound.request,
        response: { 200: C.originalsRound.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const round = await rounds.round(authOf(request).playerId, request.body.roundId);
      if (!round) throw refuse({ code: 'OriginalsRoundNotFound' });
      return ok(round);
    },
  );

  app.post(
    C.originalsRounds.path,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The player's Lale Originals rounds, newest first",
        security,
        body: C.originalsRounds.request,
        response: { 200: C.originalsRounds.response, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await rounds.rounds(authOf(request).playerId, request.body.skip, request.body.take)),
  );
};

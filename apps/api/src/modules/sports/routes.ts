import { API_CONTRACT } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthGuard } from '../../platform/auth-guard.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { ERROR_RESPONSES, ok, sendNotFound } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import type { MoneyService } from '../../platform/money.ts';
import { security } from '../../platform/route-docs.ts';
import type { BetService } from './bets/service.ts';
import type { BookReader } from './book-read.ts';

/* Lale Sports' calls (issue #13): events for the lobbies and the event page; the slip; the player's bets. */

const C = API_CONTRACT;

export const sportsRoutes: FastifyPluginAsyncZod<{
  guard: AuthGuard;
  book: BookReader;
  bets: BetService;
  money: MoneyService;
}> = async (app, { guard, book, bets, money }) => {
  const offersFor = (playerId: number) => (betIds: number[]) => bets.cashoutOffers(playerId, betIds);
  /** One of the player's bets as the site shows it. */
  const betOf = async (playerId: number, betId: number) =>
    (await book.bets(playerId, { skip: 0, take: 1, betId }, offersFor(playerId))).items[0]!;

  app.post(
    C.sportsEvents.path,
    {
      schema: {
        tags: ['sports'],
        summary: 'Live or upcoming events, soonest first, each with its main market',
        body: C.sportsEvents.request,
        response: { 200: C.sportsEvents.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await book.events(request.body, requestLocale(request))),
  );

  app.post(
    C.sportsEvent.path,
    {
      schema: {
        tags: ['sports'],
        summary: 'One event with every market shown (active and suspended)',
        body: C.sportsEvent.request,
        response: { 200: C.sportsEvent.response, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const event = await book.event(request.body.eventId, requestLocale(request));
      return event ? ok(event) : sendNotFound(request, reply);
    },
  );

  app.post(
    C.sportsPlaceBet.path,
    {
      onRequest: guard,
      schema: {
        tags: ['sports'],
        summary:
          'Place a slip: accepted at the odds now if the policy allows, or refused with the legs at fault',
        security,
        body: C.sportsPlaceBet.request,
        response: { 200: C.sportsPlaceBet.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const slip = request.body;
      const stakeMinor = await money.toMinor(slip.stake, auth.currencyId);
      if (stakeMinor === null) throw refuse({ code: 'SportsSlipInvalid', problem: 'stakeDecimals' });
      const placed = await bets.place(auth, {
        requestId: slip.requestId.toLowerCase(),
        kind: slip.kind,
        systemSize: slip.systemSize,
        stakeMinor,
        oddsPolicy: slip.oddsPolicy,
        selections: slip.selections,
      });
      // A new bet is answered from what its placement read; a replayed slip's bet is read as it is now.
      return ok(placed.view ?? (await betOf(auth.playerId, placed.id)));
    },
  );

  app.post(
    C.sportsMyBets.path,
    {
      onRequest: guard,
      schema: {
        tags: ['sports'],
        summary: "The player's bets, newest first, with their legs",
        security,
        body: C.sportsMyBets.request,
        response: { 200: C.sportsMyBets.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { playerId } = authOf(request);
      return ok(await book.bets(playerId, request.body, offersFor(playerId)));
    },
  );

  app.post(
    C.sportsCashOut.path,
    {
      onRequest: guard,
      schema: {
        tags: ['sports'],
        summary:
          'Cash an open bet out at the amount the player saw (refused with the new amount if it moved)',
        security,
        body: C.sportsCashOut.request,
        response: { 200: C.sportsCashOut.response, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const shown = await money.toMinor(request.body.amount, auth.currencyId);
      if (shown === null) throw refuse({ code: 'SportsSlipInvalid', problem: 'stakeDecimals' });
      await bets.cashOut(auth, request.body.betId, shown);
      return ok(await betOf(auth.playerId, request.body.betId));
    },
  );
};

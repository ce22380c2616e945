import {
  ADMIN_SPORTS_PATHS,
  AdminSportsActionResponseSchema,
  AdminSportsActionsQuerySchema,
  AdminSportsActionsResponseSchema,
  AdminSportsBetsQuerySchema,
  AdminSportsBetsResponseSchema,
  AdminSportsEventDetailResponseSchema,
  AdminSportsEventLimitsRequestSchema,
  AdminSportsEventLimitsResponseSchema,
  AdminSportsEventParamsSchema,
  AdminSportsEventsQuerySchema,
  AdminSportsEventsResponseSchema,
  AdminSportsHoldRequestSchema,
  AdminSportsLiabilityQuerySchema,
  AdminSportsLiabilityResponseSchema,
  AdminSportsPlayerLimitsRequestSchema,
  AdminSportsPlayerLimitsResponseSchema,
  AdminSportsPlayerParamsSchema,
  AdminSportsSettleRequestSchema,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noteAudit, staffOf } from '../../platform/staff-permission.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { messages } from './outcomes.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { answerHeld, HELD_RESPONSE, type Approvals } from '../approvals/index.ts';
import type { BetSearch } from './operator/bet-search.ts';
import type { LiabilityReader } from './operator/liability.ts';
import type { SportsOperator } from './operator/service.ts';
import type { Trading } from './operator/trading.ts';

/*
 * Back office of Lale Sports (issue #13):
 *   POST /api/admin/sports/events/:eventId/suspend    hold the event, or one market ({market}), off bets
 *   POST /api/admin/sports/events/:eventId/reopen     lift that hold: the feed's status applies again
 *   POST /api/admin/sports/events/:eventId/settle     settle a market by hand (every outcome's result)
 *   POST /api/admin/sports/events/:eventId/resettle   roll its settlement back and settle it again
 *   GET  /api/admin/sports/liability                  open exposure per event and outcome, worst first
 *   GET  /api/admin/sports/bets                       bet search, with legs
 *   GET  /api/admin/sports/actions                    what operators did, newest first
 *   GET  /api/admin/sports/events                     the trading room's events (live, pre-match, ended)
 *   GET  /api/admin/sports/events/:eventId            one event: markets, holds, results, exposure, limits
 *   PUT  /api/admin/sports/events/:eventId/limits     its stake limit and live delay
 *   GET|PUT /api/admin/sports/players/:playerId/limits a player's stake limit on the book
 * Every operator action is pushed to the trading room (`book` on the staff live channel, after its commit).
 * The admin guard runs before the body is read: without the role 401/403, never a 400 about the body.
 */

export const sportsAdminRoutes: FastifyPluginAsyncZod<{
  operator: SportsOperator;
  liability: LiabilityReader;
  searchBets: BetSearch;
  trading: Trading;
  approvals: Approvals;
  /** Tells the trading room an operator acted on the event (staff live channel; best effort). */
  onBookChanged: (eventId: number) => Promise<void>;
}> = async (app, { operator, liability, searchBets, trading, approvals, onBookChanged }) => {
  for (const hold of ['suspend', 'reopen'] as const) {
    app.post(
      ADMIN_SPORTS_PATHS[hold],
      {
        config: { permission: 'sports.edit' },
        schema: {
          ...adminDoc(
            hold === 'suspend'
              ? 'Hold the event (or one market) off bets whatever the feed says; players see it suspended'
              : "Lift the operator's hold on the event (or one market): the feed's status applies again",
          ),
          params: AdminSportsEventParamsSchema,
          body: AdminSportsHoldRequestSchema,
          response: responses(AdminSportsActionResponseSchema),
        },
      },
      async (request) => {
        const m = messages(requestLocale(request));
        const action = await operator[hold](staffOf(request).staffId, request.params.eventId, request.body);
        noteAudit(request, { targetType: 'sport_event', targetId: action.eventId, after: action });
        await onBookChanged(action.eventId);
        return ok(action, hold === 'suspend' ? m.sportsSuspended : m.sportsReopened);
      },
    );
  }

  for (const mode of ['settle', 'resettle'] as const) {
    app.post(
      ADMIN_SPORTS_PATHS[mode],
      {
        config: { permission: 'sports.approve' },
        schema: {
          ...adminDoc(
            mode === 'settle'
              ? "Settle a market by hand: every outcome's result, bets paid through the ledger once"
              : 'Roll a settled market back and settle it with new results: the payouts reversed exactly',
          ),
          params: AdminSportsEventParamsSchema,
          body: AdminSportsSettleRequestSchema,
          response: responses(AdminSportsActionResponseSchema),
        },
      },
      async (request) => {
        const action = await operator[mode](staffOf(request).staffId, request.params.eventId, request.body);
        noteAudit(request, {
          targetType: 'sport_event',
          targetId: action.eventId,
          before: action.previous,
          after: action,
        });
        await onBookChanged(action.eventId);
        return ok(action, messages(requestLocale(request)).sportsSettled(action.betsChanged));
      },
    );
  }

  app.get(
    ADMIN_SPORTS_PATHS.liability,
    {
      config: { permission: 'sports.view' },
      schema: {
        ...adminDoc('Open bets per event and outcome: stakes and potential payouts, worst case first'),
        querystring: AdminSportsLiabilityQuerySchema,
        response: responses(AdminSportsLiabilityResponseSchema),
      },
    },
    async (request) => ok(await liability(request.query)),
  );

  app.get(
    ADMIN_SPORTS_PATHS.bets,
    {
      config: { permission: 'sports.view' },
      schema: {
        ...adminDoc('Bets of every player, newest first, by player, event, status, days and minimum stake'),
        querystring: AdminSportsBetsQuerySchema,
        response: responses(AdminSportsBetsResponseSchema),
      },
    },
    async (request) => ok(await searchBets(request.query)),
  );

  app.get(
    ADMIN_SPORTS_PATHS.actions,
    {
      config: { permission: 'sports.view' },
      schema: {
        ...adminDoc('What operators did to the book (holds, settlements), newest first'),
        querystring: AdminSportsActionsQuerySchema,
        response: responses(AdminSportsActionsResponseSchema),
      },
    },
    async (request) => ok(await operator.actions(request.query)),
  );

  app.get(
    ADMIN_SPORTS_PATHS.events,
    {
      config: { permission: 'sports.view' },
      schema: {
        ...adminDoc("The trading room's events: live, pre-match or ended, with holds, open bets and limits"),
        querystring: AdminSportsEventsQuerySchema,
        response: responses(AdminSportsEventsResponseSchema),
      },
    },
    async (request) => ok(await trading.events(request.query)),
  );

  app.get(
    ADMIN_SPORTS_PATHS.event,
    {
      config: { permission: 'sports.view' },
      schema: {
        ...adminDoc("One event for the trading room: every market with the feed's status, holds and results"),
        params: AdminSportsEventParamsSchema,
        response: responses(AdminSportsEventDetailResponseSchema),
      },
    },
    async (request) => ok(await trading.event(request.params.eventId)),
  );

  app.put(
    ADMIN_SPORTS_PATHS.eventLimits,
    {
      config: { permission: 'sports.edit' },
      schema: {
        ...adminDoc(
          "Narrow the event's stake limit (a share of the book's) and set its live delay; a stake limit raised above the owner's line waits for a second approver (202)",
        ),
        params: AdminSportsEventParamsSchema,
        body: AdminSportsEventLimitsRequestSchema,
        response: { ...responses(AdminSportsEventLimitsResponseSchema), ...HELD_RESPONSE },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const impact = await trading.eventLimitsImpact(eventId, request.body);
      const held = await approvals.hold(staffOf(request).staffId, impact);
      if (held) return answerHeld(request, reply, held);
      const { before, after } = await trading.setEventLimits(staffOf(request).staffId, eventId, request.body);
      noteAudit(request, {
        targetType: 'sport_event',
        targetId: eventId,
        before,
        after: { ...after, reason: request.body.reason },
      });
      await onBookChanged(eventId);
      return ok(after, messages(requestLocale(request)).sportsLimitsSaved);
    },
  );

  app.get(
    ADMIN_SPORTS_PATHS.playerLimits,
    {
      config: { permission: 'sports.view' },
      schema: {
        ...adminDoc("A player's stake limit on the book, with who set it and why"),
        params: AdminSportsPlayerParamsSchema,
        response: responses(AdminSportsPlayerLimitsResponseSchema),
      },
    },
    async (request) => ok(await trading.playerLimits(request.params.playerId)),
  );

  app.put(
    ADMIN_SPORTS_PATHS.playerLimits,
    {
      config: { permission: 'sports.edit' },
      schema: {
        ...adminDoc(
          "Narrow a player's stake on the book (a share of the book's maximum; 0: no sports bets); raised above the owner's line it waits for a second approver (202)",
        ),
        params: AdminSportsPlayerParamsSchema,
        body: AdminSportsPlayerLimitsRequestSchema,
        response: { ...responses(AdminSportsPlayerLimitsResponseSchema), ...HELD_RESPONSE },
      },
    },
    async (request, reply) => {
      const { playerId } = request.params;
      const impact = await trading.playerLimitsImpact(playerId, request.body);
      const held = await approvals.hold(staffOf(request).staffId, impact);
      if (held) return answerHeld(request, reply, held);
      const { before, after } = await trading.setPlayerLimits(
        staffOf(request).staffId,
        playerId,
        request.body,
      );
      noteAudit(request, { targetType: 'player', targetId: playerId, before, after });
      return ok(after, messages(requestLocale(request)).sportsLimitsSaved);
    },
  );
};

import {
  ADMIN_PLAYER_STATUS_PATH,
  ADMIN_PLAYERS_PATHS,
  AdminIdParamsSchema,
  AdminPlayerStatusRequestSchema,
  AdminPlayerStatusResponseSchema,
  AdminPaymentsResponseSchema,
  AdminPlayerBonusesResponseSchema,
  AdminSportsBetsResponseSchema,
  GameHistoryResponseSchema,
  AdminPlayerBlockRequestSchema,
  AdminPlayerCardResponseSchema,
  AdminPlayerLedgerQuerySchema,
  AdminPlayerLedgerResponseSchema,
  AdminPlayerNoteRequestSchema,
  AdminPlayerNoteResponseSchema,
  AdminPlayerPageQuerySchema,
  AdminPlayerParamsSchema,
  AdminPlayerProfileResponseSchema,
  AdminPlayerSessionParamsSchema,
  AdminPlayerSessionsEndedResponseSchema,
  AdminPlayerSessionsResponseSchema,
  AdminPlayersExportQuerySchema,
  AdminPlayersQuerySchema,
  AdminPlayersResponseSchema,
  type AdminPlayerRow,
} from '@lale/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/staff-permission.ts';
import { csvHeaders, toCsv, type CsvColumn } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import { noteAudit } from '../../platform/staff-permission.ts';
import { messages } from './outcomes.ts';
import type { BackofficePlayers } from './service.ts';

/* Back office (issue #25): the players area. HTTP only; the rules are in service.ts. */

/** The acting staff member (the lead swaps it for the staff session's id when the staff guard lands). */
const actorOf = (request: FastifyRequest) => staffOf(request).staffId;

const PLAYER_COLUMNS: readonly CsvColumn<AdminPlayerRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'username', value: (row) => row.username },
  { header: 'name', value: (row) => row.name },
  { header: 'surname', value: (row) => row.surname },
  { header: 'email', value: (row) => row.email },
  { header: 'phone', value: (row) => row.phone },
  { header: 'status', value: (row) => row.status },
  { header: 'currency', value: (row) => row.currency },
  { header: 'createdAt', value: (row) => row.createdAt },
];

/** Today in the operator's time zone, for an export's file name. */
const istanbulDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });

export const backofficePlayerRoutes: FastifyPluginAsyncZod<{
  players: BackofficePlayers;
  now: () => Date;
}> = async (app, { players, now }) => {
  const P = ADMIN_PLAYERS_PATHS;

  app.get(
    P.list,
    {
      config: { permission: 'players.view' },
      schema: {
        ...adminDoc('Search players by id, username, e-mail, phone, national id or name; sorted and paged'),
        querystring: AdminPlayersQuerySchema,
        response: responses(AdminPlayersResponseSchema),
      },
    },
    async (request) => ok(await players.search(request.query)),
  );

  app.get(
    P.export,
    {
      config: { permission: 'players.view', audit: 'read' },
      schema: {
        ...adminDoc('The player search as CSV (same filters and order, at most 10,000 rows)'),
        querystring: AdminPlayersExportQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await players.exportRows(request.query);
      noteAudit(request, { targetType: 'players', after: { ...request.query, rows: rows.length } });
      return reply.headers(csvHeaders('players', istanbulDay(now()))).send(toCsv(PLAYER_COLUMNS, rows));
    },
  );

  app.get(
    P.card,
    {
      config: { permission: 'players.view', audit: 'read' },
      schema: {
        ...adminDoc("A player's card: profile, balances, status history, deposit limits, staff notes"),
        params: AdminPlayerParamsSchema,
        response: responses(AdminPlayerCardResponseSchema),
      },
    },
    async (request) => {
      noteAudit(request, { targetType: 'player', targetId: request.params.id });
      return ok(await players.card(request.params.id));
    },
  );

  app.get(
    P.ledger,
    {
      config: { permission: 'players.view' },
      schema: {
        ...adminDoc("A player's ledger: every leg on the player's accounts, newest first"),
        params: AdminPlayerParamsSchema,
        querystring: AdminPlayerLedgerQuerySchema,
        response: responses(AdminPlayerLedgerResponseSchema),
      },
    },
    async (request) => ok(await players.ledger(request.params.id, request.query)),
  );

  /** A tab of the player card another module answers: paged, read-only. */
  const tab = <S extends z.ZodType>(summary: string, response: S) => ({
    config: { permission: 'players.view' as const },
    schema: {
      ...adminDoc(summary),
      params: AdminPlayerParamsSchema,
      querystring: AdminPlayerPageQuerySchema,
      response: responses(response),
    },
  });

  app.get(
    P.payments,
    tab("A player's payment transactions, newest first", AdminPaymentsResponseSchema),
    async ({ params, query }) => ok(await players.payments(params.id, query.skip, query.take)),
  );
  app.get(
    P.bonuses,
    tab("A player's bonuses (every status), newest first", AdminPlayerBonusesResponseSchema),
    async (request) => {
      const { params, query } = request;
      return ok(await players.bonuses(params.id, query.skip, query.take, requestLocale(request)));
    },
  );
  app.get(
    P.bets,
    tab("A player's sports bets with their legs, newest first", AdminSportsBetsResponseSchema),
    async ({ params, query }) => ok(await players.bets(params.id, query.skip, query.take)),
  );
  app.get(
    P.rounds,
    tab("A player's game rounds (casino and Lale Originals), newest first", GameHistoryResponseSchema),
    async ({ params, query }) => ok(await players.rounds(params.id, query.skip, query.take)),
  );

  app.get(
    P.sessions,
    tab("A player's site sessions, newest first", AdminPlayerSessionsResponseSchema),
    async ({ params, query }) => ok(await players.sessions(params.id, query.skip, query.take)),
  );

  app.post(
    P.endSession,
    {
      config: { permission: 'players.edit' },
      schema: {
        ...adminDoc('End one site session of the player, and the games launched from it'),
        params: AdminPlayerSessionParamsSchema,
        response: responses(AdminPlayerSessionsEndedResponseSchema),
      },
    },
    async (request) => {
      const { id, sessionId } = request.params;
      const ended = await players.endSession(id, sessionId);
      noteAudit(request, { targetType: 'player', targetId: id, after: { sessionId, ended } });
      return ok({ ended }, messages(requestLocale(request)).playerSessionsEnded(ended));
    },
  );

  app.post(
    P.endAllSessions,
    {
      config: { permission: 'players.edit' },
      schema: {
        ...adminDoc('End every site session of the player, and every game launched from them'),
        params: AdminPlayerParamsSchema,
        response: responses(AdminPlayerSessionsEndedResponseSchema),
      },
    },
    async (request) => {
      const ended = await players.endAllSessions(request.params.id);
      noteAudit(request, { targetType: 'player', targetId: request.params.id, after: { ended } });
      return ok({ ended }, messages(requestLocale(request)).playerSessionsEnded(ended));
    },
  );

  app.post(
    P.notes,
    {
      config: { permission: 'players.edit' },
      schema: {
        ...adminDoc('Add a staff note to the player'),
        params: AdminPlayerParamsSchema,
        body: AdminPlayerNoteRequestSchema,
        response: responses(AdminPlayerNoteResponseSchema),
      },
    },
    async (request) => {
      const note = await players.addNote(request.params.id, actorOf(request), request.body.text);
      noteAudit(request, { targetType: 'player', targetId: request.params.id, after: note });
      return ok(note, messages(requestLocale(request)).playerNoteAdded);
    },
  );

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      P[action],
      {
        config: { permission: 'players.edit' },
        schema: {
          ...adminDoc(
            action === 'block'
              ? 'Block the player: status blocked, every site session and launched game ended at once'
              : 'Lift a block: the player may sign in again (a self-exclusion or a closed account stays)',
          ),
          params: AdminPlayerParamsSchema,
          body: AdminPlayerBlockRequestSchema,
          response: responses(AdminPlayerProfileResponseSchema),
        },
      },
      async (request) => {
        const { id } = request.params;
        const before = await players.profile(id);
        const after = await players[action](id, actorOf(request), request.body.reason);
        noteAudit(request, {
          targetType: 'player',
          targetId: id,
          before: { status: before.status },
          after: { status: after.status, reason: request.body.reason },
        });
        const words = messages(requestLocale(request));
        return ok(after, action === 'block' ? words.playerBlocked : words.playerUnblocked);
      },
    );
  }

  // The operator's general switch (issue #23's call, kept for scripts): recorded in the status history
  // like a block; a closed account and a self-exclusion cannot be changed here.
  app.post(
    ADMIN_PLAYER_STATUS_PATH,
    {
      config: { permission: 'players.edit' },
      schema: {
        ...adminDoc(
          "Set a player's status, with a reason (recorded in the status history): any status but active ends their sessions and launched games at once; a closed account or a self-exclusion is not changed",
        ),
        params: AdminIdParamsSchema,
        body: AdminPlayerStatusRequestSchema,
        response: responses(AdminPlayerStatusResponseSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, reason } = request.body;
      const before = await players.profile(id);
      const done = await players.setStatus(id, actorOf(request), reason, status);
      noteAudit(request, {
        targetType: 'player',
        targetId: id,
        before: { status: before.status },
        after: { status, reason },
      });
      return ok(done);
    },
  );
};

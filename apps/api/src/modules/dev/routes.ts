import {
  DEV_CLOCK_PATH,
  DEV_GAMES_CLOCK_PATH,
  DEV_OUTBOX_PATH,
  DEV_SPORTS_SCRIPT_PATH,
  DevClockAdvanceSchema,
  DevClockResponseSchema,
  DevGamesClockAdvanceSchema,
  DevGamesClockResponseSchema,
  DevOutboxQuerySchema,
  DevOutboxResponseSchema,
  DevSportsScriptResponseSchema,
} from '@lale/contracts';
import { BlockList, isIP } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connection.ts';
import { advanceScheduledGames, viewScheduledGames, type ScheduledGamesControl } from '../originals/index.ts';
import type { SimulatedScriptEntry } from '../sports/index.ts';
import { ERROR_RESPONSES, ok, sendNotFound } from '../../platform/envelope.ts';
import { listOutboxMessages } from '../../platform/outbox-repo.ts';
import type { ShiftableClock } from '../../platform/clock.ts';

/*
 * Development and demo helpers (DESIGN §4). app.ts registers this module only when NODE_ENV is not
 * production, so these paths do not exist at all on a production server. Outside production they still
 * hand out every code the server sends, so they answer only callers on this machine: a staging or demo
 * server reachable from elsewhere must not be an oracle for other people's reset and phone codes.
 */

/** 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped addresses (::ffff:127.x) against them. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isLoopback(ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && LOOPBACK.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

type DevOptions = {
  db: Database;
  /** The simulated sports feed's script, or null when it does not run. */
  sportsScript: () => Promise<SimulatedScriptEntry[] | null>;
  /** The book's event ids of these feed ids (the sports module's read). */
  sportsEventIds: (feedIds: string[]) => Promise<Map<string, number>>;
  /** The scheduled games' clock and schedulers (crash, keno, bingo); absent in tests that build none. */
  scheduledGames?: ScheduledGamesControl;
  /** The server's clock when it can be moved (serve.ts outside production; a test's own clock is not). */
  serverClock?: ShiftableClock;
};

export const devRoutes: FastifyPluginAsyncZod<DevOptions> = async (
  app,
  { db, sportsScript, sportsEventIds, scheduledGames, serverClock },
) => {
  // Before anything else: to any other caller these paths do not exist (404, as in production).
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.ip)) return sendNotFound(request, reply);
  });

  app.get(
    DEV_OUTBOX_PATH,
    {
      schema: {
        tags: ['development'],
        summary:
          'E-mails and SMS messages the server sent to one recipient, newest first (not in production)',
        querystring: DevOutboxQuerySchema,
        response: { 200: DevOutboxResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(db, request.query.to);
      return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
    },
  );

  app.get(
    DEV_SPORTS_SCRIPT_PATH,
    {
      schema: {
        tags: ['development'],
        summary:
          'How the simulated feed’s current matches end: final scores and winning outcomes (not in production)',
        response: { 200: DevSportsScriptResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const script = await sportsScript();
      if (script === null) return sendNotFound(request, reply);
      const ids = await sportsEventIds(script.map((entry) => entry.event));
      return ok(
        script.map(({ event, kickoff, endsAt, ...entry }) => ({
          ...entry,
          eventId: ids.get(event) ?? null,
          kickoff: new Date(kickoff).toISOString(),
          endsAt: new Date(endsAt).toISOString(),
        })),
      );
    },
  );

  if (serverClock) {
    const view = () => ok({ now: serverClock.now().toISOString(), offsetMs: serverClock.offsetMs });
    app.get(
      DEV_CLOCK_PATH,
      {
        schema: {
          tags: ['development'],
          summary: 'The server’s clock: its "now" and how far it runs ahead of real time (not in production)',
          response: { 200: DevClockResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async () => view(),
    );
    app.post(
      DEV_CLOCK_PATH,
      {
        schema: {
          tags: ['development'],
          summary: 'Moves the server’s clock forward, e.g. past a cooling-off (not in production)',
          body: DevClockAdvanceSchema,
          response: { 200: DevClockResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        serverClock.shift(request.body.advanceMs);
        return view();
      },
    );
  }

  if (!scheduledGames) return;

  app.get(
    DEV_GAMES_CLOCK_PATH,
    {
      schema: {
        tags: ['development'],
        summary:
          'Where the scheduled games are: the crash round with its crash point, the draws (not in production)',
        response: { 200: DevGamesClockResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ok(await viewScheduledGames(db, scheduledGames.clock)),
  );

  app.post(
    DEV_GAMES_CLOCK_PATH,
    {
      schema: {
        tags: ['development'],
        summary:
          'Moves the scheduled games’ clock forward through every step due on the way (not in production)',
        body: DevGamesClockAdvanceSchema,
        response: { 200: DevGamesClockResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await advanceScheduledGames(db, scheduledGames, request.body.advanceMs)),
  );
};

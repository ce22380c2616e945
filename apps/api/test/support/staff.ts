import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { players } from '../../src/db/schema.ts';
import { bearer, call } from './accounts.ts';
import type { TestApp } from './app.ts';
import { DEMO_ADMIN } from '../../src/modules/auth/index.ts';
import { adminToken, newPlayer } from '../payments/support.ts';

/*
 * Back-office callers of the tests (issue #25). Until the lead lands staff sessions, a staff member is
 * an admin player: `anotherAdmin` makes a second one (a player whose role is raised), for the four-eyes
 * tests that need two different approvers. The lead switches these to staff sessions.
 */

export type Staff = { token: string; id: number };

export async function anotherAdmin(t: TestApp): Promise<Staff> {
  const player = await newPlayer(t);
  await t.database.db.update(players).set({ role: 'admin' }).where(eq(players.id, player.playerId));
  return { token: player.token, id: player.playerId };
}

export const adminCall = <T = unknown>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  call<T>(app, {
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'x-locale': 'en' },
  });

/** The demo admin (seeded by the auth module) as a staff member: its token and id. */
export async function demoAdmin(t: TestApp): Promise<Staff> {
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, DEMO_ADMIN.username));
  return { token: await adminToken(t.app), id: row!.id };
}

import { randomUUID } from 'node:crypto';
import type { AdminSportsAction, Bet, SportsEvent } from '@lale/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { players, sportEvents, sportMarkets } from '../../src/db/schema.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call } from '../support/accounts.ts';
import type { TestApp } from '../support/app.ts';

/* Helpers of the operator sports API tests: the admin calls, the player's slip, ids and money. */

export const adminPost = <T = AdminSportsAction>(
  t: TestApp,
  token: string | null,
  url: string,
  payload: unknown,
) =>
  call<T>(t.app, {
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(token ? bearer(token) : {}), 'x-locale': 'en' },
  });

export const adminPut = <T>(t: TestApp, token: string | null, url: string, payload: unknown) =>
  call<T>(t.app, {
    method: 'PUT',
    url,
    payload: payload as object,
    headers: { ...(token ? bearer(token) : {}), 'x-locale': 'en' },
  });

export const adminGet = <T>(t: TestApp, token: string | null, url: string) =>
  call<T>(t.app, { method: 'GET', url, headers: { ...(token ? bearer(token) : {}), 'x-locale': 'en' } });

export const eventUrl = (eventId: number, action: 'suspend' | 'reopen' | 'settle' | 'resettle') =>
  `/api/admin/sports/events/${eventId}/${action}`;

export async function eventIdOf(t: TestApp, feedId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: sportEvents.id })
    .from(sportEvents)
    .where(eq(sportEvents.feedId, feedId));
  return row!.id;
}

export async function marketIdOf(t: TestApp, feedId: string, key: string, specifiers = '') {
  const [row] = await t.database.db
    .select({ id: sportMarkets.id })
    .from(sportMarkets)
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(
      and(
        eq(sportEvents.feedId, feedId),
        eq(sportMarkets.marketKey, key),
        eq(sportMarkets.specifiers, specifiers),
      ),
    );
  return row!.id;
}

export async function usernameOf(t: TestApp, playerId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ username: players.username })
    .from(players)
    .where(eq(players.id, playerId));
  return row!.username;
}

type Pick = { marketId: number; outcomeId: string; odds: string };

/** Places a slip at whatever the odds are now (policy 2); answers the call. */
export const placeBet = (t: TestApp, token: string, stake: number, picks: Pick[], kind = 'single') =>
  call<Bet>(t.app, {
    method: 'POST',
    url: '/api/sports/placebet',
    headers: { ...bearer(token), 'x-locale': 'en' },
    payload: { requestId: randomUUID(), kind, stake, oddsPolicy: 2, selections: picks },
  });

/** The event page as a player sees it. */
export async function eventPage(t: TestApp, eventId: number): Promise<SportsEvent> {
  const answer = await call<SportsEvent>(t.app, {
    method: 'POST',
    url: '/api/sports/event',
    payload: { eventId },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

export const statusOf = (event: SportsEvent, key: string, specifiers = '') =>
  event.markets.find((m) => m.key === key && m.specifiers === specifiers)?.status;

export async function expectLedgerSound(t: TestApp): Promise<void> {
  const invariants = await ledgerInvariants(t.database.db);
  expect(invariants.mismatchedAccounts).toEqual([]);
  expect(invariants.ok).toBe(true);
}

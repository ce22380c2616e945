import { TransactionStatus, TransactionType } from '@lale/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  paymentMethods,
  paymentTransactions,
  playerRestrictions,
  players,
  sessions,
} from '../../src/db/schema.ts';
import { fullRegistration, registerOk, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { adminCall, type FieldErrors } from '../content/support.ts';
import { adminMessage, capturingPublisher } from './support.ts';

/*
 * Notifications to a segment (issue #27): by country, account status, last activity, lifetime deposits
 * and bonus use — and never to a self-excluded, timed-out or restricted player, whatever the audience,
 * one player included. The preview counts exactly who the send then reaches.
 */

let t: TestApp;
let editor: string;
const NOW = '2026-03-10T09:00:00Z';
const clock = testClock(NOW);
const realtime = capturingPublisher();
const DAY = 86_400_000;
const cohort: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock, realtime: realtime.publisher });
  editor = await staffToken(t, 'content');
});
afterAll(() => t.close());

/** A registered player of `countryId`, last seen `seenDaysAgo` days ago, with `depositedMinor` confirmed. */
async function player({
  countryId = 1,
  seenDaysAgo,
  depositedMinor = 0n,
}: {
  countryId?: number;
  seenDaysAgo?: number;
  depositedMinor?: bigint;
}) {
  const payload = fullRegistration();
  await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  const playerId = row!.id;
  cohort.push(playerId);
  await t.database.db.update(players).set({ countryId }).where(eq(players.id, playerId));
  // Registration signed the player in now; their activity is what the test says.
  const seen = new Date(Date.parse(NOW) - (seenDaysAgo ?? 400) * DAY);
  await t.database.db.update(sessions).set({ lastSeenAt: seen }).where(eq(sessions.playerId, playerId));
  if (depositedMinor > 0n) {
    const [method] = await t.database.db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
    await t.database.db.insert(paymentTransactions).values({
      playerId,
      methodId: method!.id,
      type: TransactionType.Deposit,
      status: TransactionStatus.Confirmed,
      amountMinor: depositedMinor,
      currencyId: 1,
      reference: `D-SEG${playerId}`,
      createdAt: new Date(NOW),
      updatedAt: new Date(NOW),
    });
  }
  return playerId;
}

const preview = (target: unknown) =>
  adminCall<{ recipients: number; skippedRestricted: number } & FieldErrors>(
    t.app,
    editor,
    'POST',
    '/api/admin/notifications/preview',
    { target },
  );
const send = (target: unknown) =>
  adminCall<{ created: number; skippedRestricted: number } & FieldErrors>(
    t.app,
    editor,
    'POST',
    '/api/admin/notifications',
    adminMessage('Segment', target),
  );
const received = async (ids: number[]) =>
  (
    await t.database.db
      .selectDistinct({ playerId: notifications.playerId })
      .from(notifications)
      .where(
        and(inArray(notifications.playerId, ids), sql`${notifications.title} ->> 'en' = 'Segment title'`),
      )
  )
    .map((row) => row.playerId)
    .sort((a, b) => a - b);

describe('notifications to a segment', () => {
  it('reaches exactly the players the filters name, the preview counting the same, never the restricted', async () => {
    // Country 17 (Kazakhstan) keeps this test's players apart from every other player of the database.
    const recentRich = await player({ countryId: 17, seenDaysAgo: 2, depositedMinor: 5_000_00n });
    const recentPoor = await player({ countryId: 17, seenDaysAgo: 3, depositedMinor: 50_00n });
    const lapsed = await player({ countryId: 17, seenDaysAgo: 60, depositedMinor: 2_000_00n });
    const excluded = await player({ countryId: 17, seenDaysAgo: 1, depositedMinor: 9_000_00n });
    const elsewhere = await player({ countryId: 1, seenDaysAgo: 1, depositedMinor: 9_000_00n });
    await t.database.db.insert(playerRestrictions).values({
      playerId: excluded,
      kind: 'self_exclusion',
      startsAt: new Date(Date.parse(NOW) - DAY),
      endsAt: null,
      reason: '6m',
      createdAt: new Date(Date.parse(NOW) - DAY),
    });

    const valuable = { segment: { countryIds: [17], deposits: { currencyId: 1, min: 1000 } } };
    expect((await preview(valuable)).body.data).toEqual({ recipients: 2, skippedRestricted: 1 });
    const sent = await send(valuable);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ created: 2, skippedRestricted: 1 });
    expect(sent.body.message).toBe('Sent to 2 players; 1 left out for safer play.');
    expect(await received([recentRich, recentPoor, lapsed, excluded, elsewhere])).toEqual(
      [recentRich, lapsed].sort((a, b) => a - b),
    );
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1);
    expect(audit).toMatchObject({ permission: 'content.edit', targetType: 'notification', outcome: 'ok' });

    const recent = { segment: { countryIds: [17], activeWithinDays: 7 } };
    expect((await preview(recent)).body.data).toEqual({ recipients: 2, skippedRestricted: 1 });
    const lapsedOnly = { segment: { countryIds: [17], inactiveForDays: 30, bonusUse: 'never' } };
    expect((await preview(lapsedOnly)).body.data).toEqual({ recipients: 1, skippedRestricted: 0 });
    const small = { segment: { countryIds: [17], deposits: { currencyId: 1, max: 100 } } };
    expect((await preview(small)).body.data).toEqual({ recipients: 1, skippedRestricted: 0 });

    // One player by id: a self-excluded one receives nothing either.
    const direct = await send({ playerId: excluded });
    expect(direct.status).toBe(200);
    expect(direct.body.data).toEqual({ created: 0, skippedRestricted: 1 });
    const everyone = await send('all');
    expect(everyone.body.data.skippedRestricted).toBeGreaterThanOrEqual(1);
    const excludedRows = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(eq(notifications.playerId, excluded), sql`${notifications.title} ->> 'en' = 'Segment title'`),
      );
    expect(excludedRows[0]!.n).toBe(0);
  });

  it('refuses bounds a currency cannot hold or that cross, and an unknown player, sending nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(notifications))[0]!.n;
    const decimals = await preview({ segment: { deposits: { currencyId: 1, min: 10.005 } } });
    expect(decimals.status).toBe(400);
    const crossed = await send({ segment: { deposits: { currencyId: 1, min: 500, max: 100 } } });
    expect(crossed.status).toBe(400);
    expect(crossed.body.data.errors).toEqual({
      'target.segment.deposits.min': 'The minimum cannot be above the maximum.',
    });
    const unknown = await send({ playerId: 987_654 });
    expect(unknown.status).toBe(404);
    const badDays = await send({ segment: { activeWithinDays: 0 } });
    expect(badDays.status).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(notifications))[0]!.n).toBe(before);
    expect((await preview('all')).status).toBe(200);
    expect(
      (
        await adminCall(t.app, await staffToken(t, 'analyst'), 'POST', '/api/admin/notifications/preview', {
          target: 'all',
        })
      ).status,
    ).toBe(403);
  });
});

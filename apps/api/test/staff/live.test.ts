import {
  STAFF_LIVE_PATH,
  STAFF_LIVE_SESSION_ENDED,
  TransactionStatus,
  TransactionType,
  type StaffRole,
} from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../src/db/schema.ts';
import { MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';
import { staffHeaders } from '../support/staff-headers.ts';
import { connectStaffLive, upgradeHeaders as liveHeaders, type OpenSockets } from './live-support.ts';
import { listen, refusedStatus } from '../realtime/support.ts';
import { adminDecide, pendingWithdrawal } from '../payments/support.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';

/*
 * The staff live channel (issue #25): the payments queue's changes reach a signed-in member's socket
 * as they are committed; the socket needs the session cookie and the back office's own Origin, its
 * topics need the role's permission, and it closes when the session ends (sign-out, idle, the member
 * disabled), on this process at once and on any other at its next recheck.
 */

const BACKOFFICE_ORIGIN = 'https://bo.lale.test';
const clock = testClock('2026-11-28T09:00:00Z');
let t: TestApp;
let base: string;
/** Every socket a test opened, with the promise of its close (awaited between tests). */
const sockets: OpenSockets = [];

beforeAll(async () => {
  t = await createTestApp({ clock, env: { BACKOFFICE_ORIGIN } });
  base = await listen(t.app);
});
afterEach(async () => {
  // Closed and seen closed by the server too, so the next test's recheck counts only its own.
  const open = sockets.splice(0);
  for (const { socket } of open) socket.close();
  await Promise.all(open.map(({ closed }) => closed));
  await new Promise((resolve) => setImmediate(resolve));
});
afterAll(() => t.close());

const upgradeHeaders = (token: string, origin = base) => liveHeaders(token, origin);
const connect = (token: string, origin = base) => connectStaffLive(base, sockets, token, origin);

async function subscribed(role: StaffRole) {
  const client = await connect(await staffToken(t, role));
  client.send({ op: 'subscribe', topics: ['payments'] });
  expect(await client.next()).toEqual({ type: 'subscribed', topics: ['payments'] });
  return client;
}

describe('the staff live channel', () => {
  it('tells a member who may view payments of a withdrawal queued and decided, as each commits', async () => {
    const support = await subscribed('support');
    const { payment } = await pendingWithdrawal(t, 200);
    expect(await support.next()).toEqual({
      type: 'payment',
      id: payment.id,
      paymentType: TransactionType.Withdraw,
      status: TransactionStatus.Pending,
    });

    const answer = await adminDecide(t.app, await staffToken(t, 'payments'), payment.id, 'confirm');
    expect(answer.status).toBe(200);
    expect(await support.next()).toMatchObject({ id: payment.id, status: TransactionStatus.Confirmed });
  });

  it('refuses a topic the role may not view, and leaves the subscription as it was', async () => {
    const owner = await subscribed('owner');
    for (const role of ['content', 'trader'] as const) {
      const client = await connect(await staffToken(t, role));
      client.send({ op: 'subscribe', topics: ['payments'] });
      expect(await client.next()).toEqual({ type: 'error', message: 'Not permitted: payments.' });
      const { payment } = await pendingWithdrawal(t, 100);
      // One delivery writes to every subscriber at once: once the owner has it, so would this role.
      expect(await owner.next()).toMatchObject({ type: 'payment', id: payment.id });
      client.send({ op: 'unsubscribe', topics: ['payments'] });
      expect(await client.next()).toEqual({ type: 'subscribed', topics: [] });
    }
  });

  it('refuses an unknown topic and a malformed frame with an answer, not a closed socket', async () => {
    const client = await connect(await staffToken(t, 'owner'));
    client.send({ op: 'subscribe', topics: ['odds'] });
    expect(await client.next()).toMatchObject({ type: 'error' });
    client.send({ op: 'subscribe', topics: ['payments'] });
    expect(await client.next()).toEqual({ type: 'subscribed', topics: ['payments'] });
  });

  it('opens only with a live session cookie and from the back office’s own origin', async () => {
    const token = await staffToken(t, 'owner');
    expect(await refusedStatus(base, STAFF_LIVE_PATH, { origin: base })).toBe(401);
    expect(
      await refusedStatus(base, STAFF_LIVE_PATH, upgradeHeaders(`staff:${'A'.repeat(43)}.${'B'.repeat(43)}`)),
    ).toBe(401);
    // Another page of the same site would still carry the SameSite=Strict cookie: its Origin is refused.
    expect(await refusedStatus(base, STAFF_LIVE_PATH, upgradeHeaders(token, 'https://evil.lale.test'))).toBe(
      403,
    );
    expect(await refusedStatus(base, STAFF_LIVE_PATH, { cookie: upgradeHeaders(token).cookie })).toBe(403);
    // The configured back-office origin is its own.
    const fromBackOffice = await connect(token, BACKOFFICE_ORIGIN);
    fromBackOffice.send({ op: 'subscribe', topics: ['payments'] });
    expect(await fromBackOffice.next()).toMatchObject({ type: 'subscribed' });
  });

  it('closes at sign-out at once, telling the back office not to reconnect', async () => {
    const token = await staffToken(t, 'support');
    const client = await connect(token);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: { ...staffHeaders(token), 'x-locale': 'en' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(await client.closed).toBe(STAFF_LIVE_SESSION_ENDED);
  });

  it('closes at the recheck when the session went idle or the member was disabled elsewhere', async () => {
    const idle = await connect(await staffToken(t, 'analyst'));
    const riskToken = await staffToken(t, 'risk');
    const active = await connect(riskToken);
    clock.advance(10 * MINUTE);
    // The risk member keeps working (a call touches the session); the analyst does nothing.
    const touched = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: staffHeaders(riskToken),
    });
    expect(touched.statusCode).toBe(200);
    clock.advance(6 * MINUTE);
    expect(await t.modules.staff.live.recheck()).toBe(1);
    expect(await idle.closed).toBe(STAFF_LIVE_SESSION_ENDED);

    // Disabled by SQL, as another process's owner would (no sign-out here to close it at once).
    await t.database.db
      .update(staff)
      .set({ status: 'disabled' })
      .where(eq(staff.username, DEMO_STAFF.risk.username));
    try {
      expect(await t.modules.staff.live.recheck()).toBe(1);
      expect(await active.closed).toBe(STAFF_LIVE_SESSION_ENDED);
    } finally {
      await t.database.db
        .update(staff)
        .set({ status: 'active' })
        .where(eq(staff.username, DEMO_STAFF.risk.username));
    }
  });
});

describe('a back office served from its own origin (BACKOFFICE_ORIGIN)', () => {
  const preflight = (origin: string, url = '/api/admin/payments/1/confirm') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-csrf-token',
      },
    });

  it('may call the back-office API with its credentials, and only that origin may', async () => {
    const allowed = await preflight(BACKOFFICE_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(BACKOFFICE_ORIGIN);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('x-csrf-token');

    const token = await staffToken(t, 'owner');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { ...staffHeaders(token), origin: BACKOFFICE_ORIGIN },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(BACKOFFICE_ORIGIN);

    // Any other origin, and the player's API from the back office's origin, get no CORS answer: the
    // browser keeps the response from the calling page.
    for (const answer of [
      await preflight('https://evil.lale.test'),
      await preflight(BACKOFFICE_ORIGIN, '/api/payment/withdraw'),
    ])
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });
});

import { STAFF_AUTH_PATHS, STAFF_COOKIE, type StaffChallenge, type StaffSession } from '@lale/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/modules/staff/index.ts';
import { call, MINUTE, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/*
 * Staff sign-in (issue #25): the password alone never yields a session; a TOTP code does, once; a
 * replayed code, five wrong attempts, a missing CSRF header and 15 idle minutes are all refused.
 */

const clock = testClock('2026-11-28T09:00:00Z');
let t: TestApp;
let address = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** Each test signs in from its own address, so the per-address limit stays out of the way. */
const nextIp = () => `10.9.0.${++address}`;

const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

async function login(username: string, password = DEMO_STAFF_PASSWORD, ip = nextIp()) {
  return call<StaffChallenge>(t.app, {
    method: 'POST',
    url: STAFF_AUTH_PATHS.login,
    payload: { username, password },
    remoteAddress: ip,
    headers: { 'x-locale': 'en' },
  });
}

async function secondFactor(challenge: string, code: string, ip = nextIp()) {
  const response = await t.app.inject({
    method: 'POST',
    url: STAFF_AUTH_PATHS.totp,
    payload: { challenge, code },
    remoteAddress: ip,
    headers: { 'x-locale': 'en' },
  });
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  return {
    status: response.statusCode,
    body: response.json<{ data: StaffSession; message: string }>(),
    cookie,
  };
}

const me = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: STAFF_AUTH_PATHS.me,
    headers: cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {},
  });

describe('staff sign-in', () => {
  it('gives the password alone a challenge, never a session; the code then opens one', async () => {
    const first = await login(DEMO_STAFF.payments.username);
    expect(first.status).toBe(200);
    expect(first.body.data.enrol).toBeNull();
    // The challenge is not a session: the back office still answers 401.
    expect((await me(first.body.data.challenge)).statusCode).toBe(401);
    const listWithChallenge = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: { cookie: `${STAFF_COOKIE}=${first.body.data.challenge}` },
    });
    expect(listWithChallenge.statusCode).toBe(401);

    const signedIn = await secondFactor(
      first.body.data.challenge,
      await codeFor(DEMO_STAFF.payments.totpSecret),
    );
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.staff).toMatchObject({ username: 'payments', role: 'payments' });
    expect(signedIn.body.data.staff.permissions).toContain('payments.approve');
    expect(signedIn.cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    const again = await me(signedIn.cookie!.value);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: StaffSession }>().data.csrfToken).toBe(signedIn.body.data.csrfToken);
  });

  it('refuses a code used once already (replay), even on a new challenge', async () => {
    clock.advance(MINUTE);
    const code = await codeFor(DEMO_STAFF.support.totpSecret);
    const first = await login(DEMO_STAFF.support.username);
    expect((await secondFactor(first.body.data.challenge, code)).status).toBe(200);
    const second = await login(DEMO_STAFF.support.username);
    const replayed = await secondFactor(second.body.data.challenge, code);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe(
      'The code is wrong or was used already. Enter the current code from your app.',
    );
    expect(replayed.cookie).toBeUndefined();
  });

  it('answers a wrong password and an unknown username alike, and locks after five wrong attempts', async () => {
    const unknown = await login('nobody-here', 'Whatever-123');
    const wrong = await login(DEMO_STAFF.analyst.username, 'Wrong-password-1');
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    for (let i = 0; i < 4; i++) await login(DEMO_STAFF.analyst.username, 'Wrong-password-1');
    const locked = await login(DEMO_STAFF.analyst.username);
    expect(locked.status).toBe(429);
    clock.advance(16 * MINUTE);
    expect((await login(DEMO_STAFF.analyst.username)).status).toBe(200);
  });

  it('enrols a member without a second factor by QR code, and hands out recovery codes usable once', async () => {
    const owner = await adminSession();
    const invited = await call<{ staff: { id: number }; temporaryPassword: string }>(t.app, {
      method: 'POST',
      url: '/api/admin/staff',
      payload: {
        username: 'new.member',
        displayName: 'New Member',
        email: 'new@staff.lale.local',
        role: 'support',
      },
      headers: owner,
    });
    expect(invited.status).toBe(200);
    const password = invited.body.data.temporaryPassword;
    const challenge = await login('new.member', password);
    const enrol = challenge.body.data.enrol!;
    expect(enrol.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(enrol.qrSvg).toMatch(/^<svg/);
    const signedIn = await secondFactor(challenge.body.data.challenge, await codeFor(enrol.secret));
    expect(signedIn.status).toBe(200);
    const codes = signedIn.body.data.recoveryCodes!;
    expect(codes).toHaveLength(10);

    clock.advance(MINUTE);
    const withRecovery = await login('new.member', password);
    expect(withRecovery.body.data.enrol).toBeNull();
    expect((await secondFactor(withRecovery.body.data.challenge, codes[0]!)).status).toBe(200);
    const reused = await login('new.member', password);
    expect((await secondFactor(reused.body.data.challenge, codes[0]!)).status).toBe(401);
  });

  it('refuses a write without the CSRF header, and ends a session after 15 idle minutes', async () => {
    const owner = await adminSession();
    const payload = {
      username: 'csrf.test',
      displayName: 'Csrf Test',
      email: 'csrf@staff.lale.local',
      role: 'analyst',
    };
    const noHeader = await call(t.app, {
      method: 'POST',
      url: '/api/admin/staff',
      payload,
      headers: { cookie: owner.cookie, 'x-locale': 'en' },
    });
    expect(noHeader.status).toBe(403);
    const wrongHeader = await call(t.app, {
      method: 'POST',
      url: '/api/admin/staff',
      payload,
      headers: { cookie: owner.cookie, 'x-csrf-token': 'forged', 'x-locale': 'en' },
    });
    expect(wrongHeader.status).toBe(403);
    const list = await call<{ items: { username: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/admin/staff',
      headers: owner,
    });
    expect(list.body.data.items.map((row) => row.username)).not.toContain('csrf.test');

    clock.advance(14 * MINUTE);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/staff', headers: owner })).status).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/staff', headers: owner })).status).toBe(401);
  });

  async function adminSession(): Promise<Record<string, string>> {
    clock.advance(MINUTE);
    const challenge = await login(DEMO_STAFF.owner.username);
    const signedIn = await secondFactor(
      challenge.body.data.challenge,
      await codeFor(DEMO_STAFF.owner.totpSecret),
    );
    expect(signedIn.status).toBe(200);
    return {
      cookie: `${STAFF_COOKIE}=${signedIn.cookie!.value}`,
      'x-csrf-token': signedIn.body.data.csrfToken,
      'x-locale': 'en',
    };
  }
});

describe('the last owner', () => {
  it('stays when two owners demote each other at the same moment: one change passes, the other is refused', async () => {
    const { members, staff } = t.modules.staff;
    const demoOwner = await staff.byUsernameKey(DEMO_STAFF.owner.username);
    const { staff: second } = await members.invite({
      username: 'second.owner',
      displayName: 'Second Owner',
      email: 'second.owner@lale.test',
      role: 'owner',
    });
    // Any other owner (an earlier test may have added some) steps down first, so these two are the last.
    for (const row of await staff.list())
      if (row.role === 'owner' && row.status === 'active' && ![demoOwner!.id, second.id].includes(row.id))
        await members.update(demoOwner!.id, row.id, { status: 'disabled' });

    const outcomes = await Promise.allSettled([
      members.update(demoOwner!.id, second.id, { role: 'support' }),
      members.update(second.id, demoOwner!.id, { role: 'support' }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ outcome: { code: 'StaffLastOwner' } });
    expect(await staff.activeOwners()).toBe(1);

    // Put back as the other tests expect them: the demo owner an owner, the second one gone.
    const still = await staff.byId(demoOwner!.id);
    if (still?.role !== 'owner') await members.update(second.id, demoOwner!.id, { role: 'owner' });
    await members.update(demoOwner!.id, second.id, { status: 'disabled' });
  });
});

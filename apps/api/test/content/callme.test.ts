import { formatCallMeMessage } from '@lale/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRequests, players } from '../../src/db/schema.ts';
import { DEMO_PLAYER } from '../../src/modules/auth/index.ts';
import { CALL_ME_LIMIT } from '../../src/modules/cms/routes.ts';
import { bearer, call, login } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import type { FieldErrors } from './support.ts';

/* POST /api/cms/callme (spec §7): a visitor or player asks to be called back. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async () => (await t.database.db.select({ n: count() }).from(callRequests))[0]!.n;
const newest = async () =>
  (await t.database.db.select().from(callRequests).orderBy(desc(callRequests.id)).limit(1))[0]!;

/** Each test sends from its own address, so the per-address allowance of one does not affect another. */
let addressSerial = 0;
const nextAddress = () => `198.51.100.${++addressSerial}`;

function callMe(
  payload: object,
  { ip, locale = 'en', token }: { ip: string; locale?: string; token?: string },
) {
  return call<FieldErrors | null>(t.app, {
    method: 'POST',
    url: '/api/cms/callme',
    payload,
    remoteAddress: ip,
    headers: { 'x-locale': locale, ...(token ? bearer(token) : {}) },
  });
}

const request = (phone = '905321234567', text = 'Lütfen akşam arayın') => ({
  name: 'Ahmet Kaya',
  message: formatCallMeMessage(phone, text),
});

describe('POST /api/cms/callme', () => {
  it("stores a visitor's request as sent, with the address, and thanks in the request's language", async () => {
    const ip = nextAddress();
    const answer = await callMe(request(), { ip });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Your request has been received. One of our agents will call you shortly.',
      data: null,
    });
    expect(await newest()).toMatchObject({
      name: 'Ahmet Kaya',
      message: 'Telefon No: 905321234567\nMesaj: Lütfen akşam arayın',
      playerId: null,
      ip,
      handledAt: null,
    });

    const turkish = await callMe(request(), { ip: nextAddress(), locale: 'tr' });
    expect(turkish.body.message).toBe('Talebiniz alındı. Müşteri temsilcimiz sizi en kısa sürede arayacak.');
  });

  it('links the request to the logged-in player; a dead token is just a visitor', async () => {
    const { token } = (await login(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password)).body.data;
    const [demo] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.username, DEMO_PLAYER.username));

    expect((await callMe(request(), { ip: nextAddress(), token })).status).toBe(200);
    expect((await newest()).playerId).toBe(demo!.id);

    await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
    const afterLogout = await callMe(request(), { ip: nextAddress(), token });
    expect(afterLogout.status).toBe(200);
    expect((await newest()).playerId).toBeNull();
  });

  it('accepts the phone as the mask may send it, from 10 to 20 digits', async () => {
    const ip = nextAddress();
    for (const phone of ['+90 (532) 123 45 67', '5321234567']) {
      expect((await callMe(request(phone), { ip })).status, phone).toBe(200);
    }
    expect((await callMe(request('9'.repeat(20), 'x'.repeat(100)), { ip })).status).toBe(200);
  });

  it.each([
    ['a short name', { ...request(), name: 'Ali' }, { name: 'Must be at least 5 characters.' }],
    ['no name', { message: request().message }, { name: 'This field is required.' }],
    ['an empty message', { ...request(), message: '' }, { message: 'This field is required.' }],
    ['a message without the phone label', { ...request(), message: 'Beni arayın lütfen' }, null],
    ['only the phone prefix', request('90'), null],
    ['a 9-digit phone', request('532123456'), null],
    ['a 21-digit phone', request('9'.repeat(21)), null],
    ['letters in the phone', request('90532abc4567'), null],
    ['a blank text', request('905321234567', '   '), { message: 'This field is required.' }],
  ])('refuses %s with 400 and stores nothing', async (_what, payload, errors) => {
    const before = await stored();
    const answer = await callMe(payload, { ip: nextAddress() });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    // null: the spec's own call-request warning, since the message carries no number to call.
    expect((answer.body.data as FieldErrors).errors).toEqual(
      errors ?? { message: 'Please enter your phone number' },
    );
    expect(await stored()).toBe(before);
  });

  it(`allows ${CALL_ME_LIMIT.max} requests per address in ${CALL_ME_LIMIT.windowMs / 60_000} minutes, then a readable 429`, async () => {
    const ip = nextAddress();
    // Refused requests store nothing and do not use up the allowance.
    for (let i = 0; i < 4; i += 1)
      expect((await callMe({ ...request(), name: 'x' }, { ip })).status).toBe(400);
    for (let i = 0; i < CALL_ME_LIMIT.max; i += 1) expect((await callMe(request(), { ip })).status).toBe(200);

    const before = await stored();
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/cms/callme',
      payload: request(),
      remoteAddress: ip,
      headers: { 'x-locale': 'en' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Too many call requests. Please try again in 10 minutes.',
      data: null,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);

    const turkish = await callMe(request(), { ip, locale: 'tr' });
    expect(turkish.status).toBe(429);
    expect(turkish.body.message).toBe(
      'Çok fazla arama talebi gönderildi. Lütfen 10 dakika sonra tekrar deneyin.',
    );

    // Another address is not affected.
    expect((await callMe(request(), { ip: nextAddress() })).status).toBe(200);
  });
});

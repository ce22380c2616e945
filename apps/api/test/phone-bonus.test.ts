import { BalanceSchema } from '@lale/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, playerBonuses, siteOptions } from '../src/db/schema.ts';
import { DEMO_PLAYER } from '../src/modules/auth/index.ts';
import {
  bearer,
  call,
  fullRegistration,
  latestCode,
  login,
  MINUTE,
  registerOk,
  testClock,
  wrongCode,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
const clock = testClock('2026-03-10T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  call<Record<string, unknown>>(t.app, {
    method: 'GET',
    url,
    headers: { 'x-locale': 'en', ...(token ? bearer(token) : {}) },
  });
const updatePhone = (token: string, payload: object) =>
  call<{ errors?: Record<string, string> } | null>(t.app, {
    method: 'POST',
    url: '/api/customer/updatephone',
    payload,
    headers: { ...bearer(token), 'x-locale': 'en' },
  });

async function newPlayer() {
  const payload = fullRegistration();
  const data = await registerOk(t.app, payload);
  return { ...payload, token: data.token };
}

describe('the demo player from the seed', () => {
  it('logs in with the README credentials: verified phone, 1,000.00 cash', async () => {
    const answer = await login(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ phone: '905320000000', smsVerified: true, balance: 1000 });
    const balance = await get('/api/user/balance', answer.body.data.token);
    expect(BalanceSchema.parse(balance.body.data)).toEqual({ balance: 1000, bonusBalance: 0 });
  });
});

describe('GET /api/customer/profile', () => {
  it("answers the player's personal information", async () => {
    const player = await newPlayer();
    const answer = await get('/api/customer/profile', player.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: player.name,
      surname: player.surname,
      username: player.username,
      email: player.email,
      phone: player.phone,
      smsVerified: false,
      birthDate: player.birthDate,
      country: 'Türkiye',
      createdAt: clock.now().toISOString(),
    });
    expect((await get('/api/customer/profile')).status).toBe(401);
  });
});

describe('POST /api/customer/updatephone', () => {
  it('texts a code (step 1) and marks the phone verified with it (step 2)', async () => {
    const player = await newPlayer();
    const sent = await updatePhone(player.token, { step: 1, phone: player.phone });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('A verification code has been sent to your phone.');
    const code = await latestCode(t.app, player.phone);

    const wrong = await updatePhone(player.token, { step: 2, phone: player.phone, code: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The code is wrong. 4 attempts left.');
    expect((await get('/api/customer/profile', player.token)).body.data.smsVerified).toBe(false);

    const verified = await updatePhone(player.token, { step: 2, phone: player.phone, code });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Your phone number is verified.');
    expect((await get('/api/customer/profile', player.token)).body.data.smsVerified).toBe(true);
    expect((await login(t.app, player.username, player.password)).body.data.smsVerified).toBe(true);

    const again = await updatePhone(player.token, { step: 1, phone: player.phone });
    expect(again.status).toBe(400);
    expect(again.body.data).toEqual({ errors: { phone: 'This phone number is already verified.' } });
  });

  it('changes to a new number only when its code is verified', async () => {
    const player = await newPlayer();
    const newPhone = '905559998877';
    expect((await updatePhone(player.token, { step: 1, phone: newPhone.slice(2) })).status).toBe(200);
    const code = await latestCode(t.app, newPhone);
    expect((await get('/api/customer/profile', player.token)).body.data.phone).toBe(player.phone);
    expect((await updatePhone(player.token, { step: 2, phone: newPhone, code })).status).toBe(200);
    expect((await get('/api/customer/profile', player.token)).body.data).toMatchObject({
      phone: newPhone,
      smsVerified: true,
    });
  });

  it("refuses another player's phone on its field and sends nothing", async () => {
    const owner = await newPlayer();
    const player = await newPlayer();
    const answer = await updatePhone(player.token, { step: 1, phone: owner.phone });
    expect(answer.status).toBe(409);
    expect(answer.body.data).toEqual({
      errors: { phone: 'This phone number is registered to another account.' },
    });
    const outbox = await get(`/api/dev/outbox?to=${owner.phone}`);
    expect(outbox.body.data).toEqual([]);
  });

  it('refuses a resend within 60 s, and an expired code', async () => {
    const player = await newPlayer();
    expect((await updatePhone(player.token, { step: 1, phone: player.phone })).status).toBe(200);
    clock.advance(59_000);
    const early = await updatePhone(player.token, { step: 1, phone: player.phone });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Please wait 1 seconds before requesting a new code.');
    clock.advance(1_000);
    expect((await updatePhone(player.token, { step: 1, phone: player.phone })).status).toBe(200);
    const code = await latestCode(t.app, player.phone);
    clock.advance(10 * MINUTE);
    const expired = await updatePhone(player.token, { step: 2, phone: player.phone, code });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(
      'The code has expired or is no longer valid. Please request a new code.',
    );
    expect((await get('/api/customer/profile', player.token)).body.data.smsVerified).toBe(false);
  });

  it("leaves a player's code alone when another player asks for and guesses codes to the same number", async () => {
    const newPhone = '905551114455';
    const owner = await newPlayer();
    const stranger = await newPlayer();
    expect((await updatePhone(owner.token, { step: 1, phone: newPhone })).status).toBe(200);
    const code = await latestCode(t.app, newPhone);
    // The stranger's own code to the number does not retire the owner's,
    expect((await updatePhone(stranger.token, { step: 1, phone: newPhone })).status).toBe(200);
    // and their wrong guesses spend only their own code's attempts.
    for (let i = 0; i < 6; i += 1) {
      const guess = await updatePhone(stranger.token, { step: 2, phone: newPhone, code: wrongCode(code) });
      expect(guess.status).toBe(400);
    }
    const verified = await updatePhone(owner.token, { step: 2, phone: newPhone, code });
    expect(verified.status).toBe(200);
    expect((await get('/api/customer/profile', owner.token)).body.data).toMatchObject({
      phone: newPhone,
      smsVerified: true,
    });
  });

  it('does not accept a code another player asked for to the same number', async () => {
    const newPhone = '905551112233';
    const first = await newPlayer();
    const second = await newPlayer();
    await updatePhone(first.token, { step: 1, phone: newPhone });
    const code = await latestCode(t.app, newPhone);
    const stolen = await updatePhone(second.token, { step: 2, phone: newPhone, code });
    expect(stolen.status).toBe(400);
    expect((await get('/api/customer/profile', second.token)).body.data.phone).toBe(second.phone);
  });
});

describe('trial bonus', () => {
  const setTrialAmount = (value: string) =>
    t.database.db.update(siteOptions).set({ value }).where(eq(siteOptions.key, 'trialbonusamount'));

  it('offers the amount of the site option (50 in the seed)', async () => {
    expect((await get('/api/bonus/trialbonusamount')).body).toEqual({ success: true, message: '', data: 50 });
  });

  it('credits the bonus account once; a second claim is refused and changes nothing', async () => {
    const player = await newPlayer();
    const first = await get('/api/bonus/definetrialbonus', player.token);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('The trial bonus has been added to your bonus balance.');
    expect((await get('/api/user/balance', player.token)).body.data).toEqual({
      balance: 0,
      bonusBalance: 50,
    });

    const [transfersBefore] = await t.database.db.select({ n: count() }).from(ledgerTransfers);
    const second = await get('/api/bonus/definetrialbonus', player.token);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      success: false,
      message: 'You have already claimed your trial bonus.',
      data: null,
    });
    const [transfersAfter] = await t.database.db.select({ n: count() }).from(ledgerTransfers);
    expect(transfersAfter?.n).toBe(transfersBefore?.n);
    expect((await get('/api/user/balance', player.token)).body.data).toEqual({
      balance: 0,
      bonusBalance: 50,
    });
  });

  it('grants once when two claims race', async () => {
    const player = await newPlayer();
    const answers = await Promise.all([
      get('/api/bonus/definetrialbonus', player.token),
      get('/api/bonus/definetrialbonus', player.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select({ n: count() }).from(playerBonuses);
    expect(row?.n).toBeGreaterThanOrEqual(1);
    expect((await get('/api/user/balance', player.token)).body.data).toEqual({
      balance: 0,
      bonusBalance: 50,
    });
  });

  it('offers 0 and refuses a claim when the option is 0, and needs a session', async () => {
    const player = await newPlayer();
    await setTrialAmount('0');
    try {
      expect((await get('/api/bonus/trialbonusamount')).body.data).toBe(0);
      const refused = await get('/api/bonus/definetrialbonus', player.token);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('No trial bonus is offered at the moment.');
      expect((await get('/api/user/balance', player.token)).body.data).toEqual({
        balance: 0,
        bonusBalance: 0,
      });
      expect((await get('/api/bonus/definetrialbonus')).status).toBe(401);
    } finally {
      await setTrialAmount('50');
    }
  });

  it('reads a decimal amount', async () => {
    await setTrialAmount('12.5');
    try {
      expect((await get('/api/bonus/trialbonusamount')).body.data).toBe(12.5);
    } finally {
      await setTrialAmount('50');
    }
  });
});

import { AuthDataSchema, BalanceSchema } from '@lale/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, players } from '../src/db/schema.ts';
import {
  bearer,
  call,
  freshAddress,
  fullRegistration,
  registerOk,
  testClock,
  type Answer,
} from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
const clock = testClock('2026-03-10T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const register = (payload: object, locale = 'en') =>
  call<{ errors?: Record<string, string> }>(t.app, {
    method: 'POST',
    url: '/api/auth/register',
    payload,
    headers: { 'x-locale': locale },
    remoteAddress: freshAddress(),
  });

async function playerCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(players);
  return row?.n ?? 0;
}

/** Asserts a refusal with exactly these fields, and that no player was created. */
async function expectRefused(answer: Promise<Answer<{ errors?: Record<string, string> }>>, status: number) {
  const before = await playerCount();
  const { status: got, body } = await answer;
  expect(got).toBe(status);
  expect(body.success).toBe(false);
  expect(await playerCount()).toBe(before);
  return body.data?.errors ?? {};
}

describe('POST /api/auth/register', () => {
  it('registers the full variant, logs the player in and opens the cash and bonus accounts', async () => {
    const payload = fullRegistration();
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'x-fingerprint': 'fp-123', 'user-agent': 'vitest' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toBe('Kaydınız tamamlandı. Hoş geldiniz!');
    const data = AuthDataSchema.parse(answer.body.data);
    expect(data).toMatchObject({
      username: payload.username,
      balance: 0,
      phone: payload.phone,
      smsVerified: false,
      fingerprint: 'fp-123',
      lastLoginAt: null,
      // The sportsbook frames are played by their sandboxes here (modules/sports-frames).
      betsyCid: 'sandbox-fcg',
      betcoUrl: '/api/sandbox/sportsbook/betco/frame',
    });
    expect(data.usercode).toMatch(/^[1-9]\d{7}$/);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db.select().from(players).where(eq(players.username, payload.username));
    expect(row).toMatchObject({ personalNo: payload.PersonalNo, birthDate: '1990-05-17' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const kinds = await t.database.db
      .select({ kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.playerId, row?.id ?? 0));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['bonus', 'cash', 'withdraw_hold']);

    const balance = await call(t.app, {
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(data.token),
    });
    expect(BalanceSchema.parse(balance.body.data)).toEqual({ balance: 0, bonusBalance: 0 });
  });

  it('registers the fast variant without birth date or PersonalNo', async () => {
    const {
      PersonalNo: _p,
      birthDate: _b,
      birthDateDay: _d,
      birthDateMonth: _m,
      birthDateYear: _y,
      ...fast
    } = fullRegistration();
    const data = await registerOk(t.app, { ...fast, isFast: true });
    const [row] = await t.database.db.select().from(players).where(eq(players.username, fast.username));
    expect(row).toMatchObject({ personalNo: null, birthDate: null });
    expect(data.username).toBe(fast.username);
  });

  it('stores a 10-digit phone with the 90 prefix and keeps a numeric refId naming a player as the referrer', async () => {
    const referrer = await registerOk(t.app);
    const payload = fullRegistration();
    const data = await registerOk(t.app, {
      ...payload,
      phone: payload.phone.slice(2),
      refId: Number(referrer.usercode),
    });
    expect(data.phone).toBe(payload.phone);
    const [row] = await t.database.db.select().from(players).where(eq(players.username, payload.username));
    const [ref] = await t.database.db.select().from(players).where(eq(players.usercode, referrer.usercode));
    expect(row?.referrerId).toBe(ref?.id);

    // A refId naming nobody (a stale value in the browser) is ignored, not refused.
    await registerOk(t.app, fullRegistration({ refId: 99 }));
  });

  it('refuses a taken username (Turkish case folding), e-mail, phone and PersonalNo, each on its field', async () => {
    const first = fullRegistration({ username: 'Işıkİpek1' });
    await registerOk(t.app, first);
    const again = fullRegistration({
      username: 'IŞIKipek1',
      email: first.email.toUpperCase(),
      phone: first.phone.slice(2),
      PersonalNo: first.PersonalNo,
    });
    const errors = await expectRefused(register(again), 409);
    expect(errors).toEqual({
      username: 'This username is already taken.',
      email: 'This e-mail address is already registered.',
      phone: 'This phone number is registered to another account.',
      PersonalNo: 'This national ID number is already registered.',
    });

    // One at a time: each field is named on its own.
    for (const field of ['username', 'email', 'phone', 'PersonalNo'] as const) {
      const single = fullRegistration({ [field]: first[field] });
      expect(Object.keys(await expectRefused(register(single), 409))).toEqual([field]);
    }
  });

  it('refuses a name that differs from a taken one only by a dotted or dotless i, in either case', async () => {
    await registerOk(t.app, fullRegistration({ username: 'Alican42' }));
    for (const username of ['ALİCAN42', 'alıcan42', 'ALICAN42', 'Alıcan42', 'alican42']) {
      const errors = await expectRefused(register(fullRegistration({ username })), 409);
      expect(errors, username).toEqual({ username: 'This username is already taken.' });
    }
    // In Turkish too, with the sign-up form's own message.
    const tr = await register(fullRegistration({ username: 'ALICAN42' }), 'tr');
    expect(tr.body.data?.errors?.username).toBe('Bu kullanıcı adı zaten kullanılıyor.');
  });

  it('answers the per-field message when two sign-ups with one username race', async () => {
    const a = fullRegistration({ username: 'yarisci01' });
    // (Turkish folding with the dotted and dotless i as one letter: 'YARISCI01' is the same name.)
    const b = fullRegistration({ username: 'YARISCI01' });
    const answers = await Promise.all([register(a), register(b)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.data?.errors).toEqual({ username: 'This username is already taken.' });
  });

  it('refuses a PersonalNo with a wrong checksum', async () => {
    const valid = fullRegistration().PersonalNo;
    const broken = `${valid.slice(0, 10)}${(Number(valid[10]) + 1) % 10}`;
    const errors = await expectRefused(register(fullRegistration({ PersonalNo: broken }), 'tr'), 400);
    expect(errors).toEqual({ PersonalNo: 'Geçerli bir T.C. kimlik numarası girin.' });
  });

  it('refuses a 17-year-old and accepts someone who turns 18 today (by the server clock)', async () => {
    // The clock says 2026-03-10.
    const errors = await expectRefused(register(fullRegistration({ birthDate: '2008-03-11' })), 400);
    expect(errors).toEqual({ birthDate: 'You must be at least 18 years old to register.' });
    await registerOk(t.app, fullRegistration({ birthDate: '2008-03-10' }));
  });

  it('refuses an unknown country or currency, together with any taken field', async () => {
    const taken = fullRegistration();
    await registerOk(t.app, taken);
    const errors = await expectRefused(
      register(fullRegistration({ country: 999, currencyId: 77, email: taken.email })),
      400,
    );
    expect(errors).toEqual({
      country: 'Choose a valid country from the list.',
      currencyId: 'Choose a valid currency.',
      email: 'This e-mail address is already registered.',
    });
  });

  it('refuses what the contract refuses (validation) before any rule runs', async () => {
    const errors = await expectRefused(
      register({ ...fullRegistration(), password2: 'different', username: 'ab' }),
      400,
    );
    expect(errors).toMatchObject({
      password2: 'Passwords do not match.',
      username: 'Must be at least 5 characters.',
    });
  });
});

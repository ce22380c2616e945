import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, verificationCodes } from '../src/db/schema.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODES_PER_HOUR,
  CODES_PER_HOUR_TO_STRANGERS,
} from '../src/modules/verification/service.ts';
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

/** Requests come from the address the players registered from (inject's default) unless `from` says. */
const post = (url: string, payload: object, from?: string) =>
  call<{ errors?: Record<string, string> } | null>(t.app, {
    method: 'POST',
    url,
    payload,
    headers: { 'x-locale': 'en' },
    ...(from ? { remoteAddress: from } : {}),
  });
const sendReset = (username: string, from?: string) =>
  post('/api/auth/sendresetpassword', { username }, from);
const checkCode = (username: string, code: string, from?: string) =>
  post('/api/auth/checkresetcode', { username, code }, from);
const changeWithCode = (username: string, code: string, password: string, from?: string) =>
  post('/api/auth/changepasswordwithcode', { username, code, password, password2: password }, from);

let addressSerial = 0;
/** An address nobody has signed in from: a stranger's, or the owner's on a new network. */
const newAddress = () => `198.51.100.${(addressSerial += 1)}`;
const balance = (token: string) =>
  call(t.app, { method: 'GET', url: '/api/user/balance', headers: bearer(token) });

/** A player who has signed in from the default test address (127.0.0.1), which is so the owner's. */
async function newPlayer() {
  const payload = fullRegistration();
  await registerOk(t.app, payload);
  const signedIn = await login(t.app, payload.username, payload.password);
  expect(signedIn.status).toBe(200);
  return { ...payload, token: signedIn.body.data.token };
}

async function passwordHashOf(username: string) {
  const [row] = await t.database.db.select().from(players).where(eq(players.username, username));
  return row?.passwordHash;
}

describe('password recovery', () => {
  it('answers the same whether or not the username exists, and e-mails a 6-digit code only to a real one', async () => {
    const player = await newPlayer();
    const known = await sendReset(player.username);
    const unknown = await sendReset('ghostuser1');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body.message).toBe(
      "If the username is registered, we have sent a reset code to the account's e-mail address.",
    );
    expect(await latestCode(t.app, player.email)).toMatch(/^\d{6}$/);

    // The resend window applies to both alike, so it does not tell them apart either.
    const knownAgain = await sendReset(player.username);
    const unknownAgain = await sendReset('ghostuser1');
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain).toEqual(knownAgain);
    // A code for the unknown name is never right.
    expect((await checkCode('ghostuser1', '123456')).status).toBe(400);
  });

  it('refuses a resend within 60 seconds (saying how long to wait) and caps 5 codes an hour', async () => {
    const player = await newPlayer();
    expect((await sendReset(player.username)).status).toBe(200);
    clock.advance(15_000);
    const early = await sendReset(player.username);
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Please wait 45 seconds before requesting a new code.');
    for (let i = 2; i <= 5; i += 1) {
      clock.advance(60_000);
      expect((await sendReset(player.username)).status).toBe(200);
    }
    clock.advance(60_000);
    const capped = await sendReset(player.username);
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/^Too many codes requested\. Please try again after \d\d:\d\d/);
    clock.advance(60 * MINUTE);
    expect((await sendReset(player.username)).status).toBe(200);
  });

  it('checks the code without using it, then changes the password and ends every session', async () => {
    const player = await newPlayer();
    const other = await login(t.app, player.username, player.password);
    await sendReset(player.username);
    const code = await latestCode(t.app, player.email);

    const checked = await checkCode(player.username, code);
    expect(checked).toEqual({
      status: 200,
      body: { success: true, message: 'The code is correct. Now choose your new password.', data: null },
    });
    expect((await checkCode(player.username, code)).status).toBe(200); // not used up

    const changed = await changeWithCode(player.username, code, 'YeniSifre9');
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Your password has been changed.');
    expect((await balance(player.token)).status).toBe(401);
    expect((await balance(other.body.data.token)).status).toBe(401);
    expect((await login(t.app, player.username, player.password)).status).toBe(400);
    expect((await login(t.app, player.username, 'YeniSifre9')).status).toBe(200);

    // The code is used up.
    expect((await changeWithCode(player.username, code, 'Baska1234')).status).toBe(400);
  });

  it('allows 5 attempts: after 5 wrong codes even the right one is refused and nothing changes', async () => {
    const player = await newPlayer();
    await sendReset(player.username);
    const code = await latestCode(t.app, player.email);
    const hashBefore = await passwordHashOf(player.username);
    for (let left = 4; left >= 1; left -= 1) {
      const wrong = await checkCode(player.username, wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(
        `The code is wrong. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    const fifth = await changeWithCode(player.username, wrongCode(code), 'YeniSifre9');
    expect(fifth.body.message).toBe('Too many wrong attempts. Please request a new code.');
    const right = await changeWithCode(player.username, code, 'YeniSifre9');
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong attempts. Please request a new code.');
    expect(await passwordHashOf(player.username)).toBe(hashBefore);
    expect((await balance(player.token)).status).toBe(200);

    // A new code starts afresh.
    clock.advance(60_000);
    await sendReset(player.username);
    expect((await checkCode(player.username, await latestCode(t.app, player.email))).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const player = await newPlayer();
    await sendReset(player.username);
    const code = await latestCode(t.app, player.email);
    clock.advance(10 * MINUTE - 1000);
    expect((await checkCode(player.username, code)).status).toBe(200);
    clock.advance(1000);
    const expired = await checkCode(player.username, code);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(
      'The code has expired or is no longer valid. Please request a new code.',
    );
  });

  it("does not let a stranger use up the owner's reset requests", async () => {
    const player = await newPlayer();
    const stranger = newAddress();
    for (let i = 1; i <= CODES_PER_HOUR; i += 1) {
      expect((await sendReset(player.username, stranger)).status).toBe(200);
      clock.advance(60_000);
    }
    const capped = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sendresetpassword',
      remoteAddress: stranger,
      payload: { username: player.username },
    });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBe(60 * 60 - CODES_PER_HOUR * 60);

    // The owner asks from where they sign in, and from a new address too: both get a code.
    expect((await sendReset(player.username)).status).toBe(200);
    const code = await latestCode(t.app, player.email);
    expect((await sendReset(player.username, newAddress())).status).toBe(200);
    // The stranger's codes retired nothing: the owner's code from the first request still works.
    expect((await changeWithCode(player.username, code, 'YeniSifre9')).status).toBe(200);
  });

  it(`gives a name at most ${CODES_PER_HOUR_TO_STRANGERS} codes an hour across strangers' addresses, never refusing its owner`, async () => {
    const player = await newPlayer();
    const strangers = [newAddress(), newAddress()];
    for (let i = 0; i < CODES_PER_HOUR; i += 1) {
      for (const stranger of strangers) expect((await sendReset(player.username, stranger)).status).toBe(200);
      clock.advance(60_000);
    }
    const third = await sendReset(player.username, newAddress());
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many codes requested\./);
    // An address the player has signed in from is the owner's.
    expect((await sendReset(player.username)).status).toBe(200);
  });

  it("does not let a stranger's guesses burn the owner's code", async () => {
    const player = await newPlayer();
    expect((await sendReset(player.username)).status).toBe(200);
    const code = await latestCode(t.app, player.email);
    const stranger = newAddress();
    // Without a code of their own, a stranger's guesses are checked against nothing.
    for (let i = 0; i < 6; i += 1) {
      const guess = await checkCode(player.username, wrongCode(code), stranger);
      expect(guess.body.message).toBe(
        'The code has expired or is no longer valid. Please request a new code.',
      );
      expect((await checkCode(player.username, code, stranger)).status).toBe(400);
    }
    // With one (e-mailed to the owner, not to them), they burn only their own.
    expect((await sendReset(player.username, stranger)).status).toBe(200);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1)
      await checkCode(player.username, wrongCode(code), stranger);
    const burnt = await checkCode(player.username, wrongCode(code), stranger);
    expect(burnt.body.message).toBe('Too many wrong attempts. Please request a new code.');

    expect((await checkCode(player.username, code)).status).toBe(200);
    expect((await changeWithCode(player.username, code, 'YeniSifre9')).status).toBe(200);
    expect((await login(t.app, player.username, 'YeniSifre9')).status).toBe(200);
  });

  it('accepts a code only from the address that asked for it', async () => {
    const player = await newPlayer();
    const owner = newAddress();
    expect((await sendReset(player.username, owner)).status).toBe(200);
    const code = await latestCode(t.app, player.email);
    expect((await checkCode(player.username, code, newAddress())).status).toBe(400);
    expect((await checkCode(player.username, code, owner)).status).toBe(200);
    expect((await changeWithCode(player.username, code, 'YeniSifre9', owner)).status).toBe(200);
  });

  it('recovers an account whose username is 30 characters long, as sign-up allows', async () => {
    const username = `Uzunİsim${'a'.repeat(22)}`;
    expect(username).toHaveLength(30);
    const player = fullRegistration({ username });
    await registerOk(t.app, player);
    expect((await sendReset(username.toUpperCase())).status).toBe(200);
    const code = await latestCode(t.app, player.email);
    expect((await checkCode(username, code)).status).toBe(200);
    expect((await changeWithCode(username, code, 'YeniSifre9')).status).toBe(200);
    // 31 characters is what none of the calls accept.
    expect((await sendReset(`${username}b`)).status).toBe(400);
  });

  it('stores codes only as keyed hashes', async () => {
    const player = await newPlayer();
    await sendReset(player.username);
    const code = await latestCode(t.app, player.email);
    const rows = await t.database.db.select().from(verificationCodes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
    expect(rows.every((row) => /^[A-Za-z0-9_-]{43}$/.test(row.codeHash))).toBe(true);
  });
});

describe('POST /api/customer/changepassword', () => {
  const change = (token: string, oldPassword: string, password: string, confirmPassword = password) =>
    call<{ errors?: Record<string, string> } | null>(t.app, {
      method: 'POST',
      url: '/api/customer/changepassword',
      payload: { oldPassword, password, confirmPassword },
      headers: { ...bearer(token), 'x-locale': 'en' },
    });

  it('refuses a wrong old password on its field and changes nothing', async () => {
    const player = await newPlayer();
    const before = await passwordHashOf(player.username);
    const answer = await change(player.token, 'not-my-password', 'YeniSifre9');
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ errors: { oldPassword: 'Your current password is incorrect.' } });
    expect(await passwordHashOf(player.username)).toBe(before);
  });

  it('refuses a confirmation that does not match', async () => {
    const player = await newPlayer();
    const answer = await change(player.token, player.password, 'YeniSifre9', 'YeniSifre8');
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ errors: { confirmPassword: 'Passwords do not match.' } });
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const player = await newPlayer();
    const other = await login(t.app, player.username, player.password);
    const answer = await change(player.token, player.password, 'YeniSifre9');
    expect(answer.status).toBe(200);
    expect((await balance(player.token)).status).toBe(200);
    expect((await balance(other.body.data.token)).status).toBe(401);
    expect((await login(t.app, player.username, 'YeniSifre9')).status).toBe(200);
  });

  it('needs a session', async () => {
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/customer/changepassword',
      payload: { oldPassword: 'abcde', password: 'fghij', confirmPassword: 'fghij' },
    });
    expect(answer.status).toBe(401);
  });
});

import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, siteOptions } from '../../src/db/schema.ts';
import {
  REGISTRATIONS_PER_IP,
  SMS_PER_IP,
  SMS_PER_PLAYER,
  SMS_SITE_WIDE,
} from '../../src/modules/limits/index.ts';
import {
  bearer,
  call,
  freshAddress,
  fullRegistration,
  MINUTE,
  registerOk,
  testClock,
} from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

/*
 * SMS pumping: a hostile test had one player text 35 numbers (premium ranges abroad among them) in
 * 1.6 s. Every SMS now counts against the player's, the address's and the site's allowance, only the
 * operator's country prefixes get one, and one address opens a limited number of accounts.
 */

const HOUR = 60 * MINUTE;
const clock = testClock('2026-03-10T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Errors = { errors?: Record<string, string> } | null;

async function sendCode(app: TestApp, token: string, phone: string, remoteAddress: string) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/customer/updatephone',
    payload: { step: 1, phone },
    headers: { ...bearer(token), 'x-locale': 'en' },
    remoteAddress,
  });
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'],
    body: response.json<{ message: string; data: Errors }>(),
  };
}

/** SMS messages the dev outbox holds (every SMS the app sent, gateway or not). */
async function smsSent(app: TestApp = t): Promise<number> {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(outboxMessages)
    .where(eq(outboxMessages.channel, 'sms'));
  return row?.n ?? 0;
}

let numberSerial = 0;
/** A Turkish mobile number no other call of this file texts. */
const newNumber = () => `90544${String((numberSerial += 1)).padStart(7, '0')}`;

async function newPlayer(app: TestApp = t) {
  const payload = fullRegistration();
  return { ...payload, token: (await registerOk(app.app, payload)).token };
}

describe('SMS caps', () => {
  it('stops one player texting 36 numbers at the player cap, with Retry-After', async () => {
    clock.set('2026-03-10T09:00:00Z');
    const player = await newPlayer();
    const address = freshAddress();
    const before = await smsSent();
    const answers = [];
    for (let i = 0; i < 36; i += 1) answers.push(await sendCode(t, player.token, newNumber(), address));

    expect(answers.slice(0, SMS_PER_PLAYER.max).map((a) => a.status)).toEqual(
      Array(SMS_PER_PLAYER.max).fill(200),
    );
    const refused = answers.slice(SMS_PER_PLAYER.max);
    expect(refused.every((a) => a.status === 429)).toBe(true);
    expect(refused[0]!.body.message).toBe(
      'Too many text messages requested. Please try again after 13:00 (Turkey time).',
    );
    expect(refused.every((a) => a.retryAfter === String(HOUR / 1000))).toBe(true);
    expect((await smsSent()) - before).toBe(SMS_PER_PLAYER.max);

    // The window slides: Retry-After counts down, and an hour after the first SMS the player may text again.
    clock.advance(HOUR / 2);
    expect((await sendCode(t, player.token, newNumber(), address)).retryAfter).toBe(String(HOUR / 2000));
    clock.advance(HOUR / 2);
    expect((await sendCode(t, player.token, newNumber(), address)).status).toBe(200);
  });

  it('caps one address across its players at twice the player cap', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const address = freshAddress();
    let sent = 0;
    for (let p = 0; p < 3; p += 1) {
      const player = await newPlayer();
      for (let i = 0; i < SMS_PER_PLAYER.max; i += 1) {
        const answer = await sendCode(t, player.token, newNumber(), address);
        if (answer.status === 200) sent += 1;
        else expect(answer.status).toBe(429);
      }
    }
    expect(sent).toBe(SMS_PER_IP.max);
    const other = await newPlayer();
    const refused = await sendCode(t, other.token, newNumber(), address);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(String(HOUR / 1000));
    // The same player from another address is still served.
    expect((await sendCode(t, other.token, newNumber(), freshAddress())).status).toBe(200);
  });

  it('lets other players from other addresses text until the site-wide cap, then refuses everyone', async () => {
    clock.set('2026-03-10T15:00:00Z');
    const first = await newPlayer();
    const firstAddress = freshAddress();
    for (let i = 0; i < SMS_PER_PLAYER.max + 1; i += 1)
      await sendCode(t, first.token, newNumber(), firstAddress);
    // The first player is capped; a second, from another address, still gets an SMS.
    expect((await sendCode(t, first.token, newNumber(), firstAddress)).status).toBe(429);

    const before = await smsSent();
    let sent = SMS_PER_PLAYER.max;
    while (sent < SMS_SITE_WIDE.max) {
      const player = await newPlayer();
      const address = freshAddress();
      for (let i = 0; i < SMS_PER_PLAYER.max && sent < SMS_SITE_WIDE.max; i += 1) {
        expect((await sendCode(t, player.token, newNumber(), address)).status).toBe(200);
        sent += 1;
      }
    }
    expect((await smsSent()) - before).toBe(SMS_SITE_WIDE.max - SMS_PER_PLAYER.max);

    const late = await newPlayer();
    const refused = await sendCode(t, late.token, newNumber(), freshAddress());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Text messages are busy right now. Please try again after 18:01 (Turkey time).',
    );
    expect(Number(refused.retryAfter)).toBe(60);
    expect(t.logs.some((line) => line.msg === 'site-wide SMS allowance used up')).toBe(true);

    clock.advance(MINUTE);
    expect((await sendCode(t, late.token, newNumber(), freshAddress())).status).toBe(200);
  });
});

describe('allowed country prefixes', () => {
  const setPrefixes = (value: string) =>
    t.database.db
      .insert(siteOptions)
      .values({ key: 'sms_country_prefixes', value, status: true })
      .onConflictDoUpdate({ target: siteOptions.key, set: { value, status: true } });

  it('refuses a number abroad on the phone field and texts nothing; the operator may allow its prefix', async () => {
    clock.set('2026-03-11T09:00:00Z');
    const player = await newPlayer();
    const premium = '882355000123'; // an international premium range
    const before = await smsSent();
    const refused = await sendCode(t, player.token, premium, freshAddress());
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      errors: { phone: 'Phone numbers with this country code are not accepted.' },
    });
    expect(await smsSent()).toBe(before);
    const outbox = await call<unknown[]>(t.app, { method: 'GET', url: `/api/dev/outbox?to=${premium}` });
    expect(outbox.body.data).toEqual([]);

    const uk = '447700900123';
    expect((await sendCode(t, player.token, uk, freshAddress())).status).toBe(400);
    await setPrefixes('90, 44');
    try {
      expect((await sendCode(t, player.token, uk, freshAddress())).status).toBe(200);
      expect(await smsSent()).toBe(before + 1);
      expect((await sendCode(t, player.token, premium, freshAddress())).status).toBe(400);
    } finally {
      await setPrefixes('90');
    }
  });

  it('refuses a sign-up with a phone abroad on its field', async () => {
    const answer = await call<Errors>(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: fullRegistration({ phone: '447700900124' }),
      headers: { 'x-locale': 'en' },
      remoteAddress: freshAddress(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data?.errors).toEqual({
      phone: 'Phone numbers with this country code are not accepted.',
    });
  });
});

describe('sign-ups per address', () => {
  it(`opens ${REGISTRATIONS_PER_IP.max} accounts an hour from one address, then answers 429 with Retry-After`, async () => {
    clock.set('2026-03-12T09:00:00Z');
    const address = freshAddress();
    for (let i = 0; i < REGISTRATIONS_PER_IP.max; i += 1) {
      await registerOk(t.app, fullRegistration(), address);
      clock.advance(MINUTE);
    }
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: fullRegistration(),
      headers: { 'x-locale': 'en' },
      remoteAddress: address,
    });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ message: string }>().message).toBe(
      'Too many accounts were opened from your connection. Please try again after 13:00 (Turkey time).',
    );
    // The first sign-up (09:00) leaves the window at 10:00; it is now 09:05.
    expect(over.headers['retry-after']).toBe(String(55 * 60));
    // Another address is not affected; a refused sign-up spent nothing, so the hour after the first
    // sign-up the address may open one more.
    await registerOk(t.app, fullRegistration(), freshAddress());
    clock.set('2026-03-12T10:00:00Z');
    await registerOk(t.app, fullRegistration(), address);
  });
});

describe('two API processes on one database', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const shared = testClock('2026-03-13T09:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    // Processes of one deployment share their secrets, so a session opened on one is valid on the other.
    const env = {
      TOKEN_PEPPER: randomBytes(32).toString('hex'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      AUDIT_SIGNING_KEY: randomBytes(32).toString('hex'),
      KYC_DOCUMENT_KEY: randomBytes(32).toString('hex'),
    };
    a = await createTestApp({ database, clock: shared, env });
    b = await createTestApp({ database, clock: shared, env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('share the SMS and sign-up caps, also when the requests race', async () => {
    const player = await newPlayer(a);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sendCode(i % 2 === 0 ? a : b, player.token, newNumber(), address)),
    );
    expect(answers.filter((x) => x.status === 200)).toHaveLength(SMS_PER_PLAYER.max);
    expect(answers.filter((x) => x.status === 429)).toHaveLength(12 - SMS_PER_PLAYER.max);
    expect(await smsSent(a)).toBe(SMS_PER_PLAYER.max);

    const signUpAddress = freshAddress();
    const signUps = await Promise.all(
      Array.from({ length: REGISTRATIONS_PER_IP.max + 3 }, (_, i) =>
        (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: fullRegistration(),
          remoteAddress: signUpAddress,
        }),
      ),
    );
    expect(signUps.filter((x) => x.statusCode === 200)).toHaveLength(REGISTRATIONS_PER_IP.max);
    expect(signUps.filter((x) => x.statusCode === 429)).toHaveLength(3);
  });
});

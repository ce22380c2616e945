import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOutboxMessage } from '../src/platform/outbox-repo.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

type Listed = {
  success: boolean;
  data: { channel: string; to: string; subject: string | null; body: string; createdAt: string }[];
};

describe('dev outbox', () => {
  it('lists the messages sent to one recipient, newest first, however the address is typed', async () => {
    await recordOutboxMessage(database.db, {
      channel: 'email',
      to: 'Player@Example.com',
      subject: 'Kod',
      body: 'Kodunuz: 111111',
    });
    await recordOutboxMessage(database.db, {
      channel: 'sms',
      to: '+90 555 111 22 33',
      body: 'Kodunuz: 222222',
    });
    await recordOutboxMessage(database.db, {
      channel: 'email',
      to: 'player@example.com',
      subject: 'Kod',
      body: 'Kodunuz: 333333',
    });
    await recordOutboxMessage(database.db, { channel: 'email', to: 'someone@example.com', body: 'other' });

    const mail = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=PLAYER@example.com' });
    expect(mail.statusCode).toBe(200);
    const listed = mail.json<Listed>();
    expect(listed.data.map((m) => m.body)).toEqual(['Kodunuz: 333333', 'Kodunuz: 111111']);
    expect(listed.data[0]).toMatchObject({ channel: 'email', to: 'player@example.com', subject: 'Kod' });
    expect(Number.isNaN(Date.parse(listed.data[0]?.createdAt ?? ''))).toBe(false);

    const sms = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent('905551112233')}`,
    });
    expect(sms.json<Listed>().data).toEqual([
      expect.objectContaining({ channel: 'sms', subject: null, body: 'Kodunuz: 222222' }),
    ]);
  });

  it.each(['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1'])(
    'answers a caller on this machine (%s)',
    async (ip) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?to=player@example.com',
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it.each(['10.0.0.7', '192.168.1.20', '128.0.0.1', '::ffff:10.0.0.7', '2001:db8::1'])(
    'does not exist for a caller elsewhere (%s)',
    async (ip) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?to=player@example.com',
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, data: null });
    },
  );

  it('does not exist in production', async () => {
    const secret = 'x'.repeat(40);
    const production = await createTestApp({
      database,
      env: {
        NODE_ENV: 'production',
        TOKEN_PEPPER: secret,
        SESSION_SECRET: secret,
        AUDIT_SIGNING_KEY: secret,
        KYC_DOCUMENT_KEY: secret,
      },
    });
    try {
      const response = await production.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?to=player@example.com',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
    } finally {
      await production.close();
    }
  });
});

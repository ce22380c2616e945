import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessaging } from '../../src/platform/messaging-factory.ts';
import { listOutboxMessages } from '../../src/platform/outbox-repo.ts';
import { tempDir, testConfig } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { startSmsGateway, startSmtpServer } from './servers.ts';

let database: TestDatabase;
const dir = tempDir('lale-messaging-');
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  dir.remove();
});

/** The server's own kind of logger (pino), writing parsed lines into an array. */
function pinoLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

describe('createMessaging', () => {
  it('sends through SMTP_URL and SMS_GATEWAY_URL from the configuration', async () => {
    const smtp = await startSmtpServer();
    const gateway = await startSmsGateway();
    const config = testConfig(dir.path, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Lale Casino <hello@lale.test>',
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_TOKEN: 'secret-token',
      SMS_SENDER_ID: 'LALEBET',
    });
    const messaging = createMessaging(config, database.db, pinoLog().log);
    try {
      await messaging.mailer.send({ to: 'kaan@example.com', subject: 'Hi', text: 'Code 777111' });
      await messaging.sms.send({ to: '905327770000', text: 'Code 777222' });
    } finally {
      messaging.close();
      await Promise.all([smtp.close(), gateway.close()]);
    }

    expect(smtp.received.map((mail) => [mail.from, mail.to])).toEqual([
      ['hello@lale.test', ['kaan@example.com']],
    ]);
    expect(gateway.requests.map((request) => [request.headers.authorization, request.body])).toEqual([
      ['Bearer secret-token', { to: '905327770000', text: 'Code 777222', sender: 'LALEBET' }],
    ]);
    // NODE_ENV=test keeps the dev outbox.
    expect(await listOutboxMessages(database.db, 'kaan@example.com')).toHaveLength(1);
    expect(await listOutboxMessages(database.db, '905327770000')).toHaveLength(1);
  });

  it('falls back to the dev outbox without SMTP_URL and SMS_GATEWAY_URL', async () => {
    const { log, lines } = pinoLog();
    const messaging = createMessaging(testConfig(dir.path), database.db, log);
    await messaging.mailer.send({ to: 'ece@example.com', subject: 'Code', text: 'Code 818181' });
    await messaging.sms.send({ to: '905328180000', text: 'Code 818182' });
    messaging.close();

    expect((await listOutboxMessages(database.db, 'ece@example.com'))[0]?.body).toBe('Code 818181');
    expect((await listOutboxMessages(database.db, '905328180000'))[0]?.body).toBe('Code 818182');
    expect(lines.map((line) => [line.channel, line.to])).toEqual([
      ['email', 'ece@example.com'],
      ['sms', '905328180000'],
    ]);
  });

  it('writes no outbox in production', async () => {
    const secret = 'x'.repeat(40);
    const config = testConfig(dir.path, {
      NODE_ENV: 'production',
      TOKEN_PEPPER: secret,
      SESSION_SECRET: secret,
      AUDIT_SIGNING_KEY: secret,
      KYC_DOCUMENT_KEY: secret,
    });
    const { log, lines } = pinoLog();
    const messaging = createMessaging(config, database.db, log);
    await messaging.mailer.send({ to: 'prod@example.com', subject: 'Code', text: 'Code 929292' });
    await messaging.sms.send({ to: '905329290000', text: 'Code 929293' });

    expect(await listOutboxMessages(database.db, 'prod@example.com')).toEqual([]);
    expect(await listOutboxMessages(database.db, '905329290000')).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/92929[23]/);
  });
});

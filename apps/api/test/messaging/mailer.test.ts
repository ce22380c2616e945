import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type ClosableMailer, type MailerOptions } from '../../src/platform/mailer.ts';
import { MessagingError } from '../../src/platform/messaging-delivery.ts';
import { listOutboxMessages } from '../../src/platform/outbox-repo.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { parseMail, recordingLog, startSmtpServer, type TestSmtpServer } from './servers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// What a test opened; mailers first, so the servers are not left waiting for pooled connections.
const mailers: ClosableMailer[] = [];
const servers: TestSmtpServer[] = [];
afterEach(async () => {
  mailers.splice(0).forEach((mailer) => mailer.close());
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function smtpServer(options?: Parameters<typeof startSmtpServer>[0]): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  servers.push(server);
  return server;
}

function mailer(options: Partial<MailerOptions> = {}) {
  const log = recordingLog();
  const created = createMailer({
    smtpUrl: undefined,
    from: 'Lale <no-reply@lale.test>',
    db: database.db,
    log,
    recordInOutbox: true,
    ...options,
  });
  mailers.push(created);
  return { mailer: created, log };
}

describe('mailer over SMTP', () => {
  it('delivers the message to the SMTP server and records it in the dev outbox', async () => {
    const smtp = await smtpServer();
    const { mailer: m } = mailer({ smtpUrl: smtp.url });

    await m.send({
      to: 'Ayse@example.com',
      subject: 'Your Lale code',
      text: 'Your verification code is 493817. It expires in 10 minutes.',
    });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['Ayse@example.com']);
    expect(mail.from).toBe('no-reply@lale.test');
    const parsed = parseMail(mail.raw);
    expect(parsed.header('To')).toBe('Ayse@example.com');
    expect(parsed.header('From')).toBe('Lale <no-reply@lale.test>');
    expect(parsed.header('Subject')).toBe('Your Lale code');
    expect(parsed.body).toContain('493817');

    expect(await listOutboxMessages(database.db, 'ayse@example.com')).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'ayse@example.com',
        subject: 'Your Lale code',
        body: 'Your verification code is 493817. It expires in 10 minutes.',
      }),
    ]);
  });

  it('sends several messages over one pooled connection', async () => {
    const smtp = await smtpServer();
    const { mailer: m } = mailer({ smtpUrl: smtp.url });
    await m.send({ to: 'one@example.com', subject: 'First', text: 'first' });
    await m.send({ to: 'two@example.com', subject: 'Second', text: 'second' });

    expect(smtp.received.map((mail) => mail.to)).toEqual([['one@example.com'], ['two@example.com']]);
    expect(smtp.connections()).toBe(1);
  });

  it('throws a MessagingError when the server refuses the recipient, and records nothing', async () => {
    const smtp = await smtpServer({ refuseRecipient: { code: 550, message: 'No such user here' } });
    const { mailer: m, log } = mailer({ smtpUrl: smtp.url });

    const error = await m
      .send({ to: 'ghost@example.com', subject: 'Code', text: 'Your code is 111222' })
      .catch((err: unknown) => err);

    expect(error).toBeInstanceOf(MessagingError);
    expect(error).toMatchObject({ channel: 'email', message: expect.stringContaining('No such user here') });
    expect(smtp.received).toEqual([]);
    expect(await listOutboxMessages(database.db, 'ghost@example.com')).toEqual([]);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        details: expect.objectContaining({ to: 'ghost@example.com' }),
      }),
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('111222');
  });

  it('throws a MessagingError when no SMTP server answers', async () => {
    const smtp = await startSmtpServer();
    await smtp.close(); // its port is now closed: the connection is refused
    const { mailer: m } = mailer({ smtpUrl: smtp.url });

    await expect(m.send({ to: 'nobody@example.com', subject: 'Code', text: '1' })).rejects.toMatchObject({
      name: 'MessagingError',
      channel: 'email',
    });
  });
});

describe('mailer without SMTP_URL', () => {
  it('keeps every message in the dev outbox, newest first, and logs it for the developer', async () => {
    const { mailer: m, log } = mailer();
    await m.send({ to: 'deniz@example.com', subject: 'Welcome', text: 'Welcome to Lale' });
    await m.send({ to: 'Deniz@example.com', subject: 'Your code', text: 'Your code is 802211' });

    const outbox = await listOutboxMessages(database.db, 'deniz@example.com');
    expect(outbox.map((message) => [message.subject, message.body])).toEqual([
      ['Your code', 'Your code is 802211'],
      ['Welcome', 'Welcome to Lale'],
    ]);
    expect(log.lines[1]).toMatchObject({
      level: 'info',
      details: {
        channel: 'email',
        to: 'Deniz@example.com',
        subject: 'Your code',
        body: 'Your code is 802211',
      },
    });
  });
});

describe('mailer in production (no dev outbox)', () => {
  it('delivers over SMTP without writing the outbox', async () => {
    const smtp = await smtpServer();
    const { mailer: m } = mailer({ smtpUrl: smtp.url, recordInOutbox: false });
    await m.send({ to: 'prod@example.com', subject: 'Your code', text: 'Your code is 640011' });

    expect(smtp.received).toHaveLength(1);
    expect(await listOutboxMessages(database.db, 'prod@example.com')).toEqual([]);
  });

  it('without SMTP_URL warns at start, writes no outbox and never logs the body', async () => {
    const { mailer: m, log } = mailer({ recordInOutbox: false });
    await m.send({ to: 'prod2@example.com', subject: 'Your code', text: 'Your code is 733100' });

    expect(await listOutboxMessages(database.db, 'prod2@example.com')).toEqual([]);
    expect(log.lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect(log.lines[1]?.details).toEqual({
      channel: 'email',
      to: 'prod2@example.com',
      subject: 'Your code',
    });
    expect(JSON.stringify(log.lines)).not.toContain('733100');
  });
});

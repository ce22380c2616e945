import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SmsGatewayConfig } from '../../src/platform/config.ts';
import { isDomainError } from '../../src/platform/domain-errors.ts';
import { MessagingError } from '../../src/platform/messaging-delivery.ts';
import { listOutboxMessages } from '../../src/platform/outbox-repo.ts';
import { createSmsSender, type SmsSenderOptions } from '../../src/platform/sms.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { recordingLog, startSmsGateway, type TestGateway } from './servers.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const gateways: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
});

async function gateway(respond?: Parameters<typeof startSmsGateway>[0]): Promise<TestGateway> {
  const started = await startSmsGateway(respond);
  gateways.push(started);
  return started;
}

const TOKEN = 'gw-token-0123456789';
const configFor = (g: TestGateway): SmsGatewayConfig => ({ url: g.url, token: TOKEN, senderId: 'LALE' });

function smsSender(options: Partial<SmsSenderOptions> = {}) {
  const log = recordingLog();
  const sender = createSmsSender({
    gateway: undefined,
    db: database.db,
    log,
    recordInOutbox: true,
    ...options,
  });
  return { sender, log };
}

describe('SMS through the HTTP gateway', () => {
  it('posts the JSON message with the bearer token and records it in the dev outbox', async () => {
    const g = await gateway();
    const { sender } = smsSender({ gateway: configFor(g) });

    await sender.send({ to: '+90 532 123 45 67', text: 'Lale kodunuz: 358201' });

    expect(g.requests).toEqual([
      {
        method: 'POST',
        url: '/v1/sms',
        headers: expect.objectContaining({
          authorization: `Bearer ${TOKEN}`,
          'content-type': 'application/json',
        }),
        body: { to: '905321234567', text: 'Lale kodunuz: 358201', sender: 'LALE' },
      },
    ]);
    expect(await listOutboxMessages(database.db, '905321234567')).toEqual([
      expect.objectContaining({ channel: 'sms', subject: null, body: 'Lale kodunuz: 358201' }),
    ]);
  });

  it('sends no Authorization header when no token is configured (development gateways)', async () => {
    const g = await gateway();
    const { sender } = smsSender({ gateway: { url: g.url, token: undefined, senderId: 'LALE TEST' } });
    await sender.send({ to: '905320000001', text: 'hello' });

    expect(g.requests[0]?.headers.authorization).toBeUndefined();
    expect(g.requests[0]?.body).toMatchObject({ sender: 'LALE TEST' });
  });

  it('turns a non-2xx answer into a MessagingError and records nothing', async () => {
    const g = await gateway((response) =>
      response.writeHead(503).end('{"error":"busy","text":"echo 990011"}'),
    );
    const { sender, log } = smsSender({ gateway: configFor(g) });

    const error = await sender.send({ to: '905320000002', text: 'Kod: 990011' }).catch((err: unknown) => err);

    expect(error).toBeInstanceOf(MessagingError);
    expect(error).toMatchObject({ channel: 'sms', message: expect.stringContaining('503') });
    expect(g.requests).toHaveLength(1);
    expect(await listOutboxMessages(database.db, '905320000002')).toEqual([]);
    // Neither the text nor the gateway's echo of it reaches the log.
    expect(log.lines).toHaveLength(1);
    expect(
      JSON.stringify(log.lines, (_key, value: unknown) => (value instanceof Error ? value.message : value)),
    ).not.toContain('990011');
  });

  it('gives up with a MessagingError when the gateway does not answer in time', async () => {
    const g = await gateway(() => undefined); // holds the request open
    const { sender } = smsSender({ gateway: configFor(g), timeoutMs: 200 });

    const sending = sender.send({ to: '905320000003', text: 'Kod: 123123' });
    await g.nextRequest();
    await expect(sending).rejects.toMatchObject({ name: 'MessagingError', channel: 'sms' });
    expect(await listOutboxMessages(database.db, '905320000003')).toEqual([]);
  });

  it('turns a network error into a MessagingError', async () => {
    const g = await startSmsGateway();
    await g.close(); // nothing listens on its port any more
    const { sender } = smsSender({ gateway: configFor(g) });

    await expect(sender.send({ to: '905320000004', text: 'x' })).rejects.toMatchObject({
      name: 'MessagingError',
      channel: 'sms',
      message: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('refuses a recipient that is not a phone number without calling the gateway', async () => {
    const g = await gateway();
    const { sender } = smsSender({ gateway: configFor(g) });

    await expect(sender.send({ to: 'not-a-phone', text: 'x' })).rejects.toBeInstanceOf(MessagingError);
    await expect(sender.send({ to: '12345', text: 'x' })).rejects.toBeInstanceOf(MessagingError);
    expect(g.requests).toEqual([]);
  });

  it('refuses a country prefix the operator does not allow (Türkiye only by default), sending and recording nothing', async () => {
    const g = await gateway();
    const { sender } = smsSender({ gateway: configFor(g) });
    const premium = '882355000123';
    const refused = await sender.send({ to: premium, text: 'x' }).catch((error: unknown) => error);
    expect(isDomainError(refused, 'PhonePrefixNotAllowed')).toBe(true);
    expect(g.requests).toEqual([]);
    expect(await listOutboxMessages(database.db, premium)).toEqual([]);

    const { sender: allowing } = smsSender({
      gateway: configFor(g),
      allowedPrefixes: async () => ['90', '44'],
    });
    await allowing.send({ to: '447700900123', text: 'x' });
    expect(g.requests).toHaveLength(1);
  });
});

describe('SMS without a gateway', () => {
  it('keeps the message in the dev outbox and logs it for the developer', async () => {
    const { sender, log } = smsSender();
    await sender.send({ to: '905551112233', text: 'Kodunuz: 404040' });

    expect(await listOutboxMessages(database.db, '+90 555 111 22 33')).toEqual([
      expect.objectContaining({ channel: 'sms', to: '905551112233', body: 'Kodunuz: 404040' }),
    ]);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'info',
        details: expect.objectContaining({ body: 'Kodunuz: 404040' }),
      }),
    ]);
  });

  it('in production writes no outbox and logs no text', async () => {
    const { sender, log } = smsSender({ recordInOutbox: false });
    await sender.send({ to: '905551112299', text: 'Kodunuz: 515151' });

    expect(await listOutboxMessages(database.db, '905551112299')).toEqual([]);
    expect(log.lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect(JSON.stringify(log.lines)).not.toContain('515151');
  });
});

describe('SMS in production with a gateway', () => {
  it('delivers without writing the outbox', async () => {
    const g = await gateway();
    const { sender } = smsSender({ gateway: configFor(g), recordInOutbox: false });
    await sender.send({ to: '905551110000', text: 'Kodunuz: 626262' });

    expect(g.requests).toHaveLength(1);
    expect(await listOutboxMessages(database.db, '905551110000')).toEqual([]);
  });
});

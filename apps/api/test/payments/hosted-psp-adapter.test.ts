import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createHostedPsp } from '../../src/modules/payments/hosted-psp.ts';
import type { CheckoutRequest } from '../../src/modules/payments/providers.ts';

/*
 * The hosted PSP adapter's checkout call alone (hosted-psp.ts), with the PSP's answers made up here:
 * what it sends, and that every way a PSP can fail — a refusal, a body of another shape, a page the CSP
 * would not frame, no answer in time — ends as PaymentProviderUnavailable with a log line saying why.
 * The whole path against a PSP over sockets is hosted-psp.test.ts.
 */

const PSP = {
  name: 'cardco',
  apiUrl: 'https://api.cardco.example',
  apiKey: 'sk_test_cardco',
  webhookSecret: 'w'.repeat(40),
  pageOrigin: 'https://pay.cardco.example',
};

const REQUEST: CheckoutRequest = {
  paymentId: 7,
  reference: 'D-20260310-0007',
  amountMinor: 12_345n,
  currency: 'TRY',
  methodTitle: 'CardCo',
  locale: 'tr',
};

function adapter(answer: (url: string, init: RequestInit) => Promise<Response>) {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const calls: { url: string; init: RequestInit }[] = [];
  const psp = createHostedPsp({
    psp: PSP,
    publicUrl: 'https://lale.bet',
    log,
    timeoutMs: 50,
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as typeof fetch,
  });
  return { psp, calls, lines };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a checkout at a hosted PSP', () => {
  it('is asked with our key, the payment reference as idempotency key and the payment, and framed on its page origin', async () => {
    const { psp, calls } = adapter(async () =>
      json(201, { id: 'chk_1', url: 'https://pay.cardco.example/p/chk_1' }),
    );
    expect(await psp.createCheckout(REQUEST)).toEqual({
      url: 'https://pay.cardco.example/p/chk_1',
      providerRef: 'chk_1',
    });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('https://api.cardco.example/v1/checkouts');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      authorization: 'Bearer sk_test_cardco',
      'idempotency-key': 'D-20260310-0007',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      reference: 'D-20260310-0007',
      amount: 12_345,
      currency: 'TRY',
      locale: 'tr',
      description: 'CardCo',
      notify_url: 'https://lale.bet/api/payments/webhook/cardco',
      return_url: 'https://lale.bet/',
    });
  });

  const failures: [string, (url: string, init: RequestInit) => Promise<Response>, RegExp][] = [
    ['a refusal', async () => json(401, { error: 'invalid key' }), /HTTP 401/],
    ['a server error', async () => json(502, {}), /HTTP 502/],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 }), /not JSON/],
    [
      'a body without an id',
      async () => json(200, { url: 'https://pay.cardco.example/x' }),
      /unexpected body/,
    ],
    [
      'a page outside its page origin',
      async () => json(200, { id: 'chk_2', url: 'https://evil.example/p' }),
      /outside its page origin/,
    ],
    [
      'no answer in time',
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
      /timed out|aborted/i,
    ],
  ];

  it.each(failures)(
    'is PaymentProviderUnavailable after %s, logged with the reason',
    async (_name, answer, reason) => {
      const { psp, lines } = adapter(answer);
      await expect(psp.createCheckout(REQUEST)).rejects.toMatchObject({
        outcome: { code: 'PaymentProviderUnavailable' },
      });
      expect(lines).toEqual([
        expect.objectContaining({ msg: 'PSP checkout failed', provider: 'cardco', paymentId: 7 }),
      ]);
      expect(String(lines[0]!.reason)).toMatch(reason);
    },
  );
});

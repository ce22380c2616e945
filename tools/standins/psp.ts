import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  escapeHtml,
  HttpError,
  listen,
  parseJson,
  readBody,
  reasonOf,
  RetryOptions,
  retrySettings,
  runStandIn,
  sendJson,
} from './http-kit.ts';

/*
 * A stand-alone process that plays a hosted-payment-page PSP towards our API (PROTOCOLS §7) the way
 * the API's adapter (apps/api/src/modules/payments/hosted-psp.ts) expects a real one to, for the
 * production configuration, where the payment sandbox is never mounted: the API lists a provider in
 * PSP_PROVIDERS with this process as its PSP_<N>_API_URL, and the same key and webhook secret.
 *
 *   npx tsx tools/standins/psp.ts --port 4189 --api-key "$KEY" --webhook-secret "$SECRET"
 *
 * The PSP's side:
 * - POST /v1/checkouts — our checkout request (Bearer key, else 401; body checked, else 400), one
 *   checkout per Idempotency-Key and per reference: asked again, it answers the same checkout. Answers
 *   `{ id: 'chk_…', url: '<public url>/pay/<id>' }`.
 * - GET /pay/:id — the hosted page the player sees in the cashier's frame: the amount and three form
 *   buttons (Pay, Decline, Cancel) posting to /pay/:id/:action, which delivers the webhook and shows
 *   what became of it. Plain HTML, no script or inline style.
 * - Webhooks to the checkout's notify_url: `{ id: 'evt_…', type, created, data: { reference,
 *   provider_ref, amount, currency } }` signed in `x-psp-signature: t=<unix>,v1=<hex HMAC-SHA256(secret,
 *   t.body)>`. Sent again until answered 2xx — the same event id and the same bytes, re-signed with
 *   the time of each send — up to --max-attempts with --retry-delay-ms between. Unanswered: any status
 *   that is not 2xx, a broken connection, or no answer within --call-timeout-ms.
 *
 * The control API, for tests and the fault test (answered to loopback callers only):
 * - GET  /standin/checkouts[?reference=]         every checkout with its status and deliveries
 * - POST /standin/checkouts/:id/pay|decline|cancel  { duplicates?, loseAnswers? } sends that event, as
 *   the page's button does, whatever the checkout's status (a late or out-of-order event, as a real PSP
 *   may send); answers the delivery's report. `duplicates` sends that many copies of the same event at
 *   once; `loseAnswers` throws away that many answers after they arrived — our API did the work, the
 *   PSP never heard — and so sends again.
 *
 * It imports nothing of the API (its signature is node:crypto on its own), so a change to our side of
 * the protocol breaks its test instead of silently moving both sides.
 */

export const SIGNATURE_HEADER = 'x-psp-signature';
const BODY_LIMIT = 64 * 1024;
/** The local cluster's proxy names the API process behind an answer (deploy/README.md). */
const BACKEND_HEADER = 'x-lale-backend';

export type PspStandInOptions = {
  port: number;
  host: string;
  /** What our API sends as `Authorization: Bearer` (PSP_<N>_API_KEY). */
  apiKey: string;
  /** What signs the webhooks (PSP_<N>_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where players reach this process (the pages' origin, PSP_<N>_PAGE_ORIGIN); default http://host:port. */
  publicUrl?: string;
  callTimeoutMs: number;
  maxAttempts: number;
  retryDelayMs: number;
  /** The clock a webhook is signed with (a test passes the API's own); the real time by default. */
  now?: () => Date;
  log?: (line: string) => void;
};

export type PspStandIn = { url: string; close(): Promise<void> };

const ACTIONS = {
  pay: { type: 'payment.succeeded', status: 'paid', done: 'Paid' },
  decline: { type: 'payment.declined', status: 'declined', done: 'Declined' },
  cancel: { type: 'payment.canceled', status: 'canceled', done: 'Cancelled' },
} as const;
type Action = keyof typeof ACTIONS;
const isAction = (value: string): value is Action => Object.hasOwn(ACTIONS, value);

/** Our checkout request (hosted-psp.ts sends it). */
const CheckoutRequest = z.object({
  reference: z.string().min(1).max(40),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/),
  description: z.string().min(1).max(200),
  notify_url: z.url({ protocol: /^https?$/ }),
  return_url: z.url({ protocol: /^https?$/ }),
});
type CheckoutInput = z.output<typeof CheckoutRequest>;

const ControlAction = z
  .object({
    duplicates: z.number().int().min(1).max(20).default(1),
    loseAnswers: z.number().int().min(0).max(20).default(0),
  })
  .strict();

/** One send of an event: the API process that answered (or null) and the status, or why none came. */
export type Attempt = { backend: string | null; outcome: string };

/** One copy of an event, sent until answered. */
export type CopyReport = { answered: boolean; attempts: number; tries: Attempt[] };

/** One event as the PSP experienced delivering it. */
export type DeliveryReport = {
  event_id: string;
  type: string;
  /** Some copy was answered 2xx. */
  delivered: boolean;
  copies: CopyReport[];
};

type Checkout = CheckoutInput & {
  id: string;
  idempotencyKey: string;
  url: string;
  status: 'open' | 'paid' | 'declined' | 'canceled';
  created_at: string;
  deliveries: DeliveryReport[];
};

/** A page: no script, no style of its own, so its policy allows nothing but posting its own forms. */
function sendHtml(response: ServerResponse, statusCode: number, html: string) {
  response.statusCode = statusCode;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.setHeader('content-security-policy', "default-src 'none'; form-action 'self'; base-uri 'none'");
  response.end(html);
}

const sameSecret = (given: string, expected: string) => {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The amount in the currency's own minor units (TRY 12345 → "₺123.45"). */
function formatAmount(checkout: Checkout): string {
  const locale = checkout.locale;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: checkout.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(checkout.amount / 10 ** digits);
}

/** The page's words are English whatever the player's locale (which formats the amount only). */
function page(checkout: Checkout, title: string, main: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} – PSP stand-in</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>` +
    `<dl><dt>Merchant reference</dt><dd>${escapeHtml(checkout.reference)}</dd>` +
    `<dt>Amount</dt><dd>${escapeHtml(formatAmount(checkout))}</dd>` +
    `<dt>For</dt><dd>${escapeHtml(checkout.description)}</dd></dl>${main}</main></body></html>`
  );
}

function checkoutPage(checkout: Checkout): string {
  const action = (name: Action) => `/pay/${encodeURIComponent(checkout.id)}/${name}`;
  if (checkout.status !== 'open')
    return page(
      checkout,
      'Payment finished',
      `<p role="status">This payment is already ${checkout.status}.</p>` +
        `<p><a href="${escapeHtml(checkout.return_url)}" target="_top">Back to the merchant</a></p>`,
    );
  return page(
    checkout,
    'Payment',
    `<form method="post" action="${action('pay')}">` +
      `<p><label for="card">Card number</label> ` +
      `<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="4111 1111 1111 1111"></p>` +
      `<p><button type="submit">Pay ${escapeHtml(formatAmount(checkout))}</button></p></form>` +
      `<form method="post" action="${action('decline')}"><p><button type="submit">Decline</button></p></form>` +
      `<form method="post" action="${action('cancel')}"><p><button type="submit">Cancel</button></p></form>`,
  );
}

function resultPage(checkout: Checkout, action: Action, report: DeliveryReport): string {
  const told = report.delivered
    ? 'The merchant has been told.'
    : `The merchant could not be told (${escapeHtml(report.copies[0]?.tries.at(-1)?.outcome ?? 'not sent')}).`;
  return page(
    checkout,
    ACTIONS[action].done,
    `<p role="status">${told}</p>` +
      `<p><a href="${escapeHtml(checkout.return_url)}" target="_top">Back to the merchant</a></p>`,
  );
}

export async function startPspStandIn(options: PspStandInOptions): Promise<PspStandIn> {
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => new Date());
  const checkouts = new Map<string, Checkout>();
  const byKey = new Map<string, Checkout>();
  const byReference = new Map<string, Checkout>();
  let publicUrl = options.publicUrl?.replace(/\/+$/, '');

  /** One copy of an event: sent (re-signed each time) until answered 2xx or out of attempts. */
  async function sendCopy(
    checkout: Checkout,
    body: string,
    label: string,
    lose: { left: number },
  ): Promise<CopyReport> {
    const tries: Attempt[] = [];
    let attempts = 0;
    while (attempts < options.maxAttempts) {
      attempts += 1;
      let backend: string | null = null;
      try {
        const t = Math.floor(now().getTime() / 1000);
        const v1 = createHmac('sha256', options.webhookSecret).update(`${t}.${body}`).digest('hex');
        const response = await fetch(checkout.notify_url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
          body,
          signal: AbortSignal.timeout(options.callTimeoutMs),
        });
        backend = response.headers.get(BACKEND_HEADER);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        if (lose.left > 0) {
          lose.left -= 1;
          throw new Error('answer lost (fault injected)');
        }
        tries.push({ backend, outcome: `HTTP ${response.status}` });
        log(`${label} attempt ${attempts}: HTTP ${response.status}`);
        return { answered: true, attempts, tries };
      } catch (err) {
        const reason = reasonOf(err);
        tries.push({ backend, outcome: reason });
        log(`${label} attempt ${attempts}: unanswered (${reason})`);
        if (attempts < options.maxAttempts) await delay(options.retryDelayMs);
      }
    }
    return { answered: false, attempts, tries };
  }

  async function deliver(
    checkout: Checkout,
    action: Action,
    { duplicates, loseAnswers }: z.output<typeof ControlAction>,
  ): Promise<DeliveryReport> {
    const { type, status } = ACTIONS[action];
    // The first event decides the checkout; a later one is sent as it is (out of order, as PSPs do).
    if (checkout.status === 'open') checkout.status = status;
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      type,
      created: Math.floor(now().getTime() / 1000),
      data: {
        reference: checkout.reference,
        provider_ref: checkout.id,
        amount: checkout.amount,
        currency: checkout.currency,
      },
    };
    const body = JSON.stringify(event);
    const lose = { left: loseAnswers };
    const copies = await Promise.all(
      Array.from({ length: duplicates }, (_, copy) =>
        sendCopy(checkout, body, `${checkout.id} ${type} ${event.id}#${copy + 1}`, lose),
      ),
    );
    const report: DeliveryReport = {
      event_id: event.id,
      type,
      delivered: copies.some((copy) => copy.answered),
      copies,
    };
    checkout.deliveries.push(report);
    return report;
  }

  function createCheckout(request: IncomingMessage, raw: Buffer): Checkout {
    const authorization = request.headers.authorization ?? '';
    if (!sameSecret(authorization, `Bearer ${options.apiKey}`)) throw new HttpError(401, 'invalid API key');
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key))
      throw new HttpError(400, 'an Idempotency-Key header is required');
    const input = parseJson(CheckoutRequest, raw);
    const earlier = byKey.get(key) ?? byReference.get(input.reference);
    if (earlier) {
      if (
        earlier.reference !== input.reference ||
        earlier.amount !== input.amount ||
        earlier.currency !== input.currency
      )
        throw new HttpError(409, 'this Idempotency-Key or reference was used for another payment');
      return earlier;
    }
    const id = `chk_${randomBytes(12).toString('hex')}`;
    const checkout: Checkout = {
      ...input,
      id,
      idempotencyKey: key,
      url: `${publicUrl}/pay/${id}`,
      status: 'open',
      created_at: now().toISOString(),
      deliveries: [],
    };
    checkouts.set(id, checkout);
    byKey.set(key, checkout);
    byReference.set(input.reference, checkout);
    log(`checkout ${id}: ${input.reference}, ${input.amount} ${input.currency}`);
    return checkout;
  }

  const view = ({ idempotencyKey: _key, ...checkout }: Checkout) => checkout;

  function checkoutOf(id: string): Checkout {
    const checkout = checkouts.get(id);
    if (!checkout) throw new HttpError(404, `no checkout ${id}`);
    return checkout;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const route = `${request.method} ${url.pathname}`;

    if (route === 'POST /v1/checkouts') {
      const checkout = createCheckout(request, await readBody(request, BODY_LIMIT));
      return sendJson(response, 200, { id: checkout.id, url: checkout.url });
    }
    const pay = /^GET \/pay\/(chk_[0-9a-f]{24})$/.exec(route);
    if (pay) {
      const checkout = checkouts.get(pay[1]!);
      if (!checkout) throw new HttpError(404, 'no such checkout');
      return sendHtml(response, 200, checkoutPage(checkout));
    }
    const button = /^POST \/pay\/(chk_[0-9a-f]{24})\/([a-z]+)$/.exec(route);
    if (button) {
      await readBody(request, BODY_LIMIT); // the form's fields: the stand-in takes any card
      const checkout = checkouts.get(button[1]!);
      const action = button[2]!;
      if (!checkout || !isAction(action)) throw new HttpError(404, 'no such checkout');
      if (checkout.status !== 'open') return sendHtml(response, 409, checkoutPage(checkout));
      const report = await deliver(checkout, action, { duplicates: 1, loseAnswers: 0 });
      return sendHtml(response, report.delivered ? 200 : 502, resultPage(checkout, action, report));
    }

    if (url.pathname.startsWith('/standin/')) {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
        throw new HttpError(403, 'the control API answers loopback callers only');
      if (route === 'GET /standin/health') return sendJson(response, 200, { ok: true });
      if (route === 'GET /standin/checkouts') {
        const reference = url.searchParams.get('reference');
        return sendJson(
          response,
          200,
          [...checkouts.values()]
            .filter((checkout) => reference === null || checkout.reference === reference)
            .map(view),
        );
      }
      const control = /^POST \/standin\/checkouts\/([^/]+)\/([a-z]+)$/.exec(route);
      if (control) {
        const checkout = checkoutOf(control[1]!);
        const action = control[2]!;
        if (!isAction(action)) throw new HttpError(404, `no action ${action}`);
        const input = parseJson(ControlAction, await readBody(request, BODY_LIMIT), {});
        return sendJson(response, 200, await deliver(checkout, action, input));
      }
    }
    throw new HttpError(404, `no route ${route}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.statusCode : 500;
      if (status === 500) log(`error: ${err instanceof Error ? err.stack : String(err)}`);
      sendJson(response, status, { error: err instanceof Error ? err.message : String(err) });
    });
  });
  const listening = await listen(server, options.port, options.host);
  publicUrl ??= listening.url;
  return listening;
}

// ── The command line ──────────────────────────────────────────────────────────────────────────────────

const Cli = z.object({
  // Not 4190: fetch (the API's adapter) refuses it, a port the Fetch standard blocks (ManageSieve).
  port: z.coerce.number().int().min(0).max(65535).default(4189),
  host: z.string().default('127.0.0.1'),
  'api-key': z.string().min(1),
  'webhook-secret': z.string().min(32, 'at least 32 characters, as the API demands'),
  'public-url': z.url().optional(),
  ...RetryOptions,
});

const main = () =>
  runStandIn(
    'psp stand-in',
    Cli,
    // Secrets may come from the environment rather than the command line (visible in `ps`).
    { 'api-key': 'PSP_STANDIN_API_KEY', 'webhook-secret': 'PSP_STANDIN_WEBHOOK_SECRET' },
    (cli, log) =>
      startPspStandIn({
        port: cli.port,
        host: cli.host,
        apiKey: cli['api-key'],
        webhookSecret: cli['webhook-secret'],
        publicUrl: cli['public-url'],
        ...retrySettings(cli),
        log,
      }),
  );

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

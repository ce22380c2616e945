import { MessageResponseSchema, toLocale, TransactionStatus, type Locale } from '@lale/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { isDomainError } from '../../platform/domain-errors.ts';
import { ok, sendNotFound } from '../../platform/envelope.ts';
import { formatMoney, requestLocale } from '../../platform/i18n.ts';
import { messages } from './outcomes.ts';
import { responses } from '../../platform/route-docs.ts';
import { isLogoName, LOGOS, LOGOS_PATH } from './logos.ts';
import {
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxAction,
  type SandboxProvider,
} from './sandbox.ts';
import {
  checkoutPage,
  resultPage,
  SANDBOX_STYLESHEET,
  SANDBOX_STYLESHEET_PATH,
  type SandboxResult,
} from './sandbox-page.ts';
import type { PaymentsService, WebhookResult } from './service.ts';

/*
 * What payment providers call, and what plays a provider outside production:
 * - POST /api/payments/webhook/:provider — the provider's signed event, read as raw bytes (the signature
 *   is over them; a parsed and re-serialised body would not match), so this plugin has its own body
 *   parser. 2xx once the event is applied or known; providers retry anything else.
 * - the payment sandbox's checkout page (DESIGN §10), never registered in production;
 * - the demo methods' logos.
 */

/** A provider event is small; a bigger body is refused before it is read into memory. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export const WEBHOOK_PATH = '/api/payments/webhook/:provider';
export const webhookPath = (provider: string) => `/api/payments/webhook/${provider}`;

export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  /**
   * Told of every event answered (the metrics): the provider (`unknown` for a name no provider has, so
   * a caller cannot make up labels) and the result or the refusal's outcome code.
   */
  onWebhook?: (provider: string, outcome: string) => void;
}> = async (app, { payments, onWebhook = () => {} }) => {
  // Scoped to this plugin (encapsulation): every other route keeps the JSON parser.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags: ['payment'],
        summary:
          "A deposit provider's event, signed `t=<unix>,v1=<hex HMAC-SHA256(secret, t.rawBody)>`; applied once per event id",
        params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
        response: responses(MessageResponseSchema),
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { provider } = request.params;
      let result: WebhookResult;
      try {
        result = await payments.applyWebhook(provider, raw, request.headers);
      } catch (err) {
        const known = !isDomainError(err, 'WebhookProviderUnknown');
        onWebhook(known ? provider : 'unknown', isDomainError(err) ? err.outcome.code : 'error');
        throw err;
      }
      onWebhook(provider, result);
      const m = messages(requestLocale(request));
      return ok(null, result === 'duplicate' ? m.webhookDuplicate : m.webhookApplied);
    },
  );
};

/** The logos of the demo methods (same origin, so the site's CSP shows them). */
export const paymentLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${LOGOS_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const name = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!isLogoName(name)) return sendNotFound(request, reply);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(LOGOS[name]);
  });
};

const ACTIONS = ['pay', 'decline', 'cancel'] as const satisfies SandboxAction[];
const RESULT_OF: Record<SandboxAction, SandboxResult> = {
  pay: 'paid',
  decline: 'declined',
  cancel: 'cancelled',
};

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/**
 * The sandbox's checkout page. Its buttons post a form back here; the sandbox then acts as the
 * provider would: it signs the event and delivers it to our webhook through the app itself
 * (`inject`: the same route, parser and checks a real delivery meets, without needing a listening
 * socket or a network).
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  sandboxes: ReadonlyMap<string, SandboxProvider>;
  clock: Clock;
  /** The whole app, to deliver webhooks to. */
  root: FastifyInstance;
}> = async (app, { payments, sandboxes, clock, root }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(SANDBOX_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_STYLESHEET),
  );

  /** The payment and its sandbox for a token, when the token is genuine. */
  async function checkoutOf(token: string) {
    const id = Number(/^(\d{1,15})\./.exec(token)?.[1]);
    if (!Number.isSafeInteger(id)) return undefined;
    const payment = await payments.paymentForCheckout(id);
    const sandbox = payment ? sandboxes.get(payment.provider) : undefined;
    if (!payment || !sandbox || sandbox.paymentOfToken(token) !== id) return undefined;
    return { payment, sandbox };
  }

  const localeOf = (query: unknown): Locale => toLocale((query as { locale?: unknown } | undefined)?.locale);

  app.get(`${SANDBOX_CHECKOUT_PATH}/:token`, { schema: { hide: true } }, async (request, reply) => {
    const locale = localeOf(request.query);
    const { token } = request.params as { token: string };
    const found = await checkoutOf(token);
    if (!found) return sendHtml(reply, 404, resultPage(locale, 'unknown'));
    const { payment } = found;
    if (payment.status !== TransactionStatus.Created)
      return sendHtml(reply, 409, resultPage(locale, 'closed'));
    return sendHtml(
      reply,
      200,
      checkoutPage({
        locale,
        methodTitle: payment.methodTitle,
        amount: formatMoney(locale, payment.amountMinor, await payments.currency(payment.currencyId)),
        reference: payment.reference,
        action: `${SANDBOX_CHECKOUT_PATH}/${token}?locale=${locale}`,
      }),
    );
  });

  app.post(`${SANDBOX_CHECKOUT_PATH}/:token`, { schema: { hide: true } }, async (request, reply) => {
    const locale = localeOf(request.query);
    const { token } = request.params as { token: string };
    const action = (request.body as { action?: unknown } | undefined)?.action;
    const found = await checkoutOf(token);
    if (!found) return sendHtml(reply, 404, resultPage(locale, 'unknown'));
    if (!ACTIONS.includes(action as SandboxAction)) return sendHtml(reply, 400, resultPage(locale, 'failed'));
    const { payment, sandbox } = found;
    if (payment.status !== TransactionStatus.Created)
      return sendHtml(reply, 409, resultPage(locale, 'closed'));

    const event = sandbox.eventFor(action as SandboxAction, payment, clock.now());
    const delivery = await root.inject({
      method: 'POST',
      url: webhookPath(sandbox.name),
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: event.signature },
      payload: event.body,
    });
    if (delivery.statusCode >= 300) {
      request.log.warn({ status: delivery.statusCode, paymentId: payment.id }, 'sandbox webhook refused');
      return sendHtml(reply, 502, resultPage(locale, 'failed'));
    }
    return sendHtml(reply, 200, resultPage(locale, RESULT_OF[action as SandboxAction]));
  });
};

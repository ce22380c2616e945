import { hasAllowedPrefix, PHONE_PREFIX } from '@lale/contracts';
import type { Database } from '../db/connection.ts';
import type { SmsGatewayConfig } from './config.ts';
import { refuse } from './domain-errors.ts';
import type { SmsSender } from './messaging.ts';
import { deliver, describeFailure, MessagingError, type MessagingLogger } from './messaging-delivery.ts';

/*
 * SMS through one HTTP gateway (SMS_GATEWAY_URL). The contract the gateway must speak:
 *
 *   POST <SMS_GATEWAY_URL>
 *   Content-Type: application/json
 *   Authorization: Bearer <SMS_GATEWAY_TOKEN>        (omitted when no token is configured)
 *   {"to":"905321234567","text":"Kodunuz: 123456","sender":"LALE"}
 *
 *   to      the recipient's digits with country prefix, no '+' or spaces
 *   text    the message as the player reads it (UTF-8)
 *   sender  SMS_SENDER_ID, the alphanumeric sender name shown on the phone
 *
 * Any 2xx answer means "accepted"; its body is ignored. Any other status, a network error, a redirect
 * or no complete answer within 10 s is a failure (MessagingError). Nothing is retried: a retry after a
 * timeout could deliver the same code twice, so the caller decides (usually: the player asks again).
 * Most commercial gateways take a small adapter (or their own JSON shape) in front of this contract.
 */

export type SmsSenderOptions = {
  /** Unset → no gateway: outbox and log only. */
  gateway: SmsGatewayConfig | undefined;
  db: Database;
  log: MessagingLogger;
  /** True outside production. */
  recordInOutbox: boolean;
  /** How long the gateway may take to answer; 10 s unless a test needs less. */
  timeoutMs?: number;
  /**
   * The country prefixes the operator accepts (site option sms_country_prefixes). The callers check
   * them first with a message for the player; this is the last line, so no new caller can text a
   * premium range abroad by forgetting to.
   */
  allowedPrefixes?: () => Promise<readonly string[]>;
};

export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

/** E.164 allows at most 15 digits; 8 is the shortest number with a country prefix we would send to. */
const PHONE_DIGITS = /^\d{8,15}$/;

export function createSmsSender({
  gateway,
  db,
  log,
  recordInOutbox,
  timeoutMs = SMS_GATEWAY_TIMEOUT_MS,
  allowedPrefixes = async () => [PHONE_PREFIX],
}: SmsSenderOptions): SmsSender {
  if (!gateway && !recordInOutbox) {
    log.warn({ channel: 'sms' }, 'SMS_GATEWAY_URL is not set: SMS messages will not be delivered');
  }
  return {
    async send({ to, text }) {
      // Accept the formatting people type (+90 532 ...) but send the gateway digits only.
      const digits = to.replace(/\D+/g, '');
      if (!PHONE_DIGITS.test(digits)) {
        throw new MessagingError('sms', describeFailure('sms', 'the recipient is not a phone number'));
      }
      if (!hasAllowedPrefix(digits, await allowedPrefixes())) throw refuse({ code: 'PhonePrefixNotAllowed' });
      const transmit = gateway ? () => postToGateway(gateway, { to: digits, text }, timeoutMs) : undefined;
      await deliver({ channel: 'sms', to: digits, body: text }, transmit, { db, log, recordInOutbox });
    },
  };
}

async function postToGateway(
  gateway: SmsGatewayConfig,
  message: { to: string; text: string },
  timeoutMs: number,
): Promise<void> {
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(gateway.token ? { authorization: `Bearer ${gateway.token}` } : {}),
    },
    body: JSON.stringify({ to: message.to, text: message.text, sender: gateway.senderId }),
    // A gateway has no reason to redirect; following one could carry the token somewhere else.
    redirect: 'error',
    // Covers connecting, the answer's headers and reading its body.
    signal: AbortSignal.timeout(timeoutMs),
  });
  // Read the body to the end so the connection can be reused; it is not logged, since a gateway may
  // echo the text (and its code) back.
  await response.arrayBuffer();
  if (!response.ok) {
    throw new MessagingError(
      'sms',
      describeFailure('sms', `the gateway answered ${response.status} ${response.statusText}`.trim()),
    );
  }
}

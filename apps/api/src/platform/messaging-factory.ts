import type { Database } from '../db/connection.ts';
import type { Config } from './config.ts';
import { createMailer } from './mailer.ts';
import type { Messaging } from './messaging.ts';
import type { MessagingLogger } from './messaging-delivery.ts';
import { createSmsSender } from './sms.ts';

/*
 * The one place that turns configuration into the Messaging the modules use: SMTP when SMTP_URL is
 * set, the HTTP gateway when SMS_GATEWAY_URL is set, and the dev outbox outside production.
 */

export type MessagingService = Messaging & {
  /** Releases pooled SMTP connections; call on server shutdown. */
  close(): void;
};

export function createMessaging(
  config: Pick<Config, 'isProduction' | 'smtpUrl' | 'mailFrom' | 'smsGateway'>,
  db: Database,
  log: MessagingLogger,
  /** The country prefixes SMS may go to (see SmsSenderOptions); Türkiye only when omitted. */
  allowedPhonePrefixes?: () => Promise<readonly string[]>,
): MessagingService {
  const context = { db, log, recordInOutbox: !config.isProduction };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, ...context });
  const sms = createSmsSender({
    gateway: config.smsGateway,
    ...context,
    ...(allowedPhonePrefixes ? { allowedPrefixes: allowedPhonePrefixes } : {}),
  });
  return { mailer, sms, close: () => mailer.close() };
}

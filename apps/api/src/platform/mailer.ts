import { createTransport } from 'nodemailer';
import type { Database } from '../db/connection.ts';
import type { Mailer } from './messaging.ts';
import { deliver, type MessagingLogger, type Transmit } from './messaging-delivery.ts';

/*
 * E-mail over SMTP with nodemailer (DESIGN §3). SMTP_URL is a nodemailer connection URL
 * (`smtp://user:pass@host:587`, `smtps://...:465`); without it mails only reach the dev outbox.
 */

export type MailerOptions = {
  /** Unset → no transport: outbox and log only. */
  smtpUrl: string | undefined;
  /** From header, e.g. `Lale <no-reply@lale.bet>`. */
  from: string;
  db: Database;
  log: MessagingLogger;
  /** True outside production. */
  recordInOutbox: boolean;
};

/** A mailer that holds pooled SMTP connections; `close()` releases them (server shutdown, tests). */
export type ClosableMailer = Mailer & { close(): void };

/*
 * A code mail is sent while the player waits for the answer, so a dead or silent server must fail in
 * seconds rather than after nodemailer's defaults (2 min to connect, 10 min of socket silence).
 * Pooling reuses a few connections instead of a TCP + TLS + AUTH handshake per message.
 */
const SMTP_POOL_OPTIONS = {
  pool: true,
  maxConnections: 5,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
} as const;

export function createMailer({ smtpUrl, from, db, log, recordInOutbox }: MailerOptions): ClosableMailer {
  // Options in the URL's query (e.g. `?pool=false`) win over these defaults.
  const transport = smtpUrl ? createTransport({ url: smtpUrl, ...SMTP_POOL_OPTIONS }) : undefined;
  if (!transport && !recordInOutbox) {
    log.warn({ channel: 'email' }, 'SMTP_URL is not set: e-mails will not be delivered');
  }
  return {
    async send({ to, subject, text, html }) {
      const transmit: Transmit | undefined = transport
        ? async () => {
            await transport.sendMail({ from, to, subject, text, html });
          }
        : undefined;
      await deliver({ channel: 'email', to, subject, body: text }, transmit, { db, log, recordInOutbox });
    },
    close() {
      transport?.close();
    },
  };
}

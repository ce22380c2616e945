/*
 * Outgoing messages to players. Implementations: SMTP (nodemailer, SMTP_URL) for e-mail and an HTTP
 * gateway for SMS; without configuration both write to the dev outbox (and the log) so `npm start` works
 * with no external service. Every message is also recorded in the outbox outside production.
 */

export type EmailMessage = { to: string; subject: string; text: string; html?: string };
export type SmsMessage = { /** digits with country prefix, e.g. 905321234567 */ to: string; text: string };

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export type Messaging = { mailer: Mailer; sms: SmsSender };

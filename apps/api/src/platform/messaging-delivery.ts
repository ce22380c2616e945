import type { Database } from '../db/connection.ts';
import { recordOutboxMessage, type OutboxChannel } from './outbox-repo.ts';

/*
 * What the mailer and the SMS sender share: hand a message to the real transport when one is
 * configured, record it in the dev outbox, and log it. Kept in one place so both channels behave the
 * same way (same error type, same outbox and logging rules).
 */

/**
 * A message could not be handed to the SMTP server or SMS gateway. `message` is for the log (it never
 * holds the message body); a route turns the error into a readable refusal by `channel`.
 */
export class MessagingError extends Error {
  override name = 'MessagingError';
  readonly channel: OutboxChannel;

  constructor(channel: OutboxChannel, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.channel = channel;
  }
}

/** The part of a pino / Fastify logger the senders use, so tests can pass a plain recorder. */
export type MessagingLogger = {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
};

export type DeliveryContext = {
  db: Database;
  log: MessagingLogger;
  /** True outside production: every delivered message is also written to the dev outbox. */
  recordInOutbox: boolean;
};

export type OutgoingMessage = { channel: OutboxChannel; to: string; subject?: string; body: string };

/** Sends through the real transport; rejects (with any error) when the message was not accepted. */
export type Transmit = () => Promise<void>;

const CHANNEL_NAMES: Record<OutboxChannel, string> = { email: 'E-mail', sms: 'SMS' };

export function describeFailure(channel: OutboxChannel, reason: string): string {
  return `${CHANNEL_NAMES[channel]} could not be sent: ${reason}`;
}

/**
 * Delivers one message. With `transmit` the message goes out for real and a failure becomes a
 * MessagingError; without it (no SMTP_URL / SMS_GATEWAY_URL) the outbox and the log are all there is.
 * Only a message that was accepted is written to the outbox, so the outbox never shows a code the
 * player was told could not be sent.
 */
export async function deliver(
  message: OutgoingMessage,
  transmit: Transmit | undefined,
  { db, log, recordInOutbox }: DeliveryContext,
): Promise<void> {
  const { channel, to, subject, body } = message;
  if (transmit) {
    try {
      await transmit();
    } catch (err) {
      const error =
        err instanceof MessagingError
          ? err
          : new MessagingError(channel, describeFailure(channel, errorText(err)), { cause: err });
      log.warn({ channel, to, err: error }, 'message not delivered');
      throw error;
    }
    log.info({ channel, to, subject }, 'message sent');
  } else {
    // The body may hold a one-time code, so it is logged only where the dev outbox exists anyway
    // (outside production) — there the log line *is* the developer's outbox on the console.
    // In production only the recipient and subject are logged (DESIGN §3: no codes in logs).
    log.info(
      { channel, to, subject, ...(recordInOutbox ? { body } : {}) },
      recordInOutbox ? 'message not sent (no transport configured): dev outbox only' : 'message dropped',
    );
  }
  if (recordInOutbox) await recordOutboxMessage(db, { channel, to, subject, body });
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  // fetch reports every network failure as "fetch failed" and keeps the reason (ECONNREFUSED, ...) in cause.
  return err.cause instanceof Error ? `${err.message} (${err.cause.message})` : err.message;
}

import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { outboxMessages } from '../db/schema.ts';

/*
 * Every e-mail and SMS the server sends is also recorded here (DESIGN §4), so outside production a
 * person or a test can read the codes through GET /api/dev/outbox. Addresses are stored normalised so
 * the look-up matches however the address was typed.
 */

export type OutboxChannel = 'email' | 'sms';

export type OutboxMessage = {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: Date;
};

export function normaliseRecipient(to: string): string {
  const trimmed = to.trim();
  // E-mail addresses are compared case-insensitively; phone numbers keep only their digits.
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/\D+/g, '');
}

export async function recordOutboxMessage(
  db: Database,
  message: { channel: OutboxChannel; to: string; subject?: string | null; body: string },
): Promise<void> {
  await db.insert(outboxMessages).values({
    channel: message.channel,
    to: normaliseRecipient(message.to),
    subject: message.subject ?? null,
    body: message.body,
  });
}

export async function listOutboxMessages(db: Database, to: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, normaliseRecipient(to)))
    // ids grow with time and break ties between messages of the same instant
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, channel: row.channel as OutboxChannel }));
}

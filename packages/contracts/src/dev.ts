import { z } from 'zod';
import { envelope } from './envelope.ts';
import { plainText } from './rules.ts';

/*
 * Development helpers (not in production): GET /api/dev/outbox?to=… lists the e-mails and SMS messages
 * the server sent to one recipient, so a person or a test can read the codes.
 */

export const DEV_OUTBOX_PATH = '/api/dev/outbox';

export const DevOutboxQuerySchema = z.object({
  to: plainText().trim().min(3).max(254).describe('E-mail address or phone number the messages were sent to'),
});

export const DevOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export const DevOutboxResponseSchema = envelope(z.array(DevOutboxMessageSchema));

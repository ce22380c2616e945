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

/*
 * GET /api/dev/sports/script: the simulated feed's script (it is the sportsbook's sandbox and already
 * knows how its matches end): every match under way or kicking off within the hour, with the book's
 * event id, the final score and the winning outcomes of each market. 404 when the simulated feed is off.
 */
export const DEV_SPORTS_SCRIPT_PATH = '/api/dev/sports/script';

export const DevSportsScriptEntrySchema = z.object({
  eventId: z.number().int().nullable().describe("The book's event id (null until the feed has announced it)"),
  home: z.string(),
  away: z.string(),
  kickoff: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  winners: z.array(z.object({ key: z.string(), specifiers: z.string(), won: z.array(z.string()) })),
});
export const DevSportsScriptResponseSchema = envelope(z.array(DevSportsScriptEntrySchema));

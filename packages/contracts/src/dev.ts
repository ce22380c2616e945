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

/*
 * The scheduled games' clock (not in production): GET /api/dev/originals/clock tells where the crash
 * round and the draws on sale or under way are, with what the round will crash at (secret in production
 * until it has crashed, like the sports script's results); POST moves the games' clock forward, so a
 * browser journey skips a wait for real rounds instead of sleeping through it.
 */
export const DEV_GAMES_CLOCK_PATH = '/api/dev/originals/clock';

export const DevGamesClockAdvanceSchema = z.object({
  /** Five minutes at most: twice what a bingo room waits for its next game. */
  advanceMs: z
    .number()
    .int()
    .min(1)
    .max(300_000)
    .describe('How far to move the games’ clock forward (ms); it passes every due step on the way'),
});

export const DevGamesClockSchema = z.object({
  now: z.iso.datetime().describe('The games’ "now"'),
  offsetMs: z.number().int().describe('How far the games run ahead of the server’s real clock (ms)'),
  crash: z
    .object({
      roundId: z.number().int(),
      phase: z.enum(['betting', 'flying', 'crashed', 'void']),
      crashPoint: z.number().describe('What the round crashes at (×)'),
      bettingEndsAt: z.iso.datetime(),
      crashesAt: z.iso.datetime().nullable().describe('Set once the round has taken off'),
      nextRoundAt: z.iso.datetime().nullable().describe('When the next round opens, once this one crashed'),
    })
    .nullable(),
  draws: z.array(
    z.object({
      game: z.enum(['keno', 'bingo']),
      room: z.string(),
      drawId: z.number().int(),
      phase: z.enum(['selling', 'drawing', 'finished', 'void']),
      salesCloseAt: z.iso.datetime(),
      startsAt: z.iso.datetime(),
      finishesAt: z.iso.datetime(),
    }),
  ),
});
export const DevGamesClockResponseSchema = envelope(DevGamesClockSchema);
export type DevGamesClock = z.infer<typeof DevGamesClockSchema>;

/*
 * The server's clock (not in production): GET /api/dev/clock tells the server's "now" and how far it runs
 * ahead of real time; POST moves it forward, so a journey shows what a rule does after a wait (a limit's
 * 24-hour cooling-off) without waiting. Ledger times stay the database's own (ARCHITECTURE "Loss and
 * wager limits"); the scheduled games run on this clock too and skip ahead with it.
 */
export const DEV_CLOCK_PATH = '/api/dev/clock';

export const DevClockAdvanceSchema = z.object({
  /** Six weeks at most: the longest time-out. */
  advanceMs: z
    .number()
    .int()
    .min(1)
    .max(42 * 86_400_000)
    .describe('How far to move the server’s clock forward (ms)'),
});

export const DevClockSchema = z.object({
  now: z.iso.datetime().describe('The server’s "now"'),
  offsetMs: z.number().int().describe('How far the server runs ahead of real time (ms)'),
});
export type DevClock = z.infer<typeof DevClockSchema>;
export const DevClockResponseSchema = envelope(DevClockSchema);

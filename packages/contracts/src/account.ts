import { z } from 'zod';
import { envelope, NoPayloadSchema } from './envelope.ts';
import { MAX_PAGE_TAKE } from './constants.ts';
import { numberFromText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Account endpoints beyond spec §7: the personal-information tile (GET /api/customer/profile) and the
 * session-history page (GET /api/customer/sessions?skip&take).
 */

export const ProfileRequestSchema = NoPayloadSchema;
export const ProfileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  email: z.string(),
  /** Digits with the country prefix, e.g. 905321234567. */
  phone: z.string(),
  smsVerified: z.boolean(),
  /** 'YYYY-MM-DD'; null for players who used the fast sign-up. */
  birthDate: z.string().nullable(),
  /** The country's name in the request locale. */
  country: z.string(),
  usercode: z.string(),
  createdAt: utcTimestampRule,
});
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = envelope(ProfileSchema);

/** Query string values arrive as text, hence the coercion. */
export const SessionHistoryQuerySchema = z.object({
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
});

export const SessionEntrySchema = z.object({
  id: z.number().int(),
  createdAt: utcTimestampRule,
  /** Within a minute: the server records activity at most once a minute. */
  lastSeenAt: utcTimestampRule,
  endedAt: utcTimestampRule.nullable(),
  endReason: z
    .enum(['logout', 'expired', 'revoked', 'password_changed', 'session_limit', 'restricted'])
    .nullable(),
  ip: z.string(),
  userAgent: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
/** Newest first; `total` counts every session of the player. */
export const SessionHistorySchema = z.object({ total: z.number().int(), items: z.array(SessionEntrySchema) });
export const SessionHistoryResponseSchema = envelope(SessionHistorySchema);
export type SessionEntry = z.infer<typeof SessionEntrySchema>;
export type SessionHistory = z.infer<typeof SessionHistorySchema>;

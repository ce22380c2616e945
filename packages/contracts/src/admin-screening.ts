import { z } from 'zod';
import { envelope } from './envelope.ts';
import { int32Rule, plainText, requiredText, utcTimestampRule } from './rules.ts';

/*
 * Back office, sanctions and PEP screening (issue #26): whether screening runs and against which list
 * version, one player's screening, and — outside production only — the sandbox list a tester adds
 * entries to (each addition is a list update: every player is screened again). A match raises an AML
 * case (rule `screening_match`), decided in the AML queue like any other. `aml.view` reads, `aml.edit`
 * adds a sandbox entry (audited).
 */

const SCREENING = '/api/admin/screening';

export const ADMIN_SCREENING_PATHS = {
  status: SCREENING,
  /** Beside the player card's other parts (kyc), under aml.view. */
  player: '/api/admin/players/:id/screening',
  /** Mounted outside production only, with the sandbox provider. */
  sandboxEntries: `${SCREENING}/sandbox/entries`,
} as const;

export const SCREENING_CATEGORIES = ['sanctions', 'pep'] as const;
export const ScreeningCategorySchema = z.enum(SCREENING_CATEGORIES);
export type ScreeningCategory = z.infer<typeof ScreeningCategorySchema>;

/** Where screening stands: the provider (null: none configured, screening is off), its list, the backlog. */
export const AdminScreeningStatusSchema = z.object({
  /** The provider's name ('sandbox' outside production); null when none is configured. */
  provider: z.string().nullable(),
  /** The AML rule `screening_match` is switched on (off: nobody is screened until it is on again). */
  ruleEnabled: z.boolean(),
  /** The list version last seen from the provider, when it was published and when the API noticed it. */
  listVersion: z.string().nullable(),
  listUpdatedAt: utcTimestampRule.nullable(),
  listNoticedAt: utcTimestampRule.nullable(),
  /** Players waiting to be screened (new sign-ups, changed names, or everyone after a list update). */
  due: z.number().int(),
  /** Of those, players whose last attempt failed (the provider was down): retried later. */
  failing: z.number().int(),
  /** Players whose last screening found a match. */
  matched: z.number().int(),
});
export type AdminScreeningStatus = z.infer<typeof AdminScreeningStatusSchema>;
export const AdminScreeningStatusResponseSchema = envelope(AdminScreeningStatusSchema);

export const PLAYER_SCREENING_STATES = ['pending', 'clear', 'match'] as const;

/** One player's screening: the last result, the list version it was against, and whether one is due. */
export const AdminPlayerScreeningSchema = z.object({
  playerId: z.number().int(),
  /** pending: never screened yet; clear / match: the last screening's result. */
  state: z.enum(PLAYER_SCREENING_STATES),
  screenedAt: utcTimestampRule.nullable(),
  listVersion: z.string().nullable(),
  matches: z.number().int(),
  /** Waiting for a (new) screening: sign-up, a changed name or birth date, a list update, a retry. */
  due: z.boolean(),
  /** Failed attempts since the last success, and the last failure's short reason. */
  failedAttempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type AdminPlayerScreening = z.infer<typeof AdminPlayerScreeningSchema>;
export const AdminPlayerScreeningResponseSchema = envelope(AdminPlayerScreeningSchema);

/** A list entry as a provider gives it: a sanctioned person or a politically exposed person. */
export const ScreeningListEntrySchema = z.object({
  id: z.string(),
  listName: z.string(),
  category: ScreeningCategorySchema,
  /** The name as the list writes it (given names then family name, or however the list orders them). */
  fullName: z.string(),
  /** 'YYYY-MM-DD' when the list knows the day, else null (and `birthYear` alone, or nothing). */
  birthDate: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  /** ISO 3166-1 alpha-2. */
  nationality: z.string().nullable(),
  nationalId: z.string().nullable(),
});
export type ScreeningListEntry = z.infer<typeof ScreeningListEntrySchema>;
export const AdminScreeningSandboxEntriesResponseSchema = envelope(z.array(ScreeningListEntrySchema));
export const AdminScreeningSandboxEntryResponseSchema = envelope(ScreeningListEntrySchema);

/**
 * A tester's addition to the sandbox list; the birth date or only its year, or neither (lists often lack
 * the day). With a date, the year is the date's (a year sent beside it is not kept).
 */
export const AdminScreeningSandboxEntryRequestSchema = z.object({
  listName: requiredText(2, 100),
  category: ScreeningCategorySchema,
  fullName: requiredText(3, 200),
  birthDate: plainText()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  birthYear: int32Rule.min(1900).max(2100).optional(),
  nationality: plainText()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  nationalId: plainText()
    .regex(/^[A-Za-z0-9]{5,20}$/)
    .optional(),
});
export type AdminScreeningSandboxEntryRequest = z.infer<typeof AdminScreeningSandboxEntryRequestSchema>;

import { z } from 'zod';
import { envelope } from './envelope.ts';

/*
 * Back office: the integrity findings (issue 23, remediation) — what holes already paid, listed for an
 * operator to review: rounds whose seed pair was revealed while they were open, and the bonus findings.
 * Not a call of the site (spec §7), so it lives outside API_CONTRACT, like admin-payments.ts.
 */

export const ADMIN_INTEGRITY_FINDINGS_PATH = '/api/admin/integrity/findings';

/** One finding: a round, ticket or bonus and what it paid (minor units as a decimal string). */
export const IntegrityFindingSchema = z.object({
  kind: z.string(),
  playerId: z.number().int(),
  /** What the finding is about: 'round:<uuid>', 'ticket:<uuid>', 'bonus:<id>'. */
  subject: z.string(),
  amountMinor: z.string().regex(/^-?\d+$/),
  currencyCode: z.string(),
  /** When it happened (ISO time). */
  at: z.string(),
  detail: z.string(),
});
export type IntegrityFindingView = z.infer<typeof IntegrityFindingSchema>;

/** The findings grouped by kind, each group with its title (every registered kind, empty ones too). */
export const IntegrityFindingsSchema = z.array(
  z.object({ kind: z.string(), title: z.string(), findings: z.array(IntegrityFindingSchema) }),
);
export const IntegrityFindingsResponseSchema = envelope(IntegrityFindingsSchema);

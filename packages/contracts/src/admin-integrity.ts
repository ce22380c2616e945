import { z } from 'zod';
import { envelope } from './envelope.ts';
import { idRule, requiredText } from './rules.ts';

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

/*
 * Back office (issue #23), until the back office itself exists: an operator blocks or unblocks a player,
 * and switches a casino provider or a single game on and off, with admin calls instead of SQL. Not calls
 * of the site (spec §7), so outside API_CONTRACT. A block ends the player's sessions and every game they
 * launched at once; the wager gate refuses their stakes from then on (rounds in flight still settle).
 */

export const ADMIN_PLAYER_STATUS_PATH = '/api/admin/players/:id/status';
export const ADMIN_PROVIDER_ENABLED_PATH = '/api/admin/casino/providers/:id/enabled';
export const ADMIN_GAME_ENABLED_PATH = '/api/admin/casino/games/:id/enabled';

/**
 * A player's account status. `blocked` (issue #25) is the back office's block, lifted by an unblock;
 * `closed` an account closed for good; `disabled` the older operator switch, kept working. Only `active`
 * may sign in or stake.
 */
export const PLAYER_STATUSES = ['active', 'disabled', 'blocked', 'closed'] as const;
export const PlayerStatusSchema = z.enum(PLAYER_STATUSES);
export type PlayerStatus = z.infer<typeof PlayerStatusSchema>;

export const AdminIdParamsSchema = z.object({ id: z.coerce.number().pipe(idRule) });

export const AdminPlayerStatusRequestSchema = z.object({
  status: PlayerStatusSchema,
  /** Why, for the record (the operator's words; kept in the log with who did it). */
  reason: requiredText(3, 500),
});
export type AdminPlayerStatusRequest = z.infer<typeof AdminPlayerStatusRequestSchema>;

export const AdminPlayerStatusResponseSchema = envelope(
  z.object({
    playerId: z.number().int(),
    status: PlayerStatusSchema,
    /** Site sessions this call ended (a block ends all of them; an unblock none). */
    sessionsEnded: z.number().int().min(0),
  }),
);

export const AdminSwitchRequestSchema = z.object({ enabled: z.boolean() });
export type AdminSwitchRequest = z.infer<typeof AdminSwitchRequestSchema>;

export const AdminProviderSwitchResponseSchema = envelope(
  z.object({
    providerId: z.number().int(),
    name: z.string(),
    /** The operator's switch. */
    enabled: z.boolean(),
    /** Whether it can launch here at all (credentials or the sandbox): both are needed to play. */
    configured: z.boolean(),
  }),
);

export const AdminGameSwitchResponseSchema = envelope(
  z.object({ gameId: z.number().int(), code: z.string(), enabled: z.boolean() }),
);

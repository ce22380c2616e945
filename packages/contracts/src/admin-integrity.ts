import { z } from 'zod';
import { envelope } from './envelope.ts';
import { idRule, requiredText } from './rules.ts';

/*
 * Back office (issue #23), until the back office itself exists: an operator blocks or unblocks a player,
 * and switches a casino provider or a single game on and off, with admin calls instead of SQL. Not calls
 * of the site (spec §7), so outside API_CONTRACT. A block ends the player's sessions and every game they
 * launched at once; the wager gate refuses their stakes from then on (rounds in flight still settle).
 */

export const ADMIN_PLAYER_STATUS_PATH = '/api/admin/players/:id/status';
export const ADMIN_PROVIDER_ENABLED_PATH = '/api/admin/casino/providers/:id/enabled';
export const ADMIN_GAME_ENABLED_PATH = '/api/admin/casino/games/:id/enabled';

export const PLAYER_STATUSES = ['active', 'disabled', 'self_excluded'] as const;
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

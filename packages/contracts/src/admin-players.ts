import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { PlayerBonusSchema } from './bonus.ts';
import {
  DepositLimitPeriodSchema,
  DepositLimitSchema,
  LimitKindSchema,
  SessionLimitSchema,
} from './deposit-limits.ts';
import { envelope } from './envelope.ts';
import { PlayerStatusSchema } from './admin-integrity.ts';
import { RestrictionSchema } from './safer-play.ts';
import { MoneySchema, SignedMoneySchema } from './money.ts';
import {
  idRule,
  numberFromText,
  plainText,
  requiredText,
  skipRule,
  takeRule,
  utcTimestampRule,
} from './rules.ts';

/*
 * Back office (issue #25): the players area — search, the player card, the player's ledger and what
 * other modules keep of them (payments, sessions), staff notes, block and unblock. Lists answer
 * `{ items, total }` with server-side sort and paging; each list has a CSV twin at `<path>/export`.
 */

export const ADMIN_PLAYERS_PATH = '/api/admin/players';
export const ADMIN_PLAYERS_PATHS = {
  list: ADMIN_PLAYERS_PATH,
  export: `${ADMIN_PLAYERS_PATH}/export`,
  card: `${ADMIN_PLAYERS_PATH}/:id`,
  ledger: `${ADMIN_PLAYERS_PATH}/:id/ledger`,
  payments: `${ADMIN_PLAYERS_PATH}/:id/payments`,
  bonuses: `${ADMIN_PLAYERS_PATH}/:id/bonuses`,
  bets: `${ADMIN_PLAYERS_PATH}/:id/bets`,
  rounds: `${ADMIN_PLAYERS_PATH}/:id/rounds`,
  sessions: `${ADMIN_PLAYERS_PATH}/:id/sessions`,
  endSession: `${ADMIN_PLAYERS_PATH}/:id/sessions/:sessionId/end`,
  endAllSessions: `${ADMIN_PLAYERS_PATH}/:id/sessions/end-all`,
  notes: `${ADMIN_PLAYERS_PATH}/:id/notes`,
  block: `${ADMIN_PLAYERS_PATH}/:id/block`,
  unblock: `${ADMIN_PLAYERS_PATH}/:id/unblock`,
} as const;

/** At most this many rows in one CSV export. */
export const ADMIN_EXPORT_MAX_ROWS = 10_000;
export const PLAYER_NOTE_MAX = 2000;

const page = {
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
};
const direction = z.enum(['asc', 'desc']);

export const ADMIN_PLAYER_SORTS = ['id', 'username', 'createdAt'] as const;
export type AdminPlayerSort = (typeof ADMIN_PLAYER_SORTS)[number];

/** The player search. `q` matches an id, a username, e-mail, phone or name prefix, or a national id. */
export const AdminPlayersQuerySchema = z.object({
  q: plainText().trim().max(100).optional(),
  status: PlayerStatusSchema.optional(),
  ...page,
  sort: z.enum(ADMIN_PLAYER_SORTS).default('id'),
  dir: direction.default('desc'),
});
export type AdminPlayersQuery = z.infer<typeof AdminPlayersQuerySchema>;
/** The export: the same filters and order, no paging. */
export const AdminPlayersExportQuerySchema = AdminPlayersQuerySchema.omit({ skip: true, take: true });

export const AdminPlayerRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  status: PlayerStatusSchema,
  currency: z.string(),
  createdAt: utcTimestampRule,
});
export type AdminPlayerRow = z.infer<typeof AdminPlayerRowSchema>;

const list = <T extends z.ZodType>(item: T) =>
  envelope(z.object({ items: z.array(item), total: z.number().int().min(0) }));

export const AdminPlayersResponseSchema = list(AdminPlayerRowSchema);

export const AdminPlayerParamsSchema = z.object({ id: numberFromText(idRule) });
export const AdminPlayerSessionParamsSchema = z.object({
  id: numberFromText(idRule),
  sessionId: numberFromText(idRule),
});

export const AdminPlayerProfileSchema = AdminPlayerRowSchema.extend({
  personalNo: z.string().nullable(),
  birthDate: z.string().nullable(),
  country: z.string(),
  phoneVerified: z.boolean(),
  lastLoginAt: utcTimestampRule.nullable(),
  /** The restriction in force on the player (issue #26: a time-out, a self-exclusion, the operator's); null: none. */
  restriction: RestrictionSchema.nullable(),
});
export type AdminPlayerProfile = z.infer<typeof AdminPlayerProfileSchema>;

export const AdminPlayerStatusChangeSchema = z.object({
  at: utcTimestampRule,
  from: PlayerStatusSchema,
  to: PlayerStatusSchema,
  reason: z.string(),
  /** Null: the player's own change (closing their account, modules/safer-play). */
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
});

export const AdminPlayerNoteSchema = z.object({
  id: z.number().int(),
  at: utcTimestampRule,
  staffId: z.number().int(),
  staffName: z.string().nullable(),
  text: z.string(),
});
export type AdminPlayerNote = z.infer<typeof AdminPlayerNoteSchema>;

/**
 * One change of a player's own limit (issue #26: the card shows the limits' history), newest first:
 * the limit in force before and after and the waiting change it left. Amounts in the kind's unit —
 * the player's currency for deposit, loss and wager limits, minutes for a session-time limit.
 */
export const AdminLimitChangeSchema = z.object({
  at: utcTimestampRule,
  kind: LimitKindSchema,
  period: DepositLimitPeriodSchema,
  unit: z.enum(['money', 'minutes']),
  before: z.number().nullable(),
  after: z.number().nullable(),
  pendingAmount: z.number().nullable(),
  pendingRemoval: z.boolean(),
  pendingEffectiveAt: utcTimestampRule.nullable(),
});
export type AdminLimitChange = z.infer<typeof AdminLimitChangeSchema>;

export const AdminPlayerCardSchema = z.object({
  profile: AdminPlayerProfileSchema,
  balances: z.object({ cash: MoneySchema, bonus: MoneySchema, onHold: MoneySchema, currency: z.string() }),
  statusHistory: z.array(AdminPlayerStatusChangeSchema),
  /**
   * The player's own limits as the player sees them (responsible gambling, issue #26): deposit, then
   * loss and wager, each daily, weekly and monthly (used: below zero for a loss while the player is ahead).
   */
  limits: z.array(DepositLimitSchema.extend({ kind: LimitKindSchema, used: SignedMoneySchema })),
  /** The session-time limits (minutes) with the minutes signed in within each window. */
  sessionLimits: z.array(SessionLimitSchema),
  /** The last 50 changes of the player's limits, newest first. */
  limitHistory: z.array(AdminLimitChangeSchema),
  notes: z.array(AdminPlayerNoteSchema),
});
export type AdminPlayerCard = z.infer<typeof AdminPlayerCardSchema>;
export const AdminPlayerCardResponseSchema = envelope(AdminPlayerCardSchema);
export const AdminPlayerProfileResponseSchema = envelope(AdminPlayerProfileSchema);

export const PLAYER_LEDGER_ACCOUNTS = ['cash', 'bonus', 'withdraw_hold'] as const;
export const AdminPlayerLedgerQuerySchema = z.object({
  ...page,
  /** A ledger transfer kind ('casino_bet', 'deposit', ...). */
  kind: plainText().trim().min(1).max(40).optional(),
  from: plainText().pipe(utcTimestampRule).optional(),
  to: plainText().pipe(utcTimestampRule).optional(),
});
export type AdminPlayerLedgerQuery = z.infer<typeof AdminPlayerLedgerQuerySchema>;

/** One leg of a transfer on one of the player's accounts (a move between two of them is two rows). */
export const AdminPlayerLedgerRowSchema = z.object({
  id: z.number().int(),
  at: utcTimestampRule,
  kind: z.string(),
  /** Signed from the player's view: positive into the account, negative out of it. */
  amount: SignedMoneySchema,
  account: z.enum(PLAYER_LEDGER_ACCOUNTS),
  /** The ledger keeps no running balance per transfer. */
  balanceAfter: MoneySchema.nullable(),
  reference: z.string().nullable(),
});
export const AdminPlayerLedgerResponseSchema = list(AdminPlayerLedgerRowSchema);

export const AdminPlayerPageQuerySchema = z.object(page);

/** The player's bonuses (every status), newest first. */
export const AdminPlayerBonusesResponseSchema = list(PlayerBonusSchema);
// The bets tab answers the operator's bet search (admin-sports.ts), the rounds tab the player's game
// history (game-history.ts), the payments tab the payments list (admin-payments.ts): one shape each.

export const AdminPlayerSessionSchema = z.object({
  id: z.number().int(),
  createdAt: utcTimestampRule,
  lastSeenAt: utcTimestampRule,
  endedAt: utcTimestampRule.nullable(),
  endReason: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export const AdminPlayerSessionsResponseSchema = list(AdminPlayerSessionSchema);
export const AdminPlayerSessionsEndedResponseSchema = envelope(z.object({ ended: z.number().int().min(0) }));

export const AdminPlayerNoteRequestSchema = z.object({ text: requiredText(1, PLAYER_NOTE_MAX) });
export const AdminPlayerNoteResponseSchema = envelope(AdminPlayerNoteSchema);

export const AdminPlayerBlockRequestSchema = z.object({ reason: requiredText(3, 500) });
export type AdminPlayerBlockRequest = z.infer<typeof AdminPlayerBlockRequestSchema>;

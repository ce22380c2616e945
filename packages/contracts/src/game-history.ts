import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { envelope, NoPayloadSchema } from './envelope.ts';
import { GameRoundStatusSchema, GameTransactionTypeSchema } from './enums.ts';
import { MoneySchema } from './money.ts';
import { ProviderNameSchema, GameSchema } from './casino.ts';
import { idRule, plainText, skipRule, takeRule, utcTimestampRule } from './rules.ts';

/*
 * Casino calls the spec does not show (issue #12): the player's game history (rounds and the
 * transactions of one round) and the player's favourite games. Rounds carry the spec's game-round
 * status (Processing, Completed, Cancelled, Expired) and transactions its type (Win, Bet).
 */

/** One round of the game-history page. Amounts are totals over the round's bets and wins (rolled back ones excluded). */
export const GameRoundSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  providerName: ProviderNameSchema,
  status: GameRoundStatusSchema,
  betAmount: MoneySchema,
  winAmount: MoneySchema,
  /** ISO 4217 code, e.g. 'TRY'. */
  currency: z.string(),
  createdAt: utcTimestampRule,
  updatedAt: utcTimestampRule,
});
export type GameRound = z.infer<typeof GameRoundSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST casino/gamehistory: the player's rounds, newest first, paged. `from`/`to` are calendar days
 * ('YYYY-MM-DD', both inclusive, Europe/Istanbul time), as in payment/transactions.
 */
export const GameHistoryRequestSchema = z.object({
  skip: skipRule.default(0),
  take: takeRule(MAX_PAGE_TAKE).default(20),
  status: GameRoundStatusSchema.optional(),
  from: plainText().regex(DAY).optional(),
  to: plainText().regex(DAY).optional(),
});
export const GameHistoryResponseSchema = envelope(
  z.object({ items: z.array(GameRoundSchema), total: z.number().int().min(0) }),
);
export type GameHistoryRequest = z.input<typeof GameHistoryRequestSchema>;
export type GameHistoryResponse = z.infer<typeof GameHistoryResponseSchema>;

/** One bet or win of a round. A rolled-back one stays listed with `rolledBack` true. */
export const GameTransactionSchema = z.object({
  id: z.number().int(),
  type: GameTransactionTypeSchema,
  amount: MoneySchema,
  rolledBack: z.boolean(),
  createdAt: utcTimestampRule,
});
export type GameTransaction = z.infer<typeof GameTransactionSchema>;

/** POST casino/roundtransactions {roundId}: the transactions of one of the player's rounds, oldest first. */
export const RoundTransactionsRequestSchema = z.object({ roundId: idRule });
export const RoundTransactionsResponseSchema = envelope(z.array(GameTransactionSchema));
export type RoundTransactionsRequest = z.infer<typeof RoundTransactionsRequestSchema>;

/** GET casino/favorites: the player's favourite games (spec §3 "a favourite list of game codes"), newest first. */
export const FavoritesRequestSchema = NoPayloadSchema;
export const FavoritesResponseSchema = envelope(z.array(GameSchema));
export type FavoritesResponse = z.infer<typeof FavoritesResponseSchema>;

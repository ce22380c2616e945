import { z } from 'zod';
import { envelope, NoPayloadSchema } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { plainText, skipRule, takeRule } from './rules.ts';
import { RealityCheckSchema } from './safer-play.ts';

/*
 * Lale Originals (issue #14). Two sets of calls:
 * - the site's (Bearer token): the player's provably fair seed pairs, rotating them, and a round with
 *   what is needed to recompute it (the verification page);
 * - a game page's own (inside the play frame, authenticated by the launch's game session, never the
 *   site's token): `/api/originals/game/*` — state, play, move, cash-out, rotate.
 * Game outcomes and choices are each game's own shapes (packages/originals), carried as JSON here and
 * validated by the game's schema on the server.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A client seed the player chooses: what goes into every round's HMAC message, so plain and short. */
export const ClientSeedSchema = plainText().regex(/^[A-Za-z0-9_-]{1,64}$/, {
  message: 'The client seed must be 1–64 characters: letters, digits, - and _.',
});

export const SeedPairSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with the pair so far: the next round's nonce. */
  nonce: z.number().int(),
});
export type SeedPairView = z.infer<typeof SeedPairSchema>;

export const RevealedSeedPairSchema = SeedPairSchema.extend({
  serverSeed: z.string(),
  revealedAt: z.string(),
});
export type RevealedSeedPair = z.infer<typeof RevealedSeedPairSchema>;

export const OriginalsSeedsRequestSchema = NoPayloadSchema;
export const OriginalsSeedsResponseSchema = envelope(
  z.object({ active: SeedPairSchema, revealed: z.array(RevealedSeedPairSchema) }),
);

export const RotateSeedRequestSchema = z.object({ clientSeed: ClientSeedSchema.optional() });
export const RotateSeedResultSchema = z.object({
  revealed: RevealedSeedPairSchema.nullable(),
  active: SeedPairSchema,
});
export const RotateSeedResponseSchema = envelope(RotateSeedResultSchema);

export const OriginalsRoundStatusSchema = z.enum(['open', 'settled', 'refunded', 'void']);

export const OriginalsRoundSchema = z.object({
  roundId: z.string(),
  game: z.string(),
  gameName: z.string(),
  status: OriginalsRoundStatusSchema,
  stake: MoneySchema,
  win: MoneySchema,
  createdAt: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Known once the pair is rotated; until then the round cannot be recomputed by the player. */
  serverSeed: z.string().nullable(),
  choices: z.unknown(),
  outcome: z.unknown(),
});
export type OriginalsRound = z.infer<typeof OriginalsRoundSchema>;

export const OriginalsRoundRequestSchema = z.object({
  roundId: plainText().regex(UUID, { message: 'A round id looks like 3f2b…-…' }),
});
export const OriginalsRoundResponseSchema = envelope(OriginalsRoundSchema);

export const ORIGINALS_ROUNDS_MAX_TAKE = 50;
export const OriginalsRoundsRequestSchema = z.object({
  skip: skipRule,
  take: takeRule(ORIGINALS_ROUNDS_MAX_TAKE),
});
export const OriginalsRoundsResponseSchema = envelope(
  z.object({ items: z.array(OriginalsRoundSchema), total: z.number().int() }),
);

// ── a game page's own calls (/api/originals/game/*) ────────────────────────────────────────────────

export const ORIGINALS_GAME_PATH = '/api/originals/game';

/** The game session of the launch, from the frame's URL. */
export const GameSessionTokenSchema = plainText().regex(/^[A-Za-z0-9_-]{16,64}$/, {
  message: 'The game session is missing: open the game again.',
});

export const GameStateRequestSchema = z.object({ session: GameSessionTokenSchema });

/** A round as a game page shows it (the outcome's shape is the game's). */
export const GameRoundViewSchema = z.object({
  roundId: z.string(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  stake: MoneySchema,
  win: MoneySchema,
  open: z.boolean(),
  outcome: z.unknown(),
  choices: z.unknown(),
});
export type GameRoundView = z.infer<typeof GameRoundViewSchema>;

export const GameStateSchema = z.object({
  game: z.string(),
  balance: MoneySchema,
  currency: z.object({ code: z.string(), minorUnits: z.number().int() }),
  stake: z.object({ min: MoneySchema, max: MoneySchema, levels: z.array(MoneySchema).nullable() }),
  maxWinStakes: z.number(),
  /** The operator's cap on one round's pay (null: only the game's own maximum). */
  maxWin: MoneySchema.nullable(),
  fair: SeedPairSchema,
  /** A stepped game's round still in play (mines), to carry on. */
  round: GameRoundViewSchema.nullable(),
});
export type GameState = z.infer<typeof GameStateSchema>;
export const GameStateResponseSchema = envelope(GameStateSchema);

/*
 * POST /api/originals/game/realitycheck {session} — the net position and the time since the site
 * sign-in that launched the game (issue #26: the Lale Originals' bar shows both at all times): the
 * site's reality check (safer-play.ts), reached with the game session the frame holds.
 */
export const GameRealityCheckRequestSchema = GameStateRequestSchema;
export const GameRealityCheckResponseSchema = envelope(RealityCheckSchema);

export const GamePlayRequestSchema = z.object({
  session: GameSessionTokenSchema,
  stake: z.number().positive().max(100_000_000),
  choices: z.unknown(),
});
export const GamePlayResultSchema = z.object({ round: GameRoundViewSchema, balance: MoneySchema });
export type GamePlayResult = z.infer<typeof GamePlayResultSchema>;
export const GamePlayResponseSchema = envelope(GamePlayResultSchema);

export const GameMoveRequestSchema = z.object({
  session: GameSessionTokenSchema,
  roundId: plainText().regex(UUID, { message: 'A round id looks like 3f2b…-…' }),
  move: z.unknown(),
});
export const GameCashOutRequestSchema = GameMoveRequestSchema.omit({ move: true });

export const GameRotateRequestSchema = z.object({
  session: GameSessionTokenSchema,
  clientSeed: ClientSeedSchema.optional(),
});

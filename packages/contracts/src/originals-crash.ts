import { z } from 'zod';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { GameSessionTokenSchema } from './originals.ts';
import { plainText } from './rules.ts';

/*
 * Lale Aviator, Lale Originals' crash game (issue #14): one shared round for every player, run by the
 * server on its own schedule. The page talks to the server two ways:
 *
 * 1. HTTP calls, authenticated by the launch's game session like `/api/originals/game/*` (the page runs in
 *    the play frame and never holds the site's token), answered in the usual envelope:
 *      POST CRASH_PATH/state    {session}                       → CrashState
 *      POST CRASH_PATH/bet      {session, stake, autoCashOut?}  → {bet, balance}
 *      POST CRASH_PATH/cashout  {session, betId}                → {bet, balance}
 *    Refusals are the originals' envelopes: 404 session closed or unknown bet, 400 a stake off the limits
 *    or a cash-out below ×1.01, 409 betting closed / the round crashed / too late, a cash-out before
 *    take-off, a third bet in a round, not enough balance.
 *
 * 2. A public WebSocket at ORIGINALS_HUB_PATH (no login: every visitor sees the same round), the same
 *    protocol as the live odds socket (contracts/sports-live.ts) with its own topics: the page sends
 *    `{op:'subscribe', topics:['crash']}` (and `{op:'ping'}` when it said nothing for 15 s) and receives
 *    `{type:'subscribed'|'error'|'resync'|'ping'}` as there, plus the crash frames below. On `resync` (the
 *    socket fell behind and frames were skipped) or a reconnect, the page asks `state` again.
 *
 * Time. Every time is server epoch ms. `state.now` is the server's clock when it answered: the page keeps
 * `offset = state.now − Date.now()` (taken when the answer arrived) and reads the server's "now" as
 * `Date.now() + offset`. While a round flies, the page shows `crash.multiplierAt(serverNow − startedAt)`
 * from @lale/originals — the very function the server pays cash-outs with — so every page shows the same
 * number; there are no per-tick frames. The flight ends when `crash.crashed` arrives.
 *
 * Multipliers are integers in ten-thousandths (25000 = ×2.50), moving in hundredths; amounts are
 * decimals of the bet's currency (MoneySchema), as in the other games' calls.
 *
 * Provably fair. Rounds are drawn from a hash chain (packages/originals src/chain): `commitment` (h_0)
 * is published before the chain's first round; round k plays h_k, which is revealed when the round
 * crashes (or is void). Anyone checks that hashing h_k k times gives the commitment and that
 * `crash.roundCrashPoint(h_k)` is the round's crash point.
 */

export const CRASH_GAME_CODE = 'lale-aviator';
export const CRASH_PATH = '/api/originals/crash';

/** The scheduled games' public socket, beside the odds one. */
export const ORIGINALS_HUB_PATH = '/hub/originals';
/** A connection may hold this many topics (a page shows one game; the lobby might show a few). */
export const ORIGINALS_HUB_MAX_TOPICS = 10;

const TOPIC = /^(?:crash|keno|bingo:[a-z0-9-]{1,20})$/;
/** The crash game's shared rounds (`crash`); later `keno` and a bingo room's `bingo:<room>`. */
export const OriginalsTopicSchema = z
  .string()
  .max(27)
  .regex(TOPIC, { message: 'A topic is crash, keno or bingo:<room>.' });
export type OriginalsTopic = z.infer<typeof OriginalsTopicSchema>;
export const CRASH_TOPIC: OriginalsTopic = 'crash';

const topics = z.array(OriginalsTopicSchema).min(1).max(ORIGINALS_HUB_MAX_TOPICS);

/** What the page sends on the socket. */
export const OriginalsClientFrameSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), topics }),
  z.object({ op: z.literal('unsubscribe'), topics }),
  z.object({ op: z.literal('ping') }),
]);
export type OriginalsClientFrame = z.infer<typeof OriginalsClientFrameSchema>;

// ── the round and its bets ─────────────────────────────────────────────────────────────────────────

/** betting: bets are taken until `bettingEndsAt`; flying: the multiplier grows; crashed; void (refunded). */
export const CrashPhaseSchema = z.enum(['betting', 'flying', 'crashed', 'void']);
export type CrashPhase = z.infer<typeof CrashPhaseSchema>;

const Hash = z.string().regex(/^[0-9a-f]{64}$/);
const Multiplier = z.number().int();
const EpochMs = z.number().int();

export const CrashRoundSchema = z.object({
  roundId: z.number().int(),
  phase: CrashPhaseSchema,
  /** k: the round plays the chain's h_k. */
  chainIndex: z.number().int(),
  /** h_0 of the round's chain. */
  commitment: Hash,
  bettingEndsAt: EpochMs,
  startedAt: EpochMs.nullable(),
  crashedAt: EpochMs.nullable(),
  /** Known once the round crashed or is void, with the hash it came from. */
  crashPoint: Multiplier.nullable(),
  hash: Hash.nullable(),
});
export type CrashRound = z.infer<typeof CrashRoundSchema>;

/**
 * open: in play; won: cashed out (by hand or at its target); lost: the round crashed first; refunded:
 * the round was void (a restart) or the bet could not be confirmed in time.
 */
export const CrashBetStatusSchema = z.enum(['open', 'won', 'lost', 'refunded']);

/** A bet as every player sees it. */
export const CrashPublicBetSchema = z.object({
  betId: z.string(),
  /** The player's name masked: 'ay***'. */
  player: z.string(),
  stake: MoneySchema,
  currency: z.string(),
  autoCashOut: Multiplier.nullable(),
  cashedOut: Multiplier.nullable(),
  win: MoneySchema.nullable(),
  status: CrashBetStatusSchema,
});
export type CrashPublicBet = z.infer<typeof CrashPublicBetSchema>;

/** The player's own bet: its panel (1 or 2) besides. */
export const CrashOwnBetSchema = CrashPublicBetSchema.omit({ player: true }).extend({
  roundId: z.number().int(),
  panel: z.number().int(),
});
export type CrashOwnBet = z.infer<typeof CrashOwnBetSchema>;

/** A finished round of the history strip. */
export const CrashHistoryItemSchema = z.object({
  roundId: z.number().int(),
  chainIndex: z.number().int(),
  commitment: Hash,
  crashPoint: Multiplier,
  hash: Hash,
  /** A void round's bets were refunded: its crash point was never flown. */
  void: z.boolean(),
});

export const CrashStateRequestSchema = z.object({ session: GameSessionTokenSchema });

export const CrashStateSchema = z.object({
  game: z.literal(CRASH_GAME_CODE),
  /** The server's clock (epoch ms) when it answered. */
  now: EpochMs,
  /** h_0 of the chain rounds are drawn from now. */
  commitment: Hash.nullable(),
  /** The round in play or about to start (null only before the first round). */
  round: CrashRoundSchema.nullable(),
  /** The last 20 finished rounds, newest first. */
  history: z.array(CrashHistoryItemSchema),
  /** The current round's bets (up to 200, the largest stakes first). */
  bets: z.array(CrashPublicBetSchema),
  /** The player's bets in the current round. */
  mine: z.array(CrashOwnBetSchema),
  balance: MoneySchema,
  currency: z.object({ code: z.string(), minorUnits: z.number().int() }),
  rules: z.object({
    stake: z.object({ min: MoneySchema, max: MoneySchema }),
    /** The operator's cap on one bet's pay (null: only the game's ×10,000). */
    maxWin: MoneySchema.nullable(),
    betsPerRound: z.number().int(),
    bettingWindowMs: z.number().int(),
    pauseAfterCrashMs: z.number().int(),
    /** The curve: multiplier = ⌊100 × e^(growthPerMs × t)⌋ / 100 (what `crash.multiplierAt` computes). */
    growthPerMs: z.number(),
    minCashOut: Multiplier,
    maxCashOut: Multiplier,
  }),
});
export type CrashState = z.infer<typeof CrashStateSchema>;
export const CrashStateResponseSchema = envelope(CrashStateSchema);

/** An auto cash-out target: ×1.01 … ×10,000 in hundredths (ten-thousandths, a multiple of 100). */
export const CrashTargetSchema = z
  .number()
  .int()
  .min(10_100)
  .max(100_000_000)
  .multipleOf(100, { message: 'A target moves in hundredths: ×1.01, ×1.02, …' });

export const CrashBetRequestSchema = z.object({
  session: GameSessionTokenSchema,
  stake: z.number().positive().max(100_000_000),
  autoCashOut: CrashTargetSchema.optional(),
});

export const CrashCashOutRequestSchema = z.object({
  session: GameSessionTokenSchema,
  betId: plainText().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'A bet id looks like 3f2b…-…',
  }),
});

export const CrashBetResultSchema = z.object({ bet: CrashOwnBetSchema, balance: MoneySchema });
export type CrashBetResult = z.infer<typeof CrashBetResultSchema>;
export const CrashBetResponseSchema = envelope(CrashBetResultSchema);

// ── the socket's crash frames (topic `crash`) ──────────────────────────────────────────────────────
// `at` (first, so a reader finds it in the frame's first bytes) is when the server sent the frame.

export const CrashFrameSchema = z.discriminatedUnion('type', [
  /** A round opened: bets are taken until `bettingEndsAt`. */
  z.object({
    at: z.number(),
    type: z.literal('crash.round'),
    roundId: z.number().int(),
    chainIndex: z.number().int(),
    commitment: Hash,
    bettingEndsAt: EpochMs,
  }),
  /** A bet was placed in the round. */
  z.object({
    at: z.number(),
    type: z.literal('crash.bet'),
    roundId: z.number().int(),
    bet: CrashPublicBetSchema,
  }),
  /** Take-off: the multiplier is `multiplierAt(serverNow − startedAt)` from now on. */
  z.object({
    at: z.number(),
    type: z.literal('crash.takeoff'),
    roundId: z.number().int(),
    startedAt: EpochMs,
  }),
  /** A bet cashed out (by hand, or its auto cash-out target was reached). */
  z.object({
    at: z.number(),
    type: z.literal('crash.cashout'),
    roundId: z.number().int(),
    betId: z.string(),
    player: z.string(),
    multiplier: Multiplier,
    win: MoneySchema,
    currency: z.string(),
    auto: z.boolean(),
  }),
  /** The round crashed at `crashPoint`; its hash is revealed. The next round opens at `nextRoundAt`. */
  z.object({
    at: z.number(),
    type: z.literal('crash.crashed'),
    roundId: z.number().int(),
    crashPoint: Multiplier,
    crashedAt: EpochMs,
    chainIndex: z.number().int(),
    hash: Hash,
    nextRoundAt: EpochMs,
  }),
  /** The round was interrupted (a server restart): every bet not cashed out is refunded. */
  z.object({
    at: z.number(),
    type: z.literal('crash.void'),
    roundId: z.number().int(),
    chainIndex: z.number().int(),
    hash: Hash,
  }),
]);
export type CrashFrame = z.infer<typeof CrashFrameSchema>;

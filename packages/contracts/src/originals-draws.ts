import { z } from 'zod';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { GameSessionTokenSchema } from './originals.ts';
import type { OriginalsTopic } from './originals-crash.ts';
import { idRule, plainText } from './rules.ts';

/*
 * Lale Keno and Lale Tombala, Lale Originals' scheduled draws (issue #14): the server draws on its own
 * clock for every player at once — keno 20 of 80 every minute (the TV-bets area), 90-ball bingo in rooms
 * that each start a game on their own schedule (the bingo area). One protocol serves both; `<game>` is
 * `keno` or `bingo` below. The page talks to the server two ways:
 *
 * 1. HTTP calls, authenticated by the launch's game session like the crash game's (the page runs in the
 *    play frame and never holds the site's token), answered in the usual envelope:
 *      POST DRAWS_PATH/keno/state   {session}                          → KenoState
 *      POST DRAWS_PATH/keno/buy     {session, picks, stake, drawId?}   → {tickets, balance}
 *      POST DRAWS_PATH/bingo/state  {session, room?}                   → BingoState
 *      POST DRAWS_PATH/bingo/buy    {session, room, cards, drawId?}    → {tickets, balance}
 *    A purchase is always for the draw on sale (`next`); with `drawId` it is refused unless that draw is
 *    still the one on sale (the player bought what the page showed). Refusals: 404 session closed; 400 a
 *    ticket off the rules (picks not 1–10 distinct numbers 1–80, a stake off the limits, cards not 1–6,
 *    an unknown room); 409 sales closed for that draw, the player's ticket limit for the draw reached,
 *    not enough balance, the bet refused by the wallet or a bonus's limit.
 *
 * 2. The public WebSocket at ORIGINALS_HUB_PATH (contracts/originals-crash.ts: same socket, same
 *    subscribe/ping/resync protocol) with the topics `keno` and `bingo:<room>`, each carrying the
 *    DrawFrame frames below. On `resync` or a reconnect the page asks `state` again.
 *
 * A draw's life. `selling` until `salesCloseAt` (SALES_CLOSE_BEFORE_MS before `startsAt`); then
 * `drawing`: ball i (1-based) comes out at `startsAt + i × ballIntervalMs`, the last one at
 * `finishesAt`; then `finished`: every ticket settled by the paytable, the draw's chain hash revealed.
 * `void`: the draw could not be completed (its hash did not check against its chain's commitment);
 * every ticket was refunded. The next draw goes on sale as soon as the previous one's sales close, so
 * there is always one on sale. A draw left unfinished by a server restart is finished by the server that
 * takes over: the balls were fixed when the draw opened and nobody acts during a draw, so its tickets
 * are settled exactly as if nothing had happened (a ticket whose stake the wallet never confirmed is
 * refunded). Every ticket is its own game-wallet round: one line of the player's game history.
 *
 * Time. Every time is server epoch ms. `state.now` is the server's clock when it answered: the page keeps
 * `offset = state.now − Date.now()` and reads the server's "now" as `Date.now() + offset`. A ball is
 * public only once its time has passed, so the page never knows a ball in advance: `state` lists exactly
 * the balls out by its `now` (never one more), and each next ball arrives as a `draw.ball` frame once
 * its time (`calledAt` = startsAt + call × ballIntervalMs) has passed on the server. From the clock the
 * page knows *when* the next ball is due (its countdowns, the draw's progress); *which* ball it is comes
 * from the frame — or, if the socket is down, from asking `state` again. The whole order, with the hash,
 * comes with `draw.finished`.
 *
 * Money. Amounts are decimals of the player's currency (MoneySchema); multipliers integers in
 * ten-thousandths (38400 = ×3.84). A win is stake × multiplier floored to the minor unit, capped at the
 * game's maximum (keno ×10,000, bingo ×10,600 a card) and the operator's maximum win.
 *
 * Provably fair. Each game (keno) or room (bingo) draws from its own hash chain (packages/originals
 * src/chain): `commitment` (h_0) is published before the chain's first draw; draw k plays h_k, revealed
 * when the draw finishes. Anyone checks that hashing h_k k times gives the commitment and that
 * `keno.roundKenoDraw(h_k)` (the 20 balls in order) or `bingo.roundBingoDraw(h_k)` (the first 60 of its
 * order are called) is the draw. A bingo purchase's cards are dealt from the player's own seed pair
 * (`bingo.dealCards(fairRng({serverSeed, clientSeed, nonce}), cards)`, the card at `position` of the
 * purchase), checkable once the player rotates the pair and its server seed is revealed.
 */

export const KENO_GAME_CODE = 'lale-keno';
export const BINGO_GAME_CODE = 'lale-tombala';
export const DRAWS_PATH = '/api/originals/draws';
export const KENO_PATH = `${DRAWS_PATH}/keno`;
export const BINGO_PATH = `${DRAWS_PATH}/bingo`;

export const DrawGameSchema = z.enum(['keno', 'bingo']);
export type DrawGame = z.infer<typeof DrawGameSchema>;

/** Keno's one topic; a bingo room's is `bingo:<room>`. */
export const KENO_TOPIC: OriginalsTopic = 'keno';
export const bingoTopic = (room: string): OriginalsTopic => `bingo:${room}`;

/** A bingo room's id ('lale-5'): lower-case letters, digits and dashes (its topic is `bingo:<room>`). */
export const BingoRoomIdSchema = plainText().regex(/^[a-z0-9-]{1,20}$/, {
  message: 'A room id is like lale-5.',
});

const Hash = z.string().regex(/^[0-9a-f]{64}$/);
const EpochMs = z.number().int();
const Multiplier = z.number().int();
const Ball = z.number().int();
const DrawId = idRule;

// ── draws ──────────────────────────────────────────────────────────────────────────────────────────

export const DrawPhaseSchema = z.enum(['selling', 'drawing', 'finished', 'void']);
export type DrawPhase = z.infer<typeof DrawPhaseSchema>;

export const DrawSchema = z.object({
  drawId: z.number().int(),
  game: DrawGameSchema,
  /** Keno: 'keno'; bingo: the room's id. */
  room: z.string(),
  phase: DrawPhaseSchema,
  /** k: the draw plays its chain's h_k. */
  chainIndex: z.number().int(),
  /** h_0 of the draw's chain. */
  commitment: Hash,
  salesCloseAt: EpochMs,
  startsAt: EpochMs,
  /** When the last ball comes out (startsAt + balls × ballIntervalMs). */
  finishesAt: EpochMs,
  /** The balls out by the server's `now`, in the order they came out (never a ball still to come). */
  balls: z.array(Ball),
  /** Revealed when the draw is finished or void. */
  hash: Hash.nullable(),
  /** Tickets (keno) or cards (bingo) that won something: known once the draw is finished. */
  winners: z.number().int().nullable(),
});
export type Draw = z.infer<typeof DrawSchema>;

/** A past draw of the history strip: every ball, its hash and how many tickets won. */
export const DrawHistoryItemSchema = z.object({
  drawId: z.number().int(),
  chainIndex: z.number().int(),
  commitment: Hash,
  hash: Hash,
  startsAt: EpochMs,
  balls: z.array(Ball),
  winners: z.number().int(),
  /** A void draw's tickets were refunded; its balls were never drawn (empty). */
  void: z.boolean(),
});
export type DrawHistoryItem = z.infer<typeof DrawHistoryItemSchema>;

/** open: waiting for its draw; won / lost: settled; refunded: the draw was void or the stake unconfirmed. */
export const DrawTicketStatusSchema = z.enum(['open', 'won', 'lost', 'refunded']);
export type DrawTicketStatus = z.infer<typeof DrawTicketStatusSchema>;

const ticketBase = {
  ticketId: z.string(),
  drawId: z.number().int(),
  stake: MoneySchema,
  status: DrawTicketStatusSchema,
  /** Known once settled (0 = lost). */
  multiplier: Multiplier.nullable(),
  win: MoneySchema.nullable(),
};

/** A keno ticket: its numbers, and once the draw finished its hits in the ticket's order. */
export const KenoTicketSchema = z.object({
  ...ticketBase,
  picks: z.array(Ball),
  hits: z.array(Ball).nullable(),
});
export type KenoTicket = z.infer<typeof KenoTicketSchema>;

/** A 90-ball card: 3 rows × 9 columns, a number or null (blank). */
export const BingoCardGridSchema = z.array(z.array(Ball.nullable()).length(9)).length(3);

export const BingoPatternSchema = z.enum(['oneLine', 'twoLines', 'fullHouse']);
export type BingoPattern = z.infer<typeof BingoPatternSchema>;

/** A bingo card: its numbers, how it was dealt and, once settled, when it completed each pattern. */
export const BingoTicketSchema = z.object({
  ...ticketBase,
  room: z.string(),
  card: BingoCardGridSchema,
  /** The seeds it was dealt with: the purchase's nonce of the player's pair, and its place in the purchase. */
  deal: z.object({
    serverSeedHash: Hash,
    clientSeed: z.string(),
    nonce: z.number().int(),
    position: z.number().int(),
  }),
  /** The call (1 … 60) at which each pattern was completed, null if not within the calls. */
  completedAt: z.record(BingoPatternSchema, z.number().int().nullable()).nullable(),
});
export type BingoTicket = z.infer<typeof BingoTicketSchema>;

const stateBase = {
  /** The server's clock (epoch ms) when it answered. */
  now: EpochMs,
  /** The draw in play (drawing) or the last one finished, while the next one sells (null at first). */
  current: DrawSchema.nullable(),
  /** The draw on sale (null only for a moment after a restart, before the scheduler opens one). */
  next: DrawSchema.nullable(),
  /** The last 20 finished draws, newest first. */
  history: z.array(DrawHistoryItemSchema),
  balance: MoneySchema,
  currency: z.object({ code: z.string(), minorUnits: z.number().int() }),
};

const timing = {
  salesCloseBeforeMs: z.number().int(),
  ballIntervalMs: z.number().int(),
  /** Time from one draw's start to the next's (keno), or between a room's games (bingo). */
  drawIntervalMs: z.number().int(),
};

export const KenoStateRequestSchema = z.object({ session: GameSessionTokenSchema });

export const KenoStateSchema = z.object({
  game: z.literal(KENO_GAME_CODE),
  ...stateBase,
  /** The player's tickets on `current` and `next`. */
  tickets: z.array(KenoTicketSchema),
  rules: z.object({
    stake: z.object({ min: MoneySchema, max: MoneySchema }),
    /** The operator's cap on one ticket's pay (null: only the game's ×10,000). */
    maxWin: MoneySchema.nullable(),
    numbers: z.number().int(),
    drawn: z.number().int(),
    picks: z.object({ min: z.number().int(), max: z.number().int() }),
    /** paytable[p][h]: the multiplier of a p-number ticket with h hits. */
    paytable: z.array(z.array(Multiplier)),
    ticketsPerDraw: z.number().int(),
    ...timing,
  }),
});
export type KenoState = z.infer<typeof KenoStateSchema>;
export const KenoStateResponseSchema = envelope(KenoStateSchema);

export const BingoRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  cardPrice: MoneySchema,
  /** The start of the room's game on sale (null before its scheduler opened one). */
  nextStartsAt: EpochMs.nullable(),
});
export type BingoRoom = z.infer<typeof BingoRoomSchema>;

export const BingoStateRequestSchema = z.object({
  session: GameSessionTokenSchema,
  /** The room to show (default: the first). */
  room: BingoRoomIdSchema.optional(),
});

export const BingoStateSchema = z.object({
  game: z.literal(BINGO_GAME_CODE),
  room: z.string(),
  rooms: z.array(BingoRoomSchema),
  ...stateBase,
  /** The player's cards on `current` and `next` of this room. */
  tickets: z.array(BingoTicketSchema),
  rules: z.object({
    maxWin: MoneySchema.nullable(),
    balls: z.number().int(),
    calls: z.number().int(),
    /** Per pattern, its brackets ascending: completed within `calls` balls pays `multiplier` × the card price. */
    prizes: z.record(
      BingoPatternSchema,
      z.array(z.object({ calls: z.number().int(), multiplier: Multiplier })),
    ),
    cardsPerPurchase: z.number().int(),
    cardsPerDraw: z.number().int(),
    ...timing,
  }),
});
export type BingoState = z.infer<typeof BingoStateSchema>;
export const BingoStateResponseSchema = envelope(BingoStateSchema);

/** Keno picks: 1–10 distinct numbers 1–80 (the page may send them in any order; they are kept as sent). */
export const KenoPicksSchema = z
  .array(z.number().int().min(1).max(80))
  .min(1)
  .max(10)
  .refine((picks) => new Set(picks).size === picks.length, { message: 'A number is picked once.' });

export const KenoBuyRequestSchema = z.object({
  session: GameSessionTokenSchema,
  picks: KenoPicksSchema,
  stake: z.number().positive().max(100_000_000),
  drawId: DrawId.optional(),
});

export const BingoBuyRequestSchema = z.object({
  session: GameSessionTokenSchema,
  room: BingoRoomIdSchema,
  cards: z.number().int().min(1).max(6),
  drawId: DrawId.optional(),
});

export const KenoBuyResultSchema = z.object({ tickets: z.array(KenoTicketSchema), balance: MoneySchema });
export type KenoBuyResult = z.infer<typeof KenoBuyResultSchema>;
export const KenoBuyResponseSchema = envelope(KenoBuyResultSchema);

export const BingoBuyResultSchema = z.object({ tickets: z.array(BingoTicketSchema), balance: MoneySchema });
export type BingoBuyResult = z.infer<typeof BingoBuyResultSchema>;
export const BingoBuyResponseSchema = envelope(BingoBuyResultSchema);

// ── the socket's draw frames (topics `keno`, `bingo:<room>`) ──────────────────────────────────────
// `at` (first) is when the server sent the frame; `game` and `room` say whose draw it is.

const frameBase = { at: z.number(), game: DrawGameSchema, room: z.string(), drawId: z.number().int() };

export const DrawFrameSchema = z.discriminatedUnion('type', [
  /** A draw went on sale. */
  z.object({
    ...frameBase,
    type: z.literal('draw.opened'),
    chainIndex: z.number().int(),
    commitment: Hash,
    salesCloseAt: EpochMs,
    startsAt: EpochMs,
    finishesAt: EpochMs,
  }),
  /** Sales closed: the draw starts at `startsAt` with `tickets` tickets (bingo: cards) in it. */
  z.object({
    ...frameBase,
    type: z.literal('draw.closed'),
    startsAt: EpochMs,
    tickets: z.number().int(),
  }),
  /** Ball number `call` (1-based) came out at `calledAt`. */
  z.object({
    ...frameBase,
    type: z.literal('draw.ball'),
    call: z.number().int(),
    ball: Ball,
    calledAt: EpochMs,
  }),
  /**
   * The last ball is out: every ticket is settled, the hash revealed, `winners` tickets won. Sent once
   * the tickets' money has moved, so a page that reads its state on it sees the wins in the balance.
   */
  z.object({
    ...frameBase,
    type: z.literal('draw.finished'),
    chainIndex: z.number().int(),
    hash: Hash,
    balls: z.array(Ball),
    winners: z.number().int(),
  }),
  /** The draw could not be completed: every ticket refunded. */
  z.object({
    ...frameBase,
    type: z.literal('draw.void'),
    chainIndex: z.number().int(),
    hash: Hash,
  }),
]);
export type DrawFrame = z.infer<typeof DrawFrameSchema>;

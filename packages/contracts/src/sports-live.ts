import { z } from 'zod';
import { SportsOutcomeSchema } from './sports.ts';

/*
 * Lale Sports' live odds (issue #13): a public WebSocket at ODDS_PATH, apart from the SignalR hub
 * (/hub/frnotify and its NotifyMessage stay as the spec says). Plain JSON text frames, one message each.
 *
 * The site subscribes to topics and receives deltas: an event's header (status, score, clock) and the
 * markets that changed, each market whole (its status and every outcome's odds), so a delta can be
 * applied on its own and twice without harm. Topics:
 *   live, live:<sportId>  events in play (of one sport): their main market only
 *   pre,  pre:<sportId>   events not started yet (of one sport): their main market only
 *   event:<eventId>       one event, every market
 */

/** The odds subscription's path, next to the hub's. */
export const ODDS_PATH = '/hub/odds';

/** A connection may hold this many topics: a lobby, an event page and a full slip (20) fit easily. */
export const ODDS_MAX_TOPICS = 40;
/** Both sides send something at least this often (a ping if nothing else went out). */
export const ODDS_KEEP_ALIVE_MS = 15_000;
/** A side that heard nothing for this long takes the connection as dead. */
export const ODDS_TIMEOUT_MS = 35_000;

/** The lobby's main market of each sport (football 1x2, basketball moneyline, tennis match winner). */
export const MAIN_MARKET_KEYS = ['1x2', 'moneyline', 'match_winner'] as const;

const TOPIC = /^(?:(?:live|pre)(?::[1-9]\d{0,5})?|event:[1-9]\d{0,9})$/;
export const OddsTopicSchema = z
  .string()
  .max(20)
  .regex(TOPIC, { message: 'A topic is live, pre, live:<sportId>, pre:<sportId> or event:<eventId>.' });
export type OddsTopic = z.infer<typeof OddsTopicSchema>;

/** The topic of a lobby list (live or pre-match, of a sport) and of one event. */
export const lobbyTopic = (live: boolean, sportId?: number): OddsTopic =>
  `${live ? 'live' : 'pre'}${sportId === undefined ? '' : `:${sportId}`}`;
export const eventTopic = (eventId: number): OddsTopic => `event:${eventId}`;

const topics = z.array(OddsTopicSchema).min(1).max(ODDS_MAX_TOPICS);

/** What the site sends: subscribe or unsubscribe topics, or a ping when it had nothing else to say. */
export const OddsClientFrameSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), topics }),
  z.object({ op: z.literal('unsubscribe'), topics }),
  z.object({ op: z.literal('ping') }),
]);
export type OddsClientFrame = z.infer<typeof OddsClientFrameSchema>;

/** A changed market, whole. `outcomes` absent: only its status changed (a bet stop), prices as they were. */
export const OddsMarketDeltaSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  specifiers: z.string(),
  /** 1 active, -1 suspended; 0 deactivated, -3 settled, -4 cancelled: no longer shown. */
  status: z.number().int(),
  outcomes: z.array(SportsOutcomeSchema).optional(),
});
export type OddsMarketDelta = z.infer<typeof OddsMarketDeltaSchema>;

export const OddsDeltaSchema = z.object({
  type: z.literal('delta'),
  /** When the server published it (epoch ms): what the benchmark measures delivery from. */
  at: z.number(),
  event: z.object({
    id: z.number().int(),
    sportId: z.number().int(),
    status: z.number().int(),
    homeScore: z.number().int().nullable(),
    awayScore: z.number().int().nullable(),
    matchTime: z.string().nullable(),
  }),
  markets: z.array(OddsMarketDeltaSchema),
});
export type OddsDelta = z.infer<typeof OddsDeltaSchema>;

/** What the server sends. */
export const OddsServerFrameSchema = z.discriminatedUnion('type', [
  OddsDeltaSchema,
  /** The topics this connection now holds (the answer to every subscribe and unsubscribe). */
  z.object({ type: z.literal('subscribed'), topics: z.array(z.string()) }),
  /** A frame was refused; nothing changed. */
  z.object({ type: z.literal('error'), message: z.string() }),
  /** Deltas were dropped because the connection fell behind: read the subscribed topics again. */
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('ping') }),
]);
export type OddsServerFrame = z.infer<typeof OddsServerFrameSchema>;

import { DEFAULT_MARGIN } from '@lale/sports-model';
import type { Clock } from '../../../platform/clock.ts';
import {
  canonicalSpecifiers,
  EventStatus,
  MarketStatus,
  Producer,
  type FeedMessageInput,
} from '../feed/messages.ts';
import { simulateMatch, type SimulatedMatch } from './matches.ts';
import { hashSeed, seededRandom } from './random.ts';
import { DAY_MS, SCHEDULE_DEFAULTS, scheduleDay, type ScheduleOptions } from './schedule.ts';

/*
 * The simulated odds feed (issue #13; DESIGN §10: the sportsbook's sandbox, the default in development
 * and demo, never with a real feed configured). It speaks the feed port's messages to `apply` (the feed
 * processor): fixtures for Süper Lig, Premier League, EuroLeague and ATP; pre-match odds from the pricing
 * model; matches played in accelerated time with live odds, bet stops at dangerous moments, and the
 * settlement of every market at the end.
 *
 * Every message is a function of the seed, the anchor and the tick's time: its id names its kind, event
 * and feed timestamp, so ticks replayed after a restart (same seed and anchor) are duplicates the
 * processor ignores, and a feed restarted later catches up (matches that ended meanwhile are settled).
 */

export type SimulatedFeedOptions = {
  /** Where messages go: the feed processor's `apply`. Awaited one at a time, in order. */
  apply: (message: FeedMessageInput) => Promise<unknown>;
  clock: Clock;
  /** Picks the fixtures and plays the matches (default 'lale'). */
  seed?: string | number;
  /** The schedule's start (ms): matches are live then (default: the clock's time at creation). */
  anchor?: number;
  /** Simulated seconds per real second (default 10: a football match in about 11 minutes). */
  acceleration?: number;
  /** The bookmaker's margin over fair odds (default 0.05: a market's implied probabilities sum to ~1.05). */
  margin?: number;
  /** Alive messages for both producers at most this often (default 10 s). */
  aliveEveryMs?: number;
  /** Pre-match odds are sent again this often, moving a little (default 5 min). */
  prematchEveryMs?: number;
  /** The size of the schedule (see ScheduleOptions). */
  schedule?: Partial<Pick<ScheduleOptions, 'liveNow' | 'soon' | 'soonEveryMs' | 'perDay' | 'days'>>;
};

/** One match as the feed plays it, in clock time. */
export type SimulatedFixture = {
  event: string;
  sport: 'football' | 'basketball' | 'tennis';
  home: string;
  away: string;
  publishAt: number;
  kickoff: number;
  /** The final whistle (ms). */
  endsAt: number;
  /** Clock spans [from, to) in which live betting is stopped. */
  stops: readonly { from: number; to: number }[];
};

type Progress = {
  published: boolean;
  lastPrematchSlot: number;
  started: boolean;
  stopsSent: Set<number>;
  ended: boolean;
};

const DEFAULTS = {
  seed: 'lale',
  acceleration: 10,
  margin: DEFAULT_MARGIN,
  aliveEveryMs: 10_000,
  prematchEveryMs: 5 * 60_000,
} as const;

export function createSimulatedFeed(options: SimulatedFeedOptions) {
  const { apply, clock } = options;
  const seed = options.seed ?? DEFAULTS.seed;
  const acceleration = options.acceleration ?? DEFAULTS.acceleration;
  const margin = options.margin ?? DEFAULTS.margin;
  const aliveEveryMs = options.aliveEveryMs ?? DEFAULTS.aliveEveryMs;
  const prematchEveryMs = options.prematchEveryMs ?? DEFAULTS.prematchEveryMs;
  if (!(acceleration > 0)) throw new RangeError(`acceleration must be > 0, got ${acceleration}`);
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`margin must be in [0, 1), got ${margin}`);
  if (!(aliveEveryMs > 0) || !(prematchEveryMs > 0))
    throw new RangeError('aliveEveryMs and prematchEveryMs must be > 0');
  const anchor = Math.floor(options.anchor ?? clock.now().getTime());
  const scheduleOptions: ScheduleOptions = {
    ...SCHEDULE_DEFAULTS,
    ...options.schedule,
    seed,
    anchor,
    acceleration,
  };
  const days = scheduleOptions.days ?? SCHEDULE_DEFAULTS.days;

  const matches: { match: SimulatedMatch; progress: Progress }[] = [];
  let scheduledDays = -1;
  let lastAliveSlot = -1;

  /** Clock time `seconds` of play after kick-off. */
  const realTime = (match: SimulatedMatch, seconds: number) =>
    match.fixture.kickoff + Math.ceil((seconds * 1000) / acceleration);

  /** Builds the schedule up to `days` after the day `now` falls in. */
  function extendSchedule(now: number): void {
    const lastDay = Math.max(0, Math.floor((now - anchor) / DAY_MS)) + days;
    while (scheduledDays < lastDay) {
      scheduledDays += 1;
      for (const fixture of scheduleDay(scheduleOptions, scheduledDays))
        matches.push({
          match: simulateMatch(fixture),
          progress: {
            published: false,
            lastPrematchSlot: -1,
            started: false,
            stopsSent: new Set(),
            ended: false,
          },
        });
    }
  }

  extendSchedule(anchor);

  function fixtureMessage(match: SimulatedMatch): FeedMessageInput {
    const { fixture } = match;
    const { sport, category, tournament } = fixture.competition;
    return {
      type: 'fixture_change',
      id: `sim:fixture:${fixture.event}`,
      producer: Producer.Prematch,
      timestamp: fixture.publishAt,
      event: fixture.event,
      change: 'new',
      startTime: fixture.kickoff,
      fixture: {
        sport: { id: sport.id, name: sport.name },
        category: { id: category.id, name: category.name },
        tournament: { id: tournament.id, name: tournament.name, isTop: tournament.isTop },
        home: match.home,
        away: match.away,
      },
    };
  }

  /** The messages one match owes at `now`, in the order they are sent. */
  function matchMessages(match: SimulatedMatch, progress: Progress, now: number): FeedMessageInput[] {
    const { fixture } = match;
    const event = fixture.event;
    const out: FeedMessageInput[] = [];
    if (now < fixture.publishAt) return out;
    if (!progress.published) {
      out.push(fixtureMessage(match));
      progress.published = true;
    }

    if (now < fixture.kickoff) {
      const slot = Math.max(fixture.publishAt, Math.floor(now / prematchEveryMs) * prematchEveryMs);
      if (slot !== progress.lastPrematchSlot) {
        progress.lastPrematchSlot = slot;
        out.push({
          type: 'odds_change',
          id: `sim:prematch:${event}:${slot}`,
          producer: Producer.Prematch,
          timestamp: slot,
          event,
          eventStatus: { status: EventStatus.NotStarted },
          markets: match.prematch(margin, seededRandom(hashSeed('drift', seed, event, slot))),
        });
      }
      return out;
    }

    const endsAt = realTime(match, match.duration);
    if (!progress.started) {
      progress.started = true;
      // Kick-off seen as it happened: the pre-match producer hands over to the live one. A match
      // already under way when it was published gets its live state from the tick below.
      if (fixture.kickoff > fixture.publishAt && now < endsAt) {
        const kickoff = match.live(0, margin);
        out.push(
          {
            type: 'odds_change',
            id: `sim:handover:${event}`,
            producer: Producer.Prematch,
            timestamp: fixture.kickoff,
            event,
            markets: kickoff.markets.map((m) => ({
              key: m.key,
              specifiers: m.specifiers,
              status: MarketStatus.HandedOver,
            })),
          },
          {
            type: 'odds_change',
            id: `sim:kickoff:${event}`,
            producer: Producer.Live,
            timestamp: fixture.kickoff,
            event,
            eventStatus: kickoff.status,
            markets: kickoff.markets,
          },
        );
      }
    }

    if (now >= endsAt) {
      if (!progress.ended) {
        progress.ended = true;
        const final = match.final();
        out.push(
          {
            type: 'odds_change',
            id: `sim:ended:${event}`,
            producer: Producer.Live,
            timestamp: endsAt,
            event,
            eventStatus: final.status,
            markets: final.settlement.map((m) => ({
              key: m.key,
              specifiers: m.specifiers,
              status: MarketStatus.Inactive,
            })),
          },
          {
            type: 'bet_settlement',
            id: `sim:settlement:${event}`,
            producer: Producer.Live,
            timestamp: endsAt,
            event,
            certainty: 2,
            markets: final.settlement,
          },
        );
      }
      return out;
    }

    const seconds = ((now - fixture.kickoff) * acceleration) / 1000;
    const stop = match.stops.find((s) => s.from <= seconds && seconds < s.to);
    if (stop && !progress.stopsSent.has(stop.from)) {
      progress.stopsSent.add(stop.from);
      const at = realTime(match, stop.from);
      out.push({
        type: 'bet_stop',
        id: `sim:bet_stop:${event}:${at}`,
        producer: Producer.Live,
        timestamp: at,
        event,
      });
    }
    const live = match.live(seconds, margin);
    out.push({
      type: 'odds_change',
      id: `sim:live:${event}:${now}`,
      producer: Producer.Live,
      timestamp: now,
      event,
      eventStatus: live.status,
      // Stopped markets stay shown but take no bets until the danger has passed.
      markets: stop
        ? live.markets.map((m) =>
            m.status === MarketStatus.Active ? { ...m, status: MarketStatus.Suspended } : m,
          )
        : live.markets,
    });
    return out;
  }

  function aliveMessages(slot: number): FeedMessageInput[] {
    return [Producer.Prematch, Producer.Live].map((producer) => ({
      type: 'alive',
      id: `sim:alive:${producer}:${slot}`,
      producer,
      timestamp: slot,
      subscribed: true,
    }));
  }

  /**
   * Sends what the feed owes at `now` (default: the clock); answers how many messages were sent. The app
   * ticks it from the loop of its lease (run.ts), every 2 s on the process holding it.
   */
  async function tick(now: number | Date = clock.now()): Promise<number> {
    const at = Math.floor(typeof now === 'number' ? now : now.getTime());
    extendSchedule(at);
    let sent = 0;
    const send = async (messages: FeedMessageInput[]) => {
      for (const message of messages) {
        await apply(message);
        sent += 1;
      }
    };
    const aliveSlot = Math.floor(at / aliveEveryMs) * aliveEveryMs;
    if (aliveSlot > lastAliveSlot) {
      await send(aliveMessages(aliveSlot));
      lastAliveSlot = aliveSlot;
    }
    for (const { match, progress } of matches) {
      if (progress.ended) continue;
      // Progress is noted as messages are built; on a failure it is put back, so the next tick resends.
      const before = { ...progress, stopsSent: new Set(progress.stopsSent) };
      try {
        await send(matchMessages(match, progress, at));
      } catch (error) {
        Object.assign(progress, before);
        throw error;
      }
    }
    return sent;
  }

  return {
    tick,

    /** The schedule as built so far, in clock time (for demos, diagnostics and tests). */
    fixtures(): SimulatedFixture[] {
      return matches.map(({ match }) => ({
        event: match.fixture.event,
        sport: match.fixture.competition.kind,
        home: match.home,
        away: match.away,
        publishAt: match.fixture.publishAt,
        kickoff: match.fixture.kickoff,
        endsAt: realTime(match, match.duration),
        stops: match.stops.map((s) => ({ from: realTime(match, s.from), to: realTime(match, s.to) })),
      }));
    },

    /**
     * What the sandbox already knows (development and demo only): the final score and winning outcomes
     * of every match under way at `now` or kicking off within `aheadMs`, as a recorded match script
     * would say. The dev script endpoint shows it, so a person or a journey can back a known winner.
     */
    script(now: number, aheadMs: number): SimulatedScriptEntry[] {
      // A feed read long after its anchor (on a process that does not play it) has built no days yet.
      extendSchedule(now + aheadMs);
      return matches
        .filter(
          ({ match }) => match.fixture.kickoff <= now + aheadMs && realTime(match, match.duration) >= now,
        )
        .map(({ match }) => {
          const final = match.final();
          return {
            event: match.fixture.event,
            home: match.home,
            away: match.away,
            kickoff: match.fixture.kickoff,
            endsAt: realTime(match, match.duration),
            homeScore: final.status.homeScore,
            awayScore: final.status.awayScore,
            winners: final.settlement.map((market) => ({
              key: market.key,
              specifiers: canonicalSpecifiers(market.specifiers),
              won: market.outcomes
                .filter((o) => o.result === 1 && o.voidFactor === undefined)
                .map((o) => o.id),
            })),
          };
        });
    },

    /** The schedule's anchor (ms): pass it back as `anchor` after a restart to resume the same matches. */
    anchor,
  };
}

export type SimulatedFeed = ReturnType<typeof createSimulatedFeed>;

/** One match of the sandbox's script: its final score and the winning outcomes of each market. */
export type SimulatedScriptEntry = {
  event: string;
  home: string;
  away: string;
  kickoff: number;
  endsAt: number;
  homeScore: number;
  awayScore: number;
  winners: { key: string; specifiers: string; won: string[] }[];
};

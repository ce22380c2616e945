import { hashSeed, seededRandom, type Random } from './random.ts';
import { EUROLEAGUE, ATP, PREMIER_LEAGUE, SUPER_LIG, type Competition, type SportKind } from './teams.ts';

/*
 * The simulated feed's fixture list: a pure function of a seed and an anchor time (the feed's "now"
 * when it was created). Day 0 has a few matches already under way at the anchor, more kicking off one
 * after another every few minutes, and the rest of the day's fixtures; each following day has its own
 * fixtures, published `days` ahead. The list is built day by day, so a long-running feed keeps having
 * matches; the same seed and anchor always give the same fixtures and event ids.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
/** Fixtures in one day, at most (event ids leave room for this many). */
const MAX_PER_DAY = 200;

/** Simulated seconds a match usually lasts, kick-off to final whistle, to place matches already live. */
export const TYPICAL_SECONDS: Record<SportKind, number> = {
  football: 107 * 60,
  basketball: 60 * 60,
  tennis: 95 * 60,
};

export type ScheduleOptions = {
  seed: string | number;
  /** The feed's start: matches are live at this time, the following ones count from it (ms). */
  anchor: number;
  /** Simulated seconds per real second. */
  acceleration: number;
  /** Matches under way at the anchor. */
  liveNow?: number;
  /** Matches kicking off one after another from the anchor on, `soonEveryMs` apart. */
  soon?: number;
  soonEveryMs?: number;
  /** Fixtures on each following day (and, half as many, later on day 0). */
  perDay?: number;
  /** Days of fixtures published ahead. */
  days?: number;
};

export const SCHEDULE_DEFAULTS = {
  liveNow: 4,
  soon: 12,
  soonEveryMs: 5 * MINUTE_MS,
  perDay: 24,
  days: 3,
} as const;

export type ScheduledFixture = {
  /** The feed's event id, 'sr:match:<n>'. */
  event: string;
  competition: Competition;
  /** Indexes into competition.sides. */
  home: number;
  away: number;
  /** Kick-off (ms). */
  kickoff: number;
  /** When the feed first announces the fixture (ms): the anchor, or `days` before its day. */
  publishAt: number;
  /** Seeds the match engine for this fixture. */
  matchSeed: number;
};

/** Deals sides of one competition without repeating a side until all have played. */
function dealer(random: Random) {
  const decks = new Map<Competition, number[]>();
  return (competition: Competition): [number, number] => {
    const deal = () => {
      let deck = decks.get(competition) ?? [];
      if (deck.length === 0) {
        deck = competition.sides.map((_, i) => i);
        for (let i = deck.length - 1; i > 0; i -= 1) {
          const j = random.int(0, i);
          [deck[i], deck[j]] = [deck[j]!, deck[i]!];
        }
        decks.set(competition, deck);
      }
      return deck.pop()!;
    };
    const home = deal();
    let away = deal();
    if (away === home) away = deal();
    return [home, away];
  };
}

/** Competitions in turn, so every sport is represented early: football twice as often. */
const ROTATION: readonly Competition[] = [
  SUPER_LIG,
  EUROLEAGUE,
  ATP,
  PREMIER_LEAGUE,
  SUPER_LIG,
  PREMIER_LEAGUE,
];

/** The fixtures of day `day` (0: the anchor's day), ordered by kick-off. */
export function scheduleDay(options: ScheduleOptions, day: number): ScheduledFixture[] {
  const settings = { ...SCHEDULE_DEFAULTS, ...options };
  const random = seededRandom(hashSeed('schedule', settings.seed, settings.anchor, day));
  const sides = dealer(random);
  const dayStart = settings.anchor + day * DAY_MS;
  const publishAt = Math.max(settings.anchor, dayStart - settings.days * DAY_MS);
  const slots: { kickoff: number; competition: Competition }[] = [];

  if (day === 0) {
    for (let i = 0; i < settings.liveNow; i += 1) {
      const competition = ROTATION[i % ROTATION.length]!;
      // Somewhere between a tenth and two thirds of the way through.
      const typicalMs = (TYPICAL_SECONDS[competition.kind] * 1000) / settings.acceleration;
      const progress = 0.1 + random.next() * 0.55;
      slots.push({ kickoff: Math.round(settings.anchor - progress * typicalMs), competition });
    }
    for (let i = 0; i < settings.soon; i += 1) {
      slots.push({
        kickoff: settings.anchor + (i + 1) * settings.soonEveryMs,
        competition: ROTATION[(i + 3) % ROTATION.length]!,
      });
    }
  }
  const later = day === 0 ? Math.floor(settings.perDay / 2) : settings.perDay;
  const from = day === 0 ? settings.anchor + (settings.soon + 1) * settings.soonEveryMs : dayStart;
  const until = dayStart + DAY_MS;
  for (let i = 0; i < later && from < until; i += 1) {
    const at = from + random.next() * (until - from);
    const kickoff = Math.min(until - 1, Math.ceil(at / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
    slots.push({ kickoff, competition: random.pick(ROTATION) });
  }
  if (slots.length > MAX_PER_DAY) throw new RangeError(`at most ${MAX_PER_DAY} fixtures a day`);

  const anchorMinute = Math.floor(settings.anchor / MINUTE_MS) % 1_000_000;
  return slots
    .map((slot, i) => {
      const [home, away] = sides(slot.competition);
      const event = `sr:match:${anchorMinute * 100_000 + day * MAX_PER_DAY + i}`;
      return {
        event,
        competition: slot.competition,
        home,
        away,
        kickoff: slot.kickoff,
        publishAt,
        matchSeed: hashSeed('match', settings.seed, event),
      };
    })
    .sort((a, b) => a.kickoff - b.kickoff || a.event.localeCompare(b.event));
}

/** Every fixture of days 0..lastDay. */
export function scheduleDays(options: ScheduleOptions, lastDay: number): ScheduledFixture[] {
  const fixtures: ScheduledFixture[] = [];
  for (let day = 0; day <= lastDay; day += 1) fixtures.push(...scheduleDay(options, day));
  return fixtures;
}

import {
  expectedGoals,
  projectBasketball,
  type BasketballOptions,
  type BasketballTeams,
  type FootballOptions,
  type FootballTeams,
  type TennisPlayer,
  type TennisPlayers,
} from '@lale/sports-model';
import type { Random } from './random.ts';

/*
 * The simulated feed's matches, played out in simulated time. Each engine is a pure state machine
 * stepped from kick-off to the final whistle with a seeded generator, so one seed always plays the
 * same match whatever the tick rate; the result is a script: the state at any simulated second and the
 * spans in which live betting stops (a dangerous attack, free throws, a break point).
 *
 * Times here are simulated seconds since kick-off; the simulator maps them to the clock.
 */

/** Simulated seconds [from, to) in which the live markets are stopped. */
export type Stop = { from: number; to: number };

export interface MatchScript<State> {
  /** Simulated seconds from kick-off to the final whistle. */
  readonly duration: number;
  readonly stops: readonly Stop[];
  /** The state `seconds` after kick-off (the final state from `duration` on). */
  stateAt(seconds: number): State;
}

/** A Poisson count (Knuth's method: fine for the small means of goals in a half). */
export function poissonDraw(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random.next();
  while (product > limit) {
    count += 1;
    product *= random.next();
  }
  return count;
}

/** Stops sorted, overlapping ones merged. */
function mergeStops(stops: Stop[]): Stop[] {
  const sorted = [...stops].filter((s) => s.to > s.from).sort((a, b) => a.from - b.from);
  const merged: Stop[] = [];
  for (const stop of sorted) {
    const last = merged.at(-1);
    if (last && stop.from <= last.to) last.to = Math.max(last.to, stop.to);
    else merged.push({ ...stop });
  }
  return merged;
}

/** The last snapshot at or before `seconds` (snapshots sorted by `at`, the first at 0). */
function snapshotAt<T extends { at: number }>(snapshots: readonly T[], seconds: number): T {
  let low = 0;
  let high = snapshots.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (snapshots[mid]!.at <= seconds) low = mid;
    else high = mid - 1;
  }
  return snapshots[low]!;
}

// ---------------------------------------------------------------------------------------------------
// Football: 2 × 45 minutes plus stoppage, 15 minutes' half time; goals are Poisson events.

export type FootballPhase = 'not_started' | '1st_half' | 'halftime' | '2nd_half' | 'ended';

export type FootballState = {
  phase: FootballPhase;
  /** The match clock in seconds: 45:00 at half time, past 45:00 / 90:00 in stoppage time. */
  clock: number;
  home: number;
  away: number;
  /** The half-time score, once the first half is over. */
  halfTime?: { home: number; away: number };
};

const HALF = 45 * 60;
const HALF_TIME_BREAK = 15 * 60;
/** Share of a match's goals scored in the first half (the pricing model uses the same). */
const FIRST_HALF_GOAL_SHARE = 0.45;
/** How often a goal is announced by a dangerous attack that stops betting. */
const STOP_BEFORE_GOAL = 0.75;
/** Dangerous attacks that come to nothing, per match. */
const FALSE_ALARMS_PER_MATCH = 5;

export function playFootball(
  teams: FootballTeams,
  random: Random,
  options: FootballOptions = {},
): MatchScript<FootballState> {
  const expected = expectedGoals(teams, options);
  const firstEnd = HALF + random.int(30, 240);
  const secondStart = firstEnd + HALF_TIME_BREAK;
  const duration = secondStart + HALF + random.int(90, 420);
  const halves = [
    { from: 0, to: firstEnd, share: FIRST_HALF_GOAL_SHARE },
    { from: secondStart, to: duration, share: 1 - FIRST_HALF_GOAL_SHARE },
  ];

  const goals: { at: number; side: 'home' | 'away' }[] = [];
  const stops: Stop[] = [];
  for (const half of halves) {
    const within = () => half.from + 1 + Math.floor(random.next() * (half.to - half.from - 2));
    for (const side of ['home', 'away'] as const) {
      const count = poissonDraw(random, expected[side] * half.share);
      for (let i = 0; i < count; i += 1) goals.push({ at: within(), side });
    }
    for (let i = poissonDraw(random, FALSE_ALARMS_PER_MATCH / 2); i > 0; i -= 1) {
      const at = within();
      stops.push({ from: at, to: Math.min(half.to, at + random.int(15, 40)) });
    }
  }
  goals.sort((a, b) => a.at - b.at);
  for (const goal of goals) {
    if (!random.chance(STOP_BEFORE_GOAL)) continue;
    const half = halves.find((h) => goal.at >= h.from && goal.at < h.to)!;
    stops.push({
      from: Math.max(half.from, goal.at - random.int(10, 40)),
      to: Math.min(half.to, goal.at + random.int(20, 45)),
    });
  }

  const scoreAt = (seconds: number) => {
    const scored = goals.filter((g) => g.at <= seconds);
    return {
      home: scored.filter((g) => g.side === 'home').length,
      away: scored.filter((g) => g.side === 'away').length,
    };
  };
  const halfTime = scoreAt(firstEnd - 1);

  return {
    duration,
    stops: mergeStops(stops),
    stateAt(seconds) {
      if (seconds < 0) return { phase: 'not_started', clock: 0, home: 0, away: 0 };
      const at = Math.min(seconds, duration);
      const score = scoreAt(at);
      if (at < firstEnd) return { phase: '1st_half', clock: Math.floor(at), ...score };
      if (at < secondStart) return { phase: 'halftime', clock: HALF, ...score, halfTime };
      const clock = Math.floor(HALF + Math.min(at, duration) - secondStart);
      return { phase: at < duration ? '2nd_half' : 'ended', clock, ...score, halfTime };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Basketball (EuroLeague): 4 × 10 minutes, 5-minute overtimes while tied; possessions alternate and a
// side that has just scored three times in a row plays with momentum until the other side answers.

export type BasketballPhase =
  | 'not_started'
  | '1st_quarter'
  | '2nd_quarter'
  | '3rd_quarter'
  | '4th_quarter'
  | 'overtime'
  | 'pause'
  | 'halftime'
  | 'ended';

export type BasketballState = {
  phase: BasketballPhase;
  /** Game clock played, seconds (40:00 at the end of regulation). */
  clock: number;
  /** Game seconds left in regulation, or in the overtime being played. */
  secondsLeft: number;
  home: number;
  away: number;
};

const QUARTER = 10 * 60;
const OVERTIME = 5 * 60;
const SHORT_BREAK = 2 * 60;
const HALF_TIME_BREAK_BASKETBALL = 15 * 60;
const QUARTERS = ['1st_quarter', '2nd_quarter', '3rd_quarter', '4th_quarter'] as const;
/** Possessions last 8–24 s of game clock: 16 s on average, about 75 for each side in 40 minutes. */
const POSSESSION = { min: 8, max: 24 } as const;
const POSSESSIONS_PER_SIDE = (4 * QUARTER) / (POSSESSION.min + POSSESSION.max);
const FREE_THROW_TRIP = 0.12;
const FREE_THROW = 0.76;
const FREE_THROW_SECONDS = 25;
/** A field-goal possession's shape before scaling: 2s and 3s made (the rest missed or turned over). */
const TWO_MADE = 0.34;
const THREE_MADE = 0.11;
const MOMENTUM = 1.1;

type BasketballSnapshot = BasketballState & { at: number; running: boolean };

export function playBasketball(
  teams: BasketballTeams,
  random: Random,
  options: BasketballOptions = {},
): MatchScript<BasketballState> {
  const projection = projectBasketball(teams, options);
  const expected = {
    home: (projection.total.mean + projection.margin.mean) / 2,
    away: (projection.total.mean - projection.margin.mean) / 2,
  };
  /** Scale of made shots so a side's points per possession match its expectation. */
  const shooting = (points: number) => {
    const perPossession = points / POSSESSIONS_PER_SIDE;
    const freeThrows = FREE_THROW_TRIP * 2 * FREE_THROW;
    return Math.max(
      0.2,
      (perPossession - freeThrows) / ((1 - FREE_THROW_TRIP) * (2 * TWO_MADE + 3 * THREE_MADE)),
    );
  };
  const scale = { home: shooting(expected.home), away: shooting(expected.away) };

  const snapshots: BasketballSnapshot[] = [];
  const stops: Stop[] = [];
  const score = { home: 0, away: 0 };
  let at = 0;
  let clock = 0;
  let streak = { side: 'home' as 'home' | 'away', count: 0 };
  let side: 'home' | 'away' = random.chance(0.5) ? 'home' : 'away';
  const snap = (phase: BasketballPhase, secondsLeft: number, running: boolean) =>
    snapshots.push({ at, phase, clock, secondsLeft, running, ...score });

  const playPeriod = (phase: BasketballPhase, length: number, regulationLeftAfter: number) => {
    let played = 0;
    const left = () => regulationLeftAfter + length - played;
    snap(phase, left(), true);
    while (played < length) {
      const seconds = Math.min(length - played, random.int(POSSESSION.min, POSSESSION.max));
      played += seconds;
      clock += seconds;
      at += seconds;
      const other = side === 'home' ? 'away' : 'home';
      const momentum = streak.count >= 3 ? (streak.side === side ? MOMENTUM : 1 / MOMENTUM) : 1;
      let points = 0;
      if (random.chance(FREE_THROW_TRIP)) {
        // Betting stops while the free throws are taken; the clock does not run.
        snap(phase, left(), false);
        stops.push({ from: at, to: at + FREE_THROW_SECONDS });
        at += FREE_THROW_SECONDS;
        points = (random.chance(FREE_THROW) ? 1 : 0) + (random.chance(FREE_THROW) ? 1 : 0);
      } else {
        const shot = random.next() / (scale[side] * momentum);
        points = shot < THREE_MADE ? 3 : shot < THREE_MADE + TWO_MADE ? 2 : 0;
      }
      if (points > 0) {
        score[side] += points;
        streak = streak.side === side ? { side, count: streak.count + 1 } : { side, count: 1 };
      }
      snap(phase, left(), true);
      side = other;
    }
  };
  const pause = (phase: BasketballPhase, seconds: number, secondsLeft: number) => {
    snap(phase, secondsLeft, false);
    at += seconds;
  };

  QUARTERS.forEach((quarter, index) => {
    if (index > 0)
      pause(
        index === 2 ? 'halftime' : 'pause',
        index === 2 ? HALF_TIME_BREAK_BASKETBALL : SHORT_BREAK,
        (4 - index) * QUARTER,
      );
    playPeriod(quarter, QUARTER, (3 - index) * QUARTER);
  });
  while (score.home === score.away) {
    pause('pause', SHORT_BREAK, OVERTIME);
    playPeriod('overtime', OVERTIME, 0);
  }
  const duration = at;
  snap('ended', 0, false);

  return {
    duration,
    stops: mergeStops(stops),
    stateAt(seconds) {
      if (seconds < 0) return { phase: 'not_started', clock: 0, secondsLeft: 4 * QUARTER, home: 0, away: 0 };
      const { at: from, running, ...state } = snapshotAt(snapshots, Math.min(seconds, duration));
      if (!running) return state;
      // Between snapshots the clock runs; the next snapshot is at most one possession away.
      const run = Math.floor(Math.min(seconds, duration) - from);
      return { ...state, clock: state.clock + run, secondsLeft: Math.max(0, state.secondsLeft - run) };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Tennis: best of three sets, a tiebreak at 6-6; every point goes to the server with that player's
// serve-point probability. Betting stops while a break point (or set / match point) is played.

export type TennisPhase = 'not_started' | '1st_set' | '2nd_set' | '3rd_set' | 'ended';

export type TennisState = {
  phase: TennisPhase;
  /** Simulated seconds since the first serve. */
  elapsed: number;
  sets: [number, number];
  games: [number, number];
  /** Points in the current game or tiebreak: 0, 1, 2, 3, 4… */
  points: [number, number];
  /** Who serves the next point. */
  server: TennisPlayer;
  /** Games of each finished set, in order. */
  setScores: [number, number][];
};

const SET_PHASES = ['1st_set', '2nd_set', '3rd_set'] as const;
const POINT_SECONDS = { min: 20, max: 50 } as const;
const CHANGEOVER = 90;
const BETWEEN_GAMES = 25;
const SET_BREAK = 120;
const STOP_AFTER_POINT = 5;

type TennisSnapshot = Omit<TennisState, 'elapsed'> & { at: number };

const otherPlayer = (player: TennisPlayer): TennisPlayer => (player === '1' ? '2' : '1');
const index = (player: TennisPlayer) => (player === '1' ? 0 : 1);

export function playTennis(players: TennisPlayers, random: Random): MatchScript<TennisState> {
  const serve = [players.player1.servePointWin, players.player2.servePointWin];
  const snapshots: TennisSnapshot[] = [];
  const stops: Stop[] = [];
  const sets: [number, number] = [0, 0];
  const setScores: [number, number][] = [];
  let games: [number, number] = [0, 0];
  let points: [number, number] = [0, 0];
  let gameServer: TennisPlayer = random.chance(0.5) ? '1' : '2';
  let at = 0;

  const won = (own: number, opponent: number, target: number) => own >= target && own - opponent >= 2;
  const phase = (): TennisPhase => SET_PHASES[Math.min(2, sets[0] + sets[1])]!;
  const tiebreak = () => games[0] === 6 && games[1] === 6;
  /** The server of the next point: in a tiebreak the opener serves once, then two each in turn. */
  const server = (): TennisPlayer => {
    if (!tiebreak()) return gameServer;
    return Math.floor((points[0] + points[1] + 1) / 2) % 2 === 0 ? gameServer : otherPlayer(gameServer);
  };
  const snap = () =>
    snapshots.push({
      at,
      phase: sets[0] === 2 || sets[1] === 2 ? 'ended' : phase(),
      sets: [...sets],
      games: [...games],
      points: [...points],
      server: server(),
      setScores: setScores.map((s): [number, number] => [...s]),
    });

  snap();
  while (sets[0] < 2 && sets[1] < 2) {
    const target = tiebreak() ? 7 : 4;
    const pointServer = server();
    const receiver = otherPlayer(pointServer);
    // A point that can end the game against the server (a break point) is a dangerous moment.
    const breakPoint =
      points[index(receiver)] + 1 >= target && points[index(receiver)] + 1 - points[index(pointServer)] >= 2;
    const pointSeconds = random.int(POINT_SECONDS.min, POINT_SECONDS.max);
    if (breakPoint) stops.push({ from: at, to: at + pointSeconds + STOP_AFTER_POINT });
    at += pointSeconds;
    const winner = random.chance(serve[index(pointServer)]!) ? pointServer : receiver;
    points[index(winner)] += 1;
    if (!won(points[index(winner)], points[index(otherPlayer(winner))], target)) {
      snap();
      continue;
    }
    // Game (or tiebreak) over.
    const wasTiebreak = tiebreak();
    games[index(winner)] += 1;
    points = [0, 0];
    gameServer = otherPlayer(gameServer);
    const setOver = wasTiebreak || won(games[index(winner)], games[index(otherPlayer(winner))], 6);
    if (setOver) {
      sets[index(winner)] += 1;
      setScores.push(games);
      games = [0, 0];
    }
    snap();
    at += setOver ? SET_BREAK : (games[0] + games[1]) % 2 === 1 ? CHANGEOVER : BETWEEN_GAMES;
  }
  // The match ended with the last point, not after the break that would have followed it.
  const last = snapshots.at(-1)!;
  const duration = last.at;

  return {
    duration,
    stops: mergeStops(stops),
    stateAt(seconds) {
      const { at: _at, ...state } = snapshotAt(snapshots, Math.max(0, Math.min(seconds, duration)));
      if (seconds < 0) return { ...state, phase: 'not_started', elapsed: 0 };
      return { ...state, elapsed: Math.floor(Math.min(seconds, duration)) };
    },
  };
}

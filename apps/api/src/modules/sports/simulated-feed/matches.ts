import {
  CORRECT_SCORE_MAX_GOALS,
  priceBasketball,
  priceFootball,
  priceTennis,
  projectBasketball,
  type BasketballTeams,
  type FootballTeams,
  type Market,
  type TennisPlayers,
} from '@lale/sports-model';
import { EventStatus, MarketStatus } from '../feed/messages.ts';
import {
  playBasketball,
  playFootball,
  playTennis,
  type BasketballState,
  type FootballState,
  type MatchScript,
  type Stop,
  type TennisState,
} from './match-engine.ts';
import { seededRandom, type Random } from './random.ts';
import type { ScheduledFixture } from './schedule.ts';
import { BASKETBALL_MODEL, FOOTBALL_MODEL } from './teams.ts';

/*
 * One simulated match as the feed reports it: its pre-match prices, its live state and prices at any
 * simulated second (from the pricing model's live states), and at the end the result of every market.
 */

type Specifiers = Record<string, string>;

/** The score and clock as the feed's odds_change carries them. */
export type MatchStatus = {
  status: number;
  homeScore: number;
  awayScore: number;
  matchTime?: string;
  period: string;
};

/** A market as odds_change carries it. */
export type FeedMarket = {
  key: string;
  specifiers: Specifiers;
  status: 1 | -1 | 0 | -2;
  outcomes: { id: string; odds?: number; active: boolean }[];
};

/** A market's result as bet_settlement carries it. */
export type SettledMarket = {
  key: string;
  specifiers: Specifiers;
  outcomes: { id: string; result: 0 | 1; voidFactor?: 1 }[];
};

export interface SimulatedMatch {
  readonly fixture: ScheduledFixture;
  readonly home: string;
  readonly away: string;
  /** Simulated seconds from kick-off to the final whistle. */
  readonly duration: number;
  /** Simulated seconds (since kick-off) in which live betting stops. */
  readonly stops: readonly Stop[];
  /** Pre-match prices; `drift` moves the strengths a little, as a market moves before kick-off. */
  prematch(margin: number, drift: Random): FeedMarket[];
  /** The state and live prices `seconds` after kick-off (markets no longer offered are deactivated). */
  live(seconds: number, margin: number): { status: MatchStatus; markets: FeedMarket[] };
  /** The final state and every market's result. */
  final(): { status: MatchStatus; settlement: SettledMarket[] };
}

/** 'mm:ss' from seconds. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** A model market as the feed sends it: not-offered outcomes inactive, a decided market deactivated. */
function toFeed(market: Market, status: 1 | -1): FeedMarket {
  const offered = market.outcomes.some((o) => o.odds !== null);
  return {
    key: market.key,
    specifiers: { ...market.specifiers },
    status: offered ? status : MarketStatus.Inactive,
    outcomes: market.outcomes.map((o) =>
      o.odds === null ? { id: o.id, active: false } : { id: o.id, odds: o.odds, active: true },
    ),
  };
}

function deactivated(key: string, specifiers: Specifiers = {}): FeedMarket {
  return { key, specifiers, status: MarketStatus.Inactive, outcomes: [] };
}

/** A market settled by the id of its winning outcome; `null` is a push (every stake refunded). */
function settled(market: Market, winner: string | null): SettledMarket {
  return {
    key: market.key,
    specifiers: { ...market.specifiers },
    outcomes: market.outcomes.map((o) =>
      winner === null
        ? { id: o.id, result: 0, voidFactor: 1 }
        : { id: o.id, result: o.id === winner ? 1 : 0 },
    ),
  };
}

/** Settles a market whose outcomes may overlap (double chance): each outcome by its own test. */
function settledEach(market: Market, won: (id: string) => boolean): SettledMarket {
  return {
    key: market.key,
    specifiers: { ...market.specifiers },
    outcomes: market.outcomes.map((o) => ({ id: o.id, result: won(o.id) ? 1 : 0 })),
  };
}

const threeWay = (home: number, away: number) => (home > away ? '1' : home === away ? 'X' : '2');
const overUnder = (value: number, line: number) => (value > line ? 'over' : value < line ? 'under' : null);
const line = (market: Market, name: string) => Number(market.specifiers?.[name]);

/** Drifts a strength by up to ±`spread` of itself. */
const nudge = (value: number, drift: Random, spread: number) => value * (1 + spread * (drift.next() * 2 - 1));

// ---------------------------------------------------------------------------------------------------

/** The total lines offered in football (the model prices more). */
export const FOOTBALL_TOTALS = ['1.5', '2.5', '3.5'];

function footballMatch(
  fixture: ScheduledFixture,
  teams: FootballTeams,
  names: [string, string],
): SimulatedMatch {
  const script: MatchScript<FootballState> = playFootball(
    teams,
    seededRandom(fixture.matchSeed),
    FOOTBALL_MODEL,
  );
  const offered = <M extends Market>(markets: M[]) =>
    markets.filter((m) => m.key !== 'total' || FOOTBALL_TOTALS.includes(m.specifiers?.total ?? ''));
  const status = (state: FootballState): MatchStatus => ({
    status: state.phase === 'ended' ? EventStatus.Ended : EventStatus.Live,
    homeScore: state.home,
    awayScore: state.away,
    matchTime: formatClock(state.clock),
    period: state.phase,
  });
  /** The model's minute: the first half's stoppage time counts as 45, the second's as 90. */
  const minute = (state: FootballState) =>
    state.phase === '1st_half' ? Math.min(45, state.clock / 60) : Math.min(90, state.clock / 60);

  return {
    fixture,
    home: names[0],
    away: names[1],
    duration: script.duration,
    stops: script.stops,
    prematch(margin, drift) {
      const moved: FootballTeams = {
        home: {
          attack: nudge(teams.home.attack, drift, 0.03),
          defence: nudge(teams.home.defence, drift, 0.03),
        },
        away: {
          attack: nudge(teams.away.attack, drift, 0.03),
          defence: nudge(teams.away.defence, drift, 0.03),
        },
      };
      return offered(priceFootball(moved, { ...FOOTBALL_MODEL, margin })).map((m) =>
        toFeed(m, MarketStatus.Active),
      );
    },
    live(seconds, margin) {
      const state = script.stateAt(seconds);
      const live = { homeGoals: state.home, awayGoals: state.away, minute: minute(state) };
      const markets = offered(priceFootball(teams, { ...FOOTBALL_MODEL, margin, live })).map((m) =>
        toFeed(m, MarketStatus.Active),
      );
      // Half-time 1X2 is priced only until the 45th minute; after that it waits for its result.
      if (!markets.some((m) => m.key === 'ht_1x2')) markets.push(deactivated('ht_1x2'));
      return { status: status(state), markets };
    },
    final() {
      const state = script.stateAt(script.duration);
      const { home, away } = state;
      const halfTime = state.halfTime ?? { home: 0, away: 0 };
      const result = threeWay(home, away);
      const settlement = offered(priceFootball(teams, FOOTBALL_MODEL)).map((market): SettledMarket => {
        switch (market.key) {
          case '1x2':
            return settled(market, result);
          case 'double_chance':
            return settledEach(market, (id) => id.includes(result));
          case 'total':
            return settled(market, overUnder(home + away, line(market, 'total')));
          case 'btts':
            return settled(market, home > 0 && away > 0 ? 'yes' : 'no');
          case 'handicap':
            return settled(market, threeWay(home + line(market, 'hcp'), away));
          case 'correct_score':
            return settled(
              market,
              home <= CORRECT_SCORE_MAX_GOALS && away <= CORRECT_SCORE_MAX_GOALS
                ? `${home}:${away}`
                : 'other',
            );
          case 'ht_1x2':
            return settled(market, threeWay(halfTime.home, halfTime.away));
        }
      });
      return { status: status(state), settlement };
    },
  };
}

// ---------------------------------------------------------------------------------------------------

/**
 * The model reads a 48-minute game, EuroLeague plays 40: the live clock is scaled so the share of the
 * game left is right.
 */
const BASKETBALL_CLOCK_SCALE = 48 / 40;

function basketballMatch(
  fixture: ScheduledFixture,
  teams: BasketballTeams,
  names: [string, string],
): SimulatedMatch {
  const script: MatchScript<BasketballState> = playBasketball(
    teams,
    seededRandom(fixture.matchSeed),
    BASKETBALL_MODEL,
  );
  // Lines are fixed before tip-off (the main line and one either side), so markets keep their identity.
  const projection = projectBasketball(teams, BASKETBALL_MODEL);
  const mainSpread = -(Math.floor(projection.margin.mean) + 0.5);
  const mainTotal = Math.floor(projection.total.mean) + 0.5;
  const lines = {
    ...BASKETBALL_MODEL,
    spreadLines: [mainSpread - 4, mainSpread, mainSpread + 4],
    totalLines: [mainTotal - 6, mainTotal, mainTotal + 6],
  };
  const status = (state: BasketballState): MatchStatus => ({
    status: state.phase === 'ended' ? EventStatus.Ended : EventStatus.Live,
    homeScore: state.home,
    awayScore: state.away,
    matchTime: formatClock(state.clock),
    period: state.phase,
  });

  return {
    fixture,
    home: names[0],
    away: names[1],
    duration: script.duration,
    stops: script.stops,
    prematch(margin, drift) {
      const moved: BasketballTeams = {
        home: { offence: nudge(teams.home.offence, drift, 0.015), defence: teams.home.defence },
        away: { offence: nudge(teams.away.offence, drift, 0.015), defence: teams.away.defence },
      };
      return priceBasketball(moved, { ...lines, margin }).map((m) => toFeed(m, MarketStatus.Active));
    },
    live(seconds, margin) {
      const state = script.stateAt(seconds);
      const live = {
        homePoints: state.home,
        awayPoints: state.away,
        secondsRemaining: state.secondsLeft * BASKETBALL_CLOCK_SCALE,
      };
      const markets = priceBasketball(teams, { ...lines, margin, live }).map((m) =>
        toFeed(m, MarketStatus.Active),
      );
      return { status: status(state), markets };
    },
    final() {
      const state = script.stateAt(script.duration);
      const margin = state.home - state.away;
      // Overtime counts: every market is settled on the final score.
      const settlement = priceBasketball(teams, lines).map((market): SettledMarket => {
        switch (market.key) {
          case 'moneyline':
            return settled(market, margin > 0 ? '1' : '2');
          case 'spread': {
            const covered = margin + line(market, 'hcp');
            return settled(market, covered > 0 ? '1' : covered < 0 ? '2' : null);
          }
          case 'total':
            return settled(market, overUnder(state.home + state.away, line(market, 'total')));
        }
      });
      return { status: status(state), settlement };
    },
  };
}

// ---------------------------------------------------------------------------------------------------

function tennisMatch(
  fixture: ScheduledFixture,
  players: TennisPlayers,
  names: [string, string],
): SimulatedMatch {
  const script: MatchScript<TennisState> = playTennis(players, seededRandom(fixture.matchSeed));
  const status = (state: TennisState): MatchStatus => ({
    status: state.phase === 'ended' ? EventStatus.Ended : EventStatus.Live,
    homeScore: state.sets[0],
    awayScore: state.sets[1],
    matchTime: formatClock(state.elapsed),
    period: state.phase,
  });
  const setWinner = (set: number) => ({ set: String(set) });

  return {
    fixture,
    home: names[0],
    away: names[1],
    duration: script.duration,
    stops: script.stops,
    prematch(margin, drift) {
      const moved: TennisPlayers = {
        player1: { servePointWin: Math.min(0.9, nudge(players.player1.servePointWin, drift, 0.008)) },
        player2: { servePointWin: Math.min(0.9, nudge(players.player2.servePointWin, drift, 0.008)) },
      };
      return priceTennis(moved, { margin }).map((m) => toFeed(m, MarketStatus.Active));
    },
    live(seconds, margin) {
      const state = script.stateAt(seconds);
      if (state.phase === 'ended') return { status: status(state), markets: [] };
      const live = { sets: state.sets, games: state.games, points: state.points, server: state.server };
      const markets = priceTennis(players, { margin, live }).map((m) => toFeed(m, MarketStatus.Active));
      // The winners of finished sets wait for their settlement.
      for (let set = 1; set <= state.setScores.length; set += 1)
        markets.push(deactivated('set_winner', setWinner(set)));
      return { status: status(state), markets };
    },
    final() {
      const state = script.stateAt(script.duration);
      const winner = state.sets[0] > state.sets[1] ? '1' : '2';
      const [matchWinner] = priceTennis(players);
      const settlement = [settled(matchWinner!, winner)];
      state.setScores.forEach(([games1, games2], i) => {
        const market: Market = {
          key: 'set_winner',
          specifiers: setWinner(i + 1),
          outcomes: [
            { id: '1', name: 'Player 1', odds: null },
            { id: '2', name: 'Player 2', odds: null },
          ],
        };
        settlement.push(settled(market, games1 > games2 ? '1' : '2'));
      });
      return { status: status(state), settlement };
    },
  };
}

// ---------------------------------------------------------------------------------------------------

/** The simulated match a scheduled fixture plays. */
export function simulateMatch(fixture: ScheduledFixture): SimulatedMatch {
  const competition = fixture.competition;
  switch (competition.kind) {
    case 'football': {
      const [home, away] = [competition.sides[fixture.home]!, competition.sides[fixture.away]!];
      return footballMatch(fixture, { home, away }, [home.name, away.name]);
    }
    case 'basketball': {
      const [home, away] = [competition.sides[fixture.home]!, competition.sides[fixture.away]!];
      return basketballMatch(fixture, { home, away }, [home.name, away.name]);
    }
    case 'tennis': {
      const [home, away] = [competition.sides[fixture.home]!, competition.sides[fixture.away]!];
      return tennisMatch(fixture, { player1: home, player2: away }, [home.name, away.name]);
    }
  }
}

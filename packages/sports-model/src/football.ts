import { poissonUpTo } from './distributions.ts';
import { DEFAULT_MARGIN } from './margin.ts';
import { formatLine, priceMarkets, type FairMarket, type FairOutcome, type Market } from './market.ts';

/**
 * Football: each side's goals are independent Poisson counts (the classic Maher model). Strengths are
 * multipliers around 1.0 against an average team: attack 1.2 scores 20% more, defence 1.25 concedes
 * 1/1.25 as many.
 */
export interface FootballTeamStrength {
  readonly attack: number;
  readonly defence: number;
}

export interface FootballTeams {
  readonly home: FootballTeamStrength;
  readonly away: FootballTeamStrength;
}

/** A match in play: the score so far and the minute (stoppage time counts as 90). */
export interface FootballLiveState {
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly minute: number;
}

export interface FootballOptions {
  readonly margin?: number;
  /** Multiplies the home side's expected goals and divides the away side's, so the total stays near average. */
  readonly homeAdvantage?: number;
  /** Goals per match (both sides) between two average teams. */
  readonly leagueAverageGoals?: number;
  readonly live?: FootballLiveState;
}

export type FootballMarketKey =
  '1x2' | 'double_chance' | 'total' | 'btts' | 'handicap' | 'correct_score' | 'ht_1x2';

export const FOOTBALL_DEFAULTS = { homeAdvantage: 1.1, leagueAverageGoals: 2.7 } as const;
export const FOOTBALL_TOTAL_LINES: readonly number[] = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];
/** European (3-way) handicaps, given for the home side. */
export const FOOTBALL_HANDICAPS: readonly number[] = [-1, 1];
/** Correct score lists every score up to this many goals a side; anything else is 'other'. */
export const CORRECT_SCORE_MAX_GOALS = 4;

const MATCH_MINUTES = 90;
const HALF_MINUTES = 45;
/** Fewer goals come before half time than after: about 45% of a match's goals are first-half goals. */
const FIRST_HALF_GOAL_SHARE = 0.45;
/**
 * Goals still to come per side are counted up to this, the last entry meaning "this many or more"; at
 * football scoring rates the chance of reaching it is around 1e-6 or less, so the cap changes no price.
 */
const MAX_REMAINING_GOALS = 10;

export interface ExpectedGoals {
  readonly home: number;
  readonly away: number;
}

export function expectedGoals(teams: FootballTeams, options: FootballOptions = {}): ExpectedGoals {
  const homeAdvantage = options.homeAdvantage ?? FOOTBALL_DEFAULTS.homeAdvantage;
  const leagueAverageGoals = options.leagueAverageGoals ?? FOOTBALL_DEFAULTS.leagueAverageGoals;
  for (const [label, value] of [
    ['home attack', teams.home.attack],
    ['home defence', teams.home.defence],
    ['away attack', teams.away.attack],
    ['away defence', teams.away.defence],
    ['home advantage', homeAdvantage],
    ['league average goals', leagueAverageGoals],
  ] as const) {
    if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`${label} must be > 0, got ${value}`);
  }
  const perSide = leagueAverageGoals / 2;
  return {
    home: (perSide * homeAdvantage * teams.home.attack) / teams.away.defence,
    away: ((perSide / homeAdvantage) * teams.away.attack) / teams.home.defence,
  };
}

/** The share of a match's expected goals still to come at `minute`, and of the first half's. */
function remainingGoalShares(minute: number): { match: number; firstHalf: number } {
  const secondHalfShare = 1 - FIRST_HALF_GOAL_SHARE;
  if (minute < HALF_MINUTES) {
    const firstHalf = (FIRST_HALF_GOAL_SHARE * (HALF_MINUTES - minute)) / HALF_MINUTES;
    return { match: firstHalf + secondHalfShare, firstHalf };
  }
  return { match: (secondHalfShare * (MATCH_MINUTES - minute)) / HALF_MINUTES, firstHalf: 0 };
}

/** One possible final score and its probability. */
interface ScoreCell {
  readonly home: number;
  readonly away: number;
  readonly probability: number;
}

/** The distribution of the score at the end of a period: the current score plus independent Poisson goals. */
function scoreDistribution(
  homeGoals: number,
  awayGoals: number,
  remaining: ExpectedGoals,
): readonly ScoreCell[] {
  const home = poissonUpTo(remaining.home, MAX_REMAINING_GOALS);
  const away = poissonUpTo(remaining.away, MAX_REMAINING_GOALS);
  const cells: ScoreCell[] = [];
  home.forEach((homeProbability, homeMore) => {
    away.forEach((awayProbability, awayMore) => {
      cells.push({
        home: homeGoals + homeMore,
        away: awayGoals + awayMore,
        probability: homeProbability * awayProbability,
      });
    });
  });
  return cells;
}

function probabilityThat(
  cells: readonly ScoreCell[],
  event: (home: number, away: number) => boolean,
): number {
  return cells.reduce((sum, cell) => (event(cell.home, cell.away) ? sum + cell.probability : sum), 0);
}

function outcome(id: string, name: string, probability: number): FairOutcome {
  // Sums of many cells can land a rounding error outside [0, 1]; a probability never should.
  return { id, name, probability: Math.min(1, Math.max(0, probability)) };
}

function threeWay(cells: readonly ScoreCell[], homeHandicap = 0): FairOutcome[] {
  return [
    outcome(
      '1',
      'Home',
      probabilityThat(cells, (h, a) => h + homeHandicap > a),
    ),
    outcome(
      'X',
      'Draw',
      probabilityThat(cells, (h, a) => h + homeHandicap === a),
    ),
    outcome(
      '2',
      'Away',
      probabilityThat(cells, (h, a) => h + homeHandicap < a),
    ),
  ];
}

function correctScore(cells: readonly ScoreCell[]): FairOutcome[] {
  const outcomes: FairOutcome[] = [];
  for (let home = 0; home <= CORRECT_SCORE_MAX_GOALS; home += 1) {
    for (let away = 0; away <= CORRECT_SCORE_MAX_GOALS; away += 1) {
      const id = `${home}:${away}`;
      outcomes.push(
        outcome(
          id,
          id,
          probabilityThat(cells, (h, a) => h === home && a === away),
        ),
      );
    }
  }
  const listed = (h: number, a: number) => h <= CORRECT_SCORE_MAX_GOALS && a <= CORRECT_SCORE_MAX_GOALS;
  outcomes.push(
    outcome(
      'other',
      'Any other score',
      probabilityThat(cells, (h, a) => !listed(h, a)),
    ),
  );
  return outcomes;
}

function checkLiveState(live: FootballLiveState): void {
  for (const [label, goals] of [
    ['home goals', live.homeGoals],
    ['away goals', live.awayGoals],
  ] as const) {
    if (!Number.isInteger(goals) || goals < 0) throw new RangeError(`${label} must be a whole number ≥ 0`);
  }
  if (!(live.minute >= 0)) throw new RangeError(`minute must be ≥ 0, got ${live.minute}`);
}

/**
 * Fair probabilities of every football market. Before kick-off (no `live`) and in play alike, each
 * market is about the final score (or the half-time score), so live prices are the current score plus
 * the goals expected in the time left. Markets already decided keep their place with one outcome
 * certain (see priceMarket); half-time 1X2 is left out from the 45th minute, when only the half-time
 * score (which the live state does not carry) could settle it.
 *
 * Double chance outcomes overlap (each is two 1X2 results), so that market's probabilities sum to 2.
 */
export function footballMarkets(
  teams: FootballTeams,
  options: FootballOptions = {},
): FairMarket<FootballMarketKey>[] {
  const expected = expectedGoals(teams, options);
  const live = options.live ?? { homeGoals: 0, awayGoals: 0, minute: 0 };
  checkLiveState(live);
  const minute = Math.min(live.minute, MATCH_MINUTES);
  const shares = remainingGoalShares(minute);
  const fullTime = scoreDistribution(live.homeGoals, live.awayGoals, {
    home: expected.home * shares.match,
    away: expected.away * shares.match,
  });

  const result = threeWay(fullTime);
  const [home, draw, away] = result.map((o) => o.probability) as [number, number, number];
  const markets: FairMarket<FootballMarketKey>[] = [
    { key: '1x2', outcomes: result },
    {
      key: 'double_chance',
      outcomes: [
        outcome('1X', 'Home or draw', home + draw),
        outcome('12', 'Home or away', home + away),
        outcome('X2', 'Draw or away', draw + away),
      ],
    },
  ];
  for (const line of FOOTBALL_TOTAL_LINES) {
    markets.push({
      key: 'total',
      specifiers: { total: formatLine(line) },
      outcomes: [
        outcome(
          'over',
          `Over ${line}`,
          probabilityThat(fullTime, (h, a) => h + a > line),
        ),
        outcome(
          'under',
          `Under ${line}`,
          probabilityThat(fullTime, (h, a) => h + a < line),
        ),
      ],
    });
  }
  markets.push({
    key: 'btts',
    outcomes: [
      outcome(
        'yes',
        'Yes',
        probabilityThat(fullTime, (h, a) => h > 0 && a > 0),
      ),
      outcome(
        'no',
        'No',
        probabilityThat(fullTime, (h, a) => h === 0 || a === 0),
      ),
    ],
  });
  for (const handicap of FOOTBALL_HANDICAPS) {
    const label = formatLine(handicap, true);
    markets.push({
      key: 'handicap',
      specifiers: { hcp: label },
      outcomes: threeWay(fullTime, handicap).map((o) => ({ ...o, name: `${o.name} (${label})` })),
    });
  }
  markets.push({ key: 'correct_score', outcomes: correctScore(fullTime) });
  if (minute < HALF_MINUTES) {
    const halfTime = scoreDistribution(live.homeGoals, live.awayGoals, {
      home: expected.home * shares.firstHalf,
      away: expected.away * shares.firstHalf,
    });
    markets.push({ key: 'ht_1x2', outcomes: threeWay(halfTime) });
  }
  return markets;
}

/** Football markets with the feed's margin applied: what the sportsbook offers. */
export function priceFootball(
  teams: FootballTeams,
  options: FootballOptions = {},
): Market<FootballMarketKey>[] {
  return priceMarkets(footballMarkets(teams, options), options.margin ?? DEFAULT_MARGIN);
}

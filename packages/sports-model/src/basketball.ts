import { normalCdf } from './distributions.ts';
import { DEFAULT_MARGIN } from './margin.ts';
import { formatLine, priceMarkets, type FairMarket, type FairOutcome, type Market } from './market.ts';

/**
 * Basketball: the final margin (home minus away) and the final total are each normal, treated as
 * independent since every market here depends on only one of them. Points are whole numbers, so a
 * probability of "more than x" reads the normal from the half-point above (continuity correction).
 */
export interface BasketballTeamRating {
  /** Points it scores per game against an average defence. */
  readonly offence: number;
  /** Points it concedes per game against an average offence. */
  readonly defence: number;
}

export interface BasketballTeams {
  readonly home: BasketballTeamRating;
  readonly away: BasketballTeamRating;
}

/** A game in play: the score and the game clock (48 minutes; overtime is not modelled). */
export interface BasketballLiveState {
  readonly homePoints: number;
  readonly awayPoints: number;
  readonly secondsRemaining: number;
}

export interface BasketballOptions {
  readonly margin?: number;
  /** Points the home side gains over a neutral court, split evenly between the two scores. */
  readonly homeAdvantage?: number;
  /** Points a side scores per game when two average teams meet. */
  readonly leagueAveragePoints?: number;
  /** Standard deviations of a whole game's margin and total around their expectations. */
  readonly marginSd?: number;
  readonly totalSd?: number;
  /** Home handicaps to price (e.g. -5.5); by default the half-point line nearest the expected margin. */
  readonly spreadLines?: readonly number[];
  /** Total points lines to price; by default the half-point line nearest the expected total. */
  readonly totalLines?: readonly number[];
  readonly live?: BasketballLiveState;
}

export type BasketballMarketKey = 'moneyline' | 'spread' | 'total';

export const BASKETBALL_DEFAULTS = {
  homeAdvantage: 2.5,
  leagueAveragePoints: 113,
  marginSd: 12,
  totalSd: 18,
} as const;

export const BASKETBALL_GAME_SECONDS = 48 * 60;

/** Mean and standard deviation of one final quantity. */
export interface NormalEstimate {
  readonly mean: number;
  readonly sd: number;
}

export interface BasketballProjection {
  readonly margin: NormalEstimate;
  readonly total: NormalEstimate;
}

function checkPositive(label: string, value: number): void {
  if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`${label} must be > 0, got ${value}`);
}

/**
 * Where the final margin and total are expected to land. In play, the points still to come scale with
 * the time left and their variance does too (points arrive roughly independently), so the standard
 * deviation shrinks with the square root of the time left and is zero at the buzzer.
 */
export function projectBasketball(
  teams: BasketballTeams,
  options: BasketballOptions = {},
): BasketballProjection {
  const homeAdvantage = options.homeAdvantage ?? BASKETBALL_DEFAULTS.homeAdvantage;
  const average = options.leagueAveragePoints ?? BASKETBALL_DEFAULTS.leagueAveragePoints;
  const marginSd = options.marginSd ?? BASKETBALL_DEFAULTS.marginSd;
  const totalSd = options.totalSd ?? BASKETBALL_DEFAULTS.totalSd;
  for (const [label, value] of [
    ['home offence', teams.home.offence],
    ['home defence', teams.home.defence],
    ['away offence', teams.away.offence],
    ['away defence', teams.away.defence],
    ['league average points', average],
    ['margin sd', marginSd],
    ['total sd', totalSd],
  ] as const) {
    checkPositive(label, value);
  }
  if (!Number.isFinite(homeAdvantage)) throw new RangeError('home advantage must be a finite number');

  const homePoints = teams.home.offence + teams.away.defence - average + homeAdvantage / 2;
  const awayPoints = teams.away.offence + teams.home.defence - average - homeAdvantage / 2;
  const live = options.live ?? { homePoints: 0, awayPoints: 0, secondsRemaining: BASKETBALL_GAME_SECONDS };
  for (const [label, points] of [
    ['home points', live.homePoints],
    ['away points', live.awayPoints],
  ] as const) {
    if (!Number.isInteger(points) || points < 0) throw new RangeError(`${label} must be a whole number ≥ 0`);
  }
  if (!(live.secondsRemaining >= 0)) throw new RangeError('seconds remaining must be ≥ 0');
  const left = Math.min(live.secondsRemaining, BASKETBALL_GAME_SECONDS) / BASKETBALL_GAME_SECONDS;
  return {
    margin: {
      mean: live.homePoints - live.awayPoints + (homePoints - awayPoints) * left,
      sd: marginSd * Math.sqrt(left),
    },
    total: {
      mean: live.homePoints + live.awayPoints + Math.max(0, homePoints + awayPoints) * left,
      sd: totalSd * Math.sqrt(left),
    },
  };
}

/** P(final value ≥ points) for a whole-number quantity. */
function atLeast(points: number, estimate: NormalEstimate): number {
  return 1 - normalCdf(points - 0.5, estimate.mean, estimate.sd);
}

/**
 * P(value > line) against P(value < line). On a whole-number line the stake is returned on a push, so
 * the two outcomes are priced on the condition that there is none.
 */
function overUnder(line: number, estimate: NormalEstimate): [number, number] {
  const above = atLeast(Math.floor(line) + 1, estimate);
  const below = 1 - atLeast(Math.ceil(line), estimate);
  const decisive = above + below;
  return decisive > 0 ? [above / decisive, 1 - above / decisive] : [0.5, 0.5];
}

/** The half-point line nearest a mean, so the default market is close to an even split. */
function nearestHalfPoint(value: number): number {
  return Math.floor(value) + 0.5;
}

function outcome(id: string, name: string, probability: number): FairOutcome {
  return { id, name, probability };
}

/**
 * Fair probabilities of the basketball markets. There is no draw: a tie after 48 minutes goes to
 * overtime, which the model calls even, so a tied final margin is split between the two sides.
 */
export function basketballMarkets(
  teams: BasketballTeams,
  options: BasketballOptions = {},
): FairMarket<BasketballMarketKey>[] {
  const { margin, total } = projectBasketball(teams, options);
  const tie = atLeast(0, margin) - atLeast(1, margin);
  const home = atLeast(1, margin) + tie / 2;
  const markets: FairMarket<BasketballMarketKey>[] = [
    { key: 'moneyline', outcomes: [outcome('1', 'Home', home), outcome('2', 'Away', 1 - home)] },
  ];
  const spreadLines = options.spreadLines ?? [-nearestHalfPoint(margin.mean)];
  for (const handicap of spreadLines) {
    // The home side covers handicap h when margin + h > 0, i.e. margin > −h.
    const [covers, fails] = overUnder(-handicap, margin);
    const label = formatLine(handicap, true);
    markets.push({
      key: 'spread',
      specifiers: { hcp: label },
      outcomes: [
        outcome('1', `Home (${label})`, covers),
        outcome('2', `Away (${formatLine(-handicap, true)})`, fails),
      ],
    });
  }
  const totalLines = options.totalLines ?? [nearestHalfPoint(total.mean)];
  for (const line of totalLines) {
    const [over, under] = overUnder(line, total);
    markets.push({
      key: 'total',
      specifiers: { total: formatLine(line) },
      outcomes: [outcome('over', `Over ${line}`, over), outcome('under', `Under ${line}`, under)],
    });
  }
  return markets;
}

/** Basketball markets with the feed's margin applied. */
export function priceBasketball(
  teams: BasketballTeams,
  options: BasketballOptions = {},
): Market<BasketballMarketKey>[] {
  return priceMarkets(basketballMarkets(teams, options), options.margin ?? DEFAULT_MARGIN);
}

import { DEFAULT_MARGIN } from './margin.ts';
import { priceMarkets, type FairMarket, type Market } from './market.ts';

/**
 * Tennis: every point is won by the server with that player's own fixed probability, independently of
 * the rest (the standard Markov-chain model). Games, tiebreaks, sets and the match are then walked
 * state by state, each state's answer remembered for the duration of one call.
 */
export type TennisPlayer = '1' | '2';

export interface TennisPlayerStrength {
  /** Probability of winning a point on one's own serve (tour average around 0.62–0.65). */
  readonly servePointWin: number;
}

export interface TennisPlayers {
  readonly player1: TennisPlayerStrength;
  readonly player2: TennisPlayerStrength;
}

/** A match in play; every pair is [player 1, player 2]. */
export interface TennisLiveState {
  readonly sets: readonly [number, number];
  /** Games in the current set. */
  readonly games: readonly [number, number];
  /** Points in the current game or tiebreak, counted 0, 1, 2, 3, 4… (not 15/30/40). */
  readonly points: readonly [number, number];
  /** Who serves the next point. */
  readonly server: TennisPlayer;
}

export interface TennisOptions {
  readonly margin?: number;
  /** Sets in the match; every set, the last included, has a tiebreak at 6-6. */
  readonly bestOf?: 3 | 5;
  readonly live?: TennisLiveState;
}

export type TennisMarketKey = 'match_winner' | 'set_winner';

const GAMES_FOR_SET = 6;
const POINTS_FOR_GAME = 4;
const POINTS_FOR_TIEBREAK = 7;

const other = (player: TennisPlayer): TennisPlayer => (player === '1' ? '2' : '1');

/** Game, tiebreak and set share one rule: first to `target`, by two clear. */
function isWon(own: number, opponent: number, target: number): boolean {
  return own >= target && own - opponent >= 2;
}

/**
 * P(the server wins the game) from serverPoints–receiverPoints. From deuce on, the server must win two
 * points in a row before losing two in a row: w² / (w² + (1 − w)²).
 */
export function gameWinProbability(serveWin: number, serverPoints = 0, receiverPoints = 0): number {
  if (isWon(serverPoints, receiverPoints, POINTS_FOR_GAME)) return 1;
  if (isWon(receiverPoints, serverPoints, POINTS_FOR_GAME)) return 0;
  if (serverPoints >= 3 && serverPoints === receiverPoints) {
    return (serveWin * serveWin) / (serveWin * serveWin + (1 - serveWin) * (1 - serveWin));
  }
  return (
    serveWin * gameWinProbability(serveWin, serverPoints + 1, receiverPoints) +
    (1 - serveWin) * gameWinProbability(serveWin, serverPoints, receiverPoints + 1)
  );
}

/** Who serves tiebreak point number `played` (0-based): the first server once, then two each in turn. */
function tiebreakServer(firstServer: TennisPlayer, played: number): TennisPlayer {
  return Math.floor((played + 1) / 2) % 2 === 0 ? firstServer : other(firstServer);
}

/**
 * The chains for one pair of players; what they remember lives only as long as the pricing call.
 *
 * Who serves first in a set never changes who wins it: points are independent, so it can be imagined
 * that all of the first twelve games (or tiebreak points) are played, and they hold six serves each
 * whatever the order, as every later pair holds one each. So a fresh set has one win probability; the
 * server only matters inside a set, once an odd number of games (or tiebreak points) has gone.
 */
function tennisChains(players: TennisPlayers) {
  const serve1 = players.player1.servePointWin;
  const serve2 = players.player2.servePointWin;
  /** P(player 1 wins the point) when `server` serves it. */
  const pointTo1 = (server: TennisPlayer) => (server === '1' ? serve1 : 1 - serve2);

  /** P(player 1 wins the game `server` is serving) from points1–points2. */
  const gameTo1 = (server: TennisPlayer, points1: number, points2: number) =>
    server === '1'
      ? gameWinProbability(serve1, points1, points2)
      : 1 - gameWinProbability(serve2, points2, points1);

  const tiebreakMemo = new Map<string, number>();
  /** P(player 1 wins the tiebreak) that `firstServer` opened, from points1–points2. */
  const tiebreakTo1 = (firstServer: TennisPlayer, points1: number, points2: number): number => {
    if (isWon(points1, points2, POINTS_FOR_TIEBREAK)) return 1;
    if (isWon(points2, points1, POINTS_FOR_TIEBREAK)) return 0;
    if (points1 >= POINTS_FOR_TIEBREAK - 1 && points1 === points2) {
      // From 6-6 (and every later tie) each pair of points has one serve each: win both to win.
      const both1 = pointTo1('1') * pointTo1('2');
      const both2 = (1 - pointTo1('1')) * (1 - pointTo1('2'));
      return both1 / (both1 + both2);
    }
    const key = `${firstServer}:${points1}:${points2}`;
    const known = tiebreakMemo.get(key);
    if (known !== undefined) return known;
    const point = pointTo1(tiebreakServer(firstServer, points1 + points2));
    const value =
      point * tiebreakTo1(firstServer, points1 + 1, points2) +
      (1 - point) * tiebreakTo1(firstServer, points1, points2 + 1);
    tiebreakMemo.set(key, value);
    return value;
  };

  const setMemo = new Map<string, number>();
  /** P(player 1 wins the set) from games1–games2, `server` about to serve a new game. */
  const setTo1 = (games1: number, games2: number, server: TennisPlayer): number => {
    if (isWon(games1, games2, GAMES_FOR_SET) || games1 > GAMES_FOR_SET) return 1;
    if (isWon(games2, games1, GAMES_FOR_SET) || games2 > GAMES_FOR_SET) return 0;
    if (games1 === GAMES_FOR_SET && games2 === GAMES_FOR_SET) return tiebreakTo1(server, 0, 0);
    const key = `${games1}:${games2}:${server}`;
    const known = setMemo.get(key);
    if (known !== undefined) return known;
    const value = afterGame(games1, games2, server, gameTo1(server, 0, 0));
    setMemo.set(key, value);
    return value;
  };

  /** P(player 1 wins the set) once the game `server` is serving at games1–games2 is decided. */
  const afterGame = (games1: number, games2: number, server: TennisPlayer, gameTo1: number): number =>
    gameTo1 * setTo1(games1 + 1, games2, other(server)) +
    (1 - gameTo1) * setTo1(games1, games2 + 1, other(server));

  /** P(player 1 wins the set in progress) from a point-level score. */
  const currentSetTo1 = (live: TennisLiveState): number => {
    const [games1, games2] = live.games;
    const [points1, points2] = live.points;
    if (games1 === GAMES_FOR_SET && games2 === GAMES_FOR_SET) {
      // Recover who opened the tiebreak from who serves now and how many points have gone.
      const opener = tiebreakServer('1', points1 + points2) === live.server ? '1' : '2';
      return tiebreakTo1(opener, points1, points2);
    }
    return afterGame(games1, games2, live.server, gameTo1(live.server, points1, points2));
  };

  /** P(player 1 wins a set not yet started); by the argument above, either may serve first. */
  const freshSetTo1 = setTo1(0, 0, '1');

  /** P(player 1 wins the match) from sets1–sets2 between sets. */
  const matchTo1 = (setsToWin: number, sets1: number, sets2: number): number => {
    if (sets1 >= setsToWin) return 1;
    if (sets2 >= setsToWin) return 0;
    return afterSet(setsToWin, sets1, sets2, freshSetTo1);
  };

  /** P(player 1 wins the match) once the set in progress at sets1–sets2 is decided. */
  const afterSet = (setsToWin: number, sets1: number, sets2: number, setTo1: number): number =>
    setTo1 * matchTo1(setsToWin, sets1 + 1, sets2) + (1 - setTo1) * matchTo1(setsToWin, sets1, sets2 + 1);

  return { setTo1, currentSetTo1, freshSetTo1, afterSet };
}

function checkPlayers(players: TennisPlayers): void {
  for (const [label, value] of [
    ['player 1 serve point win', players.player1.servePointWin],
    ['player 2 serve point win', players.player2.servePointWin],
  ] as const) {
    // At 0 or 1 a tiebreak between two unbreakable servers would never end.
    if (!(value > 0 && value < 1))
      throw new RangeError(`${label} must be strictly between 0 and 1, got ${value}`);
  }
}

function checkLiveState(live: TennisLiveState, setsToWin: number): void {
  const counts = [...live.sets, ...live.games, ...live.points];
  if (!counts.every((count) => Number.isInteger(count) && count >= 0)) {
    throw new RangeError('sets, games and points must be whole numbers ≥ 0');
  }
  const [sets1, sets2] = live.sets;
  const [games1, games2] = live.games;
  const [points1, points2] = live.points;
  if (sets1 >= setsToWin || sets2 >= setsToWin) throw new RangeError('the match is already over');
  if (
    games1 > GAMES_FOR_SET ||
    games2 > GAMES_FOR_SET ||
    isWon(games1, games2, GAMES_FOR_SET) ||
    isWon(games2, games1, GAMES_FOR_SET)
  ) {
    throw new RangeError(`${games1}-${games2} is not a set in progress`);
  }
  const target = games1 === GAMES_FOR_SET && games2 === GAMES_FOR_SET ? POINTS_FOR_TIEBREAK : POINTS_FOR_GAME;
  if (isWon(points1, points2, target) || isWon(points2, points1, target)) {
    throw new RangeError(`${points1}-${points2} is not a game in progress`);
  }
  if (live.server !== '1' && live.server !== '2') throw new RangeError(`server must be '1' or '2'`);
}

export interface TennisWinProbabilities {
  /** Player 1's chance of winning the match. */
  readonly match: number;
  /** Player 1's chance of winning the set in progress (the first set before the match). */
  readonly set: number;
  /** The number (1-based) of the set in progress. */
  readonly setNumber: number;
}

/** Player 1's chances from the live score, or before the match. */
export function tennisWinProbabilities(
  players: TennisPlayers,
  options: TennisOptions = {},
): TennisWinProbabilities {
  checkPlayers(players);
  const bestOf = options.bestOf ?? 3;
  if (bestOf !== 3 && bestOf !== 5) throw new RangeError(`best of must be 3 or 5, got ${String(bestOf)}`);
  const setsToWin = (bestOf + 1) / 2;
  const chains = tennisChains(players);
  const live = options.live;
  if (live === undefined) {
    const set = chains.freshSetTo1;
    return { match: chains.afterSet(setsToWin, 0, 0, set), set, setNumber: 1 };
  }
  checkLiveState(live, setsToWin);
  const set = chains.currentSetTo1(live);
  const [sets1, sets2] = live.sets;
  return { match: chains.afterSet(setsToWin, sets1, sets2, set), set, setNumber: sets1 + sets2 + 1 };
}

/** Fair probabilities of the match winner and the winner of the set in progress. */
export function tennisMarkets(
  players: TennisPlayers,
  options: TennisOptions = {},
): FairMarket<TennisMarketKey>[] {
  const chances = tennisWinProbabilities(players, options);
  const twoWay = (chance: number) => {
    // The chains mix many products; keep a rounding error from leaving [0, 1].
    const player1 = Math.min(1, Math.max(0, chance));
    return [
      { id: '1', name: 'Player 1', probability: player1 },
      { id: '2', name: 'Player 2', probability: 1 - player1 },
    ];
  };
  return [
    { key: 'match_winner', outcomes: twoWay(chances.match) },
    { key: 'set_winner', specifiers: { set: String(chances.setNumber) }, outcomes: twoWay(chances.set) },
  ];
}

/** Tennis markets with the feed's margin applied. */
export function priceTennis(players: TennisPlayers, options: TennisOptions = {}): Market<TennisMarketKey>[] {
  return priceMarkets(tennisMarkets(players, options), options.margin ?? DEFAULT_MARGIN);
}

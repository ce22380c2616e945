import { minorToDecimal } from '@lale/contracts';
import { refuse } from '../../../platform/domain-errors.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { SeedService } from '../fair/seeds.ts';
import { cappedWin, type AnyOriginalGame } from '../games/definition.ts';
import type { PairShown, RoundRow, RoundRunner, Session } from '../rounds/runner.ts';

/*
 * A game page's calls, whatever the game: what it needs to show (balance, stakes, the fairness pair, a
 * round still in play), a bet, a move and a cash-out. Every refusal is a domain outcome; every round's
 * money goes through the round runner (and so the game wallet).
 */

export type OperatorCaps = {
  /** The most one round may pay, in minor units (null: only the game's own maximum). */
  maxWinMinor: bigint | null;
  /** The largest stake, in minor units (null: the game's own). */
  maxStakeMinor: bigint | null;
};

export type RoundView = {
  roundId: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  stake: number;
  win: number;
  open: boolean;
  outcome: unknown;
  choices: unknown;
};

export function createPlayService({
  games,
  seeds,
  runner,
  money,
  registry,
  caps,
}: {
  games: GameWalletService;
  seeds: SeedService;
  runner: RoundRunner;
  money: MoneyService;
  registry: ReadonlyMap<string, AnyOriginalGame>;
  caps: OperatorCaps;
}) {
  async function decimals(currencyId: number) {
    return (await money.currency(currencyId)).minorUnits;
  }

  function stakeLimits(game: AnyOriginalGame) {
    const max =
      caps.maxStakeMinor !== null && caps.maxStakeMinor < game.stake.maxMinor
        ? caps.maxStakeMinor
        : game.stake.maxMinor;
    return {
      minMinor: game.stake.minMinor,
      maxMinor: max,
      levelsMinor: game.stake.levelsMinor?.filter((l) => l <= max),
    };
  }

  async function view(round: RoundRow, pair: PairShown, game: AnyOriginalGame) {
    const units = await decimals(round.currencyId);
    const open = round.status === 'open';
    return {
      roundId: round.id,
      nonce: round.nonce,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      stake: minorToDecimal(round.stakeMinor, units),
      win: minorToDecimal(round.winMinor, units),
      open,
      outcome: game.view(round.outcome, open),
      choices: round.choices,
    } satisfies RoundView;
  }

  async function balanceOf(session: Session, balances?: { cash: bigint; bonus: bigint }) {
    const { cash, bonus } = balances ?? (await games.balances(session.playerId, session.currencyId));
    return minorToDecimal(cash + bonus, await decimals(session.currencyId));
  }

  return {
    gameOf(code: string): AnyOriginalGame | undefined {
      return registry.get(code);
    },

    /** What the page shows on opening: the game's limits, the player's balance and pair, a round in play. */
    async state(session: Session, game: AnyOriginalGame) {
      const currency = await money.currency(session.currencyId);
      const pair = await seeds.active(session.playerId);
      const limits = stakeLimits(game);
      const open = game.steps ? await runner.openRound(session.playerId, game.code) : undefined;
      const openPair = open ? await seeds.pairShown(open.seedPairId) : pair;
      const toDecimal = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
      return {
        game: game.code,
        balance: await balanceOf(session),
        currency: { code: currency.code, minorUnits: currency.minorUnits },
        stake: {
          min: toDecimal(limits.minMinor),
          max: toDecimal(limits.maxMinor),
          levels: limits.levelsMinor?.map(toDecimal) ?? null,
        },
        maxWinStakes: game.maxWinStakes,
        maxWin: caps.maxWinMinor === null ? null : toDecimal(caps.maxWinMinor),
        fair: pair,
        round: open ? await view(open, openPair, game) : null,
      };
    },

    /** A bet: validated, drawn, paid (or left open for a stepped game's moves). */
    async play(session: Session, game: AnyOriginalGame, stakeMinor: bigint, choices: unknown) {
      const currency = await money.currency(session.currencyId);
      const limits = stakeLimits(game);
      if (game.stakeOf && game.stakeOf(choices) !== stakeMinor)
        throw refuse({ code: 'OriginalsStakeNotOffered' });
      // Levels are the stakes themselves unless the choices say what the stake is (bets, a bonus buy).
      if (!game.stakeOf && limits.levelsMinor && !limits.levelsMinor.includes(stakeMinor))
        throw refuse({ code: 'OriginalsStakeNotOffered' });
      if (stakeMinor < limits.minMinor || stakeMinor > limits.maxMinor)
        throw refuse({ code: 'OriginalsStakeOutOfRange', ...limits, currency });
      // A cheap early answer; the database's unique index is what holds it when plays race (runner.start).
      if (game.steps && (await runner.openRound(session.playerId, game.code)))
        throw refuse({ code: 'OriginalsRoundInPlay', game: game.catalogue.name });
      // A cheap early answer for the common refusal, so it does not use up a nonce (the wallet still decides).
      const { cash, bonus } = await games.balances(session.playerId, session.currencyId);
      if (cash + bonus < stakeMinor) throw refuse({ code: 'OriginalsInsufficientFunds' });
      let open = false;
      const started = await runner.start(session, game, stakeMinor, choices, (rng) => {
        const drawn = game.draw(rng, choices, stakeMinor);
        open = Boolean(game.steps && drawn.open);
        return { ...drawn, winMinor: cappedWin(drawn.winMinor, stakeMinor, game, caps.maxWinMinor) };
      });
      if (started.status === 'in_play')
        throw refuse({ code: 'OriginalsRoundInPlay', game: game.catalogue.name });
      if (started.status === 'insufficient_funds') throw refuse({ code: 'OriginalsInsufficientFunds' });
      if (started.status === 'bet_limit') throw refuse({ code: 'OriginalsBetLimit' });
      if (started.status === 'wager_refused') {
        const { reason } = started;
        const limit = await games.limitReach(reason, session.playerId, stakeMinor);
        throw refuse({ code: 'WagerRefused', reason, ...(limit ? { limit } : {}) });
      }
      if (started.status !== 'ok') throw refuse({ code: 'OriginalsBetRefused' });
      if (open)
        return {
          round: await view(started.round, started.pair, game),
          balance: await balanceOf(session, started.balances),
        };
      return finish(session, game, started.round, started.pair);
    },

    /** A stepped game's move on the player's open round. */
    async move(session: Session, game: AnyOriginalGame, roundId: string, move: unknown) {
      const steps = game.steps;
      if (!steps) throw refuse({ code: 'OriginalsMoveInvalid' });
      let invalid = false;
      let open = true;
      const round = await runner.update(roundId, session.playerId, (row) => {
        const next = steps.apply(row.outcome, move, row.stakeMinor);
        if (next === 'invalid') {
          invalid = true;
          return null;
        }
        open = next.open;
        return {
          outcome: next.outcome,
          winMinor: cappedWin(next.winMinor, row.stakeMinor, game, caps.maxWinMinor),
        };
      });
      if (invalid) throw refuse({ code: 'OriginalsMoveInvalid' });
      if (!round || round.gameCode !== game.code) throw refuse({ code: 'OriginalsRoundNotOpen' });
      const pair = await seeds.pairShown(round.seedPairId);
      if (open) return { round: await view(round, pair, game), balance: await balanceOf(session) };
      return finish(session, game, round, pair);
    },

    /** A stepped game's cash-out: the round's current pay, settled. */
    async cashOut(session: Session, game: AnyOriginalGame, roundId: string) {
      const steps = game.steps;
      if (!steps) throw refuse({ code: 'OriginalsMoveInvalid' });
      let invalid = false;
      const round = await runner.update(roundId, session.playerId, (row) => {
        const done = steps.cashOut(row.outcome, row.stakeMinor);
        if (done === 'invalid') {
          invalid = true;
          return null;
        }
        return {
          outcome: done.outcome,
          winMinor: cappedWin(done.winMinor, row.stakeMinor, game, caps.maxWinMinor),
        };
      });
      if (invalid) throw refuse({ code: 'OriginalsMoveInvalid' });
      if (!round || round.gameCode !== game.code) throw refuse({ code: 'OriginalsRoundNotOpen' });
      return finish(session, game, round, await seeds.pairShown(round.seedPairId));
    },
  };

  /** Pays a round that is over and answers it as the page shows it. */
  async function finish(session: Session, game: AnyOriginalGame, round: RoundRow, pair: PairShown) {
    const settled = await runner.settle(round);
    if (settled.status !== 'ok') throw refuse({ code: 'OriginalsBetRefused' });
    return {
      round: await view({ ...round, status: 'settled' }, pair, game),
      balance: await balanceOf(session, settled.balances),
    };
  }
}

export type PlayService = ReturnType<typeof createPlayService>;

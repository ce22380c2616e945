import { randomUUID } from 'node:crypto';
import {
  CRASH_GAME_CODE,
  CRASH_TOPIC,
  minorToDecimal,
  type CrashBetResult,
  type CrashState,
} from '@lale/contracts';
import { crash } from '@lale/originals';
import type { Database } from '../../../db/connection.ts';
import type { DbExecutor } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import { refuse } from '../../../platform/domain-errors.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { OperatorCaps } from '../play/service.ts';
import type { Session } from '../rounds/runner.ts';
import type { ChainStore } from '../scheduled/chain-store.ts';
import type { OriginalsLive } from '../scheduled/live.ts';
import type { CrashMoney } from './money.ts';
import { crashRepo, type CrashBetRow } from './repo.ts';
import type { CrashRounds } from './rounds.ts';
import { CRASH_GAME_KEY, crashStakeLimits, wonAt } from './rules.ts';
import { frames, maskName, ownBetView, publicBetView, roundView } from './views.ts';

/*
 * What a player does in the crash game, on whichever process the page's call lands: read the state,
 * bet, cash out. A bet is written first (pending, in the round's betting window, at most two per player
 * and round — the unique panel index makes that race-free), then its stake is taken by the game wallet,
 * then it is open. A cash-out is decided on the server's clock: the multiplier at `now − started_at`,
 * allowed while it is at least ×1.01 and before the round's crash time (known from its crash point, so
 * the check does not wait for the leader to notice the crash), with the bet row locked so a cash-out and
 * the crash's settlement cannot both decide it.
 */

const HISTORY = 20;
const PUBLIC_BETS = 200;

export type CrashBets = ReturnType<typeof createCrashBets>;

export function createCrashBets({
  db,
  clock,
  games,
  money,
  wallet,
  rounds,
  chains,
  live,
  caps,
  hasLiveScheduler,
}: {
  db: Database;
  clock: Clock;
  games: GameWalletService;
  money: MoneyService;
  wallet: CrashMoney;
  rounds: CrashRounds;
  chains: ChainStore;
  live: OriginalsLive;
  caps: OperatorCaps;
  /** Whether some process holds the game's lease at `now` (read in the cash-out's transaction). */
  hasLiveScheduler: (tx: DbExecutor, now: Date) => Promise<boolean>;
}) {
  async function balanceOf(session: Session): Promise<number> {
    const { cash, bonus } = await games.balances(session.playerId, session.currencyId);
    return money.toDecimal(cash + bonus, session.currencyId);
  }

  async function answer(session: Session, bet: CrashBetRow): Promise<CrashBetResult> {
    return { bet: ownBetView(bet, await money.currency(bet.currencyId)), balance: await balanceOf(session) };
  }

  async function shownName(playerId: number): Promise<string> {
    return maskName((await crashRepo.username(db, playerId)) ?? '');
  }

  return {
    async state(session: Session): Promise<CrashState> {
      const currency = await money.currency(session.currencyId);
      const toDecimal = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
      const round = await crashRepo.latestRound(db);
      const history = await crashRepo.history(db, HISTORY);
      const bets = round ? await crashRepo.publicBets(db, round.id, PUBLIC_BETS) : [];
      const mine = round ? await crashRepo.playerBets(db, round.id, session.playerId) : [];
      const limits = crashStakeLimits(caps);
      const currencyOf = (id: number) => money.currency(id);
      return {
        game: CRASH_GAME_CODE,
        now: clock.now().getTime(),
        commitment: round?.commitment ?? (await chains.commitment(db, CRASH_GAME_KEY)) ?? null,
        round: round ? roundView(round) : null,
        history: history.map((past) => ({
          roundId: past.id,
          chainIndex: past.chainIndex,
          commitment: past.commitment,
          crashPoint: past.crashPoint,
          hash: past.hash,
          void: past.phase === 'void',
        })),
        bets: await Promise.all(
          bets.map(async (bet) => publicBetView(bet, await currencyOf(bet.currencyId))),
        ),
        mine: await Promise.all(mine.map(async (bet) => ownBetView(bet, await currencyOf(bet.currencyId)))),
        balance: await balanceOf(session),
        currency: { code: currency.code, minorUnits: currency.minorUnits },
        rules: {
          stake: { min: toDecimal(limits.minMinor), max: toDecimal(limits.maxMinor) },
          maxWin: caps.maxWinMinor === null ? null : toDecimal(caps.maxWinMinor),
          betsPerRound: crash.MAX_BETS_PER_ROUND,
          bettingWindowMs: crash.BETTING_WINDOW_MS,
          pauseAfterCrashMs: crash.PAUSE_AFTER_CRASH_MS,
          growthPerMs: crash.GROWTH_PER_MS,
          minCashOut: crash.MIN_CASHOUT_MULTIPLIER,
          maxCashOut: crash.MAX_CASHOUT_MULTIPLIER,
        },
      };
    },

    /** A bet in the round taking bets; `autoCashOut` (ten-thousandths) already checked by the contract. */
    async bet(session: Session, stakeMinor: bigint, autoCashOut: number | null): Promise<CrashBetResult> {
      const limits = crashStakeLimits(caps);
      if (stakeMinor < limits.minMinor || stakeMinor > limits.maxMinor)
        throw refuse({
          code: 'OriginalsStakeOutOfRange',
          ...limits,
          currency: await money.currency(session.currencyId),
        });
      if (autoCashOut !== null && !crash.isCashoutTarget(autoCashOut))
        throw refuse({ code: 'OriginalsMoveInvalid' });
      const playerShown = await shownName(session.playerId);
      const written = await db.transaction(async (tx) => {
        const now = clock.now();
        const round = await crashRepo.bettingRoundForShare(tx);
        if (!round || now >= round.bettingEndsAt) return 'closed' as const;
        const bet = await crashRepo.insertBet(
          tx,
          {
            id: randomUUID(),
            roundId: round.id,
            playerId: session.playerId,
            playerShown,
            gameId: session.gameId,
            currencyId: session.currencyId,
            stakeMinor,
            autoCashOut,
            status: 'pending',
            createdAt: now,
          },
          crash.MAX_BETS_PER_ROUND,
        );
        return bet ?? ('full' as const);
      });
      if (written === 'closed') throw refuse({ code: 'OriginalsRoundNotOpen' });
      if (written === 'full')
        throw refuse({ code: 'OriginalsBetsPerRound', limit: crash.MAX_BETS_PER_ROUND });

      const taken = await wallet.takeStake(written, session.id);
      if (taken.status !== 'ok') {
        // Nothing was taken: the bet never existed (its panel is free again).
        await crashRepo.deletePendingBet(db, written.id);
        if (taken.status === 'insufficient_funds') throw refuse({ code: 'OriginalsInsufficientFunds' });
        if (taken.status === 'bet_limit') throw refuse({ code: 'OriginalsBetLimit' });
        if (taken.status === 'refused') throw refuse({ code: 'WagerRefused', reason: taken.reason });
        throw refuse({ code: 'OriginalsBetRefused' });
      }
      const open = await crashRepo.moveBet(db, written.id, ['pending'], { status: 'open' });
      // The round took off and was settled before the stake arrived: the settlement refunds it.
      if (!open) throw refuse({ code: 'OriginalsRoundNotOpen' });
      live.publish(
        CRASH_TOPIC,
        frames.bet(clock.now().getTime(), open, await money.currency(open.currencyId)),
      );
      return answer(session, open);
    },

    /** Cashes the player's bet out now; a bet already cashed out answers as it is (idempotent). */
    async cashOut(session: Session, betId: string): Promise<CrashBetResult> {
      const decided = await db.transaction(async (tx) => {
        const bet = await crashRepo.lockBet(tx, betId);
        if (!bet || bet.playerId !== session.playerId) return 'unknown' as const;
        if (bet.status === 'won') return { bet, fresh: false, auto: false };
        if (bet.status !== 'open') return 'over' as const;
        const round = await crashRepo.roundById(tx, bet.roundId);
        const now = clock.now();
        if (!round || round.phase === 'crashed' || round.phase === 'void') return 'over' as const;
        if (round.phase !== 'flying' || !round.startedAt) return 'early' as const;
        // No live scheduler: the round will be void (crash/rounds.ts `recover`), so nobody cashes out of it.
        if (!(await hasLiveScheduler(tx, now))) return 'over' as const;
        const elapsed = now.getTime() - round.startedAt.getTime();
        const reached = crash.cashoutMultiplierAt(elapsed, round.crashPoint);
        if (reached === 0) return elapsed >= crash.crashTimeMs(round.crashPoint) ? 'over' : 'early';
        // Its auto cash-out was reached first: it pays exactly the target, as if the leader had been quicker.
        const auto = bet.autoCashOut !== null && bet.autoCashOut <= reached;
        const won = await crashRepo.moveBet(tx, bet.id, ['open'], {
          ...wonAt(bet, auto ? bet.autoCashOut! : reached, caps, now),
        });
        return { bet: won!, fresh: true, auto };
      });
      if (decided === 'unknown') throw refuse({ code: 'OriginalsRoundNotFound' });
      if (decided === 'over') throw refuse({ code: 'OriginalsRoundNotOpen' });
      if (decided === 'early') throw refuse({ code: 'OriginalsCashoutEarly' });
      if (decided.fresh) await rounds.paid(decided.bet, decided.auto);
      else if (!decided.bet.paidAt) await wallet.settle(decided.bet);
      return answer(session, decided.bet);
    },
  };
}

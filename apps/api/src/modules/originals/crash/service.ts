import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { OperatorCaps } from '../play/service.ts';
import { createChainStore } from '../scheduled/chain-store.ts';
import { createLeader, type LeaseChangeListener } from '../scheduled/leader.ts';
import type { OriginalsLive } from '../scheduled/live.ts';
import { createScheduler } from '../scheduled/scheduler.ts';
import { createCrashBets } from './bets.ts';
import { createCrashMoney } from './money.ts';
import { createCrashRounds } from './rounds.ts';
import { CRASH_GAME_KEY } from './rules.ts';

/* The crash game put together: its scheduler (run where the lease is held) and the players' calls. */

export type CrashGame = ReturnType<typeof createCrashGame>;

export function createCrashGame({
  db,
  clock,
  games,
  money,
  providerId,
  caps,
  live,
  log,
  chainLength,
  onLeaseChange,
}: {
  db: Database;
  clock: Clock;
  games: GameWalletService;
  money: MoneyService;
  /** The Lale Originals provider row of the game wallet. */
  providerId: () => Promise<number>;
  caps: OperatorCaps;
  live: OriginalsLive;
  log: FastifyBaseLogger;
  chainLength?: number;
  onLeaseChange?: LeaseChangeListener;
}) {
  const leader = createLeader({ db, clock, game: CRASH_GAME_KEY, onLeaseChange });
  const chains = createChainStore({ clock, length: chainLength });
  const wallet = createCrashMoney({ db, clock, games, providerId });
  const rounds = createCrashRounds({
    db,
    clock,
    leader,
    chains,
    money: wallet,
    live,
    currency: (id) => money.currency(id),
    caps,
    log,
  });
  const scheduler = createScheduler({ name: CRASH_GAME_KEY, leader, game: rounds, clock, log });
  const bets = createCrashBets({ db, clock, games, money, wallet, rounds, chains, live, caps });
  return { scheduler, bets, rounds, leader };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { Leases } from '../../leases/index.ts';
import type { OperatorCaps } from '../play/service.ts';
import { createChainStore } from '../scheduled/chain-store.ts';
import type { OriginalsLive } from '../scheduled/live.ts';
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
  leases,
  chainLength,
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
  /** The lease the rounds run under (one scheduler across every API process). */
  leases: Leases;
  chainLength?: number;
}) {
  const leader = leases.lease(CRASH_GAME_KEY, { clock });
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
  const scheduler = leases.scheduler({ lease: leader, work: rounds, clock });
  const bets = createCrashBets({
    db,
    clock,
    games,
    money,
    wallet,
    rounds,
    chains,
    live,
    caps,
    hasLiveScheduler: (tx, now) => leases.isHeld(tx, CRASH_GAME_KEY, now),
  });
  return { scheduler, bets, rounds, leader };
}

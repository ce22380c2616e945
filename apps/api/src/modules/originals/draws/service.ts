import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { MoneyService } from '../../../platform/money.ts';
import type { GameWalletService } from '../../game-wallet/index.ts';
import type { Leases, Scheduler } from '../../leases/index.ts';
import type { SeedService } from '../fair/seeds.ts';
import type { OperatorCaps } from '../play/service.ts';
import { createChainStore } from '../scheduled/chain-store.ts';
import type { OriginalsLive } from '../scheduled/live.ts';
import { createWalletBets } from '../scheduled/wallet-bets.ts';
import { createBingoCalls, type BingoCalls } from './bingo.ts';
import { BINGO, KENO, type DrawGameDefinition } from './definition.ts';
import { createKenoCalls, type KenoCalls } from './keno.ts';
import { drawsRepo, type TicketRow } from './repo.ts';
import { createDrawRunner } from './runner.ts';
import { createDrawTickets, type DrawTickets } from './tickets.ts';

/*
 * Lale Keno and Lale Tombala put together: per game a lease and a scheduler (run where the lease is
 * held; bingo's runs all its rooms), the shared ticket sale, and each game's own calls. A ticket's money
 * is its own game-wallet round `draw:<draw id>:<ticket id>`.
 */

export const ticketWalletRound = (ticket: { drawId: number; id: string }) =>
  `draw:${ticket.drawId}:${ticket.id}`;

export type DrawGames = ReturnType<typeof createDrawGames>;

export function createDrawGames({
  db,
  clock,
  games,
  money,
  seeds,
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
  seeds: SeedService;
  /** The Lale Originals provider row of the game wallet. */
  providerId: () => Promise<number>;
  caps: OperatorCaps;
  live: OriginalsLive;
  log: FastifyBaseLogger;
  /** Each game's rooms run under its own lease. */
  leases: Leases;
  chainLength?: number;
}) {
  const chains = createChainStore({ clock, length: chainLength });
  const wallet = createWalletBets<TicketRow>({
    stakePath: 'originals.draw-ticket',
    clock,
    games,
    providerId,
    walletRound: ticketWalletRound,
    markPaid: (id, at) => drawsRepo.markPaid(db, id, at),
  });

  function run(game: DrawGameDefinition): { scheduler: Scheduler; tickets: DrawTickets } {
    const leader = leases.lease(game.key, { clock });
    const runner = createDrawRunner({ game, db, clock, leader, chains, wallet, live, caps, log });
    return {
      scheduler: leases.scheduler({ lease: leader, work: runner, clock }),
      tickets: createDrawTickets({ game, db, clock, games, money, wallet }),
    };
  }

  const keno = run(KENO);
  const bingo = run(BINGO);
  const kenoCalls: KenoCalls = createKenoCalls({ tickets: keno.tickets, money, caps });
  const bingoCalls: BingoCalls = createBingoCalls({ db, tickets: bingo.tickets, seeds, money, caps });
  return {
    keno: { scheduler: keno.scheduler, calls: kenoCalls },
    bingo: { scheduler: bingo.scheduler, calls: bingoCalls },
    schedulers: [keno.scheduler, bingo.scheduler],
  };
}

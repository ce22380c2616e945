import type { DrawFrame } from '@lale/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/connection.ts';
import type { Transaction } from '../../../db/executor.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Lease, ScheduledWork } from '../../leases/index.ts';
import type { OperatorCaps } from '../play/service.ts';
import { isRoundOfChain, type ChainStore } from '../scheduled/chain-store.ts';
import type { OriginalsLive } from '../scheduled/live.ts';
import type { WalletBets } from '../scheduled/wallet-bets.ts';
import { ballAt, slotAfter, type DrawGameDefinition, type DrawRoom } from './definition.ts';
import { drawsRepo, type DrawRow, type DrawWithCommitment, type TicketRow } from './repo.ts';
import { calledBalls, ticketWin } from './rules.ts';
import { drawFrames } from './views.ts';

/*
 * A draw game's rooms, run by the process that leads the game (modules/leases scheduler.ts). For each room
 * there is always one draw on sale: it is opened (its chain hash taken, so its balls are fixed from then
 * on) for the room's next start; at `sales_close_at` its sales close and the next draw opens; its balls
 * come out one per ball interval from `starts_at` (a `draw.ball` frame each, sent once its time has
 * passed); at `finishes_at` every ticket is decided by the paytable, the draw is finished and its hash
 * revealed, then the tickets' money moves. Every change of a draw's phase is one transaction that first
 * renews the lease (`leader.fence`); deciding and paying tickets needs no fence: a ticket's outcome
 * follows from the draw's hash alone, every decision is a conditional update and every payment
 * idempotent.
 *
 * Recovery. Nobody acts during a draw, and its balls were fixed when it opened, so a draw a dead leader
 * left behind is simply carried on by the next one: sales closed, balls called, tickets settled exactly
 * as they would have been (the state call shows balls by the clock, not by the leader, so what players
 * saw is what is paid). A draw whose hash does not check against its chain's commitment cannot be
 * completed honestly: it is void and every ticket refunded. A ticket whose stake the wallet never
 * confirmed (pending at the finish) is refunded.
 */

/** Concurrent wallet calls while settling a draw (each is its own short transaction). */
const SETTLE_CONCURRENCY = 8;
/** A settlement that failed (the wallet refused a call) is tried again this soon. */
const RETRY_MS = 1_000;

class NotLeading extends Error {}

export type DrawRunner = ScheduledWork;

export function createDrawRunner({
  game,
  db,
  clock,
  leader,
  chains,
  wallet,
  live,
  caps,
  log,
}: {
  game: DrawGameDefinition;
  db: Database;
  clock: Clock;
  leader: Lease;
  chains: ChainStore;
  wallet: WalletBets<TicketRow>;
  live: OriginalsLive;
  caps: OperatorCaps;
  log: FastifyBaseLogger;
}): DrawRunner {
  const at = () => clock.now().getTime();
  const publish = (room: DrawRoom, frame: DrawFrame) => live.publish(room.topic, frame);
  /** Balls already announced per draw id, on this process (a new leader does not replay old ones). */
  const announced = new Map<number, number>();

  async function fenced<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      if (!(await leader.fence(tx))) throw new NotLeading();
      return work(tx);
    });
  }

  /** Puts the room's next draw on sale: the first start after both `now + sales close` and the last draw. */
  async function open(room: DrawRoom, now: Date, last: DrawRow | undefined): Promise<DrawRow | undefined> {
    const after = Math.max(now.getTime() + game.salesCloseBeforeMs, last?.startsAt.getTime() ?? -Infinity);
    const startsAt = slotAfter(game, room, after);
    const opened = await fenced(async (tx) => {
      const taken = await chains.takeNext(tx, room.chainKey);
      const row = await drawsRepo.insertDraw(tx, {
        game: game.game,
        room: room.id,
        chainId: taken.chainId,
        chainIndex: taken.index,
        hash: taken.hash,
        phase: 'selling',
        salesCloseAt: new Date(startsAt - game.salesCloseBeforeMs),
        startsAt: new Date(startsAt),
        finishesAt: new Date(ballAt(game, new Date(startsAt), game.calls)),
        createdAt: now,
      });
      return row && { ...row, commitment: taken.commitment };
    });
    if (opened) publish(room, drawFrames.opened(at(), opened));
    return opened;
  }

  async function closeSales(room: DrawRoom, draw: DrawWithCommitment): Promise<void> {
    const moved = await fenced((tx) => drawsRepo.moveDraw(tx, draw.id, ['selling'], { phase: 'drawing' }));
    if (!moved) return;
    const sold = await drawsRepo.countTickets(db, draw.id, ['open', 'pending']);
    publish(room, drawFrames.closed(at(), moved, sold));
  }

  /** `draw.ball` for every ball out by `now` not announced yet by this process. */
  function announceBalls(room: DrawRoom, draw: DrawRow, now: Date): void {
    const called = calledBalls(game, draw, now);
    const from = announced.get(draw.id) ?? 0;
    for (let call = from + 1; call <= called.length; call += 1)
      publish(room, drawFrames.ball(at(), draw, call, called[call - 1]!, ballAt(game, draw.startsAt, call)));
    announced.set(draw.id, Math.max(from, called.length));
  }

  /** Decides every undecided ticket of a draw: by the paytable, or refunded (void, stake unconfirmed). */
  async function decide(draw: DrawRow, valid: boolean): Promise<void> {
    const now = clock.now();
    for (const ticket of await drawsRepo.ticketsOfDraw(db, draw.id, ['pending']))
      await drawsRepo.moveTicket(db, ticket.id, ['pending'], {
        status: 'refunded',
        winMinor: 0n,
        settledAt: now,
      });
    const open = await drawsRepo.ticketsOfDraw(db, draw.id, ['open']);
    if (!valid) {
      for (const ticket of open)
        await drawsRepo.moveTicket(db, ticket.id, ['open'], {
          status: 'refunded',
          winMinor: 0n,
          settledAt: now,
        });
      return;
    }
    const outcomes = game.settle(
      open.map((ticket) => ticket.numbers),
      calledBalls(game, draw, draw.finishesAt),
    );
    for (const [i, ticket] of open.entries()) {
      const { multiplier, result } = outcomes[i]!;
      const winMinor = ticketWin(game, ticket.stakeMinor, multiplier, caps);
      await drawsRepo.moveTicket(db, ticket.id, ['open'], {
        status: winMinor > 0n ? 'won' : 'lost',
        multiplier,
        winMinor,
        result,
        settledAt: now,
      });
    }
  }

  async function finish(room: DrawRoom, draw: DrawWithCommitment): Promise<void> {
    const valid = isRoundOfChain(draw.hash, draw.chainIndex, draw.commitment);
    if (!valid)
      log.error({ drawId: draw.id, game: game.game }, 'draws: a hash does not check; the draw is void');
    await decide(draw, valid);
    const winners = valid ? await drawsRepo.countTickets(db, draw.id, ['won']) : 0;
    const moved = await fenced((tx) =>
      drawsRepo.moveDraw(tx, draw.id, ['selling', 'drawing'], {
        phase: valid ? 'finished' : 'void',
        winners,
      }),
    );
    if (!moved) return;
    if (valid) announceBalls(room, moved, moved.finishesAt);
    announced.delete(moved.id);
    // The frame sends every page to read its tickets and balance again, so the money moves first: a
    // page that read a won ticket before its win was paid kept a balance without it (seen on PostgreSQL,
    // whose pool answers a page's read while the payments are still being made).
    try {
      await pay(moved);
    } finally {
      publish(
        room,
        valid
          ? drawFrames.finished(at(), moved, calledBalls(game, moved, moved.finishesAt), winners)
          : drawFrames.void(at(), moved),
      );
    }
  }

  /** Moves the money of a finished or void draw's tickets; marks it settled once all is paid. */
  async function pay(draw: DrawRow): Promise<boolean> {
    const unpaid = await drawsRepo.unpaidTickets(db, draw.id);
    let failed = 0;
    for (let i = 0; i < unpaid.length; i += SETTLE_CONCURRENCY) {
      const outcomes = await Promise.all(
        unpaid.slice(i, i + SETTLE_CONCURRENCY).map((ticket) => wallet.settle(ticket)),
      );
      failed += outcomes.filter((outcome) => outcome?.status !== 'ok').length;
    }
    if (failed > 0 || (await drawsRepo.countTickets(db, draw.id, ['pending', 'open'])) > 0) {
      log.error({ drawId: draw.id, failed }, 'draws: a draw could not be settled yet; retrying');
      return false;
    }
    await drawsRepo.markSettled(db, draw.id, clock.now());
    return true;
  }

  /** Does what is due in a room at `now`; answers when its next thing is due (epoch ms). */
  async function stepRoom(room: DrawRoom, now: Date): Promise<number> {
    let next = Infinity;
    let onSale = false;
    let last: DrawRow | undefined;
    for (const draw of await drawsRepo.unsettled(db, game.game, room.id)) {
      last = draw;
      if (draw.phase === 'finished' || draw.phase === 'void') {
        if (!(await pay(draw))) next = Math.min(next, now.getTime() + RETRY_MS);
        continue;
      }
      if (draw.phase === 'selling') {
        if (now < draw.salesCloseAt) {
          onSale = true;
          next = Math.min(next, draw.salesCloseAt.getTime());
          continue;
        }
        await closeSales(room, draw);
      }
      if (now >= draw.finishesAt) {
        await finish(room, draw);
        continue;
      }
      announceBalls(room, draw, now);
      const calls = calledBalls(game, draw, now).length;
      next = Math.min(next, ballAt(game, draw.startsAt, calls + 1));
    }
    if (!onSale) {
      last ??= (await drawsRepo.latest(db, game.game, room.id, 1))[0];
      const opened = await open(room, now, last);
      if (opened) next = Math.min(next, opened.salesCloseAt.getTime());
      else next = Math.min(next, now.getTime());
    }
    return next;
  }

  return {
    async step(now: Date): Promise<Date | null> {
      try {
        let next = Infinity;
        for (const room of game.rooms) next = Math.min(next, await stepRoom(room, now));
        return new Date(Number.isFinite(next) ? next : now.getTime() + RETRY_MS);
      } catch (err) {
        if (err instanceof NotLeading) return null;
        throw err;
      }
    },

    /**
     * A new leader's first act: the balls of draws already under way are not announced again (pages have
     * them from the clock); everything else a dead leader left — sales to close, balls to call, draws to
     * finish, money to move — is what `step` does next anyway.
     */
    async recover(): Promise<void> {
      const now = clock.now();
      for (const room of game.rooms)
        for (const draw of await drawsRepo.unsettled(db, game.game, room.id)) {
          if (draw.phase === 'selling' || draw.phase === 'drawing') {
            announced.set(draw.id, calledBalls(game, draw, now).length);
            if (now >= draw.salesCloseAt)
              log.warn(
                { drawId: draw.id, game: game.game, room: room.id },
                'draws: carrying on a draw left in play',
              );
          }
        }
    },
  };
}

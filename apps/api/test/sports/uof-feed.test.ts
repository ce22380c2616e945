import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sportBets,
  sportEvents,
  sportMarkets,
  sportOutcomes,
  sportTournaments,
} from '../../src/db/schema.ts';
import { LEASE_MS, manualTimers } from '../../src/modules/leases/index.ts';
import { MarketStatus } from '../../src/modules/sports/feed/messages.ts';
import { startUofStandIn, type UofStandIn } from '../../../../tools/standins/uof.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, secondConnection, type TestDatabase } from '../support/db.ts';
import { balances, expectLedgerSound, newPlayer } from '../payments/support.ts';
import { placeBet } from './admin-support.ts';

/*
 * The Unified Odds Feed adapter end to end: the UOF stand-in (tools/standins/uof.ts) in this process,
 * publishing UOF XML to a real local RabbitMQ on an exchange of this run's own, and whole apps configured
 * with UOF_* as production would be. Matches appear in the book with tr/en names fetched from the
 * stand-in's REST API, a player bets before kick-off, bet_settlement pays the bet once (a redelivered
 * settlement changes nothing), and when the consuming app dies a second app on the same database takes
 * the lease over and recovers, through UOF's recovery request, what nobody consumed meanwhile.
 *
 * The clock is the test's; the simulation and the apps' loops tick only when the test says. What the test
 * waits for is RabbitMQ delivering (a count of messages handled), never a length of time.
 */

/** A RabbitMQ the test may use (.ci/run starts the machine's and sets it); without one it is skipped. */
const AMQP_URL = process.env.UOF_TEST_AMQP_URL ?? '';
const T0 = Date.parse('2026-11-29T18:00:00Z');
const TOKEN = 'uof-test-token';
const exchange = `uof-test-${process.pid}-${Date.now()}`;

let database: TestDatabase;
const clock = testClock(new Date(T0));
let standIn: UofStandIn;
let a: TestApp;
let b: TestApp | undefined;

const app = async (db: TestDatabase) =>
  createTestApp({
    database: db,
    clock,
    env: {
      UOF_AMQP_URL: AMQP_URL,
      UOF_API_URL: standIn.url,
      UOF_ACCESS_TOKEN: TOKEN,
      UOF_EXCHANGE: exchange,
    },
    extend: (_app, modules) => {
      modules.sports.uof.scheduler!.useTimers(manualTimers);
      modules.originals.crash.scheduler.useTimers(manualTimers);
      for (const scheduler of modules.originals.draws.schedulers) scheduler.useTimers(manualTimers);
    },
  });
const uofOf = (t: TestApp) => t.modules.sports.uof;

/** Waits until the app has handled `count` deliveries (RabbitMQ is another process). */
async function handledAtLeast(t: TestApp, count: number): Promise<void> {
  const feed = uofOf(t).feed!;
  for (let i = 0; i < 1_000 && feed.handled() < count; i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(feed.handled()).toBeGreaterThanOrEqual(count);
}
async function recoveriesDone(t: TestApp): Promise<void> {
  const feed = uofOf(t).feed!;
  for (let i = 0; i < 1_000 && feed.pendingRecoveries().size > 0; i += 1)
    await new Promise((r) => setTimeout(r, 20));
  expect(feed.pendingRecoveries().size).toBe(0);
}
/** Ticks the stand-in at `now` and waits until the consuming app has handled all it published. */
async function play(t: TestApp, now: number): Promise<void> {
  clock.set(new Date(now));
  const before = standIn.published.length;
  await standIn.tick(now);
  await handledAtLeast(t, uofOf(t).feed!.handled() + (standIn.published.length - before));
}

const eventRow = async (feedId: string) =>
  (await database.db.select().from(sportEvents).where(eq(sportEvents.feedId, feedId)))[0];

describe.skipIf(!AMQP_URL)('the UOF adapter against the stand-in', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    standIn = await startUofStandIn({
      amqpUrl: AMQP_URL,
      exchange,
      port: 0,
      host: '127.0.0.1',
      accessToken: TOKEN,
      acceleration: 60,
      aliveEveryMs: 5_000,
      clock,
      anchor: T0,
      autoTick: false,
      deleteExchangeOnClose: true,
      // Two football-or-other matches kicking off 5 and 10 minutes after the anchor; nothing else.
      schedule: { liveNow: 0, soon: 2, perDay: 0, days: 1 },
    });
    a = await app(database);
    // The job's first tick (started when the app became ready) took the lease and asked for recovery.
    await uofOf(a).scheduler!.tick();
    expect(uofOf(a).scheduler!.leading).toBe(true);
    await recoveriesDone(a);
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await standIn?.close();
    await database?.close();
  });

  let first: UofStandIn['fixtures'][number] | undefined;
  let second: UofStandIn['fixtures'][number] | undefined;
  let playerId: number;
  let betId: number;

  it('puts the matches in the book with their names in tr and en', async () => {
    await play(a, T0);
    [first, second] = standIn.fixtures.sort((x, y) => x.kickoff - y.kickoff);
    expect(first && second).toBeTruthy();
    const event = await eventRow(first!.event);
    expect(event).toMatchObject({ home: first!.home, away: first!.away });
    const [tournament] = await database.db
      .select({ name: sportTournaments.name })
      .from(sportTournaments)
      .where(eq(sportTournaments.id, event!.tournamentId));
    expect(tournament!.name.tr).toBeTruthy();
    expect(tournament!.name.en).toBeTruthy();
    // Pre-match odds came through the market table: the first market of every sport is open.
    const markets = await database.db
      .select({ key: sportMarkets.marketKey, status: sportMarkets.status })
      .from(sportMarkets)
      .where(eq(sportMarkets.eventId, event!.id));
    expect(markets.filter((m) => m.status === MarketStatus.Active).length).toBeGreaterThan(0);
  });

  it('takes a pre-match bet and pays it once when bet_settlement settles the match', async () => {
    const event = await eventRow(first!.event);
    const [market] = await database.db
      .select({ id: sportMarkets.id, key: sportMarkets.marketKey })
      .from(sportMarkets)
      .where(and(eq(sportMarkets.eventId, event!.id), eq(sportMarkets.status, MarketStatus.Active)));
    const outcomes = await database.db
      .select()
      .from(sportOutcomes)
      .where(eq(sportOutcomes.marketId, market!.id));
    const pick = outcomes.find((o) => o.odds !== null && o.active)!;
    const player = await newPlayer(a, { cashMinor: 100_00n });
    playerId = player.playerId;
    const placed = await placeBet(a, player.token, 10, [
      { marketId: market!.id, outcomeId: pick.outcomeId, odds: pick.odds! },
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    betId = placed.body.data.id;

    // The match is played to its final whistle; the stand-in sends its result.
    await play(a, first!.endsAt + 1_000);
    const [bet] = await database.db.select().from(sportBets).where(eq(sportBets.id, betId));
    expect(['won', 'lost', 'void']).toContain(bet!.status);
    const afterSettlement = await balances(a, playerId);
    const expectedCash = 100_00n - 10_00n + (bet!.paidMinor ?? 0n);
    expect(afterSettlement.cash).toBe(expectedCash);

    // The settlement delivered again (RabbitMQ redelivers, a recovery re-sends) changes nothing.
    const settlement = standIn.published.findIndex(
      (m) => m.routingKey.includes('.bet_settlement.') && m.xml.includes(first!.event),
    );
    expect(settlement).toBeGreaterThanOrEqual(0);
    const handled = uofOf(a).feed!.handled();
    await standIn.republish(settlement);
    await handledAtLeast(a, handled + 1);
    const [again] = await database.db.select().from(sportBets).where(eq(sportBets.id, betId));
    expect(again).toEqual(bet);
    expect((await balances(a, playerId)).cash).toBe(expectedCash);
    await expectLedgerSound(a);
  });

  it('recovers, in a second app taking the lease over, what nobody consumed while the holder was dead', async () => {
    // The holder renews its lease at the clock's time (its loop ticks only when the test says).
    await uofOf(a).scheduler!.tick();
    b = await app(await secondConnection(database));
    // Its first tick (started when it became ready) finds the lease held.
    await uofOf(b).scheduler!.tick();
    expect(uofOf(b).scheduler!.leading).toBe(false);
    // The holder dies: its loop stops and its connection (with its queue) goes; its lease stays.
    await uofOf(a).scheduler!.halt();
    await uofOf(a).feed!.close();
    // The second match is played to its end meanwhile: its settlement reaches no one.
    clock.set(new Date(second!.endsAt + 1_000));
    await standIn.tick(second!.endsAt + 1_000);
    const missed = await database.db
      .select({ status: sportMarkets.status })
      .from(sportMarkets)
      .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
      .where(eq(sportEvents.feedId, second!.event));
    expect(missed.some((m) => m.status === MarketStatus.Settled)).toBe(false);

    // Once the lease runs out the second app takes it and asks UOF to recover from the last applied.
    clock.advance(LEASE_MS + 1);
    await uofOf(b).scheduler!.tick();
    expect(uofOf(b).scheduler!.leading).toBe(true);
    await recoveriesDone(b);
    const settled = await database.db
      .select({ status: sportMarkets.status })
      .from(sportMarkets)
      .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
      .where(eq(sportEvents.feedId, second!.event));
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.some((m) => m.status === MarketStatus.Settled)).toBe(true);
    // The first match's bet is still paid once.
    const [bet] = await database.db.select().from(sportBets).where(eq(sportBets.id, betId));
    expect(bet!.status).not.toBe('open');
    await expectLedgerSound(b);
  });

  it("answers its REST API only with the access token, and stops a producer's alives on request", async () => {
    const fixture = `${standIn.url}/v1/sports/en/sport_events/${first!.event}/fixture.xml`;
    expect((await fetch(fixture)).status).toBe(403);
    const named = await fetch(fixture, { headers: { 'x-access-token': TOKEN } });
    expect(named.status).toBe(200);
    expect(await named.text()).toContain(first!.home);
    const stop = await fetch(`${standIn.url}/standin/stop-alive`, {
      method: 'POST',
      body: JSON.stringify({ product: 1 }),
    });
    expect(stop.status).toBe(200);
    const before = standIn.published.length;
    await standIn.tick(clock.now().getTime() + 60_000);
    const alives = standIn.published.slice(before).filter((m) => m.routingKey === '-.-.-.alive.-.-.-.-');
    expect(alives.length).toBeGreaterThan(0);
    expect(alives.every((m) => m.xml.includes('product="3"'))).toBe(true);
  });
});

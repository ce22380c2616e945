import type { AdminReconciliationList, AdminReconciliationRow } from '@lale/contracts';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  providerReconciliationDays,
  providerReconciliationRevisions,
  providerReconciliations,
  providerStatements,
  sessions,
} from '../../src/db/schema.ts';
import { manualTimers } from '../../src/modules/leases/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { secondConnection, type TestDatabase } from '../support/db.ts';
import { adminCall, staffToken } from '../support/staff.ts';
import { expectLedgerSound } from '../payments/support.ts';
import { hub88Calls, newPlayer, pragmatic, seedGames, sessionFor, someGame } from '../game-wallet/support.ts';

/*
 * The daily provider reconciliation (issue #29) on PostgreSQL, with the injectable clock and the job's
 * scheduler on manual timers (no sleeps). A day D = 2026-04-01 (UTC) of play on two providers through
 * their real wallet routes, Hub88 and Pragmatic Play; the ledger's transfers are dated at the clock's
 * time (the database writes its own now(), the real date) as the reports' scripted day does.
 *
 *   Hub88 on D:     A r1 bet 10, win 25; B r2 bet 5, win 0 (a lost round); A r3 bet 7, no win yet.
 *                   → bets 22.00, wins 25.00, refunds 0, 5 transactions.
 *   Pragmatic on D: A p1 bet 20, result 0; B p2 bet 3, result 9; A p3 bet 4, refunded.
 *                   → bets 27.00, wins 9.00, refunds 4.00, 6 transactions (the 0 result and the refund too).
 *   D+1, 03:00:     Hub88 rolls r3's bet back (late): a refund of 7.00 on D+1; D does not change.
 *   D+1, 10:00:     the betco frame: bet X 5.00 won 12.00, bet Y 3.00 rolled back → bets 8.00, wins
 *                   12.00, refunds 3.00, 4 transactions; fcg on Betsy's protocol (its book 'betsy'):
 *                   bet Z 2.00 open → bets 2.00, 1 transaction. The settlement's move between the
 *                   frame's stakes and its house is ours alone and counts nowhere.
 *
 * Hub88 has no automatic source (no HUB88_TOTALS_URL): its days wait for a statement. Pragmatic has a
 * totals feed (PRAGMATIC_TOTALS_URL) played by a small server in this file, whose answer each test sets.
 */

/** What the Pragmatic totals feed answers next (HTTP status and body). */
let feedAnswer: (day: string) => { status: number; body: string } = (day) => ({
  status: 200,
  body: JSON.stringify({ day, complete: false, totals: [] }),
});
let feed: Server;

const D = '2026-04-01';
const METRICS_TOKEN = 'reconciliation-metrics-token-0123456789';
const D1 = '2026-04-02';
const clock = testClock(`${D}T09:00:00Z`);

let t: TestApp;
let other: TestApp;
let otherDb: TestDatabase;
let owner: string;
let analyst: string;

const db = () => t.database.db;
const hub88Game = { current: { id: 0, code: '' } };
const pragmaticGame = { current: { id: 0, code: '' } };
const hub = hub88Calls(
  () => t,
  () => hub88Game.current,
);

/** Runs `play` at the clock's time and dates the ledger transfers it made at that time too. */
async function at(when: string, play: () => Promise<void>): Promise<void> {
  clock.set(when);
  const last = await lastTransferId();
  await play();
  await db().execute(
    sql`update ledger_transfers set created_at = ${clock.now().toISOString()}::timestamptz where id > ${last}::bigint`,
  );
}

async function lastTransferId(): Promise<string> {
  const result = (await db().execute(
    sql`select coalesce(max(id), 0)::text as id from ledger_transfers`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

/** Moves the clock and signs the two members in again (a staff session ends after its idle time). */
async function setClock(when: string): Promise<void> {
  clock.set(when);
  owner = await staffToken(t, 'owner');
  analyst = await staffToken(t, 'analyst');
}

const scheduler = (app: TestApp) => app.modules.reports.reconciliationJob.scheduler;

const list = async (query: string, token = owner) => {
  const answer = await adminCall<AdminReconciliationList>(
    t.app,
    token,
    'GET',
    `/api/admin/reports/reconciliation?${query}`,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.rows;
};
const rowOf = async (day: string, provider: string) =>
  (await list(`from=${day}&to=${day}&provider=${provider}`)).find((row) => row.currency === 'TRY');

const upload = (provider: string, day: string, csv: string, token = owner) =>
  adminCall<{ rows: AdminReconciliationRow[] }>(
    t.app,
    token,
    'POST',
    '/api/admin/reports/reconciliation/statements',
    {
      provider,
      day,
      csv,
    },
  );

const figures = (bets: string, wins: string, refunds: string, transactions: string) => ({
  bets,
  wins,
  refunds,
  transactions,
});

async function tableCounts() {
  const [statements] = await db().select({ n: count() }).from(providerStatements);
  const [rows] = await db().select({ n: count() }).from(providerReconciliations);
  const [revisions] = await db().select({ n: count() }).from(providerReconciliationRevisions);
  return { statements: statements!.n, rows: rows!.n, revisions: revisions!.n };
}

beforeAll(async () => {
  // /metrics on the main port behind a token (platform/metrics-endpoint.ts), to read the gauge.
  feed = createServer((request, response) => {
    const day = new URL(request.url ?? '/', 'http://feed').searchParams.get('day') ?? '';
    const { status, body } = feedAnswer(day);
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const env = {
    METRICS_TOKEN: METRICS_TOKEN,
    PRAGMATIC_TOTALS_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/totals`,
  };
  const manual = {
    env,
    extend: (_app: unknown, modules: TestApp['modules']) =>
      modules.reports.reconciliationJob.scheduler.useTimers(manualTimers),
  };
  t = await createTestApp({ clock, ...manual });
  // A second API process on the same database (its own pool), as in the lease tests.
  otherDb = await secondConnection(t.database);
  other = await createTestApp({ clock, database: otherDb, ...manual });
  // Each app's first tick ran at start; D is not over, so they found nothing due but the days before.
  await scheduler(t).tick();
  await scheduler(other).tick();
  owner = await staffToken(t, 'owner');
  analyst = await staffToken(t, 'analyst');
  await seedGames(t);
  hub88Game.current = await someGame(t, 'Hub88');
  pragmaticGame.current = await someGame(t, 'Pragmatic Play');

  const prag = (p: { playerId: number }, roundId: string, amount: string, reference = randomUUID()) => ({
    userId: String(p.playerId),
    gameId: pragmaticGame.current.code,
    roundId,
    amount,
    reference,
    timestamp: '1775000000000',
    roundDetails: 'spin',
  });

  // Players sign up and launch at the time they play (a launch needs a live site session).
  clock.set(`${D}T10:00:00Z`);
  const a = await newPlayer(t, { cashMinor: 100_000n });
  const b = await newPlayer(t, { cashMinor: 100_000n });
  const hubA = await sessionFor(t, a.playerId, hub88Game.current.id);
  const hubB = await sessionFor(t, b.playerId, hub88Game.current.id);
  let r3Bet = '';
  await at(`${D}T10:00:00Z`, async () => {
    const r1 = await hub.bet(a, hubA, 'r1', 10);
    await hub.win(a, hubA, 'r1', 25, r1);
    const r2 = await hub.bet(b, hubB, 'r2', 5);
    await hub.win(b, hubB, 'r2', 0, r2);
    r3Bet = await hub.bet(a, hubA, 'r3', 7);
  });
  await at(`${D}T10:30:00Z`, async () => {
    await sessionFor(t, a.playerId, pragmaticGame.current.id);
    await sessionFor(t, b.playerId, pragmaticGame.current.id);
    expect((await pragmatic(t, 'bet', prag(a, 'p1', '20.00'))).error).toBe(0);
    expect((await pragmatic(t, 'result', prag(a, 'p1', '0.00'))).error).toBe(0);
    expect((await pragmatic(t, 'bet', prag(b, 'p2', '3.00'))).error).toBe(0);
    expect((await pragmatic(t, 'result', prag(b, 'p2', '9.00'))).error).toBe(0);
    const p3 = prag(a, 'p3', '4.00');
    expect((await pragmatic(t, 'bet', p3)).error).toBe(0);
    expect((await pragmatic(t, 'refund', { userId: p3.userId, reference: p3.reference })).error).toBe(0);
  });
  await at(`${D1}T03:00:00Z`, async () => {
    await hub.rollback(a, hubA, 'r3', r3Bet);
  });
  clock.set(`${D1}T10:00:00Z`);
  const c = await newPlayer(t, { cashMinor: 100_000n });
  const [site] = await db()
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.playerId, c.playerId))
    .orderBy(desc(sessions.id))
    .limit(1);
  await at(`${D1}T10:00:00Z`, async () => {
    const frames = t.modules.sportsFrames.wallet;
    const debit = (provider: 'betco' | 'betsy', bet: string, amountMinor: bigint) =>
      frames.debit({
        provider,
        providerTx: randomUUID(),
        providerBet: bet,
        playerId: c.playerId,
        currencyId: 1,
        amountMinor,
        siteSessionId: site!.id,
      });
    expect((await debit('betco', 'X', 500n)).code).toBe('OK');
    expect(
      (
        await frames.credit({
          provider: 'betco',
          providerTx: randomUUID(),
          providerBet: 'X',
          currencyId: 1,
          amountMinor: 1_200n,
        })
      ).code,
    ).toBe('OK');
    expect((await debit('betco', 'Y', 300n)).code).toBe('OK');
    expect(
      (await frames.rollback({ provider: 'betco', providerTx: randomUUID(), providerBet: 'Y' })).code,
    ).toBe('OK');
    expect((await debit('betsy', 'Z', 200n)).code).toBe('OK');
  });
  await expectLedgerSound(t);
});

afterAll(async () => {
  await new Promise((resolve) => feed?.close(resolve));
  await other?.close();
  await otherDb?.close();
  await t?.close();
});

describe('the daily job', () => {
  it('waits for the day to close plus the grace, then runs once across two processes', async () => {
    const ours = vi.spyOn(t.modules.reports.reconciliation.work, 'runDue');
    const theirs = vi.spyOn(other.modules.reports.reconciliation.work, 'runDue');
    await setClock(`${D1}T05:59:59Z`);
    await Promise.all([scheduler(t).tick(), scheduler(other).tick()]);
    expect(await list(`from=${D}&to=${D}`)).toEqual([]);
    ours.mockClear();
    theirs.mockClear();

    await setClock(`${D1}T06:00:00Z`);
    // Both processes try at the same moment: the holder of the lease reconciles, the other does not.
    await Promise.all([scheduler(t).tick(), scheduler(other).tick()]);
    expect(ours.mock.calls.length + theirs.mock.calls.length).toBe(1);
    const days = await db()
      .select()
      .from(providerReconciliationDays)
      .where(eq(providerReconciliationDays.day, D));
    expect(days).toHaveLength(1);

    const rows = await list(`from=${D}&to=${D}`);
    expect(
      rows.map(({ provider, currency, status, ours, theirs, difference, revision }) => ({
        provider,
        currency,
        status,
        ours,
        theirs,
        difference,
        revision,
      })),
    ).toEqual([
      // No feed configured and no statement yet: nothing to compare with, and nothing made up.
      {
        provider: 'hub88',
        currency: 'TRY',
        status: 'no_source',
        ours: figures('2200', '2500', '0', '5'),
        theirs: null,
        difference: null,
        revision: 1,
      },
      // Its feed has not closed the day yet: awaiting, asked again later.
      {
        provider: 'pragmatic',
        currency: 'TRY',
        status: 'awaiting_statement',
        ours: figures('2700', '900', '400', '6'),
        theirs: null,
        difference: null,
        revision: 1,
      },
    ]);
    ours.mockRestore();
    theirs.mockRestore();
  });

  it('asks a feed again each hour: an answer it cannot read changes nothing, a complete one is compared', async () => {
    const before = await tableCounts();
    feedAnswer = (day) => ({
      status: 200,
      body: JSON.stringify({ day, complete: true, totals: [{ currency: 'TRY', bets: '1.5' }] }),
    });
    await setClock(`${D1}T07:00:00Z`);
    await Promise.all([scheduler(t).tick(), scheduler(other).tick()]);
    feedAnswer = () => ({ status: 503, body: '{}' });
    await setClock(`${D1}T08:00:00Z`);
    await Promise.all([scheduler(t).tick(), scheduler(other).tick()]);
    expect(await rowOf(D, 'pragmatic')).toMatchObject({ status: 'awaiting_statement', revision: 1 });
    expect(await tableCounts()).toEqual(before);

    feedAnswer = (day) => ({
      status: 200,
      body: JSON.stringify({
        day,
        complete: true,
        // Pragmatic's day D, complete; any other day complete without play.
        totals:
          day === D ? [{ currency: 'TRY', bets: '2700', wins: 900, refunds: '400', transactions: '6' }] : [],
      }),
    });
    await setClock(`${D1}T09:00:00Z`);
    await Promise.all([scheduler(t).tick(), scheduler(other).tick()]);
    expect(await rowOf(D, 'pragmatic')).toMatchObject({
      status: 'matched',
      source: 'feed',
      theirs: figures('2700', '900', '400', '6'),
      revision: 2,
    });
  });

  it('shows the late rollback on the next day, not on the closed one', async () => {
    await setClock(`${D1}T12:00:00Z`);
    await Promise.all([scheduler(t).tick(), scheduler(other).tick()]);
    expect(await list(`from=${D1}&to=${D1}`)).toEqual([]);
    await setClock(`2026-04-03T06:00:00Z`);
    await Promise.all([scheduler(t).tick(), scheduler(other).tick()]);
    const next = await rowOf(D1, 'hub88');
    expect(next).toMatchObject({ status: 'no_source', ours: figures('0', '0', '700', '1'), revision: 1 });
    expect(await rowOf(D1, 'betco')).toMatchObject({ ours: figures('800', '1200', '300', '4') });
    expect(await rowOf(D1, 'fcg')).toMatchObject({ ours: figures('200', '0', '0', '1') });
    const closed = await rowOf(D, 'hub88');
    expect(closed).toMatchObject({ ours: figures('2200', '2500', '0', '5'), revision: 1 });
  });
});

describe('statements', () => {
  beforeAll(() => setClock('2026-04-03T07:00:00Z'));

  it('matches a statement that agrees, and shows the exact difference of one that misses a round', async () => {
    const hub88 = await upload('hub88', D, 'currency,bets,wins,refunds,transactions\nTRY,2200,2500,0,5\n');
    expect(hub88.status, JSON.stringify(hub88.body)).toBe(200);
    expect(hub88.body.data.rows).toMatchObject([
      {
        provider: 'hub88',
        status: 'matched',
        ours: figures('2200', '2500', '0', '5'),
        theirs: figures('2200', '2500', '0', '5'),
        difference: figures('0', '0', '0', '0'),
        source: 'statement',
        revision: 2,
      },
    ]);

    // Pragmatic's statement leaves out round p2 (bet 3.00, result 9.00: two transactions).
    const prag = await upload(
      'pragmatic',
      D,
      '\uFEFFcurrency,bets,wins,refunds,transactions\r\nTRY,2400,0,400,4\r\n',
    );
    expect(prag.status, JSON.stringify(prag.body)).toBe(200);
    expect(prag.body.data.rows).toMatchObject([
      {
        provider: 'pragmatic',
        status: 'mismatch',
        theirs: figures('2400', '0', '400', '4'),
        difference: figures('-300', '-900', '0', '-2'),
        source: 'statement',
        revision: 3,
      },
    ]);
    // Staff see it filtered, and the metric says so.
    expect((await list(`from=${D}&to=${D}&status=mismatch`, analyst)).map((row) => row.provider)).toEqual([
      'pragmatic',
    ]);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('lale_provider_reconciliation_mismatches{provider="pragmatic"} 1');
    expect(metrics.body).toContain('lale_provider_reconciliation_mismatches{provider="hub88"} 0');
    expect(metrics.body).toContain(
      'lale_provider_reconciliations_total{provider="pragmatic",status="mismatch"} 1',
    );
    // The gauge is read from the table at each scrape: the other process says the same.
    const elsewhere = await other.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(elsewhere.body).toContain('lale_provider_reconciliation_mismatches{provider="pragmatic"} 1');
  });

  it('re-runs a day idempotently, and keeps every revision when a corrected statement arrives', async () => {
    const before = await tableCounts();
    const rerun = await adminCall<{ rows: AdminReconciliationRow[] }>(
      t.app,
      owner,
      'POST',
      '/api/admin/reports/reconciliation/rerun',
      { day: D },
    );
    expect(rerun.status, JSON.stringify(rerun.body)).toBe(200);
    expect(rerun.body.data.rows.map((row) => [row.provider, row.status, row.revision])).toEqual([
      ['hub88', 'matched', 2],
      ['pragmatic', 'mismatch', 3],
    ]);
    expect(await tableCounts()).toEqual(before);

    const corrected = await upload(
      'pragmatic',
      D,
      'currency,bets,wins,refunds,transactions\nTRY,2700,900,400,6\n',
    );
    expect(corrected.body.data.rows).toMatchObject([{ status: 'matched', revision: 4 }]);
    const row = await rowOf(D, 'pragmatic');
    const history = await db()
      .select({
        revision: providerReconciliationRevisions.revision,
        status: providerReconciliationRevisions.status,
        reason: providerReconciliationRevisions.reason,
        theirsBets: providerReconciliationRevisions.theirsBets,
      })
      .from(providerReconciliationRevisions)
      .where(eq(providerReconciliationRevisions.reconciliationId, row!.id))
      .orderBy(providerReconciliationRevisions.revision);
    expect(history).toEqual([
      { revision: 1, status: 'awaiting_statement', reason: 'scheduled', theirsBets: null },
      { revision: 2, status: 'matched', reason: 'scheduled', theirsBets: 2700n },
      // An uploaded statement is what the day is compared with from then on, over the feed's answer.
      { revision: 3, status: 'mismatch', reason: 'statement', theirsBets: 2400n },
      { revision: 4, status: 'matched', reason: 'statement', theirsBets: 2700n },
    ]);
    // Every statement is kept, as received: the feed's answer and both uploads.
    const kept = await db()
      .select({ source: providerStatements.source })
      .from(providerStatements)
      .where(and(eq(providerStatements.provider, 'pragmatic'), eq(providerStatements.day, D)))
      .orderBy(providerStatements.id);
    expect(kept.map((row) => row.source)).toEqual(['feed', 'statement', 'statement']);
  });

  it('refuses hostile input with a clear 4xx and changes nothing', async () => {
    const before = await tableCounts();
    const refused = async (
      answer: Promise<{ status: number; body: unknown }>,
      status: number,
      field?: string,
    ) => {
      const { status: got, body } = await answer;
      expect(got, JSON.stringify(body)).toBe(status);
      if (field)
        expect((body as { data: { errors: Record<string, string> } }).data.errors).toHaveProperty(field);
    };
    const header = 'currency,bets,wins,refunds,transactions';
    // Someone with the reports' read permission only (the analyst) may not upload or re-run.
    await refused(upload('hub88', D, `${header}\nTRY,1,1,1,1`, analyst), 403);
    await refused(
      adminCall(t.app, analyst, 'POST', '/api/admin/reports/reconciliation/rerun', { day: D }),
      403,
    );
    // Not our layout, decimals, a negative, an unknown currency, a currency twice, too few columns.
    await refused(upload('hub88', D, 'cur,bet\nTRY,1'), 400, 'csv');
    await refused(upload('hub88', D, `${header}\nTRY,22.00,25,0,5`), 400, 'csv');
    await refused(upload('hub88', D, `${header}\nTRY,-1,25,0,5`), 400, 'csv');
    await refused(upload('hub88', D, `${header}\nXXX,1,1,1,1`), 400, 'csv');
    await refused(upload('hub88', D, `${header}\nTRY,1,1,1,1\nTRY,1,1,1,1`), 400, 'csv');
    await refused(upload('hub88', D, `${header}\nTRY,1,1,1`), 400, 'csv');
    await refused(upload('hub88', D, `${header}\n=cmd|' /C calc'!A0,1,1,1,1`), 400, 'csv');
    const wrongLine = await upload('hub88', D, `${header}\n\nTRY,1,1,1,1\nEUR,1,x,1,1`);
    expect(JSON.stringify(wrongLine.body)).toContain('Line 4');
    // A provider we do not reconcile, a day that is not a day, a day not over yet.
    await refused(upload('Lale Originals', D, `${header}\nTRY,1,1,1,1`), 400);
    await refused(upload('hub88', '2026-02-30', `${header}\nTRY,1,1,1,1`), 400);
    await refused(upload('hub88', '2026-04-03', `${header}\nTRY,1,1,1,1`), 409, 'day');
    await refused(
      adminCall(t.app, owner, 'POST', '/api/admin/reports/reconciliation/rerun', { day: '2026-04-03' }),
      409,
      'day',
    );
    // A huge file: over the schema's limit, then over the route's body limit.
    await refused(upload('hub88', D, `${header}\n${'TRY,1,1,1,1\n'.repeat(5_500)}`), 400);
    await refused(upload('hub88', D, `${header}\n${'x'.repeat(200 * 1024)}`), 413);
    // A range the wrong way round, or too long.
    const reversed = await adminCall(
      t.app,
      owner,
      'GET',
      `/api/admin/reports/reconciliation?from=${D1}&to=${D}`,
    );
    expect(reversed.status).toBe(400);
    const long = await adminCall(
      t.app,
      owner,
      'GET',
      '/api/admin/reports/reconciliation?from=2025-01-01&to=2026-04-01',
    );
    expect(long.status).toBe(400);
    expect(await tableCounts()).toEqual(before);
    await expectLedgerSound(t);
  });

  it('audits the upload and the re-run with who did them', async () => {
    const rows = (await db().execute(sql`
      select action, target_type, target_id from audit_log
       where target_type in ('provider_statement', 'provider_reconciliation') order by seq`)) as unknown as {
      rows: { action: string; target_type: string; target_id: string }[];
    };
    expect(rows.rows.map((row) => row.target_type)).toEqual([
      'provider_statement',
      'provider_statement',
      'provider_reconciliation',
      'provider_statement',
    ]);
  });
});

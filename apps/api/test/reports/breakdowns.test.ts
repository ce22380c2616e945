import {
  type AdminBonusCostReport,
  type AdminGgrReport,
  type AdminPaymentsReport,
  type AdminPlayersReport,
  type AuditRow,
  type GgrRow,
} from '@lale/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, paymentMethods } from '../../src/db/schema.ts';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { bearer, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { adminCall, staffToken } from '../support/staff.ts';
import { adminToken, expectLedgerSound, METHOD, TRY } from '../payments/support.ts';
import { writeScriptedDay } from './scripted-day.ts';

/*
 * The reports (issue #27) on a scripted day of play, reconciled against the ledger. The clock stands at
 * 2026-03-10 12:00 UTC; the day is D = 2026-03-09 (Istanbul), with yesterday (Mar 8) and tomorrow
 * (Mar 10) around it. The day itself is written by scripted-day.ts (its comment tells the story: a
 * rollback, a bonus-funded stake, a cash-out, a void, a bet settled the next day), which the back
 * office's browser journey (e2e/reports.e2e.ts) writes too; both assert the same literal figures.
 */

let t: TestApp;
let owner: string;
const clock = testClock('2026-03-10T12:00:00Z');
const D = '2026-03-09';

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await adminToken(t);
  await seedDemoCatalogue(t.database.db, 1);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** The balance of a house account (summed over its shards), minor units. */
async function houseBalance(kind: 'house_casino' | 'house_sports'): Promise<bigint> {
  const [row] = await db()
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currencyId, TRY)));
  return BigInt(row!.balance);
}

/** What a house account moved in one Istanbul day, straight from the ledger's transfers, minor units. */
async function houseMoved(kind: 'house_casino' | 'house_sports', day: string): Promise<bigint> {
  const rows = (await db().execute(sql`
    select coalesce(sum(case when c.kind = ${kind} then t.amount else -t.amount end), 0)::text as moved
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
     where t.currency_id = ${TRY}::int
       and (d.kind = ${kind} or c.kind = ${kind})
       and t.created_at >= (${day}::date::timestamp at time zone 'Europe/Istanbul')
       and t.created_at < ((${day}::date + 1)::timestamp at time zone 'Europe/Istanbul')`)) as unknown as {
    rows: { moved: string }[];
  };
  return BigInt(rows.rows[0]!.moved);
}

const get = <T>(path: string, token = owner) =>
  adminCall<T>(t.app, token, 'GET', `/api/admin/reports/${path}`);
const ggr = async (query: string) => {
  const answer = await get<AdminGgrReport>(`ggr?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

/** A row's figures without its key (the labels say what the row is). */
const figures = (rows: GgrRow[]) => rows.map(({ key: _key, ...row }) => row);
const sum = (rows: GgrRow[], key: 'stakes' | 'wins' | 'ggr' | 'bonusCost' | 'ngr') =>
  Math.round(rows.reduce((total, row) => total + row[key], 0) * 100) / 100;

let mar8Before: AdminGgrReport;
let houseBefore: { casino: bigint; sports: bigint };

describe('the reports on a scripted day', () => {
  beforeAll(async () => {
    houseBefore = { casino: await houseBalance('house_casino'), sports: await houseBalance('house_sports') };
    await writeScriptedDay(db(), {
      // Yesterday as the report saw it then: it must not change when today's late adjustments arrive.
      afterMar8: async () => {
        mar8Before = await ggr('from=2026-03-08&to=2026-03-08&by=sport');
      },
    });
    await expectLedgerSound(t);
  });

  it('answers GGR and NGR by day, each day at the time its money moved', async () => {
    const report = await ggr('from=2026-03-08&to=2026-03-10&by=day');
    expect(report).toMatchObject({
      timeZone: 'Europe/Istanbul',
      currency: 'TRY',
      from: '2026-03-08',
      to: '2026-03-10',
      by: 'day',
    });
    expect(report.rows).toEqual([
      // R0's 40 and Y's 50 staked, Y's 120 paid.
      { key: '2026-03-08', label: '2026-03-08', stakes: 90, wins: 120, ggr: -30, bonusCost: 0, ngr: -30 },
      // Casino 230 / 315 (R0 rolled back: −40), Lale Sports 60 / 20 (Y rolled back: −50 / −120), fcg 25 / 0.
      { key: D, label: D, stakes: 315, wins: 335, ggr: -20, bonusCost: 25, ngr: -45 },
      // S4 and Y's resettlement, both lost.
      { key: '2026-03-10', label: '2026-03-10', stakes: 80, wins: 0, ggr: 80, bonusCost: 0, ngr: 80 },
    ]);
    expect(report.totals).toEqual({ stakes: 485, wins: 455, ggr: 30, bonusCost: 25, ngr: 5 });
  });

  it('does not change a closed day: the late rollbacks are adjustments on the day they happened', async () => {
    const mar8 = await ggr('from=2026-03-08&to=2026-03-08&by=sport');
    expect(mar8).toEqual(mar8Before);
    expect(figures(mar8.rows)).toEqual([
      { label: 'Casino (all games)', stakes: 40, wins: 0, ggr: 40, bonusCost: 0, ngr: 40 },
      { label: 'Football', stakes: 50, wins: 120, ggr: -70, bonusCost: 0, ngr: -70 },
    ]);
    // The dashboard agrees, day by day (one definition).
    const dashboard = await adminCall<{
      daily: { day: string; stakes: number; wins: number; ngr: number }[];
    }>(t.app, owner, 'GET', '/api/admin/reports/dashboard?days=3');
    const byDay = await ggr('from=2026-03-08&to=2026-03-10');
    expect(
      dashboard.body.data.daily.map(({ day, stakes, wins, ngr }) => ({ day, stakes, wins, ngr })),
    ).toEqual(byDay.rows.map(({ key, stakes, wins, ngr }) => ({ day: key, stakes, wins, ngr })));
  });

  it('breaks D down by provider, game, sport and market, each summing to the day', async () => {
    const byProvider = await ggr(`from=${D}&to=${D}&by=provider`);
    expect(byProvider.totals).toEqual({ stakes: 315, wins: 335, ggr: -20, bonusCost: 25, ngr: -45 });
    expect(figures(byProvider.rows)).toEqual([
      { label: 'Hub88', stakes: 110, wins: 65, ggr: 45, bonusCost: 0, ngr: 45 },
      { label: 'Lale Sports', stakes: 60, wins: 20, ggr: 40, bonusCost: 0, ngr: 40 },
      { label: 'fcg (sportsbook frame)', stakes: 25, wins: 0, ggr: 25, bonusCost: 0, ngr: 25 },
      { label: 'Pragmatic Play', stakes: 120, wins: 250, ggr: -130, bonusCost: 0, ngr: -130 },
      { label: 'Bonus converted (no game)', stakes: 0, wins: 0, ggr: 0, bonusCost: 25, ngr: -25 },
    ]);
    expect(byProvider.rows.map((row) => row.key.replace(/\d+$/, 'N'))).toEqual([
      'casino:provider:N',
      'sports:lale',
      'sports:frame:fcg',
      'casino:provider:N',
      'bonus-converted',
    ]);

    const byGame = await ggr(`from=${D}&to=${D}&by=game`);
    expect(figures(byGame.rows)).toEqual([
      { label: 'Sports (all bets)', stakes: 85, wins: 20, ggr: 65, bonusCost: 0, ngr: 65 },
      { label: 'Gates of Olympus (Pragmatic Play)', stakes: 60, wins: 0, ggr: 60, bonusCost: 0, ngr: 60 },
      { label: 'Lightning Roulette (Hub88)', stakes: 80, wins: 20, ggr: 60, bonusCost: 0, ngr: 60 },
      { label: '=Lucky Sevens (Hub88)', stakes: 30, wins: 45, ggr: -15, bonusCost: 0, ngr: -15 },
      { label: 'Sweet Bonanza (Pragmatic Play)', stakes: 60, wins: 250, ggr: -190, bonusCost: 0, ngr: -190 },
      { label: 'Bonus converted (no game)', stakes: 0, wins: 0, ggr: 0, bonusCost: 25, ngr: -25 },
    ]);

    const bySport = await ggr(`from=${D}&to=${D}&by=sport`);
    expect(figures(bySport.rows)).toEqual([
      // S1 50 / 90, S3 20 / 20 (void: GGR 0), Y's rollback −50 / −120.
      { label: 'Football', stakes: 20, wins: -10, ggr: 30, bonusCost: 0, ngr: 30 },
      { label: 'fcg (sportsbook frame)', stakes: 25, wins: 0, ggr: 25, bonusCost: 0, ngr: 25 },
      { label: 'Tennis', stakes: 40, wins: 30, ggr: 10, bonusCost: 0, ngr: 10 },
      { label: 'Casino (all games)', stakes: 230, wins: 315, ggr: -85, bonusCost: 0, ngr: -85 },
      { label: 'Bonus converted (no game)', stakes: 0, wins: 0, ggr: 0, bonusCost: 25, ngr: -25 },
    ]);
    expect(bySport.rows.map((row) => row.key)).toEqual([
      'sports:sport:901',
      'sports:frame:fcg',
      'sports:sport:905',
      'casino',
      'bonus-converted',
    ]);

    const byMarket = await ggr(`from=${D}&to=${D}&by=market`);
    expect(figures(byMarket.rows)).toEqual([
      { label: '1x2', stakes: 0, wins: -30, ggr: 30, bonusCost: 0, ngr: 30 },
      { label: 'fcg (sportsbook frame)', stakes: 25, wins: 0, ggr: 25, bonusCost: 0, ngr: 25 },
      { label: 'match_winner', stakes: 40, wins: 30, ggr: 10, bonusCost: 0, ngr: 10 },
      { label: 'total', stakes: 20, wins: 20, ggr: 0, bonusCost: 0, ngr: 0 },
      { label: 'Casino (all games)', stakes: 230, wins: 315, ggr: -85, bonusCost: 0, ngr: -85 },
      { label: 'Bonus converted (no game)', stakes: 0, wins: 0, ggr: 0, bonusCost: 25, ngr: -25 },
    ]);

    // Every breakdown is the whole day: its rows sum to the day's figures.
    for (const report of [byProvider, byGame, bySport, byMarket]) {
      expect(report.totals).toEqual(byProvider.totals);
      for (const key of ['stakes', 'wins', 'ggr', 'bonusCost', 'ngr'] as const)
        expect(sum(report.rows, key), `${report.by} ${key}`).toBe(report.totals[key]);
    }
  });

  it('puts a multi across sports in "Multiple" rows, over the whole range', async () => {
    const bySport = await ggr('from=2026-03-08&to=2026-03-10&by=sport');
    expect(figures(bySport.rows)).toEqual([
      { label: 'Multiple sports', stakes: 30, wins: 0, ggr: 30, bonusCost: 0, ngr: 30 },
      { label: 'fcg (sportsbook frame)', stakes: 25, wins: 0, ggr: 25, bonusCost: 0, ngr: 25 },
      // Y: 50 / 120 on Mar 8, −50 / −120 on D, 50 / 0 on Mar 10; S1; S3.
      { label: 'Football', stakes: 120, wins: 110, ggr: 10, bonusCost: 0, ngr: 10 },
      { label: 'Tennis', stakes: 40, wins: 30, ggr: 10, bonusCost: 0, ngr: 10 },
      { label: 'Casino (all games)', stakes: 270, wins: 315, ggr: -45, bonusCost: 0, ngr: -45 },
      { label: 'Bonus converted (no game)', stakes: 0, wins: 0, ggr: 0, bonusCost: 25, ngr: -25 },
    ]);
    expect(bySport.rows[0]!.key).toBe('sports:sport:multiple');
    const byMarket = await ggr('from=2026-03-08&to=2026-03-10&by=market');
    expect(figures(byMarket.rows).slice(0, 5)).toEqual([
      { label: 'Multiple markets', stakes: 30, wins: 0, ggr: 30, bonusCost: 0, ngr: 30 },
      { label: 'fcg (sportsbook frame)', stakes: 25, wins: 0, ggr: 25, bonusCost: 0, ngr: 25 },
      { label: '1x2', stakes: 100, wins: 90, ggr: 10, bonusCost: 0, ngr: 10 },
      { label: 'match_winner', stakes: 40, wins: 30, ggr: 10, bonusCost: 0, ngr: 10 },
      { label: 'total', stakes: 20, wins: 20, ggr: 0, bonusCost: 0, ngr: 0 },
    ]);
    expect(sum(byMarket.rows, 'ggr')).toBe(30);
  });

  it('reconciles with the ledger: the casino and sports GGR are what house_casino and house_sports moved', async () => {
    const whole = await ggr('from=2026-03-08&to=2026-03-10&by=sport');
    const casino = whole.rows.find((row) => row.key === 'casino')!;
    const sports = whole.rows.filter((row) => row.key.startsWith('sports'));
    // house_casino also paid the promotional win (10), which is a promotion's cost, not GGR.
    const promoWins = 10;
    const moved = {
      casino: Number((await houseBalance('house_casino')) - houseBefore.casino) / 100,
      sports: Number((await houseBalance('house_sports')) - houseBefore.sports) / 100,
    };
    expect(moved).toEqual({ casino: -55, sports: 75 });
    expect(casino.ggr - promoWins).toBe(moved.casino);
    expect(sum(sports, 'ggr')).toBe(moved.sports);
    expect(whole.totals.ggr).toBe(moved.casino + promoWins + moved.sports);
    // Day by day, from the transfers themselves.
    for (const day of ['2026-03-08', D, '2026-03-10']) {
      const report = await ggr(`from=${day}&to=${day}&by=sport`);
      const casinoGgr = report.rows.find((row) => row.key === 'casino')?.ggr ?? 0;
      const promo = day === D ? promoWins : 0;
      expect(Number(await houseMoved('house_casino', day)) / 100, day).toBe(casinoGgr - promo);
      expect(Number(await houseMoved('house_sports', day)) / 100, day).toBe(report.totals.ggr - casinoGgr);
    }
  });

  it('answers deposits and withdrawals by method', async () => {
    const titles = await db()
      .select({ id: paymentMethods.id, title: paymentMethods.title })
      .from(paymentMethods);
    const title = (id: number) => titles.find((row) => row.id === id)!.title;
    expect([METHOD.card, METHOD.havale, METHOD.papara, METHOD.bankOut].map(title)).toEqual([
      'Kredi Kartı',
      'Havale/EFT',
      'Papara',
      'Banka Havalesi',
    ]);
    const day = await get<AdminPaymentsReport>(`payments?from=${D}&to=${D}`);
    expect(day.status).toBe(200);
    expect(day.body.data.rows).toEqual([
      { methodId: METHOD.card, method: 'Kredi Kartı', direction: 'deposit', count: 1, amount: 1000 },
      { methodId: METHOD.papara, method: 'Papara', direction: 'deposit', count: 1, amount: 200 },
      { methodId: METHOD.bankOut, method: 'Banka Havalesi', direction: 'withdrawal', count: 1, amount: 300 },
    ]);
    expect(day.body.data.totals).toEqual({
      deposits: 1200,
      depositCount: 2,
      withdrawals: 300,
      withdrawalCount: 1,
    });
    const range = await get<AdminPaymentsReport>('payments?from=2026-03-08&to=2026-03-10');
    expect(range.body.data.rows).toEqual([
      { methodId: METHOD.card, method: 'Kredi Kartı', direction: 'deposit', count: 2, amount: 1100 },
      { methodId: METHOD.havale, method: 'Havale/EFT', direction: 'deposit', count: 1, amount: 200 },
      { methodId: METHOD.papara, method: 'Papara', direction: 'deposit', count: 1, amount: 200 },
      { methodId: METHOD.bankOut, method: 'Banka Havalesi', direction: 'withdrawal', count: 1, amount: 300 },
    ]);
    expect(range.body.data.totals).toEqual({
      deposits: 1500,
      depositCount: 4,
      withdrawals: 300,
      withdrawalCount: 1,
    });
  });

  it('answers the bonus cost per day', async () => {
    const answer = await get<AdminBonusCostReport>('bonus-cost?from=2026-03-08&to=2026-03-10');
    expect(answer.status).toBe(200);
    const none = { granted: 0, converted: 0, removed: 0, freeRoundWins: 0, promoWins: 0 };
    const onD = { granted: 50, converted: 25, removed: 40, freeRoundWins: 15, promoWins: 10 };
    expect(answer.body.data.rows).toEqual([
      { day: '2026-03-08', ...none },
      { day: D, ...onD },
      { day: '2026-03-10', ...none },
    ]);
    expect(answer.body.data.totals).toEqual(onD);
  });

  it('answers active players and sign-ups per day, the range a distinct count', async () => {
    const answer = await get<AdminPlayersReport>('players?from=2026-03-08&to=2026-03-10');
    expect(answer.status).toBe(200);
    expect(answer.body.data.rows).toEqual([
      { day: '2026-03-08', activePlayers: 2, signUps: 2 },
      { day: D, activePlayers: 3, signUps: 1 },
      { day: '2026-03-10', activePlayers: 0, signUps: 0 },
    ]);
    expect(answer.body.data.totals).toEqual({ activePlayers: 3, signUps: 3 });
  });

  it('defaults to the last 30 days, today included', async () => {
    const report = await ggr('');
    expect(report).toMatchObject({ from: '2026-02-09', to: '2026-03-10', by: 'day', currency: 'TRY' });
    expect(report.rows).toHaveLength(30);
    expect(report.totals).toEqual({ stakes: 485, wins: 455, ggr: 30, bonusCost: 25, ngr: 5 });
  });

  it('exports each report as CSV: a header row, the rows, a total, formula cells escaped; an audited read', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/ggr/export?from=${D}&to=${D}&by=game`,
      headers: { ...(await staffHeaders('analyst')), 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ggr-by-game-${D}-${D}.csv"`);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('key,label,stakes,wins,ggr,bonus_cost,ngr');
    expect(lines.slice(1).map((line) => line.replace(/^casino:game:\d+/, 'casino:game:N'))).toEqual([
      'sports,Sports (all bets),85,20,65,0,65',
      'casino:game:N,Gates of Olympus (Pragmatic Play),60,0,60,0,60',
      'casino:game:N,Lightning Roulette (Hub88),80,20,60,0,60',
      "casino:game:N,'=Lucky Sevens (Hub88),30,45,-15,0,-15",
      'casino:game:N,Sweet Bonanza (Pragmatic Play),60,250,-190,0,-190',
      'bonus-converted,Bonus converted (no game),0,0,0,25,-25',
      'total,Total,315,335,-20,25,-45',
    ]);

    const csv = async (path: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports/${path}`,
        headers: await staffHeaders('analyst'),
      });
      expect(answer.statusCode, path).toBe(200);
      return answer.body.trimEnd().split('\r\n');
    };
    expect(await csv(`payments/export?from=${D}&to=${D}`)).toEqual([
      'direction,method_id,method,count,amount',
      `deposit,${METHOD.card},Kredi Kartı,1,1000`,
      `deposit,${METHOD.papara},Papara,1,200`,
      `withdrawal,${METHOD.bankOut},Banka Havalesi,1,300`,
      'deposit,,Total,2,1200',
      'withdrawal,,Total,1,300',
    ]);
    expect(await csv(`bonus-cost/export?from=${D}&to=${D}`)).toEqual([
      'day,granted,converted,removed,free_round_wins,promo_wins',
      `${D},50,25,40,15,10`,
      'total,50,25,40,15,10',
    ]);
    expect(await csv('players/export?from=2026-03-08&to=2026-03-10')).toEqual([
      'day,active_players,sign_ups',
      '2026-03-08,2,2',
      `${D},3,1`,
      '2026-03-10,0,0',
      'total,3,3',
    ]);

    // Each download is an audit row (area reports), as every export is.
    const audit = await adminCall<{ items: AuditRow[] }>(
      t.app,
      owner,
      'GET',
      '/api/admin/audit?area=reports',
    );
    expect(audit.body.data.items.map((row) => row.action).sort()).toEqual([
      'GET /api/admin/reports/bonus-cost/export',
      'GET /api/admin/reports/ggr/export',
      'GET /api/admin/reports/payments/export',
      'GET /api/admin/reports/players/export',
    ]);
    expect(audit.body.data.items.every((row) => row.staffRole === 'analyst' && row.outcome === 'ok')).toBe(
      true,
    );
  });
});

/** A member's session headers (the analyst: reports.view and nothing to write). */
async function staffHeaders(role: 'analyst' | 'support') {
  return bearer(await staffToken(t, role));
}

describe('who may read the reports, and what range', () => {
  const ROUTES = [
    'ggr',
    'ggr/export',
    'payments',
    'payments/export',
    'bonus-cost',
    'bonus-cost/export',
    'players',
    'players/export',
  ];

  it('answers the analyst (reports.view) and refuses support (403)', async () => {
    const analyst = await staffHeaders('analyst');
    const support = await staffHeaders('support');
    const status = async (route: string, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/reports/${route}?from=${D}&to=${D}`, headers }))
        .statusCode;
    for (const route of ROUTES) {
      expect(await status(route, analyst), route).toBe(200);
      expect(await status(route, support), route).toBe(403);
    }
  });

  it('refuses a reversed or too long range with an outcome, and a malformed day or group as a field', async () => {
    const reversed = await get<{ errors: Record<string, string> }>('ggr?from=2026-03-10&to=2026-03-09');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('The last day cannot be before the first.');
    expect(reversed.body.data.errors).toEqual({ to: 'The last day cannot be before the first.' });

    // 366 days (2025-03-10 .. 2026-03-10) is the most; one more is refused.
    expect((await get('players?from=2025-03-10&to=2026-03-10')).status).toBe(200);
    const tooLong = await get<{ errors: Record<string, string> }>(
      'players/export?from=2025-03-09&to=2026-03-10',
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data.errors).toEqual({ from: 'A report covers at most 366 days.' });

    for (const query of ['from=2026-02-30', 'to=09.03.2026', 'by=week', 'currency=try']) {
      const answer = await get<{ errors: Record<string, string> }>(`ggr?${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.data.errors), query).toEqual([query.split('=')[0]]);
    }
    const unknown = await get<{ errors: Record<string, string> }>('bonus-cost?currency=XXX');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual({ currency: 'There is no such currency.' });
  });
});

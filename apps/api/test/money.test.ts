import { DEFAULT_CURRENCY_ID, type Balance, type Bootstrap } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, players } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed.ts';
import { DEMO_PLAYER } from '../src/modules/auth/index.ts';
import { createWalletService } from '../src/modules/wallet/service.ts';
import { formatMoney } from '../src/platform/i18n.ts';
import { bearer, call, fullRegistration, login, registerOk } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { createTestDatabase, type TestDatabase } from './support/db.ts';

/*
 * Every amount the API answers with follows its currency's minor units as the database states them.
 * The site's currency (id 1, lira in the seed) is given 3 places here: anything that still assumed 2
 * would answer ten times too much. Players in a 0-place and a 2-place currency share the same app.
 */

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  await database.db.update(currencies).set({ minorUnits: 3 }).where(eq(currencies.id, DEFAULT_CURRENCY_ID));
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const get = <T>(url: string, token?: string) =>
  call<T>(t.app, { method: 'GET', url, headers: token ? bearer(token) : {} });

async function playerIdOf(username: string): Promise<number> {
  const [row] = await database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, username));
  if (!row) throw new Error(`no player ${username}`);
  return row.id;
}

/** A deposit straight into the ledger (the cashier comes later), in minor units of `currencyId`. */
async function deposit(username: string, currencyId: number, amountMinor: bigint) {
  const playerId = await playerIdOf(username);
  const result = await createWalletService(database.db).transfer({
    idempotencyKey: `test-deposit:${playerId}:${amountMinor}`,
    from: { type: 'system', kind: 'payments_clearing', currencyId },
    to: { type: 'player', playerId, kind: 'cash', currencyId },
    amountMinor,
    kind: 'deposit',
  });
  expect(result.status).toBe('applied');
}

describe('a site currency with 3 minor units', () => {
  it('shows the jackpots with 3 places', async () => {
    const { body } = await get<Bootstrap>('/api/cms/grouped');
    // Seeded as 2_543_712 and 1_825_040 minor units.
    expect(body.data.jackpotCards.currentLevelI).toBe(2543.712);
    const highCash = body.data.egtJackpotCards.find((card) => card.instanceName === 'High Cash');
    expect(highCash?.levelStats[0]?.value).toBe(1825.04);
  });

  it("answers the demo player's 100,000 minor units as 100 at login and in the balance", async () => {
    const answer = await login(t.app, DEMO_PLAYER.username, DEMO_PLAYER.password);
    expect(answer.body.data.balance).toBe(100);
    const balance = await get<Balance>('/api/user/balance', answer.body.data.token);
    expect(balance.body.data).toEqual({ balance: 100, bonusBalance: 0 });
  });

  it('offers the operator\'s trial bonus ("50") as 50 and credits 50,000 minor units', async () => {
    expect((await get<number>('/api/bonus/trialbonusamount')).body.data).toBe(50);
    const player = await registerOk(t.app);
    expect((await get('/api/bonus/definetrialbonus', player.token)).status).toBe(200);
    const balance = await get<Balance>('/api/user/balance', player.token);
    expect(balance.body.data).toEqual({ balance: 0, bonusBalance: 50 });
    const playerId = await playerIdOf(player.username);
    expect(await createWalletService(database.db).playerBalances(playerId, DEFAULT_CURRENCY_ID)).toEqual({
      cash: 0n,
      bonus: 50_000n,
      withdrawHold: 0n,
    });
  });
});

describe('players in other currencies', () => {
  it('answers a currency added while the app runs, with 0 places, in whole units', async () => {
    const [yen] = await database.db
      .insert(currencies)
      .values({ code: 'JPY', symbol: '¥', name: { tr: 'Japon yeni', en: 'Japanese yen' }, minorUnits: 0 })
      .returning({ id: currencies.id });
    const payload = fullRegistration({ currencyId: yen!.id });
    const player = await registerOk(t.app, payload);
    await deposit(payload.username, yen!.id, 1234n);
    expect((await get<Balance>('/api/user/balance', player.token)).body.data).toEqual({
      balance: 1234,
      bonusBalance: 0,
    });
    expect((await login(t.app, payload.username, payload.password)).body.data.balance).toBe(1234);
  });

  it('answers a 2-place currency with 2 places', async () => {
    const payload = fullRegistration({ currencyId: 2 });
    const player = await registerOk(t.app, payload);
    await deposit(payload.username, 2, 1007n);
    expect((await get<Balance>('/api/user/balance', player.token)).body.data.balance).toBe(10.07);
  });
});

describe('amounts in messages', () => {
  it('writes as many places as the currency has, the way each language writes money', () => {
    expect(formatMoney('tr', 5_000n, { code: 'TRY', minorUnits: 2 })).toBe('₺50,00');
    expect(formatMoney('en', 123_456_789n, { code: 'TRY', minorUnits: 2 })).toBe('₺1,234,567.89');
    expect(formatMoney('en', 1_234_567n, { code: 'KWD', minorUnits: 3 })).toBe('KWD\u00a01,234.567');
    expect(formatMoney('tr', 1_234_567n, { code: 'JPY', minorUnits: 0 })).toBe('¥1.234.567');
    // Exact beyond 2^53 minor units: formatted from the decimal text, never through a double.
    expect(formatMoney('en', 2n ** 53n + 1n, { code: 'TRY', minorUnits: 2 })).toBe('₺90,071,992,547,409.93');
  });
});

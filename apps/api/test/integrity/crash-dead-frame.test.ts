import { crash } from '@lale/originals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  crashApp,
  crashCall,
  launch,
  newPlayer,
  pickChain,
  seedChain,
  START,
  type CrashApp,
} from '../originals/crash-support.ts';

/*
 * Lale Aviator after its frame died (issue #23): the player bets (one bet with an auto cash-out at ×2,
 * one to cash out by hand), then logs out before take-off. The dead frame's cash-out is refused and
 * moves nothing; the bets ride as on a dropped connection: the auto cash-out is paid at exactly ×2 by the
 * round, the other bet is lost at the crash.
 */

const picked = pickChain(8, (points) => points[0]! >= 30_000 && points[0]! <= 200_000);
let database: TestDatabase;
let t: CrashApp;
const t0 = Date.parse(START);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedChain(database, picked.seed, 8, picked.commitment);
  t = await crashApp(database);
});
afterAll(async () => {
  await t.close();
  await database.close();
});

type BetAnswer = { bet: { betId: string; status: string }; balance: number };

describe('a crash bet whose frame died', () => {
  it('cannot be cashed out from the dead frame; it rides to its auto cash-out or the crash', async () => {
    const player = await newPlayer(t, { cashMinor: 100_000n });
    const session = await launch(t, player.token);
    await t.tick();
    const auto = await crashCall<BetAnswer>(t, 'bet', { session, stake: 10, autoCashOut: 20_000 });
    const manual = await crashCall<BetAnswer>(t, 'bet', { session, stake: 5 });
    expect([auto.status, manual.status]).toEqual([200, 200]);
    const cash = async () => (await t.modules.gameWallet.games.balances(player.playerId, 1)).cash;
    expect(await cash()).toBe(100_000n - 1_500n);

    const out = await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(player.token) });
    expect(out.status).toBe(200);

    const startedAt = t0 + crash.BETTING_WINDOW_MS;
    await t.runTo(startedAt);
    t.clock.set(new Date(startedAt + 5_000));
    const refused = await crashCall(t, 'cashout', { session, betId: manual.body.data.bet.betId });
    expect(refused.status).toBe(410);
    expect(refused.body.success).toBe(false);
    expect(await cash()).toBe(100_000n - 1_500n);
    // The dead frame is refused whatever it asks, its state too (the page shows why).
    expect((await crashCall(t, 'state', { session })).status).toBe(410);

    await t.runTo(startedAt + crash.crashTimeMs(picked.points[0]!) + 1_000);
    // The auto cash-out paid exactly ×2 on 10; the bet left to the hand is lost at the crash.
    expect(await cash()).toBe(100_000n - 1_500n + 2_000n);
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });
});

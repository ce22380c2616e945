import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { testClock } from '../support/accounts.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { deposit, expectLedgerSound, METHOD, newPlayer, paymentsOf, post, type Player } from './support.ts';

/*
 * The cashier and the player's deposit limits together, as app.ts wires them (issue #11): deposits count
 * towards the limits, and a deposit over what is left is refused with the amount still allowed.
 */

let database: TestDatabase;
let t: TestApp;
let player: Player;
const clock = testClock('2026-03-10T09:00:00Z');

beforeAll(async () => {
  // Fewer connections than the race below has deposits: a limit check that read outside the deposit's
  // transaction would wait for a connection the waiting deposits hold, and the race would hang.
  database = await createTestDatabase({ poolSize: 3 });
  t = await createTestApp({ clock, database });
  player = await newPlayer(t);
});
afterAll(async () => {
  await t.close();
  await database.close();
});
afterEach(() => expectLedgerSound(t));

const havale = (amount: number) =>
  deposit(t.app, player.token, METHOD.havale, { amount, FullName: 'Ayşe Yılmaz' });

describe('a deposit against the deposit limits', () => {
  it('counts a pending deposit and refuses the next one over the daily limit, naming what is left', async () => {
    const set = await post(t.app, player.token, '/api/customer/setdepositlimit', {
      period: 'daily',
      amount: 600,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);

    expect((await havale(500)).status).toBe(200);
    const refused = await havale(200);
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/100\.00/);
    expect((await paymentsOf(t, player.playerId)).length).toBe(1);

    // Exactly what is left is still allowed.
    expect((await havale(100)).status).toBe(200);
    expect((await paymentsOf(t, player.playerId)).length).toBe(2);
  });

  it('lets exactly what fits through when deposits race: 10 at once of ₺100 under a ₺600 limit', async () => {
    const racer = await newPlayer(t);
    const limit = await post(t.app, racer.token, '/api/customer/setdepositlimit', {
      period: 'daily',
      amount: 600,
    });
    expect(limit.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        deposit(t.app, racer.token, METHOD.havale, { amount: 100, FullName: 'Ayşe Yılmaz' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 400, 400, 400, 400]);
    expect((await paymentsOf(t, racer.playerId)).length).toBe(6);
  });
});

import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, playerBonuses } from '../../src/db/schema.ts';
import { isDomainError } from '../../src/platform/domain-errors.ts';
import { bearer, call, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  balances,
  claim,
  confirmDeposit,
  definitionId,
  engineFor,
  expectLedgerSound,
  forfeit,
  listBonuses,
  newPlayer,
  type Engine,
} from './support.ts';

/*
 * The bonus engine end to end on the ledger: claim (first deposit, code, trial), wagering by reported
 * stakes with game contributions, conversion at exactly the required turnover, max bet, forfeit and the
 * expiry sweep. The demo definitions are seeded: "Hoş Geldin Bonusu" (first deposit, 100 % up to
 * ₺1,000, ×10, max bet ₺50, 30 days) and LALE50 (50 % up to ₺500, ×8).
 */

const DAY = 86_400_000;
const clock = testClock('2026-06-01T10:00:00Z');
let t: TestApp;
let engine: Engine;
let welcomeId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  engine = await engineFor(t, clock);
  welcomeId = await definitionId(t, 'first_deposit');
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

/** A new player with one confirmed deposit of `amountMinor`, and the welcome bonus claimed. */
async function playerWithWelcomeBonus(amountMinor = 50_000n) {
  const player = await newPlayer(t);
  await confirmDeposit(t, engine, player, amountMinor, clock.now());
  const claimed = await claim(t, player, { id: welcomeId });
  expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
  const [bonus] = (await listBonuses(t, player)).body.data.bonuses;
  return { player, bonus: bonus! };
}

const status = async (id: number) =>
  (await t.database.db.select().from(playerBonuses).where(eq(playerBonuses.id, id)))[0]!;

describe('claiming the first-deposit bonus', () => {
  it('is offered after the first confirmed deposit and credits the bonus balance with its terms', async () => {
    const player = await newPlayer(t);
    expect((await listBonuses(t, player)).body.data.offers.map((o) => o.trigger)).toEqual(['signup_trial']);

    await confirmDeposit(t, engine, player, 50_000n, clock.now());
    const { offers } = (await listBonuses(t, player, 'tr')).body.data;
    expect(offers.find((offer) => offer.id === welcomeId)).toEqual({
      id: welcomeId,
      title: 'Hoş Geldin Bonusu',
      description: expect.any(String),
      trigger: 'first_deposit',
      amount: 500,
      wageringMultiple: 10,
      validDays: 30,
      maxBet: 50,
    });

    const claimed = await claim(t, player, { id: welcomeId });
    expect(claimed.body).toEqual({
      success: true,
      message: 'The bonus has been added to your bonus balance.',
      data: null,
    });
    expect(await balances(engine, player)).toMatchObject({ cash: 50_000n, bonus: 50_000n });
    const list = (await listBonuses(t, player)).body.data;
    expect(list.offers).toEqual([]);
    expect(list.bonuses).toEqual([
      {
        id: expect.any(Number),
        title: 'Welcome Bonus',
        status: 'active',
        amount: 500,
        wageringRequired: 5000,
        wageringDone: 0,
        maxBet: 50,
        createdAt: clock.now().toISOString(),
        expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      },
    ]);
    expect(await engine.gate.hasWageringLeft(player.playerId)).toBe(true);
  });

  it('caps the amount (100 % of ₺2,500 is ₺1,000)', async () => {
    const { player, bonus } = await playerWithWelcomeBonus(250_000n);
    expect(bonus.amount).toBe(1000);
    expect(bonus.wageringRequired).toBe(10_000);
    expect((await balances(engine, player)).bonus).toBe(100_000n);
  });

  it('refuses a second claim, and two racing claims grant once', async () => {
    const { player } = await playerWithWelcomeBonus();
    const [before] = await t.database.db.select({ n: count() }).from(ledgerTransfers);
    const again = await claim(t, player, { id: welcomeId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already claimed this bonus.');
    const [after] = await t.database.db.select({ n: count() }).from(ledgerTransfers);
    expect(after!.n).toBe(before!.n);

    const racer = await newPlayer(t);
    await confirmDeposit(t, engine, racer, 20_000n, clock.now());
    const answers = await Promise.all([1, 2, 3].map(() => claim(t, racer, { id: welcomeId })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect((await balances(engine, racer)).bonus).toBe(20_000n);
  });

  it('is not offered or claimable after a second deposit, after the claim window, or below the minimum', async () => {
    const twice = await newPlayer(t);
    await confirmDeposit(t, engine, twice, 20_000n, clock.now());
    await confirmDeposit(t, engine, twice, 20_000n, clock.now());
    expect((await listBonuses(t, twice)).body.data.offers.map((o) => o.trigger)).toEqual(['signup_trial']);
    expect((await claim(t, twice, { id: welcomeId })).status).toBe(400);

    const late = await newPlayer(t);
    await confirmDeposit(t, engine, late, 20_000n, new Date(clock.now().getTime() - 8 * DAY));
    expect((await claim(t, late, { id: welcomeId })).body.message).toBe(
      'This bonus cannot be claimed right now.',
    );

    const small = await newPlayer(t);
    await confirmDeposit(t, engine, small, 9_999n, clock.now());
    expect((await claim(t, small, { id: welcomeId })).status).toBe(400);
    expect(await balances(engine, small)).toMatchObject({ bonus: 0n });
  });

  it('records a deposit reported twice once', async () => {
    const player = await newPlayer(t);
    const report = {
      playerId: player.playerId,
      currencyId: 1,
      paymentId: 777_777,
      amountMinor: 30_000n,
      confirmedAt: clock.now(),
    };
    await engine.gate.depositConfirmed(t.database.db, report);
    await engine.gate.depositConfirmed(t.database.db, report);
    expect((await claim(t, player, { id: welcomeId })).status).toBe(200);
  });
});

describe('code bonuses', () => {
  it('applies LALE50 (any case) to the latest deposit: 50 % up to ₺500, once', async () => {
    const player = await newPlayer(t);
    await confirmDeposit(t, engine, player, 10_000n, clock.now());
    const refused = await claim(t, player, { code: 'NOPE99' });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({ errors: { code: 'This bonus code is not valid.' } });

    // The welcome bonus would also be claimable; the code applies to the same (latest) deposit.
    await confirmDeposit(t, engine, player, 200_000n, new Date(clock.now().getTime() + 1000));
    expect((await claim(t, player, { code: 'lale50' })).status).toBe(200);
    const [bonus] = (await listBonuses(t, player)).body.data.bonuses;
    expect(bonus).toMatchObject({ title: 'LALE50 Deposit Bonus', amount: 500, wageringRequired: 4000 });

    await forfeit(t, player, bonus!.id);
    const again = await claim(t, player, { code: 'LALE50' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already claimed this bonus.');
  });

  it('needs a qualifying deposit, and is not claimable by id', async () => {
    const player = await newPlayer(t);
    const answer = await claim(t, player, { code: 'LALE50' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/recently confirmed deposit/);
    expect((await claim(t, player, { id: await definitionId(t, 'deposit_code') })).status).toBe(400);
  });

  it('is refused while another bonus runs', async () => {
    const { player } = await playerWithWelcomeBonus();
    await confirmDeposit(t, engine, player, 20_000n, new Date(clock.now().getTime() + 1000));
    const answer = await claim(t, player, { code: 'LALE50' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/already have a bonus running/);
  });
});

describe('wagering', () => {
  it('stays active one kuruş short of the turnover and converts the whole bonus balance at exactly it', async () => {
    const { player, bonus } = await playerWithWelcomeBonus(50_000n); // ₺500, turnover ₺5,000
    const required = 500_000n;
    const before = await balances(engine, player);

    const short = await engine.bonus.reportStake(undefined, {
      playerId: player.playerId,
      amountMinor: required - 1n,
      category: 'slot',
    });
    expect(short.status).toBe('wagering');
    expect((await status(bonus.id)).status).toBe('active');
    expect((await status(bonus.id)).wageringDoneMinor).toBe(required - 1n);
    expect(await balances(engine, player)).toEqual(before);
    expect(await engine.gate.hasWageringLeft(player.playerId)).toBe(true);

    const exact = await engine.bonus.reportStake(undefined, {
      playerId: player.playerId,
      amountMinor: 1n,
      category: 'slot',
    });
    expect(exact.status).toBe('completed');
    const row = await status(bonus.id);
    expect(row).toMatchObject({ status: 'completed', wageringDoneMinor: required, endedAt: clock.now() });
    expect(await balances(engine, player)).toMatchObject({ cash: before.cash + before.bonus, bonus: 0n });
    expect(await engine.gate.hasWageringLeft(player.playerId)).toBe(false);
    const [conversion] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `bonus-convert:${bonus.id}`));
    expect(conversion).toMatchObject({ amount: before.bonus, kind: 'bonus_convert' });
    // Later stakes find no bonus and change nothing.
    const later = await engine.bonus.reportStake(undefined, {
      playerId: player.playerId,
      amountMinor: 10_000n,
      category: 'slot',
    });
    expect(later.status).toBe('no_bonus');
    expect((await listBonuses(t, player)).body.data.bonuses[0]).toMatchObject({
      status: 'completed',
      wageringDone: 5000,
    });
  });

  it('converts what is left of the bonus balance when bets spent part of it', async () => {
    const { player } = await playerWithWelcomeBonus(50_000n);
    // A lost bet of ₺200 from the bonus balance (as the casino will post it).
    await engine.wallet.transfer({
      idempotencyKey: `test-bet:${player.playerId}`,
      from: { type: 'player', playerId: player.playerId, kind: 'bonus', currencyId: 1 },
      to: { type: 'system', kind: 'house_casino', currencyId: 1 },
      amountMinor: 20_000n,
      kind: 'bet',
    });
    const before = await balances(engine, player);
    await engine.bonus.reportStake(undefined, {
      playerId: player.playerId,
      amountMinor: 500_000n,
      category: 'sports',
    });
    expect(await balances(engine, player)).toMatchObject({ cash: before.cash + 30_000n, bonus: 0n });
  });

  it('counts each category by its contribution percentage (slot 100, live 10, table 10, sports 100)', async () => {
    const { player, bonus } = await playerWithWelcomeBonus();
    const stake = (category: 'slot' | 'live' | 'table' | 'sports', amountMinor: bigint) =>
      engine.bonus.reportStake(undefined, { playerId: player.playerId, amountMinor, category });
    await stake('live', 1_000n);
    expect((await status(bonus.id)).wageringDoneMinor).toBe(100n);
    await stake('table', 999n); // 10 % of 999 is 99.9: rounded down
    expect((await status(bonus.id)).wageringDoneMinor).toBe(199n);
    await stake('sports', 1_000n);
    expect((await status(bonus.id)).wageringDoneMinor).toBe(1_199n);
    await stake('slot', 1_000n);
    expect((await status(bonus.id)).wageringDoneMinor).toBe(2_199n);
    expect((await listBonuses(t, player)).body.data.bonuses[0]!.wageringDone).toBe(21.99);
  });

  it('joins the caller transaction: a rolled-back bet counts nothing', async () => {
    const { player, bonus } = await playerWithWelcomeBonus();
    await t.database.db
      .transaction(async (tx) => {
        await engine.bonus.reportStake(tx, {
          playerId: player.playerId,
          amountMinor: 5_000n,
          category: 'slot',
        });
        throw new Error('bet failed');
      })
      .catch(() => undefined);
    expect((await status(bonus.id)).wageringDoneMinor).toBe(0n);
  });

  it('ignores stakes of players without a bonus', async () => {
    const player = await newPlayer(t);
    const outcome = await engine.bonus.reportStake(undefined, {
      playerId: player.playerId,
      amountMinor: 5_000n,
      category: 'slot',
    });
    expect(outcome.status).toBe('no_bonus');
  });
});

describe('max bet', () => {
  it('allows stakes up to the max bet while wagering, and refuses one kuruş more', async () => {
    const { player } = await playerWithWelcomeBonus();
    await expect(engine.bonus.assertStakeAllowed(player.playerId, 5_000n)).resolves.toBeUndefined();
    const refusal: unknown = await engine.bonus.assertStakeAllowed(player.playerId, 5_001n).catch((e) => e);
    expect(isDomainError(refusal, 'BonusMaxBetExceeded')).toBe(true);
    expect(refusal).toMatchObject({ outcome: { maxBetMinor: 5_000n } });

    const free = await newPlayer(t);
    await expect(engine.bonus.assertStakeAllowed(free.playerId, 1_000_000n)).resolves.toBeUndefined();
  });
});

describe('forfeit', () => {
  it('removes what is left of the bonus balance and ends the bonus', async () => {
    const { player, bonus } = await playerWithWelcomeBonus();
    const before = await balances(engine, player);
    const answer = await forfeit(t, player, bonus.id);
    expect(answer.body).toEqual({
      success: true,
      message: 'You forfeited the bonus; its remaining bonus balance was removed.',
      data: null,
    });
    expect(await balances(engine, player)).toEqual({ ...before, bonus: 0n });
    expect((await status(bonus.id)).status).toBe('forfeited');
    expect((await listBonuses(t, player)).body.data.bonuses[0]!.status).toBe('forfeited');
    // Forfeited once; the deposit has had its bonus.
    expect((await forfeit(t, player, bonus.id)).status).toBe(404);
    expect((await claim(t, player, { id: welcomeId })).status).toBe(409);
  });

  it("refuses another player's bonus and needs a session", async () => {
    const { bonus } = await playerWithWelcomeBonus();
    const stranger = await newPlayer(t);
    const answer = await forfeit(t, stranger, bonus.id);
    expect(answer.status).toBe(404);
    expect((await status(bonus.id)).status).toBe('active');
    const anonymous = await call(t.app, { method: 'POST', url: '/api/bonus/forfeit', payload: { id: 1 } });
    expect(anonymous.status).toBe(401);
    const invalid = await call(t.app, {
      method: 'POST',
      url: '/api/bonus/forfeit',
      payload: { id: 'x' },
      headers: bearer(stranger.token),
    });
    expect(invalid.status).toBe(400);
  });
});

describe('expiry', () => {
  it('the sweep expires bonuses past their time and removes their balance; once, under concurrent sweeps', async () => {
    const { player, bonus } = await playerWithWelcomeBonus();
    const { player: fresh, bonus: freshBonus } = await (async () => {
      clock.advance(20 * DAY);
      try {
        return await playerWithWelcomeBonus();
      } finally {
        clock.advance(-20 * DAY);
      }
    })();
    const before = await balances(engine, player);

    const justBefore = new Date(clock.now().getTime() + 30 * DAY - 1);
    expect(await engine.bonus.sweepExpired(justBefore)).toBe(0);

    clock.advance(30 * DAY);
    try {
      const swept = await Promise.all([1, 2, 3].map(() => engine.bonus.sweepExpired(clock.now())));
      expect(swept.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
      expect((await status(bonus.id)).status).toBe('expired');
      expect(await balances(engine, player)).toEqual({ ...before, bonus: 0n });
      const removals = await t.database.db
        .select({ n: count() })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.idempotencyKey, `bonus-remove:${bonus.id}`)));
      expect(removals[0]!.n).toBe(1);
      // The younger bonus still runs.
      expect((await status(freshBonus.id)).status).toBe('active');
      expect((await balances(engine, fresh)).bonus).toBe(50_000n);
      expect(engine.pushes.some((push) => push.to === player.playerId)).toBe(true);
      // An expired bonus no longer counts stakes.
      const outcome = await engine.bonus.reportStake(undefined, {
        playerId: player.playerId,
        amountMinor: 10_000_000n,
        category: 'slot',
      });
      expect(outcome.status).toBe('no_bonus');
    } finally {
      clock.advance(-30 * DAY);
    }
  });
});

describe('the trial bonus as the signup_trial definition', () => {
  it('is one of the engine bonuses, with the definition terms, and blocks other claims while it runs', async () => {
    const player = await newPlayer(t);
    const granted = await call(t.app, {
      method: 'GET',
      url: '/api/bonus/definetrialbonus',
      headers: bearer(player.token),
    });
    expect(granted.status).toBe(200);
    const list = (await listBonuses(t, player)).body.data;
    expect(list.bonuses).toEqual([
      expect.objectContaining({ title: 'Trial Bonus', status: 'active', amount: 50, wageringRequired: 500 }),
    ]);
    expect(list.offers).toEqual([]);
    await confirmDeposit(t, engine, player, 20_000n, clock.now());
    expect((await claim(t, player, { id: welcomeId })).status).toBe(409);
    await forfeit(t, player, list.bonuses[0]!.id);
    expect((await claim(t, player, { id: welcomeId })).status).toBe(200);
  });

  it('can be claimed from the offers list by id', async () => {
    const player = await newPlayer(t);
    const [trial] = (await listBonuses(t, player)).body.data.offers;
    expect(trial).toMatchObject({ trigger: 'signup_trial', amount: 50 });
    expect((await claim(t, player, { id: trial!.id })).status).toBe(200);
    expect((await balances(engine, player)).bonus).toBe(5_000n);
  });
});

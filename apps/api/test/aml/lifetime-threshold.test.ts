import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { amlEurRates, amlRules } from '../../src/db/schema.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectLedgerSound, newPlayer, type Player } from '../payments/support.ts';
import { casesOf, stake, withdrawn } from './support.ts';

/*
 * The lifetime due-diligence threshold (issue #26): at a withdrawal, a player whose cash stakes or
 * winnings over their whole history reach €2,000 at the operator's rate (seeded: ₺50 per euro, so
 * ₺100.000) gets one case, and only one. The players here hold money that did not come from a deposit,
 * so the other rule stays silent.
 */

const clock = testClock('2026-11-28T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
afterEach(async () => {
  await t.database.db
    .update(amlRules)
    .set({ enabled: true, params: { thresholdEur: 2000 } })
    .where(eq(amlRules.code, 'lifetime_threshold'));
  await t.database.db
    .insert(amlEurRates)
    .values({ currencyId: 1, unitsPerEur: '50.000000' })
    .onConflictDoUpdate({ target: amlEurRates.currencyId, set: { unitsPerEur: '50.000000' } });
  await expectLedgerSound(t);
});

let winSerial = 0;

/** A casino win paid into the player's cash (house_casino → cash), as every game path pays one. */
async function win(player: Player, amountMinor: bigint) {
  winSerial += 1;
  const paid = await createWalletService(t.database.db).transfer({
    idempotencyKey: `aml-test-win:${player.playerId}:${winSerial}`,
    from: { type: 'system', kind: 'house_casino', currencyId: 1 },
    to: { type: 'player', playerId: player.playerId, kind: 'cash', currencyId: 1 },
    amountMinor,
    kind: 'win',
  });
  expect(paid.status).toBe('applied');
}

const lifetimeCases = async (player: Player) =>
  (await casesOf(t, player.playerId)).filter((row) => row.ruleCode === 'lifetime_threshold');

describe('cumulative stakes or winnings at the due-diligence threshold', () => {
  it('raises one case once the stakes reach €2,000 (₺100.000 at ₺50), never a second', async () => {
    const player = await newPlayer(t, { cashMinor: 12_000_000n });
    await stake(t, player, 6_000_000n);
    await stake(t, player, 3_999_999n); // ₺99.999,99: one kuruş short
    await withdrawn(t, player, 100);
    expect(await lifetimeCases(player)).toEqual([]);

    await stake(t, player, 1n);
    await withdrawn(t, player, 100);
    await withdrawn(t, player, 100);
    const cases = await lifetimeCases(player);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ subject: 'lifetime', status: 'open' });
    expect(cases[0]!.evidence).toMatchObject({
      currency: 'TRY',
      stakedLifetime: 100_000,
      wonLifetime: 0,
      thresholdEur: 2000,
      unitsPerEur: '50.000000',
      thresholdInCurrency: 100_000,
      withdrawalAmount: 100,
    });
    expect(await casesOf(t, player.playerId)).toHaveLength(1); // no deposit: the other rule is silent
  });

  it('raises one for winnings alone, and follows the threshold and the rate the operator keeps', async () => {
    const winner = await newPlayer(t, { cashMinor: 100_000n });
    await win(winner, 5_000_000n); // ₺50.000 won: half the default threshold
    await withdrawn(t, winner, 100);
    expect(await lifetimeCases(winner)).toEqual([]);

    // The rate moves: ₺25 per euro makes €2,000 ₺50.000.
    await t.database.db
      .update(amlEurRates)
      .set({ unitsPerEur: '25.000000' })
      .where(eq(amlEurRates.currencyId, 1));
    await withdrawn(t, winner, 100);
    const [raised] = await lifetimeCases(winner);
    expect(raised!.evidence).toMatchObject({
      wonLifetime: 50_000,
      thresholdInCurrency: 50_000,
      unitsPerEur: '25.000000',
    });

    const other = await newPlayer(t, { cashMinor: 3_000_000n });
    await stake(t, other, 2_000_000n);
    await t.database.db
      .update(amlRules)
      .set({ params: { thresholdEur: 400 } })
      .where(eq(amlRules.code, 'lifetime_threshold'));
    await withdrawn(t, other, 100); // ₺20.000 ≥ €400 × 25 = ₺10.000
    expect(await lifetimeCases(other)).toHaveLength(1);
  });

  it('judges no currency without a rate: no case rather than a guess', async () => {
    await t.database.db.delete(amlEurRates).where(and(eq(amlEurRates.currencyId, 1)));
    const player = await newPlayer(t, { cashMinor: 20_000_000n });
    await stake(t, player, 15_000_000n);
    await withdrawn(t, player, 100);
    expect(await lifetimeCases(player)).toEqual([]);
  });
});

describe('the periodic look at the players who played lately', () => {
  it('raises the case of a player who staked past the threshold and neither deposits nor withdraws', async () => {
    const player = await newPlayer(t, { cashMinor: 12_000_000n });
    await stake(t, player, 10_000_000n); // ₺100.000 = €2,000 at ₺50
    const quiet = await newPlayer(t, { cashMinor: 1_000_000n });
    await stake(t, quiet, 100_000n);
    expect(await lifetimeCases(player)).toEqual([]);

    await t.modules.aml.lifetimeSweep.tick();
    const [raised, ...more] = await lifetimeCases(player);
    expect(more).toEqual([]);
    expect(raised).toMatchObject({ subject: 'lifetime', status: 'open' });
    expect(raised!.evidence).toMatchObject({ trigger: 'sweep', stakedLifetime: 100_000, thresholdEur: 2000 });
    expect(await lifetimeCases(quiet)).toEqual([]);

    // Looked at again (this process or another): still one case.
    await t.modules.aml.lifetimeSweep.tick();
    await withdrawn(t, player, 100);
    expect(await lifetimeCases(player)).toHaveLength(1);
  });

  it('raises nothing while the rule is switched off', async () => {
    await t.database.db
      .update(amlRules)
      .set({ enabled: false })
      .where(eq(amlRules.code, 'lifetime_threshold'));
    const player = await newPlayer(t, { cashMinor: 12_000_000n });
    await stake(t, player, 10_000_000n);
    await t.modules.aml.lifetimeSweep.tick();
    expect(await lifetimeCases(player)).toEqual([]);
  });
});

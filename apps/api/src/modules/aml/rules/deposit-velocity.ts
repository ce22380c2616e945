import { minorToDecimal } from '@lale/contracts';
import { eurosInMinor, eventEvidence, rateText, utcDay, type AmlRule } from './rule.ts';

/*
 * "Sudden velocity" (issue #26): when a deposit is confirmed, the player's confirmed deposits created in
 * the last `windowHours` raise a case when
 *   - there are at least `maxDeposits` of them, or
 *   - together they reach `multiple` times the player's own normal for that long — their daily average
 *     over the `baselineDays` before the window, × windowHours / 24 — and at least `floorEur` euros at
 *     the operator's rate (a currency without a rate: only the count is judged).
 * Why these defaults: the contract, AML_RULE_PARAMS. A new player has no normal (zero): the floor alone
 * decides, so only a large first day is a case.
 *
 * The comparison is integer, in minor units: window × 24 × baselineDays ≥ multiple × baseline × windowHours.
 * Deposits are placed in time by their creation (the (player, created_at) index), so a bank transfer
 * confirmed days after it was announced counts in the window it was announced in.
 *
 * Raised once per window: not while an earlier case of this rule for the player is inside the window, and
 * the subject is the day (`velocity:<UTC date>`), so deposits confirmed at the same moment make one case.
 */
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const depositVelocityRule: AmlRule<'deposit_velocity'> = {
  code: 'deposit_velocity',
  on: ['deposit'],
  async evaluate(reads, tx, event, params) {
    const { windowHours, maxDeposits, multiple, baselineDays, floorEur } = params;
    const windowStart = new Date(event.at.getTime() - windowHours * HOUR_MS);
    const last = await reads.lastCaseAt(tx, 'deposit_velocity', event.playerId);
    if (last !== null && last > windowStart) return null;
    const recent = await reads.depositTotals(tx, event.playerId, event.currencyId, windowStart);
    const baselineStart = new Date(windowStart.getTime() - baselineDays * DAY_MS);
    const baseline = await reads.depositTotals(
      tx,
      event.playerId,
      event.currencyId,
      baselineStart,
      windowStart,
    );
    const rateMicro = await reads.unitsPerEurMicro(tx, event.currencyId);
    const currency = await reads.currency(event.currencyId);
    const floorMinor = rateMicro === null ? null : eurosInMinor(floorEur, rateMicro, currency);

    const tooMany = recent.count >= maxDeposits;
    const farAboveNormal =
      floorMinor !== null &&
      recent.sumMinor >= floorMinor &&
      recent.sumMinor * 24n * BigInt(baselineDays) >=
        BigInt(multiple) * baseline.sumMinor * BigInt(windowHours);
    if (!tooMany && !farAboveNormal) return null;

    const money = (minor: bigint) => minorToDecimal(minor, currency.minorUnits);
    return {
      subject: `velocity:${utcDay(event.at)}`,
      evidence: {
        currency: currency.code,
        ...eventEvidence(event, currency),
        trigger: tooMany && farAboveNormal ? 'count and amount' : tooMany ? 'count' : 'amount',
        depositsInWindow: recent.count,
        depositedInWindow: money(recent.sumMinor),
        // The player's normal for a window this long (their daily average × windowHours / 24).
        usualForWindow: money((baseline.sumMinor * BigInt(windowHours)) / (24n * BigInt(baselineDays))),
        windowHours,
        maxDeposits,
        multiple,
        baselineDays,
        floorEur,
        unitsPerEur: rateMicro === null ? null : rateText(rateMicro),
        floorInCurrency: floorMinor === null ? null : money(floorMinor),
      },
    };
  },
};

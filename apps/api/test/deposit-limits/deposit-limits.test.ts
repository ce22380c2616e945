import { DepositLimitsResponseSchema, ErrorEnvelopeSchema, type DepositLimit } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/db/schema.ts';
import { type DepositHistory } from '../../src/modules/deposit-limits/index.ts';
import { createDepositLimitsRepo } from '../../src/modules/deposit-limits/repo.ts';
import { createDepositLimitsService } from '../../src/modules/deposit-limits/service.ts';
import { isDomainError } from '../../src/platform/domain-errors.ts';
import { describeOutcome } from '../../src/outcomes.ts';
import { createMoney } from '../../src/platform/money.ts';
import { bearer, call, fullRegistration, login, MINUTE, registerOk, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/*
 * Deposit limits (issue #11): a lower limit at once, a higher one or a removal only 24 hours later;
 * a deposit over what remains is refused with the amount still allowed. The clock is moved, never slept.
 */

const HOUR = 60 * MINUTE;
const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function newPlayer() {
  const payload = fullRegistration();
  const { token } = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id, currencyId: players.currencyId })
    .from(players)
    .where(eq(players.username, payload.username));
  return { token, playerId: row!.id, currencyId: row!.currencyId, username: payload.username };
}

/** A new session after the clock has moved past the old one's idle timeout. */
async function relogin(username: string): Promise<string> {
  const answer = await login(t.app, username, fullRegistration().password);
  expect(answer.status).toBe(200);
  return answer.body.data.token;
}

const confirm = (token: string, period: string, locale = 'en') =>
  call<null>(t.app, {
    method: 'POST',
    url: '/api/customer/confirmdepositlimit',
    payload: { period },
    headers: { ...bearer(token), 'x-locale': locale },
  });

const setLimit = (token: string, payload: unknown, locale = 'en') =>
  call<{ errors?: Record<string, string> } | null>(t.app, {
    method: 'POST',
    url: '/api/customer/setdepositlimit',
    payload: payload as object,
    headers: { ...bearer(token), 'x-locale': locale },
  });

async function limits(token: string): Promise<Record<DepositLimit['period'], DepositLimit>> {
  const answer = await call(t.app, {
    method: 'GET',
    url: '/api/customer/depositlimits',
    headers: bearer(token),
  });
  expect(answer.status).toBe(200);
  const data = DepositLimitsResponseSchema.parse(answer.body).data;
  expect(data.map((l) => l.period)).toEqual(['daily', 'weekly', 'monthly']);
  return Object.fromEntries(data.map((l) => [l.period, l])) as Record<DepositLimit['period'], DepositLimit>;
}

describe('setting a limit', () => {
  it('starts with no limits', async () => {
    const { token } = await newPlayer();
    const all = await limits(token);
    expect(all.daily).toEqual({ period: 'daily', amount: null, used: 0, remaining: null, pending: null });
  });

  it('applies a first limit and a decrease at once', async () => {
    const { token } = await newPlayer();
    const first = await setLimit(token, { period: 'daily', amount: 1000 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your daily deposit limit has been updated.');
    expect((await limits(token)).daily).toMatchObject({ amount: 1000, remaining: 1000, pending: null });

    const lower = await setLimit(token, { period: 'daily', amount: 250.5 }, 'tr');
    expect(lower.body.message).toBe('Günlük para yatırma limitiniz güncellendi.');
    expect((await limits(token)).daily).toMatchObject({ amount: 250.5, remaining: 250.5, pending: null });
    // The other periods are their own.
    expect((await limits(token)).weekly.amount).toBeNull();
  });

  it('makes an increase wait 24 hours, then applies it only when the player confirms it', async () => {
    clock.set('2026-11-24T09:00:00Z');
    const { token, username } = await newPlayer();
    await setLimit(token, { period: 'weekly', amount: 500 });
    const requestedAt = clock.now();
    const raise = await setLimit(token, { period: 'weekly', amount: 2000 });
    expect(raise.status).toBe(200);
    expect(raise.body.message).toMatch(
      /^You can confirm your weekly deposit limit increase from 25 November at 12:00/,
    );

    const effectiveAt = new Date(requestedAt.getTime() + 24 * HOUR).toISOString();
    expect((await limits(token)).weekly).toMatchObject({
      amount: 500,
      remaining: 500,
      pending: { amount: 2000, effectiveAt, confirmable: false },
    });
    // Too early: refused with the moment, nothing changes.
    const early = await confirm(token, 'weekly');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^You can confirm your weekly deposit limit change only from 25 November at 12:00/,
    );

    clock.advance(24 * HOUR - 1000);
    const later = await relogin(username);
    expect((await limits(later)).weekly).toMatchObject({ amount: 500, pending: { amount: 2000 } });

    // The cooling-off is over: still the old limit until the player confirms (it never rises on its own).
    clock.advance(HOUR);
    const day = await relogin(username);
    expect((await limits(day)).weekly).toMatchObject({
      amount: 500,
      remaining: 500,
      pending: { amount: 2000, confirmable: true },
    });
    const confirmed = await confirm(day, 'weekly');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Your weekly deposit limit has been updated.');
    expect((await limits(day)).weekly).toMatchObject({ amount: 2000, remaining: 2000, pending: null });
    // Once applied there is nothing left to confirm.
    expect((await confirm(day, 'weekly')).status).toBe(409);
  });

  it('makes a removal wait 24 hours', async () => {
    clock.set('2026-11-24T09:00:00Z');
    const { token, username } = await newPlayer();
    await setLimit(token, { period: 'monthly', amount: 3000 });
    const removal = await setLimit(token, { period: 'monthly', amount: null }, 'tr');
    expect(removal.status).toBe(200);
    expect(removal.body.message).toMatch(
      /^Aylık para yatırma limitinizin kaldırılmasını 25 Kasım .*12:00 \(TSİ\) itibarıyla onaylayabilirsiniz/,
    );
    expect((await limits(token)).monthly).toMatchObject({ amount: 3000, pending: { amount: null } });

    clock.advance(23 * HOUR);
    const later = await relogin(username);
    expect((await limits(later)).monthly.amount).toBe(3000);
    clock.advance(HOUR);
    const after = await relogin(username);
    expect((await limits(after)).monthly).toMatchObject({ amount: 3000, pending: { confirmable: true } });
    const removed = await confirm(after, 'monthly', 'tr');
    expect(removed.body.message).toBe('Aylık para yatırma limitiniz kaldırıldı.');
    expect((await limits(after)).monthly).toMatchObject({ amount: null, remaining: null, pending: null });
  });

  it('drops a waiting increase when the player lowers the limit meanwhile', async () => {
    const { token, username } = await newPlayer();
    await setLimit(token, { period: 'daily', amount: 400 });
    await setLimit(token, { period: 'daily', amount: 900 });
    await setLimit(token, { period: 'daily', amount: 300 });
    clock.advance(25 * HOUR);
    expect((await limits(await relogin(username))).daily).toMatchObject({ amount: 300, pending: null });
  });

  it('says when there is nothing to remove', async () => {
    const { token } = await newPlayer();
    const answer = await setLimit(token, { period: 'daily', amount: null });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('You have no daily deposit limit to remove.');
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown period', { period: 'yearly', amount: 100 }, 'period'],
    ['a negative amount', { period: 'daily', amount: -5 }, 'amount'],
    ['zero', { period: 'daily', amount: 0 }, 'amount'],
    ['text for the amount', { period: 'daily', amount: '100' }, 'amount'],
    ['no amount key', { period: 'daily' }, 'amount'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_why, payload, field) => {
    const { token } = await newPlayer();
    await setLimit(token, { period: 'daily', amount: 700 });
    const answer = await setLimit(token, payload);
    expect(answer.status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(answer.body).success).toBe(false);
    expect(Object.keys(answer.body.data?.errors ?? {})).toContain(field);
    expect((await limits(token)).daily).toMatchObject({ amount: 700, pending: null });
  });

  it('refuses more places than the currency has', async () => {
    const { token } = await newPlayer();
    const answer = await setLimit(token, { period: 'daily', amount: 10.125 });
    expect(answer.status).toBe(400);
    expect(answer.body.data?.errors).toEqual({
      amount: 'The limit must be an amount above zero with at most 2 decimal places.',
    });
  });

  it('needs a session', async () => {
    const answer = await call(t.app, { method: 'GET', url: '/api/customer/depositlimits' });
    expect(answer.status).toBe(401);
  });
});

describe('assertDepositAllowed (the DepositAllowance payments calls)', () => {
  /** Deposits the fake history reports: amount and time, per player. */
  const deposits: { playerId: number; currencyId: number; at: Date; amountMinor: bigint }[] = [];
  const history: DepositHistory = {
    depositedSince: async (playerId, currencyId, since) =>
      deposits
        .filter((d) => d.playerId === playerId && d.currencyId === currencyId && d.at >= since)
        .reduce((sum, d) => sum + d.amountMinor, 0n),
  };
  const service = () =>
    createDepositLimitsService({
      repo: createDepositLimitsRepo(t.database.db, 3_600_000),
      history,
      money: createMoney(t.database.db),
      clock,
      coolingOffHours: async () => 24,
    });

  async function refusal(promise: Promise<void>) {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!isDomainError(error, 'DepositLimitExceeded'))
      throw new Error(`expected a refusal, got ${String(error)}`);
    return error.outcome;
  }

  it('refuses over the remaining amount, naming the period and what is still allowed', async () => {
    const { token, playerId, currencyId } = await newPlayer();
    await setLimit(token, { period: 'daily', amount: 1000 });
    await setLimit(token, { period: 'monthly', amount: 5000 });
    deposits.push({ playerId, currencyId, at: clock.now(), amountMinor: 60_000n });

    const outcome = await refusal(service().assertDepositAllowed(playerId, currencyId, 40_001n));
    expect(outcome).toMatchObject({ period: 'daily', remainingMinor: 40_000n });
    expect(describeOutcome(outcome, 'en').message).toBe(
      'This amount is over your daily deposit limit. You can deposit at most ₺400.00 more for now.',
    );
    expect(describeOutcome(outcome, 'tr').errors).toEqual({
      amount:
        'Bu tutar günlük para yatırma limitinizi aşıyor. Şu anda en fazla ₺400,00 daha yatırabilirsiniz.',
    });
    expect(describeOutcome(outcome, 'en').status).toBe(400);
  });

  it('accepts exactly the remaining amount', async () => {
    const { token, playerId, currencyId } = await newPlayer();
    await setLimit(token, { period: 'daily', amount: 1000 });
    deposits.push({ playerId, currencyId, at: clock.now(), amountMinor: 60_000n });
    await expect(service().assertDepositAllowed(playerId, currencyId, 40_000n)).resolves.toBeUndefined();
    // The account page shows the same arithmetic.
    const [daily] = await service().list({ playerId, currencyId, sessionId: 0 });
    expect(daily).toMatchObject({ period: 'daily', amount: 1000, used: 600, remaining: 400 });
  });

  it('counts a rolling window: a deposit 24 hours old no longer counts for the day, still for the week', async () => {
    const { token, playerId, currencyId } = await newPlayer();
    await setLimit(token, { period: 'daily', amount: 1000 });
    await setLimit(token, { period: 'weekly', amount: 1500 });
    deposits.push({ playerId, currencyId, at: clock.now(), amountMinor: 100_000n });
    const outcome = await refusal(service().assertDepositAllowed(playerId, currencyId, 1n));
    expect(outcome).toMatchObject({ period: 'daily', remainingMinor: 0n });

    clock.advance(24 * HOUR + 1000);
    const weekly = await refusal(service().assertDepositAllowed(playerId, currencyId, 50_001n));
    expect(weekly).toMatchObject({ period: 'weekly', remainingMinor: 50_000n });
    await expect(service().assertDepositAllowed(playerId, currencyId, 50_000n)).resolves.toBeUndefined();
  });

  it('keeps to the old limit while an increase waits, and to the new one once confirmed', async () => {
    const { token, playerId, currencyId } = await newPlayer();
    await setLimit(token, { period: 'daily', amount: 100 });
    await setLimit(token, { period: 'daily', amount: 800 });
    await refusal(service().assertDepositAllowed(playerId, currencyId, 10_001n));
    clock.advance(24 * HOUR);
    // Its cooling-off over, the increase still waits for the player's confirmation.
    await refusal(service().assertDepositAllowed(playerId, currencyId, 10_001n));
    await service().confirm({ playerId, sessionId: 0, currencyId }, 'daily');
    await expect(service().assertDepositAllowed(playerId, currencyId, 80_000n)).resolves.toBeUndefined();
  });

  it('lets anything through without a limit', async () => {
    const { playerId, currencyId } = await newPlayer();
    await expect(service().assertDepositAllowed(playerId, currencyId, 10n ** 12n)).resolves.toBeUndefined();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newPlayer, pragmatic, seedGames, sessionFor, someGame } from './support.ts';

/*
 * Pragmatic Play's seamless wallet replayed with requests hashed by the test secret (PROTOCOLS §3):
 * form-urlencoded in, JSON out, `error` 0 or a documented code, idempotent on `reference`.
 */

let t: TestApp;
let game: { id: number; code: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedGames(t);
  game = await someGame(t, 'Pragmatic Play');
});
afterAll(() => t.close());

async function player(cashMinor = 10_000n) {
  const { playerId } = await newPlayer(t, { cashMinor });
  return { userId: String(playerId), token: await sessionFor(t, playerId, game.id) };
}

const money = (p: { userId: string }, roundId: string, amount: string, reference = randomUUID()) => ({
  userId: p.userId,
  gameId: game.code,
  roundId,
  amount,
  reference,
  timestamp: '1764000000000',
  roundDetails: 'spin',
});

describe('Pragmatic wallet', () => {
  it('authenticates a session token and answers cash and bonus', async () => {
    const p = await player();
    const answer = await pragmatic(t, 'authenticate', { token: p.token });
    expect(answer).toMatchObject({ error: 0, userId: p.userId, currency: 'TRY', cash: 100, bonus: 0 });
    expect((await pragmatic(t, 'authenticate', { token: 'wrong' })).error).toBe(4);
    expect(await pragmatic(t, 'balance', { userId: p.userId })).toMatchObject({ error: 0, cash: 100 });
  });

  it('refuses a wrong hash with error 5 and changes nothing', async () => {
    const p = await player();
    const answer = await pragmatic(t, 'bet', money(p, 'h1', '10.00'), { secret: 'not-the-secret' });
    expect(answer).toMatchObject({ error: 5 });
    expect(await pragmatic(t, 'balance', { userId: p.userId })).toMatchObject({ cash: 100 });
  });

  it('takes a bet and pays its result; a retried bet answers the same transaction id', async () => {
    const p = await player();
    const bet = money(p, 'r1', '10.00');
    const first = await pragmatic(t, 'bet', bet);
    expect(first).toMatchObject({ error: 0, cash: 90, bonus: 0, usedPromo: 0 });
    expect(await pragmatic(t, 'bet', bet)).toEqual(first);
    const result = await pragmatic(t, 'result', money(p, 'r1', '30.50'));
    expect(result).toMatchObject({ error: 0, cash: 120.5 });
  });

  it('refuses a bet above the balance with error 1 and the balance', async () => {
    const p = await player(500n);
    expect(await pragmatic(t, 'bet', money(p, 'poor', '5.01'))).toMatchObject({ error: 1, cash: 5 });
  });

  it('refuses the same reference with another amount, and a result for an unknown round', async () => {
    const p = await player();
    const bet = money(p, 'd1', '1.00');
    await pragmatic(t, 'bet', bet);
    expect((await pragmatic(t, 'bet', { ...bet, amount: '2.00' })).error).toBe(7);
    expect((await pragmatic(t, 'result', money(p, 'never-bet', '3.00'))).error).toBe(7);
    expect(await pragmatic(t, 'balance', { userId: p.userId })).toMatchObject({ cash: 99 });
  });

  it('refunds a bet by reference once; a refund of an unknown bet makes that bet arrive refused', async () => {
    const p = await player();
    const bet = money(p, 'f1', '15.00');
    await pragmatic(t, 'bet', bet);
    expect((await pragmatic(t, 'refund', { userId: p.userId, reference: bet.reference })).error).toBe(0);
    expect((await pragmatic(t, 'refund', { userId: p.userId, reference: bet.reference })).error).toBe(0);
    expect(await pragmatic(t, 'balance', { userId: p.userId })).toMatchObject({ cash: 100 });

    const ghost = randomUUID();
    expect((await pragmatic(t, 'refund', { userId: p.userId, reference: ghost })).error).toBe(0);
    expect((await pragmatic(t, 'bet', money(p, 'f2', '5.00', ghost))).error).toBe(3);
    expect(await pragmatic(t, 'balance', { userId: p.userId })).toMatchObject({ cash: 100 });
  });

  it('pays a promo win once by its reference, outside any round; another amount on it is refused', async () => {
    const p = await player();
    const promo = {
      userId: p.userId,
      campaignId: 'tournament-7',
      campaignType: 'T',
      amount: '25.00',
      currency: 'TRY',
      reference: randomUUID(),
      timestamp: '1764000000000',
    };
    const first = await pragmatic(t, 'promoWin', promo);
    expect(first).toMatchObject({ error: 0, cash: 125 });
    expect(await pragmatic(t, 'promoWin', promo)).toEqual(first);
    expect((await pragmatic(t, 'promoWin', { ...promo, amount: '30.00' })).error).toBe(7);
    expect(await pragmatic(t, 'balance', { userId: p.userId })).toMatchObject({ cash: 125 });
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });

  it('answers unknown players, games and bad amounts with their codes', async () => {
    const p = await player();
    expect((await pragmatic(t, 'balance', { userId: '999999' })).error).toBe(2);
    expect((await pragmatic(t, 'bet', { ...money(p, 'g', '1.00'), gameId: 'no-such' })).error).toBe(8);
    expect((await pragmatic(t, 'bet', money(p, 'g', '1.001'))).error).toBe(7);
    expect((await pragmatic(t, 'bet', money(p, 'g', '-1'))).error).toBe(7);
    expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
  });
});

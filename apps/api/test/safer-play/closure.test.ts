import { AdminPlayerCardResponseSchema, ErrorEnvelopeSchema } from '@lale/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerBonuses, playerStatusChanges, players } from '../../src/db/schema.ts';
import { bearer, call, fullRegistration, login, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  balances,
  claim,
  confirmDeposit,
  definitionId,
  engineFor,
  expectLedgerSound,
  type Engine,
} from '../bonus/support.ts';
import { hub88, hub88Bet, launchFor, seedGames, someGame } from '../game-wallet/support.ts';
import {
  adminDecide,
  adminToken,
  IBAN,
  METHOD,
  newPlayer,
  paymentsOf,
  withdraw,
} from '../payments/support.ts';

/*
 * The player closes their own account (issue #26): only with nothing left to pay out (no cash, no
 * withdrawal pending), the bonus forfeited, status closed with the reason in the back office's status
 * history, every session ended, sign-in then refused as closed. Hostile cases: twice at once, with
 * money left, for someone else, with bad input — and the ledger stays whole after each.
 */

const clock = testClock('2026-11-24T09:00:00Z');
let t: TestApp;
let engine: Engine;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await seedGames(t);
  engine = await engineFor(t, clock);
});
afterAll(() => t.close());
afterEach(() => expectLedgerSound(t));

type Who = { token: string; playerId: number };
const CLOSE = { reason: 'spending_too_much', text: 'Bir süre uzak durmak istiyorum', confirm: true };

const close = (who: Who, payload: object = CLOSE, locale = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/saferplay/close',
    payload,
    headers: { ...bearer(who.token), 'x-locale': locale },
  });

async function statusOf(who: Who) {
  const [row] = await t.database.db
    .select({ status: players.status, username: players.username })
    .from(players)
    .where(eq(players.id, who.playerId));
  return row!;
}

const changesOf = (who: Who) =>
  t.database.db.select().from(playerStatusChanges).where(eq(playerStatusChanges.playerId, who.playerId));

const balanceStatus = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/api/user/balance', headers: bearer(token) })).status;

async function expectOpen(who: Who) {
  expect((await statusOf(who)).status).toBe('active');
  expect(await changesOf(who)).toEqual([]);
  expect(await balanceStatus(who.token)).toBe(200);
}

describe('closing my account', () => {
  it('is refused while cash is left, naming it and what to do; nothing changes', async () => {
    const player = await newPlayer(t, { cashMinor: 12_345n });
    const refused = await close(player);
    expect(refused.status).toBe(409);
    expect(ErrorEnvelopeSchema.parse(refused.body).message).toBe(
      'Your account holds ₺123.45 in cash. Withdraw your balance first (Withdraw page); once the withdrawal is paid you can close your account.',
    );
    const tr = await close(player, CLOSE, 'tr');
    expect(tr.body.message).toBe(
      'Hesabınızda ₺123,45 nakit bakiye var. Hesabınızı kapatmadan önce bakiyenizi Para Çek sayfasından çekin; çekim ödendikten sonra hesabınızı kapatabilirsiniz.',
    );
    await expectOpen(player);
  });

  it('is refused while a withdrawal is pending, and allowed once it is paid out', async () => {
    const player = await newPlayer(t, { cashMinor: 10_000n });
    const asked = await withdraw(t.app, player.token, METHOD.bankOut, {
      amount: 100,
      Iban: IBAN,
      FullName: 'Ayşe Yılmaz',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(await balances(engine, { ...player, currencyId: 1 })).toMatchObject({
      cash: 0n,
      withdrawHold: 10_000n,
    });

    const refused = await close(player);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'You have a withdrawal still pending. You can close your account once it is paid (or after you cancel it).',
    );
    await expectOpen(player);

    const [payment] = await paymentsOf(t, player.playerId);
    expect((await adminDecide(t.app, await adminToken(t), payment!.id, 'confirm')).status).toBe(200);
    const closed = await close(player);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((await statusOf(player)).status).toBe('closed');
  });

  it('forfeits the bonus, records the reason in the status history, ends every session and refuses sign-in', async () => {
    const player = { ...(await newPlayer(t)), currencyId: 1 };
    const { username } = await statusOf(player);
    const other = await login(t.app, username, fullRegistration().password);
    expect(other.status).toBe(200);

    // A running bonus with its money, the cash all staked away (stakes take cash first; 50 TRY at most).
    await confirmDeposit(t, engine, player, 10_000n, clock.now());
    expect((await claim(t, player, { id: await definitionId(t, 'first_deposit') })).status).toBe(200);
    const game = await someGame(t, 'Hub88');
    const launch = (await launchFor(t, player.playerId, game.id)).token;
    for (const [round, lira] of [
      ['c1', 45],
      ['c2', 45],
      ['c3', 10],
    ] as const) {
      const bet = hub88Bet({
        user: player.playerId,
        token: launch,
        game: game.code,
        round,
        amount: lira * 100_000,
      });
      expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    }
    expect(await balances(engine, player)).toEqual({ cash: 0n, bonus: 10_000n, withdrawHold: 0n });

    const closed = await close(player);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toEqual({
      success: true,
      message:
        'Your account has been closed. All your sessions have ended and this account can no longer sign in. Thank you for playing with us.',
      data: null,
    });

    expect((await statusOf(player)).status).toBe('closed');
    expect(await balances(engine, player)).toEqual({ cash: 0n, bonus: 0n, withdrawHold: 0n });
    const bonuses = await t.database.db
      .select({ status: playerBonuses.status })
      .from(playerBonuses)
      .where(eq(playerBonuses.playerId, player.playerId));
    expect(bonuses).toEqual([{ status: 'forfeited' }]);

    // Every session is over (this tab's and the other's), and the game frame stakes no more.
    expect(await balanceStatus(player.token)).toBe(401);
    expect(await balanceStatus(other.body.data.token)).toBe(401);
    const late = hub88Bet({
      user: player.playerId,
      token: launch,
      game: game.code,
      round: 'c4',
      amount: 100_000,
    });
    expect((await hub88(t, '/transaction/bet', late)).status).not.toBe('RS_OK');

    // The back office's status history shows it, by the player, with the reason.
    const card = await call(t.app, {
      method: 'GET',
      url: `/api/admin/players/${player.playerId}`,
      headers: bearer(await adminToken(t)),
    });
    expect(card.status).toBe(200);
    expect(AdminPlayerCardResponseSchema.parse(card.body).data.statusHistory).toEqual([
      {
        at: clock.now().toISOString(),
        from: 'active',
        to: 'closed',
        reason: 'Closed by the player: spending_too_much — Bir süre uzak durmak istiyorum',
        staffId: null,
        staffName: null,
      },
    ]);

    // Sign-in is refused as closed, in both languages.
    const refused = await login(t.app, username, fullRegistration().password);
    expect(refused.status).toBe(423);
    expect(ErrorEnvelopeSchema.parse(refused.body).message).toBe(
      'Bu hesap kapatıldı; kapatılan bir hesapla giriş yapılamaz ve hesap yeniden açılamaz. Sorunuz varsa canlı destek ile iletişime geçin.',
    );
  });

  it('twice at once: one closes, the other is refused, one status change recorded', async () => {
    const player = await newPlayer(t);
    const answers = await Promise.all([close(player), close(player), close(player)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The others waited on the player's row and found it closed (409), or found their session ended (401).
    for (const s of statuses.filter((s) => s !== 200)) expect([401, 409]).toContain(s);
    expect((await statusOf(player)).status).toBe('closed');
    expect((await changesOf(player)).map((change) => change.toStatus)).toEqual(['closed']);
  });

  it('acts only on the signed-in player, whatever the body names', async () => {
    const me = await newPlayer(t);
    const someoneElse = await newPlayer(t, { cashMinor: 0n });
    const answer = await close(me, { ...CLOSE, playerId: someoneElse.playerId, username: 'someone' });
    expect(answer.status).toBe(200);
    expect((await statusOf(me)).status).toBe('closed');
    await expectOpen(someoneElse);
    // Without a session there is no one to close.
    const anonymous = await call(t.app, { method: 'POST', url: '/api/saferplay/close', payload: CLOSE });
    expect(anonymous.status).toBe(401);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const player = await newPlayer(t);
    for (const payload of [
      { reason: 'spending_too_much' },
      { reason: 'spending_too_much', confirm: false },
      { reason: 'bored', confirm: true },
      { reason: 'other', text: 'a\u0000b', confirm: true },
      { reason: 'other', text: 'x'.repeat(501), confirm: true },
    ]) {
      const answer = await close(player, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    await expectOpen(player);
  });
});

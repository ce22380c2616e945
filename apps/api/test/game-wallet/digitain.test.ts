import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { casinoProviders, gameRounds, gameSessions } from '../../src/db/schema.ts';
import { createLaunchAdapters } from '../../src/modules/casino/launch/adapters.ts';
import { digitainConfig } from '../../src/modules/game-wallet/digitain/config.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { testClock, type TestClock } from '../support/accounts.ts';
import { DIGITAIN_ENV, digitain, item, SIG0, T0, TS0, type DigitainAnswer } from './digitain-support.ts';
import { hub88, hub88Bet, hub88Win, launchFor, newPlayer, seedGames, someGame, TRY } from './support.ts';

/*
 * Digitain's casino RGS wallet (PROTOCOLS §4b, integrator code only) on literal vectors: the clock stands
 * at T0, so every call's envelope is T0's timestamp and the signature computed with python3 (support
 * file), and our answers carry the same pair. Other signatures below were computed the same way:
 *   python3 -c "import hmac,hashlib;print(hmac.new(b'<secret>',b'<timestamp><operatorId>',hashlib.sha256).hexdigest())"
 * After every test the ledger's invariants hold.
 */

const SIGNED = {
  /** 1795514281 (T0 − 119 s) + lale-op-7: inside the 2-minute window. */
  inWindow: {
    timestamp: '1795514281',
    signature: 'f35160c42968d6eae5e164dddc90bbc82d187344ecfa3d8623d884372b5cc27b',
  },
  /** 1795514279 (T0 − 121 s) + lale-op-7: stale. */
  stale: {
    timestamp: '1795514279',
    signature: '9b4a63ebbfb761c15a2d65fa0ef3f3e3266be592957e8988b34c7654e5ee809a',
  },
  /** 20261124100000 (T0 as yyyyMMddHHmmss) + lale-op-7. */
  compact: {
    timestamp: '20261124100000',
    signature: '26321ec51602d839744d2d8e8162928f11c750321ab19643261e895fddac5f78',
  },
  /** 1795514400000 (T0 in ms) + lale-op-7. */
  millis: {
    timestamp: '1795514400000',
    signature: 'cec710873ef88c3bfdbc0f9fca6babe5590fa85c568989ba9a70c1ff0c0acb6b',
  },
  /** T0 + other-op, signed with our secret: a valid signature for another operator id. */
  otherOperator: {
    operatorId: 'other-op',
    signature: 'c5c57312d05802aa07fbd76f4f06dfc0ffe52d0b3af5c59bec6489828782d2a4',
  },
  /** T0 + lale-op-7 with the wrong secret ('not-the-secret-0123456789'). */
  wrongSecret: { signature: '61cd61655ee83099da8dcef4a7f1506072371ee916bd970ef60580a00dd65774' },
};

let t: TestApp;
let clock: TestClock;
let game: { id: number; code: string };
let hub88Game: { id: number; code: string };
let seq = 0;
const txId = (label: string) => `${label}-${++seq}`;

beforeAll(async () => {
  clock = testClock(T0);
  t = await createTestApp({ clock, env: DIGITAIN_ENV });
  await seedGames(t);
  game = await someGame(t, 'Digitain');
  hub88Game = await someGame(t, 'Hub88');
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
});

/** A player with `cash` minor units (100 TRY) and a Digitain launch. */
async function player(cashMinor = 10_000n) {
  const { playerId, token: site } = await newPlayer(t, { cashMinor });
  const launch = await launchFor(t, playerId, game.id);
  return { playerId, token: launch.token, site, game: game.code };
}

const cashOf = async (playerId: number) => (await t.modules.gameWallet.games.balances(playerId, TRY)).cash;

function expectSigned(answer: DigitainAnswer) {
  // Our answer's envelope: T0 and the literal signature over it (the clock does not move).
  expect(answer).toMatchObject({ timestamp: TS0, signature: SIG0 });
}

describe('Digitain: the envelope', () => {
  it('answers authenticate and getbalance for a launch token, signed with the literal pair', async () => {
    const p = await player();
    const auth = await digitain(t, 'authenticate', { token: p.token });
    expectSigned(auth);
    expect(auth).toMatchObject({
      errorCode: 1,
      playerId: String(p.playerId),
      currencyId: 'TRY',
      balance: 100,
    });
    const balance = await digitain(t, 'getbalance', {
      token: p.token,
      playerId: String(p.playerId),
      currencyId: 'TRY',
    });
    expect(balance).toMatchObject({ errorCode: 1, balance: 100 });
    expect((await digitain(t, 'authenticate', { token: 'no-such-token' })).errorCode).toBe(2);
  });

  it('refuses a bad signature, another operator id and a stale timestamp with 12, moving nothing', async () => {
    const p = await player();
    const bet = { allOrNone: true, items: [item({ ...p, round: 'sig', txId: txId('sig'), bet: 5 })] };
    for (const envelope of [SIGNED.wrongSecret, SIGNED.otherOperator, SIGNED.stale, { signature: 'zz' }]) {
      const answer = await digitain(t, 'bet', bet, { envelope });
      expect(answer.errorCode).toBe(12);
      expect(answer.items).toBeUndefined();
      expectSigned(answer);
    }
    expect((await digitain(t, 'bet', bet, { envelope: { signature: undefined } })).errorCode).toBe(12);
    expect(await cashOf(p.playerId)).toBe(10_000n);
  });

  it('accepts the timestamp forms inside the 2-minute window: seconds, yyyyMMddHHmmss, milliseconds', async () => {
    const p = await player();
    for (const envelope of [SIGNED.inWindow, SIGNED.compact, SIGNED.millis])
      expect((await digitain(t, 'getbalance', { token: p.token }, { envelope })).errorCode).toBe(1);
    // The same stale pair 2 s later than allowed is refused (see above); broken JSON is 999.
    expect((await digitain(t, 'getbalance', {}, { raw: '{"operatorId":' })).errorCode).toBe(999);
    expect((await digitain(t, 'bet', { allOrNone: true, items: [] })).errorCode).toBe(999);
  });
});

describe('Digitain: bets, wins, betwin', () => {
  it('takes a bet and pays a win; the round is Completed under the Digitain provider row', async () => {
    const p = await player();
    const betTx = txId('bet');
    const bet = await digitain(t, 'bet', {
      allOrNone: false,
      items: [item({ ...p, round: 'r-ok', txId: betTx, bet: 10 })],
    });
    expect(bet).toMatchObject({
      errorCode: 1,
      items: [{ txId: betTx, errorCode: 1, balance: 90, info: `info-${betTx}` }],
    });
    expect(bet.items![0]!.externalTxId).toMatch(/^\d+$/);
    const win = await digitain(t, 'win', {
      allOrNone: false,
      items: [{ ...item({ ...p, round: 'r-ok', txId: txId('win'), win: 25.5 }), betTxId: betTx }],
    });
    expect(win).toMatchObject({ errorCode: 1, items: [{ errorCode: 1, balance: 115.5 }] });
    const [digitainRow] = await t.database.db
      .select({ id: casinoProviders.id })
      .from(casinoProviders)
      .where(eq(casinoProviders.name, 'Digitain'));
    const [round] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.providerRound, 'r-ok'));
    expect(round).toMatchObject({ status: 2, betMinor: 1000n, winMinor: 2550n, providerId: digitainRow!.id });
  });

  it('answers an identical replay with 1 and the balance, and the same txId with other content with 8', async () => {
    const p = await player();
    const body = { allOrNone: true, items: [item({ ...p, round: 'r-replay', txId: txId('rep'), bet: 7 })] };
    expect((await digitain(t, 'bet', body)).items![0]).toMatchObject({ errorCode: 1, balance: 93 });
    expect((await digitain(t, 'bet', body)).items![0]).toMatchObject({ errorCode: 1, balance: 93 });
    const other = { allOrNone: true, items: [{ ...body.items[0]!, betAmount: 8 }] };
    const answer = await digitain(t, 'bet', other);
    expect(answer).toMatchObject({ errorCode: 8, items: [{ errorCode: 8, balance: 93 }] });
    // One txId twice inside one call is 8 too, and nothing of that call applies.
    const twice = item({ ...p, round: 'r-twice', txId: txId('twice'), bet: 1 });
    expect((await digitain(t, 'bet', { allOrNone: true, items: [twice, twice] })).errorCode).toBe(8);
    expect(await cashOf(p.playerId)).toBe(9_300n);
  });

  it('plays betwin items: the stake and the win in one call, replayed without effect', async () => {
    const p = await player();
    const body = {
      allOrNone: true,
      items: [item({ ...p, round: 'r-bw', txId: txId('bw'), bet: 10, win: 4, winTxId: txId('bw-win') })],
    };
    expect(await digitain(t, 'betwin', body)).toMatchObject({
      errorCode: 1,
      items: [{ errorCode: 1, balance: 94 }],
    });
    expect((await digitain(t, 'betwin', body)).items![0]).toMatchObject({ errorCode: 1, balance: 94 });
    expect(await cashOf(p.playerId)).toBe(9_400n);
  });

  it('refuses a win for a round we never saw with 999 and pays nothing', async () => {
    const p = await player();
    const answer = await digitain(t, 'win', {
      allOrNone: false,
      items: [item({ ...p, round: 'r-ghost', txId: txId('ghost'), win: 50 })],
    });
    expect(answer.items![0]).toMatchObject({ errorCode: 999, balance: 100 });
    expect(await cashOf(p.playerId)).toBe(10_000n);
  });
});

describe('Digitain: allOrNone', () => {
  it('refuses the whole batch when one item is bad before anything is applied (bad token: 2)', async () => {
    const p = await player();
    const good = item({ ...p, round: 'r-aon-1', txId: txId('aon'), bet: 10 });
    const bad = { ...item({ ...p, round: 'r-aon-1', txId: txId('aon'), bet: 10 }), token: 'not-a-launch' };
    const answer = await digitain(t, 'bet', { allOrNone: true, items: [good, bad] });
    expect(answer).toMatchObject({
      errorCode: 2,
      items: [{ errorCode: 999, balance: 100 }, { errorCode: 2 }],
    });
    expect(await cashOf(p.playerId)).toBe(10_000n);
    const status = await digitain(t, 'checkStatus', { txId: good.txId });
    expect(status).toMatchObject({ errorCode: 1, status: 'NotFound' });
  });

  it('undoes the items already taken when a later one finds the balance short (6): none stands', async () => {
    const p = await player(5_000n);
    const items = [10, 20, 30].map((bet) => item({ ...p, round: 'r-aon-2', txId: txId('aon2'), bet }));
    const answer = await digitain(t, 'bet', { allOrNone: true, items });
    expect(answer).toMatchObject({
      errorCode: 6,
      items: [
        { errorCode: 999, balance: 50 },
        { errorCode: 999, balance: 50 },
        { errorCode: 6, balance: 50 },
      ],
    });
    expect(await cashOf(p.playerId)).toBe(5_000n);
    // The first two were taken, then refunded: their ids stay taken, so a resend cannot debit twice.
    expect((await digitain(t, 'checkStatus', { txId: items[0]!.txId })).status).toBe('Refunded');
    expect((await digitain(t, 'bet', { allOrNone: true, items: [items[0]!] })).errorCode).toBe(8);
    expect(await cashOf(p.playerId)).toBe(5_000n);
  });

  it('without allOrNone applies the items that can be applied and refuses the rest', async () => {
    const p = await player(5_000n);
    const items = [10, 60, 20].map((bet) => item({ ...p, round: 'r-some', txId: txId('some'), bet }));
    const answer = await digitain(t, 'bet', { allOrNone: false, items });
    expect(answer.errorCode).toBe(1);
    expect(answer.items!.map((i) => i.errorCode)).toEqual([1, 6, 1]);
    expect(await cashOf(p.playerId)).toBe(2_000n);
  });
});

describe('Digitain: refund, promowin, amend, charge, checkStatus', () => {
  it('refunds a bet once; a refund of a bet not yet seen reserves its id (8 later)', async () => {
    const p = await player();
    const betTx = txId('rf-bet');
    await digitain(t, 'bet', {
      allOrNone: true,
      items: [item({ ...p, round: 'r-rf', txId: betTx, bet: 40 })],
    });
    const refund = {
      allOrNone: true,
      items: [{ txId: txId('rf'), originalTxId: betTx, playerId: String(p.playerId), roundId: 'r-rf' }],
    };
    expect(await digitain(t, 'refund', refund)).toMatchObject({
      errorCode: 1,
      items: [{ errorCode: 1, balance: 100 }],
    });
    expect((await digitain(t, 'refund', refund)).items![0]).toMatchObject({ errorCode: 1, balance: 100 });
    expect((await digitain(t, 'checkStatus', { txId: betTx })).status).toBe('Refunded');

    const early = txId('rf-early');
    const first = {
      allOrNone: true,
      items: [{ txId: txId('rf'), originalTxId: early, playerId: String(p.playerId) }],
    };
    expect((await digitain(t, 'refund', first)).errorCode).toBe(1);
    const late = await digitain(t, 'bet', {
      allOrNone: true,
      items: [item({ ...p, round: 'r-late', txId: early, bet: 5 })],
    });
    expect(late.errorCode).toBe(8);
    expect(await cashOf(p.playerId)).toBe(10_000n);
  });

  it('holds a refund of a bet whose round already won (999), moving nothing', async () => {
    const p = await player();
    const betTx = txId('held');
    await digitain(t, 'betwin', {
      allOrNone: true,
      items: [item({ ...p, round: 'r-held', txId: betTx, bet: 10, win: 30, winTxId: txId('held-win') })],
    });
    const refund = {
      allOrNone: true,
      items: [{ txId: txId('rf'), originalTxId: betTx, playerId: String(p.playerId) }],
    };
    expect((await digitain(t, 'refund', refund)).errorCode).toBe(999);
    expect(await cashOf(p.playerId)).toBe(12_000n);
  });

  it('pays a promowin once, pays an amend credit as a win, refuses an amend debit and a charge (999)', async () => {
    const p = await player();
    const promo = {
      allOrNone: true,
      items: [
        {
          txId: txId('promo'),
          playerId: String(p.playerId),
          winAmount: 12.34,
          currencyId: 'TRY',
          promoId: 'drop-1',
        },
      ],
    };
    expect((await digitain(t, 'promowin', promo)).items![0]).toMatchObject({ errorCode: 1, balance: 112.34 });
    expect((await digitain(t, 'promowin', promo)).items![0]).toMatchObject({ errorCode: 1, balance: 112.34 });
    expect(
      (await digitain(t, 'promowin', { allOrNone: true, items: [{ ...promo.items[0]!, winAmount: 1 }] }))
        .errorCode,
    ).toBe(8);

    const winTx = txId('am-win');
    await digitain(t, 'betwin', {
      allOrNone: true,
      items: [item({ ...p, round: 'r-am', txId: txId('am-bet'), bet: 10, win: 5, winTxId: winTx })],
    });
    const amend = (operationType: number, amendAmount: number) => ({
      allOrNone: true,
      items: [
        {
          txId: txId('amend'),
          winTxId: winTx,
          playerId: String(p.playerId),
          roundId: 'r-am',
          gameId: game.code,
          currencyId: 'TRY',
          amendAmount,
          operationType,
        },
      ],
    });
    expect((await digitain(t, 'amend', amend(37, 2))).items![0]).toMatchObject({
      errorCode: 1,
      balance: 109.34,
    });
    expect((await digitain(t, 'amend', amend(38, 2))).errorCode).toBe(999);
    const charge = await digitain(t, 'charge', {
      items: [{ txId: txId('charge'), playerId: String(p.playerId), chargeAmount: 5 }],
    });
    expect(charge.errorCode).toBe(999);
    expect(await cashOf(p.playerId)).toBe(10_934n);
  });

  it('answers checkStatus for an applied, a refunded and an unknown transaction', async () => {
    const p = await player();
    const betTx = txId('cs');
    await digitain(t, 'bet', {
      allOrNone: true,
      items: [item({ ...p, round: 'r-cs', txId: betTx, bet: 1 })],
    });
    expect(await digitain(t, 'checkStatus', { txId: betTx })).toMatchObject({
      errorCode: 1,
      status: 'Applied',
      kind: 'bet',
    });
    expect(await digitain(t, 'checkStatus', { txId: 'never' })).toMatchObject({
      errorCode: 1,
      status: 'NotFound',
    });
  });
});

describe('Digitain: concurrency, the wager gate, refreshtoken', () => {
  it('takes exactly what the balance covers when ten bets race (real PostgreSQL)', async () => {
    const p = await player();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => {
        const id = txId('race');
        return digitain(t, 'bet', { allOrNone: true, items: [item({ ...p, round: id, txId: id, bet: 20 })] });
      }),
    );
    const codes = answers.map((a) => a.errorCode).sort();
    expect(codes).toEqual([1, 1, 1, 1, 1, 6, 6, 6, 6, 6]);
    expect(await cashOf(p.playerId)).toBe(0n);
  });

  it('takes bets racing in ONE round (a table game’s several bets)', async () => {
    const p = await player();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        digitain(t, 'bet', {
          allOrNone: true,
          items: [item({ ...p, round: 'r-one-round', txId: txId('one'), bet: 5 })],
        }),
      ),
    );
    expect(answers.map((a) => a.errorCode)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await cashOf(p.playerId)).toBe(7_000n);
    const more = await Promise.all(
      Array.from({ length: 10 }, () =>
        digitain(t, 'bet', {
          allOrNone: true,
          items: [item({ ...p, round: 'r-one-round', txId: txId('one'), bet: 14 })],
        }),
      ),
    );
    expect(more.map((a) => a.errorCode).sort()).toEqual([1, 1, 1, 1, 1, 6, 6, 6, 6, 6]);
    expect(await cashOf(p.playerId)).toBe(0n);
    // A fresh round opened by racing bets, more than the balance covers.
    const q = await player();
    const fresh = await Promise.all(
      Array.from({ length: 10 }, () =>
        digitain(t, 'bet', {
          allOrNone: true,
          items: [item({ ...q, round: 'r-fresh', txId: txId('fresh'), bet: 20 })],
        }),
      ),
    );
    expect(fresh.map((a) => a.errorCode).sort()).toEqual([1, 1, 1, 1, 1, 6, 6, 6, 6, 6]);
    expect(await cashOf(q.playerId)).toBe(0n);
  });

  it('debits once when the same bet arrives five times at once (a resend racing the first)', async () => {
    const p = await player();
    const body = {
      allOrNone: true,
      items: [item({ ...p, round: 'r-dup-race', txId: txId('dup-race'), bet: 30 })],
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => digitain(t, 'bet', body)));
    expect(answers.map((a) => a.items![0])).toEqual(
      Array.from({ length: 5 }, () => expect.objectContaining({ errorCode: 1, balance: 70 })),
    );
    expect(await cashOf(p.playerId)).toBe(7_000n);
  });

  it('refreshtoken issues a new token for the launch; the old one takes no bet (3) but its round still wins', async () => {
    const p = await player();
    const betTx = txId('old');
    await digitain(t, 'bet', {
      allOrNone: true,
      items: [item({ ...p, round: 'r-refresh', txId: betTx, bet: 10 })],
    });
    const refreshed = await digitain(t, 'refreshtoken', { token: p.token, changeToken: true });
    expect(refreshed.errorCode).toBe(1);
    expect(refreshed.token).toEqual(expect.any(String));
    expect(refreshed.token).not.toBe(p.token);
    // A second refresh of the old token finds it ended.
    expect((await digitain(t, 'refreshtoken', { token: p.token })).errorCode).toBe(3);
    const oldBet = await digitain(t, 'bet', {
      allOrNone: true,
      items: [item({ ...p, round: 'r-refresh-2', txId: txId('old'), bet: 10 })],
    });
    expect(oldBet.errorCode).toBe(3);
    const win = await digitain(t, 'win', {
      allOrNone: true,
      items: [{ ...item({ ...p, round: 'r-refresh', txId: txId('old-win'), win: 20 }), betTxId: betTx }],
    });
    expect(win.errorCode).toBe(1);
    const newBet = await digitain(t, 'bet', {
      allOrNone: true,
      items: [item({ ...p, token: refreshed.token!, round: 'r-refresh-3', txId: txId('new'), bet: 5 })],
    });
    expect(newBet.items![0]).toMatchObject({ errorCode: 1, balance: 105 });
    const [oldRow] = await t.database.db
      .select({ endReason: gameSessions.endReason })
      .from(gameSessions)
      .where(and(eq(gameSessions.playerId, p.playerId), eq(gameSessions.endReason, 'token_refreshed')));
    expect(oldRow).toBeDefined();
  });

  it('maps the gate: a launch of a logged-out player is 3, a switched-off provider is 2 (every reason: the registry walk)', async () => {
    const p = await player();
    const bet = () => ({
      allOrNone: true,
      items: [item({ ...p, round: txId('gate'), txId: txId('gate'), bet: 1 })],
    });
    const [provider] = await t.database.db
      .update(casinoProviders)
      .set({ enabled: false })
      .where(eq(casinoProviders.name, 'Digitain'))
      .returning({ id: casinoProviders.id });
    try {
      expect((await digitain(t, 'bet', bet())).errorCode).toBe(2);
    } finally {
      await t.database.db
        .update(casinoProviders)
        .set({ enabled: true })
        .where(eq(casinoProviders.id, provider!.id));
    }
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${p.site}` },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await digitain(t, 'bet', bet())).errorCode).toBe(3);
    expect(await cashOf(p.playerId)).toBe(10_000n);
  });

  it('refuses a token launched for another provider’s game with 2', async () => {
    const { playerId } = await newPlayer(t, { cashMinor: 10_000n });
    const launch = await launchFor(t, playerId, hub88Game.id);
    const answer = await digitain(t, 'bet', {
      allOrNone: true,
      items: [
        item({ playerId, token: launch.token, game: hub88Game.code, round: 'r-x', txId: txId('x'), bet: 1 }),
      ],
    });
    expect(answer.errorCode).toBe(2);
  });
});

describe('Digitain: the route choice (Hub88 or direct)', () => {
  it('launches Digitain through Hub88 when HUB88_PROVIDERS lists it, else directly with our token', async () => {
    const hub88 = {
      apiUrl: 'https://hub88.example',
      operatorId: 1,
      operatorPrivateKeyPem: t.config.secrets.HUB88_SANDBOX_OPERATOR_KEY!,
    };
    const direct = {
      launchUrl: DIGITAIN_ENV.DIGITAIN_LAUNCH_URL,
      operatorId: DIGITAIN_ENV.DIGITAIN_OPERATOR_ID,
    };
    const viaHub88 = createLaunchAdapters({
      isProduction: true,
      publicUrl: 'https://lale.example',
      launch: { hub88: { ...hub88, providers: ['Digitain'] }, digitain: direct },
    });
    expect(viaHub88.Digitain).toBe(viaHub88.Hub88);
    const directly = createLaunchAdapters({
      isProduction: true,
      publicUrl: 'https://lale.example',
      launch: { hub88: { ...hub88, providers: [] }, digitain: direct },
    });
    const target = await directly.Digitain!({
      token: 'tok-1',
      playerId: 1,
      game: { id: game.id, code: game.code, name: 'g', productId: null, system: null },
      language: 'en',
      mobile: false,
      lobbyUrl: undefined,
      currency: 'TRY',
      country: 'TR',
      ip: '127.0.0.1',
    });
    expect(target).toEqual({
      kind: 'url',
      url: `https://rgs.digitain.example/casino/launch?operatorId=lale-op-7&gameId=${encodeURIComponent(game.code)}&token=tok-1&language=en&currency=TRY&deviceType=desktop&mode=real&lobbyUrl=https%3A%2F%2Flale.example`,
    });
    // Unconfigured in production: hidden (no adapter).
    expect(
      createLaunchAdapters({ isProduction: true, publicUrl: 'https://lale.example', launch: {} }).Digitain,
    ).toBeUndefined();
  });

  it('finishes a round opened via Hub88 after new launches go direct, and vice versa; same round ids stay apart', async () => {
    const TRY_1 = 100_000;
    const p = await player();
    // Opened via Hub88 (the Hub88 route, its provider row), on a Digitain game.
    const hubBet = hub88Bet({
      user: p.playerId,
      token: p.token,
      game: game.code,
      round: 'shared-round',
      amount: 10 * TRY_1,
    });
    expect((await hub88(t, '/transaction/bet', hubBet)).status).toBe('RS_OK');
    // The choice moves to direct: a new launch, a direct round with the SAME round id.
    const direct = await launchFor(t, p.playerId, game.id);
    const directBet = txId('d');
    const opened = await digitain(t, 'bet', {
      allOrNone: true,
      items: [item({ ...p, token: direct.token, round: 'shared-round', txId: directBet, bet: 20 })],
    });
    expect(opened.errorCode).toBe(1);
    // Hub88's round finishes on Hub88's route, the direct one on Digitain's.
    const hubWin = hub88Win({
      user: p.playerId,
      token: p.token,
      game: game.code,
      round: 'shared-round',
      amount: 15 * TRY_1,
      reference: hubBet.transaction_uuid,
    });
    expect((await hub88(t, '/transaction/win', hubWin)).status).toBe('RS_OK');
    const directWin = await digitain(t, 'win', {
      allOrNone: true,
      items: [
        {
          ...item({ ...p, token: direct.token, round: 'shared-round', txId: txId('dw'), win: 30 }),
          betTxId: directBet,
        },
      ],
    });
    expect(directWin.errorCode).toBe(1);
    const rounds = await t.database.db
      .select({
        providerId: gameRounds.providerId,
        betMinor: gameRounds.betMinor,
        winMinor: gameRounds.winMinor,
        status: gameRounds.status,
      })
      .from(gameRounds)
      .where(and(eq(gameRounds.providerRound, 'shared-round'), eq(gameRounds.playerId, p.playerId)));
    expect(rounds).toHaveLength(2);
    expect(rounds.map((r) => [r.betMinor, r.winMinor, r.status]).sort()).toEqual([
      [1000n, 1500n, 2],
      [2000n, 3000n, 2],
    ]);
    expect(new Set(rounds.map((r) => r.providerId)).size).toBe(2);
    // And back: the direct route's round opened before Hub88 takes over new launches still finishes.
    const back = txId('back');
    await digitain(t, 'bet', {
      allOrNone: true,
      items: [item({ ...p, token: direct.token, round: 'r-back', txId: back, bet: 5 })],
    });
    const hubLaunch = await launchFor(t, p.playerId, game.id);
    expect(
      (
        await hub88(
          t,
          '/transaction/bet',
          hub88Bet({
            user: p.playerId,
            token: hubLaunch.token,
            game: game.code,
            round: 'r-back',
            amount: 1 * TRY_1,
          }),
        )
      ).status,
    ).toBe('RS_OK');
    const finished = await digitain(t, 'win', {
      allOrNone: true,
      items: [
        {
          ...item({ ...p, token: direct.token, round: 'r-back', txId: txId('back-win'), win: 5 }),
          betTxId: back,
        },
      ],
    });
    expect(finished.errorCode).toBe(1);
    expect(await cashOf(p.playerId)).toBe(10_000n - 1000n + 1500n - 2000n + 3000n - 500n - 100n + 500n);
  });
});

describe('Digitain: the allow-list and production configuration', () => {
  it('refuses callers outside DIGITAIN_CALLBACK_ALLOW with 12 and takes the listed one', async () => {
    const allowApp = await createTestApp({
      clock: testClock(T0),
      env: { ...DIGITAIN_ENV, DIGITAIN_CALLBACK_ALLOW: '203.0.113.7' },
    });
    try {
      await seedGames(allowApp);
      const g = await someGame(allowApp, 'Digitain');
      const { playerId } = await newPlayer(allowApp, { cashMinor: 10_000n });
      const launch = await launchFor(allowApp, playerId, g.id);
      const body = {
        allOrNone: true,
        items: [
          item({ playerId, token: launch.token, game: g.code, round: 'r-allow', txId: 'allow-1', bet: 5 }),
        ],
      };
      expect((await digitain(allowApp, 'bet', body)).errorCode).toBe(12);
      expect((await digitain(allowApp, 'bet', body, { remoteAddress: '198.51.100.9' })).errorCode).toBe(12);
      expect((await digitain(allowApp, 'bet', body, { remoteAddress: '203.0.113.7' })).errorCode).toBe(1);
      expect((await allowApp.modules.gameWallet.games.balances(playerId, TRY)).cash).toBe(9_500n);
      expect((await ledgerInvariants(allowApp.database.db)).ok).toBe(true);
    } finally {
      await allowApp.close();
    }
  });

  it('will not start production with the secret but no allow-list; the id and secret go together', () => {
    const base = {
      DIGITAIN_OPERATOR_ID: 'op',
      DIGITAIN_SECRET: 's'.repeat(20),
      DIGITAIN_LAUNCH_URL: undefined,
    };
    expect(() => digitainConfig({ ...base, DIGITAIN_CALLBACK_ALLOW: undefined }, true)).toThrow(
      /DIGITAIN_CALLBACK_ALLOW/,
    );
    expect(digitainConfig({ ...base, DIGITAIN_CALLBACK_ALLOW: ['203.0.113.7'] }, true).wallet).toBeDefined();
    expect(digitainConfig({ ...base, DIGITAIN_CALLBACK_ALLOW: undefined }, false).wallet).toBeDefined();
    expect(() =>
      digitainConfig({ ...base, DIGITAIN_SECRET: undefined, DIGITAIN_CALLBACK_ALLOW: undefined }, false),
    ).toThrow(/go together/);
    expect(
      digitainConfig(
        {
          DIGITAIN_OPERATOR_ID: undefined,
          DIGITAIN_SECRET: undefined,
          DIGITAIN_LAUNCH_URL: undefined,
          DIGITAIN_CALLBACK_ALLOW: undefined,
        },
        true,
      ),
    ).toEqual({ wallet: undefined, launch: undefined });
  });
});

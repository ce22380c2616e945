import { createHash, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { casinoProviders, gameRounds } from '../../src/db/schema.ts';
import { createLaunchAdapters } from '../../src/modules/casino/launch/adapters.ts';
import { amusnetConfig } from '../../src/modules/game-wallet/amusnet/config.ts';
import { defenceCode } from '../../src/modules/game-wallet/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { ConfigError } from '../../src/platform/secrets.ts';
import { bearer, call, testClock, type TestClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  AMUSNET_ENV,
  AMUSNET_PASSWORD,
  AMUSNET_PORTAL,
  AMUSNET_SECRET,
  AMUSNET_USER,
  amusnetLaunch,
  amusnetPlayer,
  amusnetPost,
  amusnetXml,
} from './amusnet-support.ts';
import { hub88, hub88Bet, hub88Win, newPlayer, seedGames, sessionFor, someGame } from './support.ts';

/*
 * Amusnet's direct XML wallet (PROTOCOLS §4c) replayed with literal XML: the DefenceCode a launch mints
 * (its MD5 written here as fixed hex, computed with openssl), AuthRequest spending it once, every money
 * call, replays (1100), a TransferId reused with other content, ROUND_CANCEL, WithdrawAndDeposit,
 * parallel stakes over one balance, the wager gate's refusals in Amusnet's codes, hostile XML, the
 * credentials and the allow-list; the ledger's invariants hold after every test.
 */

const START = '2026-11-24T10:00:00Z';
const START_UNIX = 1795514400; // date -u -d 2026-11-24T10:00:00Z +%s

let t: TestApp;
let clock: TestClock;
let game: { id: number; code: string };

beforeAll(async () => {
  clock = testClock(START);
  t = await createTestApp({ clock, env: AMUSNET_ENV });
  await seedGames(t);
  game = await someGame(t, 'Amusnet');
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await ledgerInvariants(t.database.db)).ok).toBe(true);
});

/** md5(player + currency + secret + time) + "-" + time, with node:crypto directly (not the adapter). */
const expectedCode = (playerId: number, unix: number) =>
  `${createHash('md5').update(`${playerId}TRY${AMUSNET_SECRET}${unix}`).digest('hex')}-${unix}`;

/** A player with `cashMinor`, launched into the game and authenticated by Amusnet with a fresh SessionId. */
async function player(cashMinor = 10_000n) {
  const p = await newPlayer(t, { cashMinor });
  const { defenceCode: code } = await amusnetLaunch(t, p.token, game.code);
  const session = randomUUID().replace(/-/g, '');
  const calls = amusnetPlayer(t, { playerId: p.playerId, session, game: game.code });
  const auth = await calls.auth(code);
  expect(auth.fields).toMatchObject({ ErrorCode: '1000', ErrorMessage: 'OK' });
  // One launch per player per second (the code's formula): the next one a second later.
  clock.advance(1_000);
  return { ...p, session, code, ...calls };
}

async function round(providerName: string, providerRound: string) {
  const [row] = await t.database.db
    .select({ status: gameRounds.status, bet: gameRounds.betMinor, win: gameRounds.winMinor })
    .from(gameRounds)
    .innerJoin(casinoProviders, eq(casinoProviders.id, gameRounds.providerId))
    .where(and(eq(casinoProviders.name, providerName), eq(gameRounds.providerRound, providerRound)));
  return row;
}

describe('the DefenceCode', () => {
  it('is md5(player, currency, secret, time)-time: a fixed vector', () => {
    // printf '%s' "12345TRYamusnet-test-secret-00011795514400" | openssl dgst -md5
    expect(defenceCode(12345, 'TRY', AMUSNET_SECRET, START_UNIX)).toBe(
      'de9e9ffa7af74e4ed4eda04f3455fa01-1795514400',
    );
  });

  it('is minted by the launch and carried in the play URL with the public integrations’ names', async () => {
    const p = await newPlayer(t, { cashMinor: 1_000n });
    const now = Math.floor(clock.now().getTime() / 1000);
    const { url, query } = await amusnetLaunch(t, p.token, game.code, true);
    expect(`${url.origin}${url.pathname}`).toBe('https://amusnet.example/game/launch');
    expect(Object.fromEntries(query)).toEqual({
      defenceCode: expectedCode(p.playerId, now),
      playerId: String(p.playerId),
      portalCode: AMUSNET_PORTAL,
      screenName: String(p.playerId),
      language: 'tr',
      country: 'TR',
      gameId: game.code,
      client: 'mobile',
      closeurl: t.config.publicUrl,
    });
    clock.advance(1_000);
  });

  it('opens the game once: AuthRequest answers the balance, the same code again is refused', async () => {
    const p = await newPlayer(t, { cashMinor: 12_345n });
    const { defenceCode: code } = await amusnetLaunch(t, p.token, game.code);
    const literal = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<AuthRequest>
  <UserName>lale-amusnet</UserName>
  <Password>amusnet-pass-0001</Password>
  <PlayerId>${p.playerId}</PlayerId>
  <DefenceCode>${code}</DefenceCode>
  <PortalCode>Lale_TRY</PortalCode>
  <SessionId>364e6b3945a0a5614867b6556d791cb0${p.playerId}</SessionId>
</AuthRequest>`;
    const answer = await amusnetPost(t, literal);
    expect(answer).toEqual({
      name: 'AuthResponse',
      fields: {
        ErrorCode: '1000',
        ErrorMessage: 'OK',
        Balance: '12345',
        Currency: 'TRY',
        PlayerId: String(p.playerId),
      },
    });
    // Replayed (captured on the way, or Amusnet retrying with a new session): spent.
    const again = await amusnetPost(t, literal.replace('364e6b39', 'aaaaaaaa'));
    expect(again.fields).toMatchObject({ ErrorCode: '3100', ErrorMessage: 'DEFENCE_CODE_EXPIRED' });
    expect(await amusnetPost(t, literal)).toMatchObject({ fields: { ErrorCode: '3100' } });
    clock.advance(1_000);
  });

  it('refuses a code older than two minutes, a forged one and another player’s', async () => {
    const p = await newPlayer(t, { cashMinor: 1_000n });
    const other = await newPlayer(t, { cashMinor: 1_000n });
    const { defenceCode: code } = await amusnetLaunch(t, p.token, game.code);
    const auth = (playerId: number, c: string) =>
      amusnetPost(
        t,
        amusnetXml('AuthRequest', { PlayerId: playerId, DefenceCode: c, SessionId: randomUUID() }),
      );
    expect((await auth(other.playerId, code)).fields.ErrorCode).toBe('3100');
    const forged = `${'0'.repeat(32)}-${code.split('-')[1]}`;
    expect((await auth(p.playerId, forged)).fields.ErrorCode).toBe('3100');
    clock.advance(121_000);
    expect((await auth(p.playerId, code)).fields).toMatchObject({
      ErrorCode: '3100',
      ErrorMessage: 'DEFENCE_CODE_EXPIRED',
    });
    // At 120 s it was still good: a fresh launch, authenticated 120 s later.
    const fresh = await amusnetLaunch(t, p.token, game.code);
    clock.advance(120_000);
    expect((await auth(p.playerId, fresh.defenceCode)).fields.ErrorCode).toBe('1000');
    clock.advance(1_000);
  });
});

describe('Amusnet wallet: money calls', () => {
  it('answers GetPlayerBalance, takes a Withdraw and pays a Deposit (literal XML, minor units)', async () => {
    const p = await player();
    expect(await p.balance()).toEqual({
      name: 'GetPlayerBalanceResponse',
      fields: { ErrorCode: '1000', ErrorMessage: 'OK', Balance: '10000' },
    });
    const withdraw = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<WithdrawRequest>
  <UserName>lale-amusnet</UserName>
  <Password>amusnet-pass-0001</Password>
  <PlayerId>${p.playerId}</PlayerId>
  <TransferId>3cd60e3d-39ae-433f-9f27-${p.playerId}</TransferId>
  <GameId>${game.code}</GameId>
  <GameNumber>1156498407425</GameNumber>
  <SessionId>${p.session}</SessionId>
  <Amount>150</Amount>
  <Currency>TRY</Currency>
  <Reason>ROUND_BEGIN</Reason>
  <PortalCode>Lale_TRY</PortalCode>
</WithdrawRequest>`;
    const taken = await amusnetPost(t, withdraw);
    expect(taken.name).toBe('WithdrawResponse');
    expect(taken.fields).toMatchObject({ ErrorCode: '1000', ErrorMessage: 'OK', Balance: '9850' });
    expect(Number(taken.fields.CasinoTransferId)).toBeGreaterThan(0);
    expect(await round('Amusnet', '1156498407425')).toMatchObject({ status: 1, bet: 150n });
    const paid = await p.deposit(`dep-${p.playerId}`, '1156498407425', 400);
    expect(paid).toMatchObject({ name: 'DepositResponse', fields: { ErrorCode: '1000', Balance: '10250' } });
    expect(await round('Amusnet', '1156498407425')).toMatchObject({ status: 2, bet: 150n, win: 400n });
    // A lost round's closing deposit of 0.
    await p.withdraw(`w2-${p.playerId}`, 'lost-1', 50);
    expect((await p.deposit(`d2-${p.playerId}`, 'lost-1', 0)).fields).toMatchObject({
      ErrorCode: '1000',
      Balance: '10200',
    });
    expect(await round('Amusnet', 'lost-1')).toMatchObject({ status: 2, bet: 50n, win: 0n });
  });

  it('answers a replay 1100 with the balance and applies nothing; a TransferId reused with other content is 3000', async () => {
    const p = await player();
    const first = await p.withdraw('tx-replay', 'r-replay', 700);
    expect(first.fields).toMatchObject({ ErrorCode: '1000', Balance: '9300' });
    const again = await p.withdraw('tx-replay', 'r-replay', 700);
    expect(again.fields).toMatchObject({
      ErrorCode: '1100',
      ErrorMessage: 'DUPLICATE',
      Balance: '9300',
      CasinoTransferId: first.fields.CasinoTransferId,
    });
    const other = await p.withdraw('tx-replay', 'r-replay', 800);
    expect(other.fields).toEqual({ ErrorCode: '3000', ErrorMessage: 'TRANSFER_ID_USED_WITH_OTHER_CONTENT' });
    // The same id as a deposit is other content too.
    expect((await p.deposit('tx-replay', 'r-replay', 700)).fields.ErrorCode).toBe('3000');
    const won = await p.deposit('tx-replay-win', 'r-replay', 1000);
    expect(won.fields).toMatchObject({ ErrorCode: '1000', Balance: '10300' });
    expect((await p.deposit('tx-replay-win', 'r-replay', 1000)).fields).toMatchObject({
      ErrorCode: '1100',
      Balance: '10300',
    });
    expect((await p.balance()).fields.Balance).toBe('10300');
  });

  it('refunds a round on ROUND_CANCEL once; the amount must be the round’s stakes', async () => {
    const p = await player();
    await p.withdraw('c-bet', 'r-cancel', 1200);
    expect((await p.deposit('c-cancel', 'r-cancel', 1000, 'ROUND_CANCEL')).fields).toEqual({
      ErrorCode: '3000',
      ErrorMessage: 'AMOUNT_DOES_NOT_MATCH_THE_ROUND',
    });
    const refunded = await p.deposit('c-cancel', 'r-cancel', 1200, 'ROUND_CANCEL');
    expect(refunded.fields).toMatchObject({ ErrorCode: '1000', Balance: '10000' });
    expect((await p.deposit('c-cancel', 'r-cancel', 1200, 'ROUND_CANCEL')).fields).toMatchObject({
      ErrorCode: '1100',
      Balance: '10000',
    });
    expect(await round('Amusnet', 'r-cancel')).toMatchObject({ status: 3, bet: 0n });
    // A win for the cancelled round, a second cancel under another id: nothing more moves.
    expect((await p.deposit('c-win', 'r-cancel', 500)).fields.ErrorCode).toBe('3000');
    expect((await p.deposit('c-cancel-2', 'r-cancel', 1200, 'ROUND_CANCEL')).fields).toMatchObject({
      ErrorCode: '1000',
      Balance: '10000',
    });
    // A cancel of a round never seen: acknowledged, nothing moves.
    expect((await p.deposit('c-none', 'r-never', 300, 'ROUND_CANCEL')).fields).toMatchObject({
      ErrorCode: '1000',
      Balance: '10000',
    });
    expect((await p.balance()).fields.Balance).toBe('10000');
  });

  it('takes a WithdrawAndDeposit as a bet and its win under one TransferId, and replays it as 1100', async () => {
    const p = await player();
    const both = await p.withdrawAndDeposit('wd-1', 'r-wd', 300, 1000);
    expect(both).toMatchObject({
      name: 'WithdrawAndDepositResponse',
      fields: { ErrorCode: '1000', Balance: '10700' },
    });
    expect(await round('Amusnet', 'r-wd')).toMatchObject({ status: 2, bet: 300n, win: 1000n });
    expect((await p.withdrawAndDeposit('wd-1', 'r-wd', 300, 1000)).fields).toMatchObject({
      ErrorCode: '1100',
      Balance: '10700',
    });
    expect((await p.withdrawAndDeposit('wd-1', 'r-wd', 300, 9000)).fields.ErrorCode).toBe('3000');
    // ROUND_BEGIN: a feature follows, the round stays open for its JACKPOT_END.
    await p.withdrawAndDeposit('wd-2', 'r-wd-2', 100, 0, 'ROUND_BEGIN');
    expect(await round('Amusnet', 'r-wd-2')).toMatchObject({ status: 1, bet: 100n });
    expect((await p.deposit('jp-1', 'r-wd-2', 5000, 'JACKPOT_END')).fields).toMatchObject({
      ErrorCode: '1000',
      Balance: '15600',
    });
    expect(await round('Amusnet', 'r-wd-2')).toMatchObject({ status: 2, win: 5000n });
    // Thin: a jackpot outside any round we know is refused (3000), nothing paid.
    expect((await p.deposit('jp-2', 'r-no-such-round', 5000, 'JACKPOT_END')).fields).toEqual({
      ErrorCode: '3000',
      ErrorMessage: 'UNKNOWN_BET',
    });
    // Not enough money for the stake: 3100 with the balance, and no win either.
    const poor = await p.withdrawAndDeposit('wd-3', 'r-wd-3', 99_999, 50);
    expect(poor.fields).toMatchObject({
      ErrorCode: '3100',
      ErrorMessage: 'INSUFFICIENT_FUNDS',
      Balance: '15600',
    });
  });

  it('refuses a Withdraw above the balance with 3100 and the balance', async () => {
    const p = await player(3_000n);
    expect((await p.withdraw('poor-1', 'r-poor', 3_001)).fields).toEqual({
      ErrorCode: '3100',
      ErrorMessage: 'INSUFFICIENT_FUNDS',
      Balance: '3000',
    });
  });

  it('takes exactly what the balance covers from parallel Withdraws', async () => {
    const p = await player(10_000n);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => p.withdraw(`par-${i}`, `r-par-${i}`, 3_000)),
    );
    const codes = answers.map((a) => a.fields.ErrorCode).sort();
    expect(codes).toEqual(['1000', '1000', '1000', '3100', '3100', '3100', '3100', '3100']);
    expect((await p.balance()).fields.Balance).toBe('1000');
  });

  it('refuses a Withdraw on a launch past its 24 h but pays the win of a bet taken before', async () => {
    const p = await player();
    await p.withdraw('late-bet', 'r-late', 400);
    clock.advance(25 * 3_600_000);
    expect((await p.withdraw('late-bet-2', 'r-late-2', 100)).fields).toMatchObject({
      ErrorCode: '3100',
      ErrorMessage: 'SESSION_EXPIRED',
    });
    expect((await p.deposit('late-win', 'r-late', 800)).fields).toMatchObject({
      ErrorCode: '1000',
      Balance: '10400',
    });
  });

  it('refuses another currency, another game and an unknown SessionId', async () => {
    const p = await player();
    const eur = await amusnetPost(
      t,
      amusnetXml('WithdrawRequest', {
        PlayerId: p.playerId,
        SessionId: p.session,
        TransferId: 'eur-1',
        GameId: game.code,
        GameNumber: 'r-eur',
        Amount: 100,
        Currency: 'EUR',
        Reason: 'ROUND_BEGIN',
      }),
    );
    expect(eur.fields).toEqual({ ErrorCode: '3000', ErrorMessage: 'WRONG_CURRENCY' });
    const other = amusnetPlayer(t, { playerId: p.playerId, session: p.session, game: 'not-this-game' });
    expect((await other.withdraw('g-1', 'r-g', 100)).fields.ErrorMessage).toBe('WRONG_GAME');
    const stranger = amusnetPlayer(t, { playerId: p.playerId, session: 'unknown', game: game.code });
    expect((await stranger.withdraw('s-1', 'r-s', 100)).fields.ErrorMessage).toBe('SESSION_NOT_FOUND');
    expect((await p.balance()).fields.Balance).toBe('10000');
  });
});

describe('Amusnet wallet: the wager gate in Amusnet codes', () => {
  const post = (token: string, url: string, payload: object) =>
    call(t.app, { method: 'POST', url, headers: { ...bearer(token), 'x-locale': 'en' }, payload });

  it('answers a loss limit 3400 and a wager limit 3300, and moves nothing', async () => {
    const loss = await player();
    expect(
      (await post(loss.token, '/api/saferplay/setlimit', { kind: 'loss', period: 'daily', amount: 0.5 }))
        .status,
    ).toBe(200);
    expect((await loss.withdraw('gate-loss', 'r-gate-loss', 100)).fields).toEqual({
      ErrorCode: '3400',
      ErrorMessage: 'LOSS_LIMIT_REACHED',
    });
    const wager = await player();
    expect(
      (await post(wager.token, '/api/saferplay/setlimit', { kind: 'wager', period: 'daily', amount: 0.5 }))
        .status,
    ).toBe(200);
    expect((await wager.withdraw('gate-wager', 'r-gate-wager', 100)).fields).toEqual({
      ErrorCode: '3300',
      ErrorMessage: 'BET_LIMIT_REACHED',
    });
    expect((await loss.balance()).fields.Balance).toBe('10000');
    expect((await wager.balance()).fields.Balance).toBe('10000');
    // Wins are never gated.
  });

  it('answers a logged-out launch 3100 (expired)', async () => {
    const p = await player();
    await call(t.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(p.token) });
    expect((await p.withdraw('gate-out', 'r-gate-out', 100)).fields.ErrorCode).toBe('3100');
    expect((await p.balance()).fields.Balance).toBe('10000');
  });
});

describe('Amusnet wallet: hostile and unauthorised calls', () => {
  it('refuses broken XML, an unknown call, and an XML bomb or external entity without expanding it', async () => {
    const p = await player();
    expect((await amusnetPost(t, '<WithdrawRequest><Amount>1</WithdrawRequest>')).fields).toEqual({
      ErrorCode: '3000',
      ErrorMessage: 'MALFORMED_XML',
    });
    expect(
      (await amusnetPost(t, amusnetXml('TransferRequest', { PlayerId: p.playerId }))).fields.ErrorMessage,
    ).toBe('UNKNOWN_REQUEST');
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<GetPlayerBalanceRequest><UserName>&lol9;</UserName><Password>${AMUSNET_PASSWORD}</Password><PlayerId>${p.playerId}</PlayerId><PortalCode>${AMUSNET_PORTAL}</PortalCode><SessionId>${p.session}</SessionId></GetPlayerBalanceRequest>`;
    const started = Date.now();
    expect((await amusnetPost(t, bomb)).fields).toEqual({ ErrorCode: '3000', ErrorMessage: 'MALFORMED_XML' });
    expect(Date.now() - started).toBeLessThan(2_000);
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><GetPlayerBalanceRequest><UserName>&x;</UserName></GetPlayerBalanceRequest>`;
    expect((await amusnetPost(t, xxe)).fields.ErrorMessage).toBe('MALFORMED_XML');
    // A body over the limit is not read.
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/providers/amusnet',
      headers: { 'content-type': 'text/xml' },
      payload: `<a>${'x'.repeat(20_000)}</a>`,
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses wrong credentials or another portal code, and keeps an escaped password intact', async () => {
    const p = await player();
    const withPassword = (password: string) =>
      `<GetPlayerBalanceRequest><UserName>${AMUSNET_USER}</UserName><Password>${password}</Password><PlayerId>${p.playerId}</PlayerId><PortalCode>${AMUSNET_PORTAL}</PortalCode><SessionId>${p.session}</SessionId></GetPlayerBalanceRequest>`;
    expect((await amusnetPost(t, withPassword('guess'))).fields).toEqual({
      ErrorCode: '3000',
      ErrorMessage: 'INVALID_CREDENTIALS',
    });
    expect((await amusnetPost(t, withPassword(AMUSNET_PASSWORD))).fields.ErrorCode).toBe('1000');
    const portal = await amusnetPost(
      t,
      amusnetXml('GetPlayerBalanceRequest', { PlayerId: p.playerId, SessionId: p.session }).replace(
        `<PortalCode>${AMUSNET_PORTAL}</PortalCode>`,
        '<PortalCode>Other_TRY</PortalCode>',
      ),
    );
    expect(portal.fields.ErrorMessage).toBe('INVALID_PORTAL_CODE');
  });

  it('takes calls only from AMUSNET_CALLBACK_ALLOW', async () => {
    const guarded = await createTestApp({
      database: t.database,
      clock,
      env: { ...AMUSNET_ENV, AMUSNET_CALLBACK_ALLOW: '203.0.113.0/24' },
    });
    try {
      const p = await player();
      const body = amusnetXml('GetPlayerBalanceRequest', { PlayerId: p.playerId, SessionId: p.session });
      expect((await amusnetPost(guarded, body)).fields).toEqual({
        ErrorCode: '3000',
        ErrorMessage: 'INVALID_CREDENTIALS',
      });
      expect((await amusnetPost(guarded, body, { remoteAddress: '203.0.113.9' })).fields).toMatchObject({
        ErrorCode: '1000',
        Balance: '10000',
      });
    } finally {
      await guarded.close();
    }
  });

  it('will not start in production with the credentials but no allow-list', () => {
    const env = {
      AMUSNET_SECRET,
      AMUSNET_USERNAME: AMUSNET_USER,
      AMUSNET_PASSWORD,
      AMUSNET_PORTAL_CODE: AMUSNET_PORTAL,
    };
    expect(() => amusnetConfig(env, true)).toThrow(ConfigError);
    expect(amusnetConfig({ ...env, AMUSNET_CALLBACK_ALLOW: ['203.0.113.7'] }, true).wallet).toBeDefined();
    expect(() => amusnetConfig({ AMUSNET_SECRET }, false)).toThrow(ConfigError);
    expect(amusnetConfig({}, true)).toEqual({ wallet: undefined, launch: undefined });
  });
});

describe('Hub88 or direct: the route choice', () => {
  const launch = {
    amusnet: {
      launchUrl: 'https://amusnet.example/game/launch',
      secret: AMUSNET_SECRET,
      portalCode: AMUSNET_PORTAL,
    },
  };
  const hub88Config = (providers: ('Amusnet' | 'Digitain')[]) => ({
    apiUrl: 'https://hub88.example',
    operatorId: 1,
    operatorPrivateKeyPem: t.config.secrets.HUB88_SANDBOX_OPERATOR_KEY!,
    providers,
  });
  const codes = { mint: async () => 'code' };

  it('launches Amusnet through Hub88 when HUB88_PROVIDERS names it, else direct, else the sandbox (not in production)', () => {
    const base = { publicUrl: 'https://lale.example', amusnetCodes: codes };
    const viaHub88 = createLaunchAdapters({
      ...base,
      isProduction: true,
      launch: { ...launch, hub88: hub88Config(['Amusnet']) },
    });
    expect(viaHub88.Amusnet).toBe(viaHub88.Hub88);
    const direct = createLaunchAdapters({
      ...base,
      isProduction: true,
      launch: { ...launch, hub88: hub88Config(['Digitain']) },
    });
    expect(direct.Amusnet).toBeDefined();
    expect(direct.Amusnet).not.toBe(direct.Hub88);
    expect(createLaunchAdapters({ ...base, isProduction: true, launch: {} }).Amusnet).toBeUndefined();
    expect(createLaunchAdapters({ ...base, isProduction: false, launch: {} }).Amusnet).toBeDefined();
  });

  it('finishes each round on the route it opened on when the choice moves (same round and transfer ids)', async () => {
    const TRY_1 = 100_000;
    // Opened through Hub88 (the launch chose Hub88): a bet on the Amusnet game under Hub88's provider.
    const viaHub88 = await newPlayer(t, { cashMinor: 10_000n });
    const token = await sessionFor(t, viaHub88.playerId, game.id);
    const hub = { user: viaHub88.playerId, token, game: game.code };
    const bet = hub88Bet({ ...hub, round: 'moved-round', amount: 10 * TRY_1, tx: 'moved-tx' });
    expect((await hub88(t, '/transaction/bet', bet)).status).toBe('RS_OK');
    // The choice moves to direct: the same player launches again, now through Amusnet.
    const direct = await player(10_000n);
    const again = await amusnetLaunch(t, viaHub88.token, game.code);
    expect(again.defenceCode).toMatch(/^[0-9a-f]{32}-\d+$/);
    // A direct round under the same ids: a separate round of Amusnet's own provider row.
    expect((await direct.withdraw('moved-tx', 'moved-round', 2_000)).fields).toMatchObject({
      ErrorCode: '1000',
    });
    // Hub88's win still finishes Hub88's round.
    const win = hub88Win({ ...hub, round: 'moved-round', amount: 25 * TRY_1, reference: 'moved-tx' });
    expect(await hub88(t, '/transaction/win', win)).toMatchObject({ status: 'RS_OK', balance: 115 * TRY_1 });
    expect(await round('Hub88', 'moved-round')).toMatchObject({ status: 2, bet: 1000n, win: 2500n });
    // The choice moves back to Hub88: the direct round still finishes on Amusnet's wallet.
    expect((await direct.deposit('moved-win', 'moved-round', 3_000)).fields).toMatchObject({
      ErrorCode: '1000',
      Balance: '11000',
    });
    expect(await round('Amusnet', 'moved-round')).toMatchObject({ status: 2, bet: 2000n, win: 3000n });
  });
});

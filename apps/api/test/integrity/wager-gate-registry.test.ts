import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  casinoGames,
  casinoProviders,
  kycLevelRules,
  ledgerAccounts,
  playerIdentity,
  playerRestrictions,
  players,
  sessions,
} from '../../src/db/schema.ts';
import { STAKE_PATHS, type StakePathName } from '../../src/modules/integrity/index.ts';
import { ledgerInvariants } from '../../src/modules/wallet/invariants.ts';
import { bearer, call, login, testClock } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import {
  fundist,
  FUNDIST_SECRET,
  hub88,
  hub88Bet,
  newPlayer,
  pragmatic,
  someGame,
  TRY,
} from '../game-wallet/support.ts';
import { AMUSNET_ENV, amusnetLaunch, amusnetPlayer } from '../game-wallet/amusnet-support.ts';
import { adminToken } from '../payments/support.ts';
import { DIGITAIN_ENV, digitain, item as digitainItem } from '../game-wallet/digitain-support.ts';
import { crashCall, launch, pickChain, seedChain as seedCrashChain } from '../originals/crash-support.ts';
import {
  drawCall,
  drawsApp,
  knownChain,
  seedChain as seedDrawChain,
  type DrawsApp,
} from '../originals/draws-support.ts';
import { frameToken } from '../sports-frames/support.ts';
import { EM_ENV, emCall } from '../game-wallet/everymatrix-support.ts';
import { alive, fixture, prices, T0 } from '../sports/support.ts';

/*
 * The wager gate's registry walked (issue #23): for every stake path the API registers
 * (modules/integrity/stake-paths.ts) and every reason a stake may not be taken — logged out, account
 * disabled, blocked by the back office (issue #25), self-excluded or timed out by the player, restricted
 * by the operator, over a loss, wager or session-time limit the player set (issue #26), provider off, game off (the last two for casino paths) — the stake is refused
 * with that protocol's own code and no money moves: the player's cash and bonus, the casino and sports
 * house accounts and the open sports stakes are as before, and the ledger's invariants hold. A new path
 * in the registry without a driver here fails the first test.
 */

type Reason =
  | 'logout'
  | 'disabled'
  | 'blocked'
  | 'self_excluded'
  | 'timed_out'
  | 'restricted'
  | 'unverified'
  | 'provider_off'
  | 'game_off'
  | 'loss_limit'
  | 'wager_limit'
  | 'session_limit';
/** The Betsy partner secret of the games app, and the JWS header Betsy sends ({"alg":"HS256","typ":"JWT"}). */
const BETSY_SECRET = 'wager-gate-registry-betsy-secret';
const BETSY_JWS_HEADER = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
type Player = { token: string; playerId: number };
/** What the stake answered, in the protocol's terms: a status word, an error number or an HTTP status. */
type Answer = string | number;

type Driver = {
  /** The launch (or the token) the stake is made with, set up while everything is allowed. */
  open(app: TestApp, p: Player): Promise<string>;
  stake(app: TestApp, p: Player, launch: string): Promise<Answer>;
  ok: Answer;
  /** The catalogue game the path stakes on (casino paths): its provider and itself are switched off. */
  game?: (app: TestApp) => Promise<{ id: number; providerId: number }>;
  codes: Partial<Record<Reason, Answer>>;
};

const TRY_1 = 100_000;
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('session')!;

async function post<T = unknown>(app: TestApp, token: string, url: string, payload: object) {
  return call<T>(app.app, { method: 'POST', url, headers: { ...bearer(token), 'x-locale': 'en' }, payload });
}

async function catalogueGame(app: TestApp, provider: string, code?: string) {
  const [row] = await app.database.db
    .select({ id: casinoGames.id, providerId: casinoGames.providerId, code: casinoGames.gameCode })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(
      and(
        eq(casinoProviders.name, provider),
        code === undefined ? eq(casinoGames.isLive, false) : eq(casinoGames.gameCode, code),
      ),
    )
    .orderBy(casinoGames.id)
    .limit(1);
  return row!;
}

const hub88Game = (app: TestApp) => someGame(app, 'Hub88');
const ppGame = (app: TestApp) => someGame(app, 'Pragmatic Play');

const GATE_HTTP: Record<Reason, number> = {
  logout: 410,
  disabled: 423,
  blocked: 423,
  self_excluded: 423,
  timed_out: 423,
  restricted: 423,
  unverified: 403,
  provider_off: 409,
  game_off: 409,
  loss_limit: 403,
  wager_limit: 403,
  session_limit: 403,
};

const DRIVERS: Record<StakePathName, Driver> = {
  'hub88.bet': {
    async open(app, p) {
      const game = await hub88Game(app);
      const answer = await post<string>(app, p.token, '/api/casino/hub88launchurl', {
        platform: 1,
        gameCode: game.code,
        language: 'en',
        lobbyUrl: 'https://lale.example/casino',
      });
      expect(answer.status).toBe(200);
      return sessionOf(answer.body.data);
    },
    async stake(app, p, token) {
      const game = await hub88Game(app);
      const body = hub88Bet({ user: p.playerId, token, game: game.code, round: randomUUID(), amount: TRY_1 });
      return (await hub88(app, '/transaction/bet', body)).status;
    },
    ok: 'RS_OK',
    game: (app) => catalogueGame(app, 'Hub88'),
    codes: {
      logout: 'RS_ERROR_INVALID_TOKEN',
      disabled: 'RS_ERROR_USER_DISABLED',
      blocked: 'RS_ERROR_USER_DISABLED',
      self_excluded: 'RS_ERROR_USER_DISABLED',
      timed_out: 'RS_ERROR_USER_DISABLED',
      restricted: 'RS_ERROR_USER_DISABLED',
      unverified: 'RS_ERROR_USER_DISABLED',
      provider_off: 'RS_ERROR_INVALID_GAME',
      game_off: 'RS_ERROR_INVALID_GAME',
      loss_limit: 'RS_ERROR_USER_DISABLED',
      wager_limit: 'RS_ERROR_USER_DISABLED',
      session_limit: 'RS_ERROR_USER_DISABLED',
    },
  },
  'everymatrix.wager': {
    async open(app, p) {
      const game = await someGame(app, 'EveryMatrix');
      const answer = await post<string>(app, p.token, '/api/casino/emlaunchurl', {
        code: game.code,
        productId: 1,
      });
      expect(answer.status).toBe(200);
      return new URL(answer.body.data).searchParams.get('_sid')!;
    },
    async stake(app, p, token) {
      const answer = await emCall(app, {
        Request: 'Wager',
        SessionId: token,
        AccountId: String(p.playerId),
        Amount: 1,
        TransactionId: randomUUID(),
        RoundId: randomUUID(),
      });
      return answer.ReturnCode;
    },
    ok: 0,
    game: (app) => catalogueGame(app, 'EveryMatrix'),
    // Why these codes: modules/game-wallet/everymatrix/routes.ts's header.
    codes: {
      logout: 103,
      disabled: 103,
      blocked: 103,
      self_excluded: 103,
      timed_out: 103,
      restricted: 103,
      unverified: 103,
      provider_off: 101,
      game_off: 101,
      loss_limit: 112,
      wager_limit: 112,
      session_limit: 103,
    },
  },
  'pragmatic.bet': {
    async open(app, p) {
      const answer = await post<string>(app, p.token, '/api/casino/pragmaticlaunchurl', {
        code: (await ppGame(app)).code,
      });
      expect(answer.status).toBe(200);
      return sessionOf(answer.body.data);
    },
    async stake(app, p) {
      const answer = await pragmatic(app, 'bet', {
        userId: String(p.playerId),
        gameId: (await ppGame(app)).code,
        roundId: `r${randomUUID().slice(0, 8)}`,
        amount: '1.00',
        reference: `b-${randomUUID()}`,
        timestamp: '1',
      });
      return answer.error;
    },
    ok: 0,
    game: (app) => catalogueGame(app, 'Pragmatic Play'),
    codes: {
      logout: 4,
      disabled: 6,
      self_excluded: 6,
      timed_out: 6,
      restricted: 6,
      unverified: 6,
      blocked: 6,
      provider_off: 8,
      game_off: 8,
      loss_limit: 50,
      wager_limit: 50,
      // Time signed in used up: no bet of any size goes, so the player is frozen for play meanwhile.
      session_limit: 6,
    },
  },
  'softgamings.debit': {
    async open(app, p) {
      // Outside production the sandbox answers SoftGamings' HTML launch; its frame carries the session.
      const game = await someGame(app, 'SoftGamings');
      const answer = await post<string>(app, p.token, '/api/casino/softgamingslaunchurl', {
        system: '939',
        pageCode: game.code,
        isMobile: 0,
      });
      expect(answer.status).toBe(200);
      return sessionOf(/data-src="([^"]+)"/.exec(answer.body.data)![1]!.replace(/&#38;/g, '&'));
    },
    async stake(app, p, token) {
      const answer = await fundist(app, {
        type: 'debit',
        userid: `lale_${p.playerId}`,
        currency: 'TRY',
        tid: randomUUID().replace(/-/g, ''),
        amount: '1.00',
        i_gameid: randomUUID().replace(/-/g, ''),
        i_extparam: token,
        round_ended: '0',
      });
      return answer.status ?? answer.error!;
    },
    ok: 'OK',
    game: (app) => catalogueGame(app, 'SoftGamings'),
    codes: {
      logout: 'Session expired',
      disabled: 'User blocked',
      blocked: 'User blocked',
      self_excluded: 'User blocked',
      timed_out: 'User blocked',
      restricted: 'User blocked',
      unverified: 'User blocked',
      provider_off: 'Game disabled',
      game_off: 'Game disabled',
      loss_limit: 'Limit reached',
      wager_limit: 'Limit reached',
      session_limit: 'Limit reached',
    },
  },
  'amusnet.withdraw': {
    // The launch mints a DefenceCode; Amusnet's AuthRequest spends it and binds its SessionId.
    async open(app, p) {
      const game = await someGame(app, 'Amusnet');
      const { defenceCode } = await amusnetLaunch(app, p.token, game.code);
      const session = randomUUID();
      const auth = await amusnetPlayer(app, { playerId: p.playerId, session, game: game.code }).auth(
        defenceCode,
      );
      expect(auth.fields.ErrorCode).toBe('1000');
      return session;
    },
    async stake(app, p, session) {
      const game = await someGame(app, 'Amusnet');
      const calls = amusnetPlayer(app, { playerId: p.playerId, session, game: game.code });
      return (await calls.withdraw(randomUUID(), randomUUID(), 100)).fields.ErrorCode!;
    },
    ok: '1000',
    game: (app) => catalogueGame(app, 'Amusnet'),
    codes: {
      // The launch ended: "expired".
      logout: '3100',
      // Amusnet has no code for an account that may not play or a game switched off: a general refusal.
      disabled: '3000',
      blocked: '3000',
      self_excluded: '3000',
      timed_out: '3000',
      restricted: '3000',
      unverified: '3000',
      provider_off: '3000',
      game_off: '3000',
      // The player's own limits have Amusnet codes of their own.
      loss_limit: '3400',
      wager_limit: '3300',
      session_limit: '3500',
    },
  },
  'digitain.bet': {
    async open(app, p) {
      const game = await someGame(app, 'Digitain');
      const answer = await post<string>(app, p.token, '/api/casino/dtlaunchurl', { code: game.code });
      expect(answer.status).toBe(200);
      return new URL(answer.body.data).searchParams.get('token')!;
    },
    async stake(app, p, token) {
      const game = await someGame(app, 'Digitain');
      const round = randomUUID();
      const body = {
        allOrNone: true,
        items: [digitainItem({ playerId: p.playerId, token, game: game.code, round, txId: round, bet: 1 })],
      };
      return (await digitain(app, 'bet', body, { sign: games.clock.now() })).errorCode;
    },
    ok: 1,
    game: (app) => catalogueGame(app, 'Digitain'),
    // codes.ts says why: an ended launch and used-up time are "expired", an account or game that may
    // not play is "session not found", the loss and wager limits "low balance" (a smaller stake may pass).
    codes: {
      logout: 3,
      disabled: 2,
      blocked: 2,
      self_excluded: 2,
      timed_out: 2,
      restricted: 2,
      unverified: 2,
      provider_off: 2,
      game_off: 2,
      loss_limit: 6,
      wager_limit: 6,
      session_limit: 3,
    },
  },
  'originals.play': {
    open: (app, p) => launch(app, p.token, 'lale-dice'),
    async stake(app, _p, session) {
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/originals/game/play',
        headers: { 'x-locale': 'en' },
        payload: { session, stake: 1, choices: { target: 5000, direction: 'over' } },
      });
      return answer.statusCode === 200 ? 'OK' : answer.statusCode;
    },
    ok: 'OK',
    game: (app) => catalogueGame(app, 'Lale Originals', 'lale-dice'),
    codes: GATE_HTTP,
  },
  'originals.crash-bet': {
    open: (app, p) => launch(app, p.token, 'lale-aviator'),
    async stake(app, _p, session) {
      const answer = await crashCall(app, 'bet', { session, stake: 1 });
      return answer.status === 200 ? 'OK' : answer.status;
    },
    ok: 'OK',
    game: (app) => catalogueGame(app, 'Lale Originals', 'lale-aviator'),
    codes: GATE_HTTP,
  },
  'originals.draw-ticket': {
    open: (app, p) => launch(app, p.token, 'lale-keno'),
    async stake(app, _p, session) {
      const answer = await drawCall(app, 'keno', 'buy', { session, picks: [1, 2, 3], stake: 1 });
      return answer.status === 200 ? 'OK' : answer.status;
    },
    ok: 'OK',
    game: (app) => catalogueGame(app, 'Lale Originals', 'lale-keno'),
    codes: GATE_HTTP,
  },
  'sports-frames.debit': {
    // A frame token comes with a sign-in (authData) and is bound to that site session: the player
    // signs in again and the test goes on with that session.
    async open(app, p) {
      const [row] = await app.database.db
        .select({ username: players.username })
        .from(players)
        .where(eq(players.id, p.playerId));
      const signedIn = await login(app.app, row!.username, 'Gizli123!');
      expect(signedIn.status).toBe(200);
      p.token = signedIn.body.data.token;
      return frameToken(signedIn.body.data, 'fcg');
    },
    // fcg's new bets come by Betsy's protocol (issue #29): POST /payment/bet, a detached HS256 JWS
    // computed here with node:crypto, not the adapter's jose.
    async stake(app, p, frame) {
      const body = JSON.stringify({
        token: frame,
        transactionId: randomUUID(),
        currency: 'TRY',
        amount: 1,
        userId: String(p.playerId),
        type: 1,
        requestId: randomUUID(),
      });
      const signed = `${BETSY_JWS_HEADER}.${Buffer.from(body).toString('base64url')}`;
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/providers/betsy/payment/bet',
        headers: {
          'content-type': 'application/json',
          'x-sign-jws': `${BETSY_JWS_HEADER}..${createHmac('sha256', BETSY_SECRET).update(signed).digest('base64url')}`,
        },
        payload: body,
      });
      const { code } = answer.json<{ code?: number }>();
      return answer.statusCode === 200 && code === undefined ? 'OK' : (code ?? answer.statusCode);
    },
    ok: 'OK',
    // Betsy's codes: 4 log in again, 9 blocked, 14 self-excluded or timed out, 15 unverified, 12 loss
    // limit, 11 wager limit (modules/sports-frames/betsy).
    codes: {
      logout: 4,
      disabled: 9,
      self_excluded: 14,
      timed_out: 14,
      restricted: 9,
      unverified: 15,
      blocked: 9,
      loss_limit: 12,
      wager_limit: 11,
      session_limit: 4,
    },
  },
  'sports.placebet': {
    open: async (_app, p) => p.token,
    async stake(app, p) {
      const events = await call<{ markets: { id: number }[] }[]>(app.app, {
        method: 'POST',
        url: '/api/sports/events',
        payload: { live: false },
      });
      const market = events.body.data[0]!.markets[0]!;
      const answer = await post(app, p.token, '/api/sports/placebet', {
        requestId: randomUUID(),
        kind: 'single',
        stake: 5,
        oddsPolicy: 0,
        selections: [{ marketId: market.id, outcomeId: '1', odds: '2.00' }],
      });
      return answer.status === 200 ? 'OK' : answer.status;
    },
    ok: 'OK',
    // The site's own call: its guard answers a dead session first (401, the site logs out); the gate
    // inside the placement catches what changes during the live delay (test/sports/wager-gate.test.ts).
    // An operator's restriction ends no session: the placement's gate answers it.
    codes: {
      logout: 401,
      disabled: 401,
      self_excluded: 401,
      timed_out: 401,
      restricted: 423,
      unverified: 403,
      blocked: 401,
      // The player's own limits end no session: the placement's gate answers them.
      loss_limit: 403,
      wager_limit: 403,
      session_limit: 403,
    },
  },
};

let database: TestDatabase;
let games: DrawsApp;
let sports: TestApp;
const admins = new Map<TestApp, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const crashChain = pickChain(8, () => true);
  await seedCrashChain(database, crashChain.seed, 8, crashChain.commitment);
  await seedDrawChain(database, 'keno', knownChain('keno', 8));
  // The direct wallets are mounted with their test configurations.
  games = await drawsApp(database, undefined, {
    SOFTGAMINGS_SECRET: FUNDIST_SECRET,
    ...AMUSNET_ENV,
    ...DIGITAIN_ENV,
    ...EM_ENV,
    // fcg is Betsy's (issue #29): the sandbox would play it too, with a secret of its own.
    BETSY_URL: 'https://sport.betsy.example/frame',
    BETSY_CID: 'lale-cid',
    BETSY_PARTNER_SECRET: BETSY_SECRET,
  });
  await games.modules.originals.crash.scheduler.tick();
  sports = await createTestApp({ clock: testClock(new Date(T0)) });
  for (const message of [
    alive(3, 0),
    alive(1, 0),
    fixture('sr:match:9001', 'Göztepe', 'Sivasspor'),
    prices('p-1', 'sr:match:9001', 10, { home: 2.0 }),
  ])
    await sports.modules.sports.feed.apply(message);
  await sports.modules.sports.producerSweep.tick();
  admins.set(games, await adminToken(games));
  admins.set(sports, await adminToken(sports));
});
afterAll(async () => {
  await sports.close();
  await games.close();
  await database.close();
});

const appOf = (path: StakePathName) => (path === 'sports.placebet' ? sports : games);

/** Everything a refused stake must leave as it was. */
async function money(app: TestApp, playerId: number) {
  const balances = await app.modules.gameWallet.games.balances(playerId, TRY);
  const system = await app.database.db
    .select({ kind: ledgerAccounts.kind, total: sql<string>`sum(${ledgerAccounts.balance})::text` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'system'), eq(ledgerAccounts.currencyId, TRY)))
    .groupBy(ledgerAccounts.kind);
  const house = Object.fromEntries(system.map((row) => [row.kind, row.total]));
  return { cash: balances.cash, bonus: balances.bonus, house };
}

async function apply(app: TestApp, reason: Reason, p: Player, game?: { id: number; providerId: number }) {
  const admin = admins.get(app)!;
  switch (reason) {
    case 'logout':
      expect(
        (await call(app.app, { method: 'GET', url: '/api/auth/logout', headers: bearer(p.token) })).status,
      ).toBe(200);
      return async () => undefined;
    case 'self_excluded':
    case 'timed_out': {
      // The player's own (issue #26): every session and launch ends with it.
      const [url, payload] =
        reason === 'self_excluded'
          ? ['/api/saferplay/selfexclusion', { period: '6m', confirm: true }]
          : ['/api/saferplay/timeout', { period: '24h' }];
      expect((await post(app, p.token, url, payload)).status).toBe(200);
      return async () => undefined;
    }
    case 'loss_limit':
    case 'wager_limit': {
      // The player's own limit (issue #26), below every driver's stake (₺1 or more): set at once.
      const kind = reason === 'loss_limit' ? 'loss' : 'wager';
      const set = await post(app, p.token, '/api/saferplay/setlimit', { kind, period: 'daily', amount: 0.5 });
      expect(set.status).toBe(200);
      return async () => undefined;
    }
    case 'session_limit': {
      // A daily session-time limit of 15 minutes, and the player signed in 16 minutes ago (issue #26).
      const set = await post(app, p.token, '/api/saferplay/setsessionlimit', {
        period: 'daily',
        minutes: 15,
      });
      expect(set.status).toBe(200);
      await app.database.db
        .update(sessions)
        .set({ createdAt: sql`${sessions.createdAt} - interval '16 minutes'` })
        .where(eq(sessions.playerId, p.playerId));
      return async () => undefined;
    }
    case 'restricted':
      // The operator's restriction ends no session (its back-office form comes with the staff tools).
      await app.database.db.insert(playerRestrictions).values({
        playerId: p.playerId,
        kind: 'operator',
        startsAt: new Date(0),
        endsAt: null,
        reason: 'registry walk',
        createdAt: new Date(0),
      });
      return async () => undefined;
    case 'unverified': {
      // The operator's "verify before play" (issue #26): unverified players may not stake, and this one
      // is unverified (its identity row put back to none).
      await app.database.db
        .update(playerIdentity)
        .set({ level: 'none', reviewStatus: 'none' })
        .where(eq(playerIdentity.playerId, p.playerId));
      const rule = () => eq(kycLevelRules.level, 'none');
      await app.database.db.update(kycLevelRules).set({ mayPlay: false }).where(rule());
      return async () =>
        void (await app.database.db.update(kycLevelRules).set({ mayPlay: true }).where(rule()));
    }
    case 'disabled':
      expect(
        (
          await post(app, admin, `/api/admin/players/${p.playerId}/status`, {
            status: reason,
            reason: 'registry walk',
          })
        ).status,
      ).toBe(200);
      return async () => undefined;
    case 'blocked':
      // The back office's block (issue #25): one call ends the sessions and launches and sets the status.
      expect(
        (await post(app, admin, `/api/admin/players/${p.playerId}/block`, { reason: 'registry walk' }))
          .status,
      ).toBe(200);
      return async () => undefined;
    case 'provider_off': {
      const url = `/api/admin/casino/providers/${game!.providerId}/enabled`;
      expect((await post(app, admin, url, { enabled: false })).status).toBe(200);
      return async () => void (await post(app, admin, url, { enabled: true }));
    }
    case 'game_off': {
      const url = `/api/admin/casino/games/${game!.id}/enabled`;
      expect((await post(app, admin, url, { enabled: false })).status).toBe(200);
      return async () => void (await post(app, admin, url, { enabled: true }));
    }
  }
}

/** The reasons that are the player's account's, on every path. */
const PLAYER_REASONS: Reason[] = [
  'blocked',
  'disabled',
  'logout',
  'loss_limit',
  'restricted',
  'self_excluded',
  'session_limit',
  'timed_out',
  'unverified',
  'wager_limit',
];

describe('the registry of stake paths', () => {
  it('has a driver here for every registered path, and the drivers cover every reason that applies', () => {
    expect(Object.keys(DRIVERS).sort()).toEqual(Object.keys(STAKE_PATHS).sort());
    for (const [name, path] of Object.entries(STAKE_PATHS)) {
      const reasons = Object.keys(DRIVERS[name as StakePathName].codes).sort();
      expect(reasons, name).toEqual(
        path.casino ? [...PLAYER_REASONS, 'game_off', 'provider_off'].sort() : [...PLAYER_REASONS].sort(),
      );
    }
  });
});

for (const name of Object.keys(STAKE_PATHS) as StakePathName[]) {
  const driver = DRIVERS[name];
  describe(`${name} (${STAKE_PATHS[name].protocol})`, () => {
    it('takes a stake while the launch, the account, the provider and the game are all live', async () => {
      const app = appOf(name);
      const p = await newPlayer(app, { cashMinor: 10_000n });
      const launched = await driver.open(app, p);
      expect(await driver.stake(app, p, launched)).toBe(driver.ok);
    });

    for (const reason of Object.keys(driver.codes) as Reason[]) {
      it(`after ${reason}: refused with ${String(driver.codes[reason])}, no money moves`, async () => {
        const app = appOf(name);
        const p = await newPlayer(app, { cashMinor: 10_000n });
        const launched = await driver.open(app, p);
        const undo = await apply(app, reason, p, driver.game && (await driver.game(app)));
        try {
          const before = await money(app, p.playerId);
          expect(await driver.stake(app, p, launched)).toBe(driver.codes[reason]);
          expect(await money(app, p.playerId)).toEqual(before);
          expect((await ledgerInvariants(app.database.db)).ok).toBe(true);
        } finally {
          await undo();
        }
      });
    }
  });
}

import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_PAGE_TAKE } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { HUB88_SIGNATURE_HEADER, hub88Sign, pragmaticHash } from '../../src/modules/game-wallet/index.ts';
import { loadConfig } from '../../src/config.ts';
import { bearer, call } from '../support/accounts.ts';
import { createTestApp, tempDir, type TestApp } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { hub88Bet, newPlayer, someGame, TRY } from '../game-wallet/support.ts';

/*
 * Real launches in production (issue #12): with Hub88's and Pragmatic's launch APIs and keys
 * configured, their games (and the studios named in HUB88_PROVIDERS) are shown and launch through a
 * request built from a fresh game session token; the others stay hidden. The providers' servers are a
 * local stand-in that checks the signature or hash exactly as the provider would.
 */

type Seen = { path: string; body: string; headers: Record<string, string | string[] | undefined> };

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ type, format: 'pem' }).toString();
const hub88Keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const operatorKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRAGMATIC_SECRET = 'pragmatic-secret-for-tests';
const seen: Seen[] = [];
/** The stand-in's next answer is an HTTP 500 (a failed launch). */
let failNext = false;
let standIn: Server;
let standInUrl: string;
let t: TestApp;
let database: TestDatabase;

beforeAll(async () => {
  standIn = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ path: request.url ?? '', body, headers: request.headers });
      response.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        response.statusCode = 500;
        response.end('{}');
      } else if (request.url === '/operator/generic/v2/game/url') {
        response.end(JSON.stringify({ url: 'https://games.hub88.example/play?launch=1' }));
      } else {
        response.end(JSON.stringify({ error: '0', description: 'OK', gameURL: 'https://pp.example/game' }));
      }
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;

  database = await createTestDatabase();
  await seedDemoCatalogue(database.db, 300);
  t = await createTestApp({
    database,
    env: {
      NODE_ENV: 'production',
      TOKEN_PEPPER: 'p'.repeat(40),
      SESSION_SECRET: 's'.repeat(40),
      AUDIT_SIGNING_KEY: 'a'.repeat(40),
      KYC_DOCUMENT_KEY: 'a'.repeat(40),
      HUB88_PUBLIC_KEY: pem(hub88Keys.publicKey, 'spki'),
      HUB88_OPERATOR_PRIVATE_KEY: pem(operatorKeys.privateKey, 'pkcs8'),
      HUB88_API_URL: `${standInUrl}/`,
      HUB88_OPERATOR_ID: '77',
      HUB88_PROVIDERS: 'Egt Digital',
      PRAGMATIC_SECRET_KEY: PRAGMATIC_SECRET,
      PRAGMATIC_API_URL: standInUrl,
      PRAGMATIC_SECURE_LOGIN: 'lale_login',
      // Production takes wallet calls only from the providers' addresses (here the stand-in's).
      HUB88_CALLBACK_ALLOW: '127.0.0.1',
      PRAGMATIC_CALLBACK_ALLOW: '127.0.0.1',
      // The site frames Hub88's game pages; Pragmatic's origin is left out on purpose (see below).
      GAME_FRAME_ORIGINS: 'https://games.hub88.example/',
    },
  });
});
afterAll(async () => {
  await t.close();
  await database.close();
  await new Promise((resolve) => standIn.close(resolve));
});

const launch = (token: string, path: string, payload: object) =>
  call<string>(t.app, { method: 'POST', url: `/api/casino/${path}`, headers: bearer(token), payload });

describe('configured providers in production', () => {
  it('shows the configured providers and the studios reached through Hub88, and hides the rest', async () => {
    const answer = await call<{ providerName: string }[][]>(t.app, {
      method: 'POST',
      url: '/api/casino/games',
      payload: { live: false, search: '', skip: 0, take: MAX_PAGE_TAKE },
    });
    const shown = new Set(answer.body.data.flat().map((game) => game.providerName));
    expect([...shown].sort()).toEqual(['Egt Digital', 'Hub88', 'Pragmatic Play']);
  });

  it("launches an EGT game through Hub88's signed game/url with a fresh session, whose wallet calls then play", async () => {
    const player = await newPlayer(t, { cashMinor: 5_000n });
    const game = await someGame(t, 'Egt Digital');
    seen.length = 0;
    const answer = await launch(player.token, 'egtlaunchurl', {
      platform: 2,
      gameCode: game.code,
      language: 'en',
      lobbyUrl: 'https://lale.example/casino/slot',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBe('https://games.hub88.example/play?launch=1');

    const [request] = seen;
    expect(request?.path).toBe('/operator/generic/v2/game/url');
    const signature = Buffer.from(String(request!.headers[HUB88_SIGNATURE_HEADER]), 'base64');
    expect(verify('sha256', Buffer.from(request!.body), operatorKeys.publicKey, signature)).toBe(true);
    const body = JSON.parse(request!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      user: String(player.playerId),
      operator_id: 77,
      platform: 'GPL_MOBILE',
      game_code: game.code,
      lang: 'en',
      lobby_url: 'https://lale.example/casino/slot',
      currency: 'TRY',
      country: 'TR',
    });
    // The token is a game session of this player, game and currency ...
    const session = await t.modules.gameWallet.games.session(String(body.token));
    expect(session).toMatchObject({ playerId: player.playerId, gameId: game.id, currencyId: TRY });
    // ... which Hub88's wallet calls bring back, signed with Hub88's key.
    const bet = JSON.stringify(
      hub88Bet({
        user: player.playerId,
        token: String(body.token),
        game: game.code,
        round: 'r-1',
        amount: 1e6,
      }),
    );
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/providers/hub88/transaction/bet',
      headers: {
        'content-type': 'application/json',
        [HUB88_SIGNATURE_HEADER]: hub88Sign(bet, hub88Keys.privateKey),
      },
      payload: bet,
    });
    expect(JSON.parse(placed.body)).toMatchObject({ status: 'RS_OK', balance: 4_000_000 });
  });

  it("launches a Pragmatic game through its game/url with the wallet's hash", async () => {
    const player = await newPlayer(t, { cashMinor: 1_000n });
    const game = await someGame(t, 'Pragmatic Play');
    seen.length = 0;
    const answer = await launch(player.token, 'pragmaticlaunchurl', { code: game.code });
    expect(answer.body.data).toBe('https://pp.example/game');
    const [request] = seen;
    expect(request?.path).toBe('/IntegrationService/v3/http/CasinoGameAPI/game/url/');
    const params = Object.fromEntries(new URLSearchParams(request!.body));
    expect(params).toMatchObject({
      secureLogin: 'lale_login',
      symbol: game.code,
      externalPlayerId: String(player.playerId),
      platform: 'WEB',
    });
    expect(params.hash).toBe(pragmaticHash(params, PRAGMATIC_SECRET));
    expect(await t.modules.gameWallet.games.session(params.token!)).toMatchObject({
      playerId: player.playerId,
    });
  });

  it('frames the listed launch origins; a launch on another one is told to the operator once, not hidden', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const frameSrc = String(page.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-src '));
    expect(frameSrc).toContain(' https://games.hub88.example');
    expect(frameSrc).not.toContain('pp.example');

    // Every time the file launched a game so far, this one's earlier Pragmatic launch included.
    const unframed = () =>
      t.logs.filter((line) => typeof line.msg === 'string' && line.msg.includes('GAME_FRAME_ORIGINS'));
    const player = await newPlayer(t, { cashMinor: 1_000n });
    const game = await someGame(t, 'Pragmatic Play');
    for (let i = 0; i < 2; i += 1) {
      const answer = await launch(player.token, 'pragmaticlaunchurl', { code: game.code });
      // The player still gets the game: whether it shows is the operator's to fix, not the launch's.
      expect(answer.body.data).toBe('https://pp.example/game');
    }
    const told = unframed();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ origin: 'https://pp.example', level: 50 });

    // Hub88's listed origin is not told about.
    await launch(player.token, 'hub88launchurl', {
      platform: 1,
      gameCode: (await someGame(t, 'Hub88')).code,
      language: 'tr',
      lobbyUrl: 'https://lale.example/',
    });
    expect(unframed()).toHaveLength(1);
  });

  it('answers a failed launch when the provider fails, and refuses a provider that is not configured', async () => {
    const player = await newPlayer(t, { cashMinor: 1_000n });
    failNext = true;
    const failed = await launch(player.token, 'hub88launchurl', {
      platform: 1,
      gameCode: (await someGame(t, 'Hub88')).code,
      language: 'tr',
      lobbyUrl: 'https://lale.example/',
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.body.success).toBe(false);
    const amusnet = await launch(player.token, 'amusnetlaunchurl', {
      code: (await someGame(t, 'Amusnet')).code,
      isMobile: false,
    });
    expect(amusnet.status).toBe(409);
  });
});

describe('launch configuration', () => {
  it('refuses a half-configured provider at start-up', () => {
    const dir = tempDir('lale-launch-config-');
    try {
      const base = { DATA_DIR: dir.path };
      expect(() => loadConfig({ ...base, HUB88_API_URL: 'https://api.hub88.example' }, dir.path)).toThrow(
        /HUB88_API_URL, HUB88_OPERATOR_ID and both Hub88 keys/,
      );
      expect(() => loadConfig({ ...base, PRAGMATIC_SECURE_LOGIN: 'x' }, dir.path)).toThrow(
        /PRAGMATIC_API_URL, PRAGMATIC_SECURE_LOGIN and PRAGMATIC_SECRET_KEY/,
      );
      expect(() => loadConfig({ ...base, HUB88_PROVIDERS: 'Amusnet' }, dir.path)).toThrow(/HUB88_PROVIDERS/);
      expect(() => loadConfig({ ...base, HUB88_PROVIDERS: 'Nobody' }, dir.path)).toThrow(/HUB88_PROVIDERS/);
      expect(() => loadConfig({ ...base, GAME_FRAME_ORIGINS: 'javascript:alert(1)' }, dir.path)).toThrow(
        /GAME_FRAME_ORIGINS/,
      );
      // The listed origins (a path is cut to its origin) and a direct launch's own, once each.
      const framed = loadConfig(
        {
          ...base,
          GAME_FRAME_ORIGINS: 'https://cdn.studio.example/games/, https://digitain.example',
          DIGITAIN_OPERATOR_ID: 'lale',
          DIGITAIN_SECRET: 'd'.repeat(32),
          DIGITAIN_LAUNCH_URL: 'https://digitain.example/launch?partner=1',
        },
        dir.path,
      );
      expect(framed.gameWallet.frameOrigins).toEqual([
        'https://cdn.studio.example',
        'https://digitain.example',
      ]);
    } finally {
      dir.remove();
    }
  });
});

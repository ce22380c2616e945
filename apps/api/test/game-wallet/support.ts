import { createHash, createHmac, createPrivateKey, createPublicKey, verify } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { casinoGames, casinoProviders, sessions } from '../../src/db/schema.ts';
import { seedDemoCatalogue } from '../../src/modules/casino/index.ts';
import { HUB88_SIGNATURE_HEADER, hub88Sign, pragmaticHash } from '../../src/modules/game-wallet/index.ts';
import type { TestApp } from '../support/app.ts';
import { TRY } from '../payments/support.ts';

/* Helpers of the game-wallet tests: games, sessions, and Hub88 / Pragmatic calls signed with the test keys. */

export { newPlayer, TRY } from '../payments/support.ts';

/** A few hundred demo games: every provider has some. */
export async function seedGames(t: TestApp): Promise<void> {
  await seedDemoCatalogue(t.database.db, 300);
}

/** Some game of `provider` (its id and code). */
export async function someGame(
  t: TestApp,
  provider: string,
  offset = 0,
): Promise<{ id: number; code: string }> {
  const rows = await t.database.db
    .select({ id: casinoGames.id, code: casinoGames.gameCode })
    .from(casinoGames)
    .innerJoin(casinoProviders, eq(casinoProviders.id, casinoGames.providerId))
    .where(and(eq(casinoProviders.name, provider), eq(casinoGames.isLive, false)))
    .orderBy(casinoGames.id)
    .limit(offset + 1);
  const row = rows[offset];
  if (!row) throw new Error(`no ${provider} game in the demo catalogue`);
  return row;
}

/** A launch of `gameId` from the player's newest site session (its sign-up's, for `newPlayer`). */
export async function launchFor(
  t: TestApp,
  playerId: number,
  gameId: number,
): Promise<{ token: string; id: number }> {
  const [site] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.playerId, playerId))
    .orderBy(desc(sessions.id))
    .limit(1);
  if (!site) throw new Error(`player ${playerId} has no site session to launch from`);
  const { token } = await t.modules.gameWallet.games.issueSession({
    playerId,
    gameId,
    currencyId: TRY,
    siteSessionId: site.id,
  });
  const session = await t.modules.gameWallet.games.session(token);
  if (!session || session === 'expired') throw new Error('the launch just issued is not found');
  return { token, id: session.id };
}

export async function sessionFor(t: TestApp, playerId: number, gameId: number): Promise<string> {
  return (await launchFor(t, playerId, gameId)).token;
}

// ── Hub88 ──────────────────────────────────────────────────────────────────────────────────────────

export type Hub88Answer = {
  status: string;
  balance?: number;
  request_uuid?: string | null;
  [k: string]: unknown;
};

/** A Pragmatic body with its hash, as Pragmatic would post it. */
export function pragmaticBody(t: TestApp, params: Record<string, string>): string {
  const all = { providerId: 'PragmaticPlay', ...params };
  return new URLSearchParams({
    ...all,
    hash: pragmaticHash(all, t.config.secrets.PRAGMATIC_SANDBOX_SECRET!),
  }).toString();
}

/** Posts a Hub88 call signed with the sandbox's Hub88 key (or `signature`), checks our answer's signature. */
export async function hub88(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  {
    signature,
    raw,
    remoteAddress,
  }: {
    signature?: string;
    raw?: string;
    /** The caller's address (default: loopback). */ remoteAddress?: string;
  } = {},
): Promise<Hub88Answer> {
  const text = raw ?? JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/providers/hub88${path}`,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: {
      'content-type': 'application/json',
      [HUB88_SIGNATURE_HEADER]: signature ?? hub88Sign(text, t.config.secrets.HUB88_SANDBOX_PROVIDER_KEY!),
    },
    payload: text,
  });
  if (response.statusCode !== 200) throw new Error(`hub88 ${path}: HTTP ${response.statusCode}`);
  const ours = createPublicKey(createPrivateKey(t.config.secrets.HUB88_SANDBOX_OPERATOR_KEY!));
  const signed = verify(
    'sha256',
    Buffer.from(response.body),
    ours,
    Buffer.from(String(response.headers[HUB88_SIGNATURE_HEADER]), 'base64'),
  );
  if (!signed) throw new Error(`hub88 ${path}: the answer's signature does not verify`);
  return JSON.parse(response.body) as Hub88Answer;
}

/** A Hub88 bet body; amounts ×100000 (1 TRY = 100000). */
export function hub88Bet(p: {
  user: number;
  token: string;
  game: string;
  round: string;
  amount: number;
  tx?: string;
}) {
  return {
    user: String(p.user),
    token: p.token,
    request_uuid: randomUUID(),
    transaction_uuid: p.tx ?? randomUUID(),
    round: p.round,
    round_closed: false,
    currency: 'TRY',
    game_code: p.game,
    amount: p.amount,
    bet: 'spin',
    is_free: false,
  };
}

export function hub88Win(p: {
  user: number;
  token: string;
  game: string;
  round: string;
  amount: number;
  reference: string;
  tx?: string;
}) {
  return {
    user: String(p.user),
    token: p.token,
    request_uuid: randomUUID(),
    transaction_uuid: p.tx ?? randomUUID(),
    reference_transaction_uuid: p.reference,
    round: p.round,
    round_closed: true,
    currency: 'TRY',
    game_code: p.game,
    amount: p.amount,
  };
}

// ── Pragmatic ──────────────────────────────────────────────────────────────────────────────────────

export type PragmaticAnswer = {
  error: number;
  description: string;
  cash?: number;
  bonus?: number;
  transactionId?: number;
};

export async function pragmatic(
  t: TestApp,
  call: string,
  params: Record<string, string>,
  {
    secret,
    remoteAddress,
  }: { secret?: string; /** The caller's address (default: loopback). */ remoteAddress?: string } = {},
): Promise<PragmaticAnswer> {
  const all = { providerId: 'PragmaticPlay', ...params };
  const hash = pragmaticHash(all, secret ?? t.config.secrets.PRAGMATIC_SANDBOX_SECRET!);
  return pragmaticRaw(t, call, new URLSearchParams({ ...all, hash }).toString(), { remoteAddress });
}

/** Posts a form body exactly as given (an attacker replaying a captured, validly hashed body elsewhere). */
export async function pragmaticRaw(
  t: TestApp,
  call: string,
  payload: string,
  { remoteAddress, headers }: { remoteAddress?: string; headers?: Record<string, string> } = {},
): Promise<PragmaticAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/providers/pragmatic/${call}.html`,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`pragmatic ${call}: HTTP ${response.statusCode}`);
  return JSON.parse(response.body) as PragmaticAnswer;
}

/**
 * A player's Hub88 calls on one game, in whole lira, each expected to be taken (RS_OK): for tests about
 * what the ledger then says (history, reality checks). `t` and `game` are read at call time, so a file
 * may build this before its beforeAll has made them.
 */
export function hub88Calls(t: () => TestApp, game: () => { code: string }) {
  const TRY_UNITS = 100_000; // Hub88 amounts: 1 TRY = 100000
  const common = (who: { playerId: number }, launch: string, round: string) => ({
    user: who.playerId,
    token: launch,
    game: game().code,
    round,
  });
  return {
    /** A bet; answers its transaction id (a win's or a rollback's reference). */
    async bet(who: { playerId: number }, launch: string, round: string, lira: number) {
      const body = hub88Bet({ ...common(who, launch, round), amount: lira * TRY_UNITS });
      expect((await hub88(t(), '/transaction/bet', body)).status).toBe('RS_OK');
      return body.transaction_uuid;
    },
    async win(who: { playerId: number }, launch: string, round: string, lira: number, reference: string) {
      const body = hub88Win({ ...common(who, launch, round), amount: lira * TRY_UNITS, reference });
      expect((await hub88(t(), '/transaction/win', body)).status).toBe('RS_OK');
    },
    async rollback(who: { playerId: number }, launch: string, round: string, reference: string) {
      const body = {
        user: String(who.playerId),
        token: launch,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: reference,
        round,
        game_code: game().code,
      };
      expect((await hub88(t(), '/transaction/rollback', body)).status).toBe('RS_OK');
    },
  };
}

// ── SoftGamings (Fundist OneWallet) ────────────────────────────────────────────────────────────────

/** The HMAC secret the SoftGamings tests configure (SOFTGAMINGS_SECRET). */
export const FUNDIST_SECRET = 'fundist-test-secret';

export type FundistAnswer = { status?: string; balance?: string; tid?: string; error?: string; hmac: string };

/**
 * Fundist's HMAC written here with node:crypto alone, independently of the adapter (fundist.test.ts
 * checks it against vectors computed with python3's hashlib/hmac): values of every field but `hmac`,
 * sorted by name, nested arrays and objects flattened in key order, no separator; key SHA-256(secret).
 */
export function fundistTestHmac(body: Record<string, unknown>, secret = FUNDIST_SECRET): string {
  const text = (value: unknown): string =>
    Array.isArray(value)
      ? value.map(text).join('')
      : value !== null && typeof value === 'object'
        ? Object.keys(value)
            .sort()
            .map((key) => text((value as Record<string, unknown>)[key]))
            .join('')
        : String(value);
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'hmac'));
  return createHmac('sha256', createHash('sha256').update(secret).digest()).update(text(rest)).digest('hex');
}

/** Posts a Fundist wallet call signed with the test secret (or `hmac`), checks our answer's HMAC. */
export async function fundist(
  t: TestApp,
  body: Record<string, unknown>,
  { hmac, raw, remoteAddress }: { hmac?: string; raw?: string; remoteAddress?: string } = {},
): Promise<FundistAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/providers/softgamings/wallet',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { 'content-type': 'application/json' },
    payload: raw ?? JSON.stringify({ ...body, hmac: hmac ?? fundistTestHmac(body) }),
  });
  if (response.statusCode !== 200) throw new Error(`fundist: HTTP ${response.statusCode}`);
  const answer = JSON.parse(response.body) as FundistAnswer;
  if (answer.hmac !== fundistTestHmac(answer)) throw new Error(`fundist: the answer's hmac does not verify`);
  return answer;
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthData } from '@lale/contracts';
import { ledgerAccounts, players } from '../../src/db/schema.ts';
import { createWalletService } from '../../src/modules/wallet/index.ts';
import { fullRegistration, registerOk } from '../support/accounts.ts';
import {
  FRAME_SIGNATURE_HEADER,
  signFrameBody,
  verifyFrameBody,
} from '../../src/modules/sports-frames/index.ts';
import type { SportsFrameName } from '../../src/modules/sports-frames/index.ts';
import type { TestApp } from '../support/app.ts';

/* Helpers of the sportsbook-frame tests: wallet calls signed with the provider's secret, and balances. */

/** A fresh player with `cashMinor` of cash, and the auth data its registration answered. */
export async function framedPlayer(t: TestApp, cashMinor = 0n) {
  const payload = fullRegistration();
  const auth = await registerOk(t.app, payload);
  const [row] = await t.database.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.username, payload.username));
  const playerId = row!.id;
  if (cashMinor > 0n) {
    const result = await createWalletService(t.database.db).transfer({
      idempotencyKey: `test-cash:${playerId}`,
      from: { type: 'system', kind: 'payments_clearing', currencyId: 1 },
      to: { type: 'player', playerId, kind: 'cash', currencyId: 1 },
      amountMinor: cashMinor,
      kind: 'seed',
    });
    if (result.status !== 'applied') throw new Error('seeding cash failed');
  }
  return { auth, playerId, username: payload.username, password: payload.password };
}

export async function cashOf(t: TestApp, playerId: number): Promise<bigint> {
  return (await createWalletService(t.database.db).playerBalances(playerId, 1)).cash;
}

export type FrameAnswer = {
  status: number;
  code: string;
  balance?: number;
  transactionId?: string;
  playerId?: string;
  currency?: string;
  requestId?: string | null;
};

export const frameOf = (t: TestApp, name: SportsFrameName) => {
  const frame = t.config.sportsFrames.find((f) => f.name === name);
  if (!frame) throw new Error(`${name} is off in this app`);
  return frame;
};

/** The frame token authData carries for `name` (betsyToken for fcg, betcoToken for betco). */
export const frameToken = (auth: AuthData, name: SportsFrameName) =>
  (name === 'fcg' ? auth.betsyToken : auth.betcoToken) ?? '';

/** Posts a wallet call signed with the provider's secret (or `signature`); checks our answer's signature. */
export async function frameCall(
  t: TestApp,
  name: SportsFrameName,
  path: '/balance' | '/debit' | '/credit' | '/rollback',
  body: Record<string, unknown>,
  { signature, partnerId }: { signature?: string; partnerId?: string } = {},
): Promise<FrameAnswer> {
  const frame = frameOf(t, name);
  const text = JSON.stringify({ requestId: randomUUID(), partnerId: partnerId ?? frame.partnerId, ...body });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/providers/${name}${path}`,
    headers: {
      'content-type': 'application/json',
      [FRAME_SIGNATURE_HEADER]: signature ?? signFrameBody(text, frame.walletSecret),
    },
    payload: text,
  });
  const signed = verifyFrameBody(
    Buffer.from(response.body),
    String(response.headers[FRAME_SIGNATURE_HEADER]),
    frame.walletSecret,
  );
  if (!signed) throw new Error(`${name} ${path}: the answer's signature does not verify (${response.body})`);
  return { status: response.statusCode, ...(JSON.parse(response.body) as Omit<FrameAnswer, 'status'>) };
}

export const debit = (p: { token: string; bet: string; amount: number; tx?: string; currency?: string }) => ({
  token: p.token,
  betId: p.bet,
  transactionId: p.tx ?? randomUUID(),
  amount: p.amount,
  currency: p.currency ?? 'TRY',
});

export const credit = (p: { bet: string; amount: number; tx?: string }) => ({
  betId: p.bet,
  transactionId: p.tx ?? randomUUID(),
  amount: p.amount,
  currency: 'TRY',
});

/** The balance of a system account (the sum of its shards), in minor units. */
export async function systemBalance(t: TestApp, kind: 'sports_stakes' | 'house_sports'): Promise<bigint> {
  const [row] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'system'), eq(ledgerAccounts.kind, kind)));
  return BigInt(row?.total ?? '0');
}

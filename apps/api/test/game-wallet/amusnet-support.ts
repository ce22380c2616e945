import { expect } from 'vitest';
import { parseAmusnetXml } from '../../src/modules/game-wallet/index.ts';
import { bearer, call } from '../support/accounts.ts';
import type { TestApp } from '../support/app.ts';

/* Helpers of the Amusnet tests: its configuration, a launch through our endpoint, XML calls. */

export const AMUSNET_SECRET = 'amusnet-test-secret-0001';
export const AMUSNET_USER = 'lale-amusnet';
export const AMUSNET_PASSWORD = 'amusnet-pass-0001';
export const AMUSNET_PORTAL = 'Lale_TRY';

export const AMUSNET_ENV = {
  AMUSNET_SECRET,
  AMUSNET_USERNAME: AMUSNET_USER,
  AMUSNET_PASSWORD,
  AMUSNET_PORTAL_CODE: AMUSNET_PORTAL,
  AMUSNET_LAUNCH_URL: 'https://amusnet.example/game/launch',
};

/** The player's launch of an Amusnet game through our launch endpoint: the play URL's query. */
export async function amusnetLaunch(t: TestApp, siteToken: string, code: string, mobile = false) {
  const answer = await call<string>(t.app, {
    method: 'POST',
    url: '/api/casino/amusnetlaunchurl',
    headers: bearer(siteToken),
    payload: { code, isMobile: mobile },
  });
  expect(answer.status).toBe(200);
  const url = new URL(answer.body.data);
  return { url, defenceCode: url.searchParams.get('defenceCode')!, query: url.searchParams };
}

export type AmusnetAnswer = { name: string; fields: Record<string, string> };

/** Posts an XML body exactly as given; the answer parsed (always HTTP 200, XML). */
export async function amusnetPost(
  t: TestApp,
  xml: string,
  { remoteAddress }: { remoteAddress?: string } = {},
): Promise<AmusnetAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/providers/amusnet',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    payload: xml,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  const parsed = parseAmusnetXml(response.body);
  return { name: parsed.name, fields: parsed.fields as Record<string, string> };
}

/** A request with the credentials and portal code, fields in the order given (test values only). */
export function amusnetXml(name: string, fields: Record<string, string | number>): string {
  const all = { UserName: AMUSNET_USER, Password: AMUSNET_PASSWORD, ...fields, PortalCode: AMUSNET_PORTAL };
  const body = Object.entries(all)
    .map(([k, v]) => `<${k}>${String(v)}</${k}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><${name}>${body}</${name}>`;
}

/** A session's calls (Amusnet's SessionId, the player, the game): money calls as Amusnet sends them. */
export function amusnetPlayer(t: TestApp, p: { playerId: number; session: string; game: string }) {
  const common = { PlayerId: p.playerId, SessionId: p.session };
  const money = (name: string, f: Record<string, string | number>) =>
    amusnetPost(t, amusnetXml(name, { ...common, GameId: p.game, Currency: 'TRY', ...f }));
  return {
    auth: (defenceCode: string) =>
      amusnetPost(t, amusnetXml('AuthRequest', { ...common, DefenceCode: defenceCode })),
    balance: () =>
      amusnetPost(t, amusnetXml('GetPlayerBalanceRequest', { ...common, Currency: 'TRY', GameId: p.game })),
    withdraw: (tx: string, round: string, amount: number) =>
      money('WithdrawRequest', { TransferId: tx, GameNumber: round, Amount: amount, Reason: 'ROUND_BEGIN' }),
    deposit: (tx: string, round: string, amount: number, reason = 'ROUND_END') =>
      money('DepositRequest', { TransferId: tx, GameNumber: round, Amount: amount, Reason: reason }),
    withdrawAndDeposit: (tx: string, round: string, amount: number, win: number, reason = 'ROUND_END') =>
      money('WithdrawAndDepositRequest', {
        TransferId: tx,
        GameNumber: round,
        Amount: amount,
        WinAmount: win,
        Reason: reason,
      }),
  };
}

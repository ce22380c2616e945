import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SportsFrameConfig } from '../config.ts';
import { SIGNATURE_HEADER, signBody, type FrameWalletCode } from '../protocol.ts';
import { framesWalletPath } from '../routes.ts';

/*
 * The stand-in sportsbook's server side (DESIGN §10): it calls OUR wallet endpoints exactly as the real
 * provider would — same paths, same bodies, signed with the provider's wallet secret — through
 * `app.inject`, so each call goes through routing, the raw-body signature check and the protocol's
 * validation like any other. It keeps no state: what it needs to settle a bet later travels in a
 * ticket it signs (the page holds it), so any API process can settle it.
 */

export type WalletReply = { code: FrameWalletCode | 'OK'; balance?: number; message?: string };

export function frameProviderClient(root: FastifyInstance, frame: SportsFrameConfig) {
  async function post(path: string, body: Record<string, unknown>): Promise<WalletReply> {
    const text = JSON.stringify({ requestId: randomUUID(), partnerId: frame.partnerId, ...body });
    const response = await root.inject({
      method: 'POST',
      url: `${framesWalletPath(frame.name)}${path}`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(text, frame.walletSecret) },
      payload: text,
    });
    return JSON.parse(response.body) as WalletReply;
  }
  return {
    balance: (token: string) => post('/balance', { token }),
    debit: (token: string, betId: string, amountMinor: number) =>
      post('/debit', { token, betId, transactionId: `${betId}:debit`, amount: amountMinor, currency: 'TRY' }),
    credit: (betId: string, amountMinor: number) =>
      post('/credit', { betId, transactionId: `${betId}:credit`, amount: amountMinor, currency: 'TRY' }),
    /** `_stakeMinor`: what Betsy's stand-in returns instead (it settles a cancelled bet for its stake). */
    rollback: (betId: string, _stakeMinor?: number) =>
      post('/rollback', { betId, transactionId: `${betId}:rollback` }),
  };
}

export type FrameProviderClient = ReturnType<typeof frameProviderClient>;

/** What the stand-in needs to settle a bet: signed so the page cannot change stake or odds. */
export type Ticket = { bet: string; stake: number; odds: string; event: string; pick: string };

const ticketMac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update('sandbox-ticket\u0000').update(payload).digest('base64url');

export function signTicket(ticket: Ticket, secret: string): string {
  const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${payload}.${ticketMac(secret, payload)}`;
}

export function readTicket(text: string, secret: string): Ticket | undefined {
  const [payload = '', mac = ''] = text.split('.');
  const expected = Buffer.from(ticketMac(secret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Ticket;
  } catch {
    return undefined;
  }
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../../platform/i18n.ts';
import type { SportsFrameConfig } from '../config.ts';
import { eventById, PICKS } from './events.ts';
import { FRAME_CSS, FRAME_JS, framePage, SANDBOX_FRAMES_PATH } from './page.ts';
import { frameProviderClient, readTicket, signTicket, type WalletReply } from './provider-client.ts';
import type { Clock } from '../../../platform/clock.ts';
import { betcoStandInClient } from '../betco/standin-client.ts';
import { betsySandboxClient } from '../betsy/sandbox-client.ts';

/*
 * The sportsbook-frame sandbox (development and demo only; app.ts never registers it in production):
 * the frame page of each sandboxed provider, its script and style, and the three calls the page makes.
 * Bets are placed and settled by the stand-in provider's server side (provider-client.ts), which moves
 * the money through our wallet endpoints with signed requests — the page itself never touches money.
 */

const Token = z.string().min(16).max(200);
const Provider = z.object({ provider: z.enum(['fcg', 'betco']) });

export type SandboxFrameOptions = {
  /** The providers the sandbox plays (those without a configuration of their own). */
  frames: readonly SportsFrameConfig[];
  /** The whole app, whose wallet endpoints the stand-in calls (app.inject). */
  root: FastifyInstance;
  /** betco's stand-in dates its calls (TS) by the app's clock. */
  clock: Clock;
};

/** What a stand-in provider does for the page (the token, where given, lets it answer the balance). */
type StandInClient = {
  balance(token: string): Promise<WalletReply>;
  debit(token: string, bet: string, amountMinor: number): Promise<WalletReply>;
  credit(bet: string, amountMinor: number, token?: string): Promise<WalletReply>;
  /** Cancels a bet: `stakeMinor` for a provider that settles a cancelled event for the stake (Betsy). */
  rollback(bet: string, stakeMinor: number, token?: string): Promise<WalletReply>;
};

const minorOf = (lira: number) => Math.round(lira * 100);
const lira = (minor: number | undefined) => (minor === undefined ? undefined : minor / 100);

export const sandboxFrameRoutes: FastifyPluginAsyncZod<SandboxFrameOptions> = async (
  app,
  { frames, root, clock },
) => {
  const played = new Map(frames.filter((frame) => frame.sandbox).map((frame) => [frame.name, frame]));

  app.get(`${SANDBOX_FRAMES_PATH}/frame.css`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(FRAME_CSS),
  );
  app.get(`${SANDBOX_FRAMES_PATH}/frame.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(FRAME_JS),
  );

  app.get(
    `${SANDBOX_FRAMES_PATH}/:provider/frame`,
    {
      schema: {
        hide: true,
        params: Provider,
        querystring: z.object({
          token: Token.optional(),
          partner: z.string().max(64).optional(),
          view: z.enum(['prematch', 'live']).default('prematch'),
          lang: z.enum(['tr', 'en']).optional(),
          // Betsy's launch (fcg): `locale` and `cid` instead of `lang` and `partner`.
          locale: z.enum(['tr', 'en']).optional(),
          cid: z.string().max(64).optional(),
        }),
      },
    },
    async (request, reply) => {
      if (!played.has(request.params.provider))
        return reply.code(404).type('text/plain; charset=utf-8').send('This provider is not sandboxed.');
      const locale = request.query.lang ?? request.query.locale ?? requestLocale(request);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(framePage(request.params.provider, request.query.view, locale));
    },
  );

  /** The stand-in of a sandboxed provider, or a 404 answer; fcg's plays Betsy's protocol (betsy/). */
  function standIn(provider: 'fcg' | 'betco') {
    const frame = played.get(provider);
    if (!frame) return undefined;
    // fcg's stand-in plays Betsy (betsy/sandbox-client.ts): a cancelled event settles for the stake.
    if (frame.betsy) return { frame, betsy: true, client: betsySandboxClient(root, frame) };
    // betco's speaks BetConstruct's Partner API (betco/standin-client.ts).
    if (frame.partnerApi) {
      const betco = betcoStandInClient(root, frame.partnerApi.sharedKey, clock);
      const client: StandInClient = {
        balance: (token) => betco.balance(token),
        debit: (token, bet, amountMinor) => betco.debit(token, bet, amountMinor),
        credit: (bet, amountMinor, token) => betco.credit(bet, amountMinor, token),
        rollback: (bet, _stakeMinor, token) => betco.rollback(bet, token),
      };
      return { frame, betsy: false, client };
    }
    return { frame, betsy: false, client: frameProviderClient(root, frame) as StandInClient };
  }

  const message = (tr: boolean, reply: WalletReply) =>
    reply.code === 'INSUFFICIENT_FUNDS'
      ? tr
        ? 'Bakiye yetersiz.'
        : 'Not enough balance.'
      : reply.code === 'INVALID_TOKEN'
        ? tr
          ? 'Oturumunuz kapandı; yeniden giriş yapın.'
          : 'Your session has ended; log in again.'
        : reply.code === 'BET_SETTLED' || reply.code === 'BET_ROLLED_BACK'
          ? tr
            ? 'Bu bahis zaten sonuçlandı.'
            : 'This bet is already settled.'
          : tr
            ? 'İşlem kabul edilmedi.'
            : 'The request was not accepted.';

  app.post(
    `${SANDBOX_FRAMES_PATH}/:provider/state`,
    { schema: { hide: true, params: Provider, body: z.object({ token: Token }) } },
    async (request, reply) => {
      const stand = standIn(request.params.provider);
      if (!stand) return reply.code(404).send({ message: 'Not sandboxed' });
      const answer = await stand.client.balance(request.body.token);
      const tr = requestLocale(request) === 'tr';
      return answer.code === 'OK' ? { balance: lira(answer.balance) } : { message: message(tr, answer) };
    },
  );

  app.post(
    `${SANDBOX_FRAMES_PATH}/:provider/bet`,
    {
      schema: {
        hide: true,
        params: Provider,
        body: z.object({
          token: Token,
          event: z.string().max(40),
          pick: z.enum(PICKS),
          stake: z.number().int().min(1).max(10_000),
        }),
      },
    },
    async (request, reply) => {
      const stand = standIn(request.params.provider);
      const event = eventById(request.body.event);
      if (!stand || !event) return reply.code(404).send({ message: 'Not found' });
      const tr = requestLocale(request) === 'tr';
      const odds = event.odds[PICKS.indexOf(request.body.pick)]!;
      const bet = randomUUID();
      const stakeMinor = minorOf(request.body.stake);
      const answer = await stand.client.debit(request.body.token, bet, stakeMinor);
      if (answer.code !== 'OK') return { balance: lira(answer.balance), message: message(tr, answer) };
      const name = `${event.home} – ${event.away}`;
      const ticket = signTicket(
        { bet, stake: stakeMinor, odds, event: name, pick: request.body.pick },
        stand.frame.walletSecret,
      );
      return {
        ticket,
        label: `${name} · ${request.body.pick} @ ${odds} · ${request.body.stake.toFixed(2)} ₺`,
        balance: lira(answer.balance),
        message: tr ? 'Bahsiniz alındı.' : 'Your bet is placed.',
      };
    },
  );

  app.post(
    `${SANDBOX_FRAMES_PATH}/:provider/settle`,
    {
      schema: {
        hide: true,
        params: Provider,
        body: z.object({
          ticket: z.string().max(2000),
          result: z.enum(['won', 'lost', 'cancel']),
          token: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const stand = standIn(request.params.provider);
      const ticket = stand && readTicket(request.body.ticket, stand.frame.walletSecret);
      if (!stand || !ticket) return reply.code(404).send({ message: 'Not found' });
      const tr = requestLocale(request) === 'tr';
      // The win in kuruş: stake × odds, rounded down (odds have two places).
      const win = Math.floor((ticket.stake * Math.round(Number(ticket.odds) * 100)) / 100);
      const answer =
        request.body.result === 'cancel'
          ? await stand.client.rollback(ticket.bet, ticket.stake, request.body.token)
          : await stand.client.credit(
              ticket.bet,
              request.body.result === 'won' ? win : 0,
              request.body.token,
            );
      if (answer.code !== 'OK') {
        const finished = answer.code === 'BET_SETTLED' || answer.code === 'BET_ROLLED_BACK';
        return { done: finished, message: message(tr, answer) };
      }
      // The balance the page shows is the player's; the settlement answer carries it. Betsy restates a
      // result when it is corrected, so its ticket stays on the page, showing its result, to revise it.
      return {
        done: !stand.betsy,
        ...(stand.betsy && { settled: request.body.result }),
        balance: request.body.token ? lira(answer.balance) : undefined,
        message:
          request.body.result === 'won'
            ? tr
              ? `Kazanç ödendi: ${(win / 100).toFixed(2)} ₺`
              : `Win paid: ${(win / 100).toFixed(2)} ₺`
            : request.body.result === 'lost'
              ? tr
                ? 'Bahis kaybetti.'
                : 'The bet lost.'
              : tr
                ? 'Bahis iptal edildi, tutar iade edildi.'
                : 'The bet was cancelled and the stake returned.',
      };
    },
  );
};

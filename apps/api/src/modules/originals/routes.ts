import { decimalToMinor } from '@lale/contracts';
import { BET_LEVELS_MINOR } from '@lale/originals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../platform/i18n.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { GameWalletService } from '../game-wallet/index.ts';
import { SLOT_CSS, SLOT_JS, SLOT_PATH, slotPage } from './slot-page.ts';
import type { SlotService, SlotSession } from './slot-service.ts';

/*
 * Lale Bahçesi's page and the two calls it makes. They are the game's own protocol, authenticated by
 * the game session of the launch (the page runs in a frame and never sees the site's token), so they
 * are not part of the site's contract (spec §7) and stay out of the API document.
 */

const Session = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const originalsSlotRoutes: FastifyPluginAsyncZod<{
  games: GameWalletService;
  slot: SlotService;
  money: MoneyService;
  /** The game a session must be for: Lale Bahçesi's catalogue id. */
  slotGameId: () => Promise<number | undefined>;
}> = async (app, { games, slot, money, slotGameId }) => {
  async function open(token: string): Promise<SlotSession | undefined> {
    const session = await games.session(token);
    if (!session || session === 'expired') return undefined;
    if (session.gameId !== (await slotGameId())) return undefined;
    return session;
  }

  const closed = (tr: boolean) => ({
    message: tr
      ? 'Oyun oturumu kapandı. Oyunu yeniden açın.'
      : 'The game session has ended. Open the game again.',
  });

  app.get(`${SLOT_PATH}/slot.css`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SLOT_CSS),
  );
  app.get(`${SLOT_PATH}/slot.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SLOT_JS),
  );
  app.get(
    `${SLOT_PATH}/play`,
    {
      schema: {
        hide: true,
        querystring: z.object({ session: Session, lang: z.enum(['tr', 'en']).optional() }),
      },
    },
    async (request, reply) => {
      if (!(await open(request.query.session)))
        return reply.code(404).type('text/plain; charset=utf-8').send('This game session is not open.');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(slotPage(request.query.lang ?? requestLocale(request)));
    },
  );

  app.post(
    `${SLOT_PATH}/state`,
    { schema: { hide: true, body: z.object({ session: Session }) } },
    async (request, reply) => {
      const session = await open(request.body.session);
      if (!session) return reply.code(404).send(closed(requestLocale(request) === 'tr'));
      return { balance: await slot.balance(session), stakes: await slot.stakes(session.currencyId) };
    },
  );

  app.post(
    `${SLOT_PATH}/spin`,
    {
      schema: { hide: true, body: z.object({ session: Session, bet: z.number().positive().max(1_000_000) }) },
    },
    async (request, reply) => {
      const tr = requestLocale(request) === 'tr';
      const session = await open(request.body.session);
      if (!session) return reply.code(404).send(closed(tr));
      const { minorUnits } = await money.currency(session.currencyId);
      const stake = decimalToMinor(request.body.bet, minorUnits);
      if (stake === null || !BET_LEVELS_MINOR.includes(stake))
        return reply
          .code(400)
          .send({ message: tr ? 'Bu bahis tutarı seçilemez.' : 'This stake cannot be chosen.' });
      const answer = await slot.spin(session, stake);
      if (answer.status === 'insufficient_funds')
        return { balance: answer.balance, message: tr ? 'Bakiye yetersiz.' : 'Not enough balance.' };
      if (answer.status === 'refused')
        return reply.code(409).send({ message: tr ? 'Bahis kabul edilmedi.' : 'The bet was not accepted.' });
      return answer;
    },
  );
};

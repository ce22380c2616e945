import { API_CONTRACT, LaunchPlatform, type ProviderName } from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authOf, type AuthGuard } from '../../../platform/auth-guard.ts';
import { ok } from '../../../platform/envelope.ts';
import { requestLocale } from '../../../platform/i18n.ts';
import { responses, security } from '../../../platform/route-docs.ts';
import type { LaunchOptions, LaunchService } from './service.ts';

/*
 * The seven launch calls of spec §7, one per provider, each with its own payload; all answer a string
 * in data: the play frame's URL, or for SoftGamings the HTML block. Login required (spec §2).
 */

const C = API_CONTRACT;

type LaunchKey =
  | 'casinoPragmaticLaunchUrl'
  | 'casinoDtLaunchUrl'
  | 'casinoEmLaunchUrl'
  | 'casinoAmusnetLaunchUrl'
  | 'casinoEgtLaunchUrl'
  | 'casinoHub88LaunchUrl'
  | 'casinoSoftGamingsLaunchUrl'
  | 'casinoOriginalsLaunchUrl';

type Body<K extends LaunchKey> = z.output<(typeof C)[K]['request']>;

/** How each call names its game and options. */
const CALLS: {
  [K in LaunchKey]: {
    provider: ProviderName;
    read(body: Body<K>): { code: string } & Partial<LaunchOptions>;
  };
} = {
  casinoPragmaticLaunchUrl: { provider: 'Pragmatic Play', read: (b) => ({ code: b.code }) },
  casinoDtLaunchUrl: { provider: 'Digitain', read: (b) => ({ code: b.code }) },
  casinoEmLaunchUrl: { provider: 'EveryMatrix', read: (b) => ({ code: b.code }) },
  casinoAmusnetLaunchUrl: { provider: 'Amusnet', read: (b) => ({ code: b.code, mobile: b.isMobile }) },
  casinoEgtLaunchUrl: {
    provider: 'Egt Digital',
    read: (b) => ({
      code: b.gameCode,
      mobile: b.platform === LaunchPlatform.Mobile,
      language: b.language === 'en' ? 'en' : 'tr',
      lobbyUrl: b.lobbyUrl,
    }),
  },
  casinoHub88LaunchUrl: {
    provider: 'Hub88',
    read: (b) => ({
      code: b.gameCode,
      mobile: b.platform === LaunchPlatform.Mobile,
      language: b.language === 'en' ? 'en' : 'tr',
      lobbyUrl: b.lobbyUrl,
    }),
  },
  casinoSoftGamingsLaunchUrl: {
    provider: 'SoftGamings',
    read: (b) => ({ code: b.pageCode, mobile: b.isMobile === 1 }),
  },
  casinoOriginalsLaunchUrl: {
    provider: 'Lale Originals',
    read: (b) => ({ code: b.code, mobile: b.isMobile }),
  },
};

export const launchRoutes: FastifyPluginAsyncZod<{ guard: AuthGuard; launches: LaunchService }> = async (
  app,
  { guard, launches },
) => {
  for (const key of Object.keys(CALLS) as LaunchKey[]) {
    const call = CALLS[key] as {
      provider: ProviderName;
      read(body: unknown): { code: string } & Partial<LaunchOptions>;
    };
    const contract = C[key];
    app.post(
      contract.path,
      {
        onRequest: guard,
        schema: {
          tags: ['casino'],
          summary: `Launch a ${call.provider} game for the signed-in player: ${key === 'casinoSoftGamingsLaunchUrl' ? 'an HTML block with an inline script' : 'the play frame URL'}`,
          security,
          body: contract.request,
          response: responses(contract.response),
        },
      },
      async (request) => {
        const { code, ...given } = call.read(request.body);
        const target = await launches.launch(authOf(request), call.provider, code, {
          language: given.language ?? requestLocale(request),
          mobile: given.mobile ?? false,
          lobbyUrl: given.lobbyUrl,
          ip: request.ip,
        });
        return ok(target.kind === 'url' ? target.url : target.html);
      },
    );
  }
};

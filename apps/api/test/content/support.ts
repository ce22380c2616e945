import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, call } from '../support/accounts.ts';

/* Helpers for the content tests: calls of the operator content API and the bootstrap. */

export type FieldErrors = { errors: Record<string, string> };

/** One call as the back office makes it: bearer token, English messages. */
export function adminCall<T = unknown>(
  app: FastifyInstance,
  token: string | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) {
  const headers = { 'x-locale': 'en', ...(token ? bearer(token) : {}) };
  return call<T>(app, { method, url, headers, ...(payload ? { payload } : {}) });
}

/** The bootstrap object as the site loads it. */
export async function bootstrap(app: FastifyInstance, locale = 'en') {
  const answer = await call<{
    promotionList: { id: number; title: string; description: string; images: string[] }[];
    sliderList: { id: number; title: string; url: string }[];
    categoryList: { id: number; contentList: { id: number; title: string; description: string }[] }[];
    popup: { images: string[]; url: string | null } | null;
    translationList: { key: string; value: string }[];
    siteOption: { key: string; value: string }[];
    appLinkList: { name: string; url: string }[];
  }>(app, { method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
  return answer.body.data;
}

export const both = (text: string) => ({ tr: `${text} (tr)`, en: `${text} (en)` });

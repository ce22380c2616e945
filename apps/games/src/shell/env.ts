/*
 * What the play frame's URL tells a game page: the launch's game session (`?session=…`, the page's
 * only credential) and the player's language (`&lang=tr|en`, Turkish by default, as on the site).
 */

export type Lang = 'tr' | 'en';

export type PageEnv = {
  /** Null when the URL has none (the page then explains instead of calling the API). */
  session: string | null;
  lang: Lang;
};

const SESSION = /^[A-Za-z0-9_-]{16,64}$/;

export function readPageEnv(search: string): PageEnv {
  const params = new URLSearchParams(search);
  const session = params.get('session');
  return {
    session: session && SESSION.test(session) ? session : null,
    lang: params.get('lang')?.trim().toLowerCase() === 'en' ? 'en' : 'tr',
  };
}

/** A text in both languages; every game text is one of these. */
export type Localized<T = string> = { tr: T; en: T };

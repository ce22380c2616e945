import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, dateTimeWithYear } from '../../platform/i18n.ts';

/*
 * The session module's refusal: a withdraw-only session (a restricted player's, issue #26) asking for
 * anything but its allowed routes. 423 like sign-in's restriction refusals (never 401, which logs the site
 * out, nor 403, which reloads it): the player stays in their withdraw-only view and is told why.
 */

export type SessionOutcome = { code: 'WithdrawOnlySession'; until: Date | null };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    session: SessionOutcome;
  }
}

export type SessionCatalogue = { withdrawOnlySession: (until: Date | null) => string };

export const sessionMessages: Catalogue<SessionCatalogue> = {
  tr: {
    withdrawOnlySession: (until) =>
      `Hesabınız ${until ? `${dateTimeWithYear('tr', until)} (TSİ) tarihine kadar` : 'şu anda'} oyuna kapalı: bu oturumda yalnızca bakiyenizi görebilir ve çekebilirsiniz.`,
  },
  en: {
    withdrawOnlySession: (until) =>
      `Your account is closed to play ${until ? `until ${dateTimeWithYear('en', until)} (Türkiye time)` : 'for now'}: in this session you can only see your balance and withdraw it.`,
  },
};

const { messages } = wordsOf(sessionMessages);

export const sessionOutcomes: OutcomeRows<SessionOutcome> = {
  WithdrawOnlySession: ({ until }, locale) => refusal(423, messages(locale).withdrawOnlySession(until)),
};

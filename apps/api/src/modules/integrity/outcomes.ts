import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, dateTime, mergeCatalogues } from '../../platform/i18n.ts';
import { authMessages } from '../auth/index.ts';
import type { LimitReach, WagerRefusal } from './wager-gate.ts';

/*
 * The wager gate's refusal (a stake or a game frame's action after the session, the account, the
 * provider or the game said no) and the operator's provider switches. A closed account is worded as
 * login words it (modules/auth).
 */

export type IntegrityOutcome =
  /** The wager gate refused a stake or a game frame's action (modules/integrity). */
  | {
      code: 'WagerRefused';
      reason: WagerRefusal;
      /** For a limit's refusal, when the path could tell: which limit and when room frees up. */
      limit?: LimitReach;
    }
  | { code: 'CasinoProviderNotFound' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    integrity: IntegrityOutcome;
  }
}

export type IntegrityCatalogue = {
  /** The wager gate (issue #23): the launch a stake or a game frame's action came by has ended. */
  wagerSessionEnded: string;
  wagerGameOff: string;
  casinoProviderNotFound: string;
  /** The same words as modules/casino's gameProviderUnavailable (the casino imports this module, not back). */
  wagerProviderOff: string;
  /** A restriction in force (issue #26); sign-in tells its end date (modules/auth). */
  wagerSelfExcluded: string;
  wagerTimedOut: string;
  wagerRestricted: string;
  wagerUnverified: string;
  /** A loss or wager limit the player set (issue #26): which one, and when room frees up if known. */
  wagerLimitReached: (limit: LimitReach | undefined) => string;
  /** A session-time limit the player set (issue #26): which one, and the earliest moment play comes back. */
  wagerSessionLimitReached: (limit: LimitReach | undefined) => string;
};

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('tr') + text.slice(1);

/** A limit's minutes as people say them: "2 saat 30 dakika", "45 minutes". */
function durationText(locale: 'tr' | 'en', minutes = 0): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const words =
    locale === 'tr'
      ? [hours ? `${hours} saat` : '', rest ? `${rest} dakika` : '']
      : [
          hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
          rest ? `${rest} minute${rest === 1 ? '' : 's'}` : '',
        ];
  return words.filter(Boolean).join(' ');
}

const LIMIT_NAMES = {
  tr: {
    loss: { daily: 'günlük kayıp', weekly: 'haftalık kayıp', monthly: 'aylık kayıp' },
    wager: { daily: 'günlük bahis', weekly: 'haftalık bahis', monthly: 'aylık bahis' },
    session: {
      daily: 'günlük oturum süresi',
      weekly: 'haftalık oturum süresi',
      monthly: 'aylık oturum süresi',
    },
  },
  en: {
    loss: { daily: 'daily loss', weekly: 'weekly loss', monthly: 'monthly loss' },
    wager: { daily: 'daily wager', weekly: 'weekly wager', monthly: 'monthly wager' },
    session: { daily: 'daily session-time', weekly: 'weekly session-time', monthly: 'monthly session-time' },
  },
} as const;

export const integrityMessages: Catalogue<IntegrityCatalogue> = {
  tr: {
    wagerSessionEnded:
      'Bu oyun, sona eren bir oturumdan açılmıştı (çıkış yapıldı ya da şifre değişti). Oyunu siteden yeniden açın; süren eliniz kaldığı yerden devam eder.',
    wagerGameOff: 'Bu oyun şu anda kapalı. Lütfen başka bir oyun seçin.',
    casinoProviderNotFound: 'Böyle bir oyun sağlayıcısı yok.',
    wagerProviderOff: 'Bu sağlayıcının oyunları şu anda kapalı. Lütfen başka bir oyun seçin.',
    wagerSelfExcluded:
      'Kendinizi oyundan dışladınız: dışlama süresince bahis alınmaz. Bitiş tarihini giriş ekranında görebilirsiniz.',
    wagerTimedOut:
      'Mola verdiniz: mola bitene kadar bahis alınmaz. Bitiş zamanını giriş ekranında görebilirsiniz.',
    wagerRestricted: 'Hesabınız oyuna kapatıldı. Lütfen canlı destek ile iletişime geçin.',
    wagerUnverified: 'Oynamadan önce kimliğinizi doğrulayın: Hesabım › Kimlik Doğrulama.',
    wagerLimitReached: (limit) =>
      limit === undefined
        ? 'Bu bahis, kendiniz için belirlediğiniz bir limiti aşıyor; bahis alınmadı.'
        : `Bu bahis ${LIMIT_NAMES.tr[limit.kind][limit.period]} limitinizi aşıyor; bahis alınmadı.` +
          (limit.freesAt
            ? ` Limitinizde yer ${dateTime('tr', limit.freesAt)} (TSİ) itibarıyla açılır.`
            : ' Daha küçük bir tutar deneyin.'),
    wagerSessionLimitReached: (limit) =>
      (limit === undefined
        ? 'Kendiniz için belirlediğiniz oturum süresi limitine ulaştınız; bahis alınmadı.'
        : `${capitalised(LIMIT_NAMES.tr.session[limit.period])} limitinize (${durationText('tr', limit.minutes)}) ulaştınız; bahis alınmadı.`) +
      (limit?.freesAt
        ? ` Şimdi çıkış yaparsanız en erken ${dateTime('tr', limit.freesAt)} (TSİ) itibarıyla yeniden oynayabilirsiniz.`
        : ''),
  },
  en: {
    wagerSessionEnded:
      'This game was opened from a session that has ended (you logged out or the password changed). Open the game again from the site; a round in play carries on where it was.',
    wagerGameOff: 'This game is switched off right now. Please choose another game.',
    casinoProviderNotFound: 'There is no such game provider.',
    wagerProviderOff: "This provider's games are switched off right now. Please choose another game.",
    wagerSelfExcluded:
      'You have excluded yourself from play: no bet is taken while it lasts. Sign-in shows when it ends.',
    wagerTimedOut: 'You are taking a time-out: no bet is taken until it ends. Sign-in shows when it ends.',
    wagerRestricted: 'Your account is closed to play. Please contact live support.',
    wagerUnverified: 'Verify your identity before you play: My Account › Identity Verification.',
    wagerLimitReached: (limit) =>
      limit === undefined
        ? 'This bet would break a limit you set for yourself; it was not taken.'
        : `This bet would break your ${LIMIT_NAMES.en[limit.kind][limit.period]} limit; it was not taken.` +
          (limit.freesAt
            ? ` Room under your limit frees up from ${dateTime('en', limit.freesAt)} (Turkey time).`
            : ' Try a smaller amount.'),
    wagerSessionLimitReached: (limit) =>
      (limit === undefined
        ? 'You have reached a session-time limit you set for yourself; the bet was not taken.'
        : `You have reached your ${LIMIT_NAMES.en.session[limit.period]} limit (${durationText('en', limit.minutes)}); the bet was not taken.`) +
      (limit?.freesAt
        ? ` If you sign out now, you can play again from ${dateTime('en', limit.freesAt)} (Turkey time) at the earliest.`
        : ''),
  },
};

const words = wordsOf(mergeCatalogues(integrityMessages, authMessages));

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain } = words;

export const integrityOutcomes: OutcomeRows<IntegrityOutcome> = {
  // The wager gate: 410 for a launch that ended (never 401: a game frame is not the site's session), the
  // closed-account answers of login (423), and 409 for a provider or game switched off.
  WagerRefused: ({ reason, limit }, locale) => {
    // The player's own limit: 403, a rule they chose, with which limit and when room frees up.
    if (reason === 'loss_limit' || reason === 'wager_limit')
      return refusal(403, messages(locale).wagerLimitReached(limit));
    if (reason === 'session_limit') return refusal(403, messages(locale).wagerSessionLimitReached(limit));
    const [status, key] = (
      {
        session_ended: [410, 'wagerSessionEnded'],
        account_disabled: [423, 'accountDisabled'],
        account_self_excluded: [423, 'wagerSelfExcluded'],
        account_timed_out: [423, 'wagerTimedOut'],
        account_restricted: [423, 'wagerRestricted'],
        // A rule of the operator's the player can meet (verify), not a lock: 403, as a limit.
        account_unverified: [403, 'wagerUnverified'],
        account_blocked: [423, 'accountBlocked'],
        provider_off: [409, 'wagerProviderOff'],
        game_off: [409, 'wagerGameOff'],
      } as const
    )[reason];
    return refusal(status, t(locale, key));
  },
  CasinoProviderNotFound: plain(404, 'casinoProviderNotFound'),
};

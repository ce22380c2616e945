import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, formatMoney } from '../../platform/i18n.ts';

/*
 * The sportsbook's answers and refusals: the bet slip and cash-out (players), and `/api/admin/sports`
 * (back-office staff, in their language).
 */

export type SportsOutcome =
  /** Legs (1-based) whose market is suspended, closed or unknown, or whose outcome is not offered. */
  | { code: 'SportsSelectionUnavailable'; legs: readonly number[] }
  /** A slip naming one selection twice; `selection` names it (event, market, outcome). */
  | { code: 'SportsSelectionRepeated'; selection: string }
  /** A slip id already used for another slip (the same slip again is a replay, not this). */
  | { code: 'SportsRequestConflict' }
  /** Legs whose odds moved against the slip's odds policy, with the odds now. */
  | { code: 'SportsOddsChanged'; legs: readonly { leg: number; odds: string }[] }
  /** A slip the rules refuse: two legs of one event, a system size that does not fit, a stake that does not split. */
  | { code: 'SportsSlipInvalid'; problem: 'sameEvent' | 'systemSize' | 'stakeSplit' | 'stakeDecimals' }
  | {
      code: 'SportsStakeOutOfRange';
      minMinor: bigint;
      maxMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'SportsMaxPayout'; maxMinor: bigint; currency: { code: string; minorUnits: number } }
  /** The trading room narrowed the stake for this slip's events or this player (0: no bets at all). */
  | { code: 'SportsStakeLimited'; maxMinor: bigint; currency: { code: string; minorUnits: number } }
  | { code: 'SportsInsufficientFunds' }
  /** No bet of this player with that id. */
  | { code: 'SportsBetNotFound' }
  /** The bet is settled or cashed out already, a leg is suspended or lost, or it is a system bet. */
  | { code: 'SportsCashoutUnavailable' }
  /** The offer moved since the player saw it: the offer now. */
  | { code: 'SportsCashoutChanged'; offerMinor: bigint; currency: { code: string; minorUnits: number } }
  | { code: 'SportsEventNotFound' }
  /** The trading room's player limits: no such player. */
  | { code: 'SportsPlayerNotFound' }
  /** No market of that key and specifiers on the event. */
  | { code: 'SportsMarketNotFound' }
  /** Suspend of what an operator already holds (`held` true), or reopen of what no operator holds. */
  | { code: 'SportsHoldUnchanged'; held: boolean }
  /** Settle of a settled or cancelled market (resettle it), or resettle of a market not settled. */
  | { code: 'SportsSettlementNotAllowed'; status: 'settled' | 'cancelled' | 'notSettled' }
  /** A manual settlement must name every outcome of the market once, and only those. */
  | {
      code: 'SportsSettlementOutcomes';
      missing: readonly string[];
      unknown: readonly string[];
      repeated: readonly string[];
    };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    sports: SportsOutcome;
  }
}

export type SportsCatalogue = {
  sportsSelectionUnavailable: (legs: string) => string;
  sportsOddsChanged: (legs: string) => string;
  sportsSelectionRepeated: (selection: string) => string;
  sportsRequestConflict: string;
  sportsSameEvent: string;
  sportsSystemSize: string;
  sportsStakeSplit: string;
  sportsStakeDecimals: string;
  sportsStakeOutOfRange: (min: string, max: string) => string;
  sportsMaxPayout: (max: string) => string;
  sportsStakeLimited: (max: string) => string;
  sportsNotAccepted: string;
  sportsPlayerNotFound: string;
  sportsLimitsSaved: string;
  sportsInsufficientFunds: string;
  sportsBetNotFound: string;
  sportsCashoutUnavailable: string;
  sportsCashoutChanged: (offer: string) => string;
  sportsEventNotFound: string;
  sportsMarketNotFound: string;
  sportsAlreadyHeld: string;
  sportsNotHeld: string;
  sportsMarketAlreadySettled: string;
  sportsMarketCancelled: string;
  sportsMarketNotSettled: string;
  sportsSettlementOutcomes: (problems: string) => string;
  sportsOutcomesMissing: (ids: string) => string;
  sportsOutcomesUnknown: (ids: string) => string;
  sportsOutcomesRepeated: (ids: string) => string;
  sportsSuspended: string;
  sportsReopened: string;
  sportsSettled: (bets: number) => string;
};

export const sportsMessages: Catalogue<SportsCatalogue> = {
  tr: {
    sportsSelectionUnavailable: (legs) =>
      `Kuponunuzdaki şu seçimler şu anda bahse kapalı: ${legs}. Onları çıkarıp yeniden deneyin.`,
    sportsOddsChanged: (legs) => `Oranlar değişti (${legs}). Yeni oranları kontrol edip yeniden deneyin.`,
    sportsSelectionRepeated: (selection) =>
      `Kuponunuzda aynı seçim iki kez var: ${selection}. Birini çıkarıp yeniden deneyin.`,
    sportsRequestConflict:
      'Bu kupon kimliği başka bir kupon için kullanıldı. Kuponunuz yatırılmadı; yeni bir kupon olarak yeniden yatırın.',
    sportsSameEvent: 'Kombine ve sistem kuponlarında aynı maçtan iki seçim olamaz.',
    sportsSystemSize: 'Sistem boyutu seçim sayısına uymuyor: en az 2, seçim sayısından az olmalı.',
    sportsStakeSplit: 'Sistem kuponunun tutarı kombinasyonlara eşit bölünebilmeli.',
    sportsStakeDecimals: 'Bahis tutarında para biriminin izin verdiğinden fazla ondalık basamak var.',
    sportsStakeOutOfRange: (min, max) => `Bahis tutarı ${min} ile ${max} arasında olmalı.`,
    sportsMaxPayout: (max) => `Bir kuponun olası kazancı en fazla ${max} olabilir. Tutarı düşürün.`,
    sportsStakeLimited: (max) => `Bu kupona en fazla ${max} yatırabilirsiniz. Tutarı düşürün.`,
    sportsNotAccepted: 'Bu kupon şu anda kabul edilemiyor.',
    sportsPlayerNotFound: 'Böyle bir oyuncu yok.',
    sportsLimitsSaved: 'Limitler kaydedildi.',
    sportsInsufficientFunds: 'Bakiyeniz bu bahis için yetersiz.',
    sportsBetNotFound: 'Böyle bir kuponunuz yok.',
    sportsCashoutUnavailable: 'Bu kupon için şu anda nakit çıkış yapılamıyor.',
    sportsCashoutChanged: (offer) =>
      `Nakit çıkış tutarı değişti: şimdi ${offer}. Onaylamak için yeniden deneyin.`,
    sportsEventNotFound: 'Böyle bir karşılaşma yok.',
    sportsMarketNotFound: 'Karşılaşmada bu anahtar ve belirteçlerle bir market yok.',
    sportsAlreadyHeld: 'Bu zaten bir operatör tarafından askıya alınmış.',
    sportsNotHeld: 'Burada kaldırılacak bir operatör askısı yok.',
    sportsMarketAlreadySettled: 'Market zaten sonuçlandı; değiştirmek için yeniden sonuçlandırın (resettle).',
    sportsMarketCancelled: 'Market iptal edildi; sonuçlandırılamaz.',
    sportsMarketNotSettled: 'Market henüz sonuçlanmadı; önce sonuçlandırın (settle).',
    sportsSettlementOutcomes: (problems) => `Sonuçlar marketin her seçeneğini bir kez içermeli: ${problems}.`,
    sportsOutcomesMissing: (ids) => `eksik ${ids}`,
    sportsOutcomesUnknown: (ids) => `markette olmayan ${ids}`,
    sportsOutcomesRepeated: (ids) => `birden çok kez ${ids}`,
    sportsSuspended: 'Askıya alındı: bahis kabul edilmiyor.',
    sportsReopened: 'Askı kaldırıldı: akışın durumu geçerli.',
    sportsSettled: (bets) => `Sonuçlandırıldı; ${bets} kupon güncellendi.`,
  },
  en: {
    sportsSelectionUnavailable: (legs) =>
      `These selections of your slip are closed for betting right now: ${legs}. Remove them and try again.`,
    sportsOddsChanged: (legs) => `The odds changed (${legs}). Check the new odds and try again.`,
    sportsSelectionRepeated: (selection) =>
      `Your slip has the same selection twice: ${selection}. Remove one and try again.`,
    sportsRequestConflict:
      'This slip id was already used for another slip. Your bet slip was not placed; place it again as a new slip.',
    sportsSameEvent: 'An accumulator or system bet cannot hold two selections from the same match.',
    sportsSystemSize:
      'The system size does not fit the selections: at least 2 and fewer than the selections.',
    sportsStakeSplit: "A system bet's stake must split evenly across its combinations.",
    sportsStakeDecimals: 'The stake has more decimal places than the currency allows.',
    sportsStakeOutOfRange: (min, max) => `The stake must be between ${min} and ${max}.`,
    sportsMaxPayout: (max) => `A bet may pay at most ${max}. Lower the stake.`,
    sportsStakeLimited: (max) => `The most you can stake on this slip is ${max}. Lower the stake.`,
    sportsNotAccepted: 'This slip cannot be accepted right now.',
    sportsPlayerNotFound: 'There is no such player.',
    sportsLimitsSaved: 'The limits are saved.',
    sportsInsufficientFunds: 'Your balance is too low for this bet.',
    sportsBetNotFound: 'You have no such bet.',
    sportsCashoutUnavailable: 'This bet cannot be cashed out right now.',
    sportsCashoutChanged: (offer) =>
      `The cash-out amount changed: it is ${offer} now. Try again to accept it.`,
    sportsEventNotFound: 'There is no such event.',
    sportsMarketNotFound: 'The event has no market with this key and specifiers.',
    sportsAlreadyHeld: 'An operator has already suspended this.',
    sportsNotHeld: 'There is no operator suspension to lift here.',
    sportsMarketAlreadySettled: 'The market is already settled; resettle it to change the results.',
    sportsMarketCancelled: 'The market is cancelled and cannot be settled.',
    sportsMarketNotSettled: 'The market is not settled yet; settle it first.',
    sportsSettlementOutcomes: (problems) =>
      `The results must name every outcome of the market exactly once: ${problems}.`,
    sportsOutcomesMissing: (ids) => `missing ${ids}`,
    sportsOutcomesUnknown: (ids) => `not in the market ${ids}`,
    sportsOutcomesRepeated: (ids) => `more than once ${ids}`,
    sportsSuspended: 'Suspended: no bets are accepted.',
    sportsReopened: "Reopened: the feed's status applies again.",
    sportsSettled: (bets) => `Settled; ${bets} ${bets === 1 ? 'bet' : 'bets'} updated.`,
  },
};

const words = wordsOf(sportsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField } = words;

export const sportsOutcomes: OutcomeRows<SportsOutcome> = {
  SportsSelectionUnavailable: ({ legs }, locale) =>
    refusal(409, messages(locale).sportsSelectionUnavailable(legs.join(', '))),
  SportsSelectionRepeated: ({ selection }, locale) =>
    refusal(400, messages(locale).sportsSelectionRepeated(selection)),
  SportsRequestConflict: plain(409, 'sportsRequestConflict'),
  SportsOddsChanged: ({ legs }, locale) =>
    refusal(409, messages(locale).sportsOddsChanged(legs.map((l) => `${l.leg}: ${l.odds}`).join(', '))),
  SportsSlipInvalid: ({ problem }, locale) => {
    const keys = {
      sameEvent: 'sportsSameEvent',
      systemSize: 'sportsSystemSize',
      stakeSplit: 'sportsStakeSplit',
      stakeDecimals: 'sportsStakeDecimals',
    } as const;
    return refusal(400, t(locale, keys[problem]));
  },
  SportsStakeOutOfRange: ({ minMinor, maxMinor, currency }, locale) => {
    const message = messages(locale).sportsStakeOutOfRange(
      formatMoney(locale, minMinor, currency),
      formatMoney(locale, maxMinor, currency),
    );
    return refusal(400, message, { stake: message });
  },
  SportsMaxPayout: ({ maxMinor, currency }, locale) =>
    refusal(400, messages(locale).sportsMaxPayout(formatMoney(locale, maxMinor, currency))),
  // A limit of 0 takes no bet at all: saying "at most ₺0" would read as a fault.
  SportsStakeLimited: ({ maxMinor, currency }, locale) =>
    maxMinor === 0n
      ? refusal(409, messages(locale).sportsNotAccepted)
      : refusal(409, messages(locale).sportsStakeLimited(formatMoney(locale, maxMinor, currency))),
  SportsInsufficientFunds: plain(409, 'sportsInsufficientFunds'),
  SportsBetNotFound: plain(404, 'sportsBetNotFound'),
  SportsPlayerNotFound: plain(404, 'sportsPlayerNotFound'),
  SportsCashoutUnavailable: plain(409, 'sportsCashoutUnavailable'),
  SportsCashoutChanged: ({ offerMinor, currency }, locale) =>
    refusal(409, messages(locale).sportsCashoutChanged(formatMoney(locale, offerMinor, currency))),
  SportsEventNotFound: plain(404, 'sportsEventNotFound'),
  SportsMarketNotFound: aboutField(404, 'market', 'sportsMarketNotFound'),
  SportsHoldUnchanged: ({ held }, locale) =>
    refusal(409, t(locale, held ? 'sportsAlreadyHeld' : 'sportsNotHeld')),
  SportsSettlementNotAllowed: ({ status }, locale) => {
    const keys = {
      settled: 'sportsMarketAlreadySettled',
      cancelled: 'sportsMarketCancelled',
      notSettled: 'sportsMarketNotSettled',
    } as const;
    return refusal(409, t(locale, keys[status]));
  },
  SportsSettlementOutcomes: ({ missing, unknown, repeated }, locale) => {
    const m = messages(locale);
    const problems = [
      ...(missing.length > 0 ? [m.sportsOutcomesMissing(missing.join(', '))] : []),
      ...(unknown.length > 0 ? [m.sportsOutcomesUnknown(unknown.join(', '))] : []),
      ...(repeated.length > 0 ? [m.sportsOutcomesRepeated(repeated.join(', '))] : []),
    ].join('; ');
    const message = m.sportsSettlementOutcomes(problems);
    return refusal(400, message, { outcomes: message });
  },
};

import type { FieldProblems } from '../../platform/domain-errors.ts';
import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, formatMoney, mergeCatalogues } from '../../platform/i18n.ts';
import { authMessages } from '../auth/index.ts';

/*
 * The bonus engine's answers and refusals: the trial bonus, offers and codes, the max bet while wagering,
 * and the operator's bonus definitions.
 */

/** Problems a bonus definition's field can have (the currency's words are sign-up's, modules/auth). */
export type BonusFieldProblem = 'amountPlaces' | 'currencyUnknown';

export type BonusOutcome =
  | { code: 'TrialBonusUnavailable' }
  | { code: 'TrialBonusAlreadyClaimed' }
  /** The offer is unknown, disabled, or the player does not qualify for it now. */
  | { code: 'BonusOfferUnavailable' }
  | { code: 'BonusCodeUnknown' }
  /** A code bonus needs a recent confirmed deposit of at least the minimum, not yet rewarded. */
  | { code: 'BonusNoQualifyingDeposit' }
  | { code: 'BonusDepositWithdrawn' }
  /** This deposit (or this once-only offer) was already rewarded. */
  | { code: 'BonusAlreadyClaimed' }
  /** One bonus runs at a time: the player must finish or forfeit the active one first. */
  | { code: 'BonusAlreadyActive' }
  /** No active bonus of this player with that id. */
  | { code: 'BonusNotFound' }
  /** A stake above the active bonus's max bet. */
  | { code: 'BonusMaxBetExceeded'; maxBetMinor: bigint; currency: { code: string; minorUnits: number } }
  | { code: 'BonusDefinitionNotFound' }
  /** A staff grant of a definition that is not an enabled staff grant in the player's currency. */
  | { code: 'BonusGrantUnavailable' }
  | { code: 'BonusPlayerNotFound' }
  /** A staff grant to a player who is not active, or under a self-exclusion, time-out or restriction. */
  | { code: 'BonusPlayerRestricted' }
  /** Another definition holds this code, or a trial definition exists already. */
  | { code: 'BonusDefinitionConflict'; field: 'code' | 'trigger' }
  | { code: 'BonusDefinitionInvalid'; fields: FieldProblems<BonusFieldProblem> };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    bonus: BonusOutcome;
  }
}

export type BonusCatalogue = {
  trialBonusUnavailable: string;
  trialBonusAlreadyClaimed: string;
  trialBonusGranted: string;
  bonusOfferUnavailable: string;
  bonusCodeUnknown: string;
  bonusNoQualifyingDeposit: string;
  bonusAlreadyClaimed: string;
  bonusDepositWithdrawn: string;
  bonusAlreadyActive: string;
  bonusNotFound: string;
  bonusMaxBetExceeded: (maxBet: string) => string;
  bonusDefinitionNotFound: string;
  bonusGrantUnavailable: string;
  bonusPlayerNotFound: string;
  bonusPlayerRestricted: string;
  bonusGranted: string;
  bonusCodeTaken: string;
  bonusTrialDefinitionExists: string;
  amountPlaces: string;
  bonusClaimed: string;
  bonusForfeited: string;
};

export const bonusMessages: Catalogue<BonusCatalogue> = {
  tr: {
    trialBonusUnavailable: 'Şu anda deneme bonusu sunulmuyor.',
    trialBonusAlreadyClaimed: 'Deneme bonusunuzu daha önce aldınız.',
    trialBonusGranted: 'Deneme bonusu bonus bakiyenize eklendi.',
    bonusOfferUnavailable: 'Bu bonus şu anda alınamıyor.',
    bonusCodeUnknown: 'Bu bonus kodu geçerli değil.',
    bonusNoQualifyingDeposit:
      'Bu bonus için son günlerde onaylanmış, en az asgari tutarda ve henüz bonus alınmamış bir yatırımınız olmalı.',
    bonusAlreadyClaimed: 'Bu bonusu daha önce aldınız.',
    bonusDepositWithdrawn:
      'Bu bonus, yatırımınızdan sonra bir çekim talep edildiği için alınamaz: bonus, hesapta duran bir yatırım için verilir.',
    bonusAlreadyActive:
      'Devam eden bir bonusunuz var. Yeni bir bonus almak için önce çevrimini tamamlayın ya da bonustan vazgeçin.',
    bonusNotFound: 'Devam eden böyle bir bonusunuz yok.',
    bonusMaxBetExceeded: (maxBet) => `Bonus çevrimi sürerken tek bahis en fazla ${maxBet} olabilir.`,
    bonusDefinitionNotFound: 'Bonus tanımı bulunamadı.',
    bonusGrantUnavailable: 'Yalnızca oyuncunun para biriminde, açık bir "personel verir" bonusu verilebilir.',
    bonusPlayerNotFound: 'Böyle bir oyuncu yok.',
    bonusPlayerRestricted:
      'Oyuncu aktif değil ya da kendini dışlamış, ara vermiş veya kısıtlanmış: bonus verilemez.',
    bonusGranted: 'Bonus verildi.',
    bonusCodeTaken: 'Bu kod başka bir bonusta kullanılıyor.',
    bonusTrialDefinitionExists: 'Deneme bonusu tanımı zaten var; onu düzenleyin.',
    amountPlaces: 'Tutar, para biriminin izin verdiğinden fazla ondalık basamak içeriyor.',
    bonusClaimed: 'Bonus bonus bakiyenize eklendi.',
    bonusForfeited: 'Bonustan vazgeçtiniz; kalan bonus bakiyesi silindi.',
  },
  en: {
    trialBonusUnavailable: 'No trial bonus is offered at the moment.',
    trialBonusAlreadyClaimed: 'You have already claimed your trial bonus.',
    trialBonusGranted: 'The trial bonus has been added to your bonus balance.',
    bonusOfferUnavailable: 'This bonus cannot be claimed right now.',
    bonusCodeUnknown: 'This bonus code is not valid.',
    bonusNoQualifyingDeposit:
      'This bonus needs a recently confirmed deposit of at least the minimum amount that has not had a bonus yet.',
    bonusAlreadyClaimed: 'You have already claimed this bonus.',
    bonusDepositWithdrawn:
      'This bonus cannot be claimed: a withdrawal was requested after your deposit, and the bonus is for a deposit still in your account.',
    bonusAlreadyActive:
      'You already have a bonus running. Complete its wagering or forfeit it before claiming another.',
    bonusNotFound: 'You have no such active bonus.',
    bonusMaxBetExceeded: (maxBet) => `While a bonus is being wagered, a single bet may be at most ${maxBet}.`,
    bonusDefinitionNotFound: 'The bonus definition was not found.',
    bonusGrantUnavailable: "Only an enabled staff-grant bonus in the player's currency can be granted.",
    bonusPlayerNotFound: 'There is no such player.',
    bonusPlayerRestricted:
      'The player is not active, or is self-excluded, on a time-out or restricted: no bonus may be granted.',
    bonusGranted: 'The bonus is granted.',
    bonusCodeTaken: 'Another bonus already uses this code.',
    bonusTrialDefinitionExists: 'A trial bonus definition already exists; edit that one.',
    amountPlaces: 'The amount has more decimal places than the currency allows.',
    bonusClaimed: 'The bonus has been added to your bonus balance.',
    bonusForfeited: 'You forfeited the bonus; its remaining bonus balance was removed.',
  },
};

const words = wordsOf(mergeCatalogues(bonusMessages, authMessages));

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField, fieldMessages } = words;

export const bonusOutcomes: OutcomeRows<BonusOutcome> = {
  TrialBonusUnavailable: plain(400, 'trialBonusUnavailable'),
  TrialBonusAlreadyClaimed: plain(409, 'trialBonusAlreadyClaimed'),
  BonusOfferUnavailable: plain(400, 'bonusOfferUnavailable'),
  BonusCodeUnknown: aboutField(400, 'code', 'bonusCodeUnknown'),
  BonusNoQualifyingDeposit: plain(400, 'bonusNoQualifyingDeposit'),
  BonusDepositWithdrawn: plain(409, 'bonusDepositWithdrawn'),
  BonusAlreadyClaimed: plain(409, 'bonusAlreadyClaimed'),
  BonusAlreadyActive: plain(409, 'bonusAlreadyActive'),
  BonusNotFound: plain(404, 'bonusNotFound'),
  BonusMaxBetExceeded: ({ maxBetMinor, currency }, locale) =>
    refusal(400, messages(locale).bonusMaxBetExceeded(formatMoney(locale, maxBetMinor, currency))),
  BonusDefinitionNotFound: plain(404, 'bonusDefinitionNotFound'),
  BonusGrantUnavailable: plain(409, 'bonusGrantUnavailable'),
  BonusPlayerNotFound: plain(404, 'bonusPlayerNotFound'),
  BonusPlayerRestricted: plain(409, 'bonusPlayerRestricted'),
  BonusDefinitionConflict: ({ field }, locale) =>
    aboutField(409, field, field === 'code' ? 'bonusCodeTaken' : 'bonusTrialDefinitionExists')(null, locale),
  BonusDefinitionInvalid: ({ fields }, locale) =>
    refusal(400, t(locale, 'validationFailed'), fieldMessages(fields, locale)),
};

import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/* The refusals of manual corrections. */

export type CorrectionsOutcome =
  | { code: 'CorrectionNotFound' }
  | { code: 'CorrectionPlayerUnknown' }
  /** More decimal places than the player's currency has (or nothing above zero). */
  | { code: 'CorrectionAmountInvalid'; minorUnits: number }
  /** Whoever asked for a correction may not approve it: four eyes. */
  | { code: 'CorrectionSameStaff' }
  /** Already decided the other way (an approved one cannot be rejected, a rejected one approved). */
  | { code: 'CorrectionNotPending' }
  /** A debit larger than the player's cash: nothing posted, the correction stays pending. */
  | { code: 'CorrectionInsufficientCash' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    corrections: CorrectionsOutcome;
  }
}

export type CorrectionsCatalogue = {
  correctionNotFound: string;
  correctionPlayerUnknown: string;
  correctionAmountInvalid: (places: number) => string;
  correctionSameStaff: string;
  correctionNotPending: string;
  correctionInsufficientCash: string;
  correctionRequested: string;
  correctionApproved: string;
  correctionRejected: string;
};

export const correctionsMessages: Catalogue<CorrectionsCatalogue> = {
  tr: {
    correctionNotFound: 'Düzeltme bulunamadı.',
    correctionPlayerUnknown: 'Böyle bir oyuncu yok.',
    correctionAmountInvalid: (places) =>
      `Tutar sıfırdan büyük olmalı ve en fazla ${places} ondalık basamak içermelidir.`,
    correctionSameStaff: 'Düzeltmeyi talep eden kişi onu onaylayamaz: başka bir yetkili onaylamalıdır.',
    correctionNotPending: 'Bu düzeltme için karar zaten verildi.',
    correctionInsufficientCash: 'Oyuncunun nakit bakiyesi bu düzeltme için yetersiz; hiçbir şey değişmedi.',
    correctionRequested: 'Düzeltme talebi kaydedildi; başka bir yetkilinin onayını bekliyor.',
    correctionApproved: 'Düzeltme onaylandı ve bakiyeye işlendi.',
    correctionRejected: 'Düzeltme reddedildi.',
  },
  en: {
    correctionNotFound: 'The correction was not found.',
    correctionPlayerUnknown: 'There is no such player.',
    correctionAmountInvalid: (places) =>
      `The amount must be above zero with at most ${places} decimal ${places === 1 ? 'place' : 'places'}.`,
    correctionSameStaff:
      'Whoever asked for a correction cannot approve it: a different staff member must approve it.',
    correctionNotPending: 'This correction has already been decided.',
    correctionInsufficientCash: "The player's cash balance is too low for this correction; nothing changed.",
    correctionRequested: 'The correction is recorded and waits for a different staff member to approve it.',
    correctionApproved: 'The correction is approved and posted.',
    correctionRejected: 'The correction is rejected.',
  },
};

const words = wordsOf(correctionsMessages);

/** This module's messages (and the platform's) for its routes. */
export const { messages } = words;
const { plain, aboutField } = words;

export const correctionsOutcomes: OutcomeRows<CorrectionsOutcome> = {
  CorrectionNotFound: plain(404, 'correctionNotFound'),
  CorrectionPlayerUnknown: aboutField(404, 'playerId', 'correctionPlayerUnknown'),
  CorrectionAmountInvalid: ({ minorUnits }, locale) => {
    const message = messages(locale).correctionAmountInvalid(minorUnits);
    return refusal(400, message, { amount: message });
  },
  CorrectionSameStaff: plain(409, 'correctionSameStaff'),
  CorrectionNotPending: plain(409, 'correctionNotPending'),
  CorrectionInsufficientCash: aboutField(409, 'amount', 'correctionInsufficientCash'),
};

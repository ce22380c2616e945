import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import type { Catalogue } from '../../platform/i18n.ts';

/*
 * Identity verification's refusals: an upload or a submit the player cannot make now, and a review
 * webhook that is not genuine (forged, stale, replayed, unreadable). The cashier's own refusals for an
 * unverified player (a withdrawal, a deposit over the cap) are in modules/payments.
 */

export type KycOutcome =
  /** No identity provider is configured (production without a real adapter). */
  | { code: 'KycUnavailable' }
  /** The file is bigger than the limit once decoded. */
  | { code: 'KycDocumentTooLarge' }
  /** The file's bytes are not the type it was sent as. */
  | { code: 'KycDocumentTypeMismatch' }
  /** More documents than a review could need: the player's storage is capped. */
  | { code: 'KycTooManyDocuments' }
  /** Sent for review: nothing changes until the answer. */
  | { code: 'KycReviewPending' }
  /** Already fully verified: nothing to send. */
  | { code: 'KycAlreadyVerified' }
  /** A passport or both sides of an id card, and a selfie, are needed first. */
  | { code: 'KycDocumentsIncomplete' }
  | { code: 'KycWebhookProviderUnknown' }
  | { code: 'KycWebhookSignatureInvalid' }
  | { code: 'KycWebhookStale' }
  | { code: 'KycWebhookReplayed' }
  | { code: 'KycWebhookInvalid' }
  /** The back office: no such player. */
  | { code: 'KycPlayerNotFound' }
  /** The back office: the player has no such document. */
  | { code: 'KycDocumentNotFound' }
  /** An answer for an applicant with no review waiting (unknown, or answered already). */
  | { code: 'KycReviewNotPending' }
  /** The back office: level rules or caps outside their rules (the problems, in the contract's words). */
  | { code: 'KycLevelsInvalid'; problems: string }
  /** The back office: a cap for a currency the platform does not have. */
  | { code: 'KycCurrencyNotFound'; currency: string };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    kyc: KycOutcome;
  }
}

export type KycCatalogue = {
  kycUnavailable: string;
  kycDocumentTooLarge: string;
  kycDocumentTypeMismatch: string;
  kycTooManyDocuments: string;
  kycReviewPending: string;
  kycAlreadyVerified: string;
  kycDocumentsIncomplete: string;
  kycWebhookProviderUnknown: string;
  kycWebhookSignatureInvalid: string;
  kycWebhookStale: string;
  kycWebhookReplayed: string;
  kycWebhookInvalid: string;
  kycReviewNotPending: string;
  kycPlayerNotFound: string;
  kycDocumentNotFound: string;
  kycDocumentUploaded: string;
  kycSubmitted: string;
  kycWebhookApplied: string;
  kycRetentionSaved: (days: number) => string;
  kycLevelsInvalid: (problems: string) => string;
  kycCurrencyNotFound: (currency: string) => string;
  kycLevelsSaved: string;
  kycReviewApproved: string;
  kycReviewRejected: string;
  kycApprovedTitle: string;
  kycApprovedNote: string;
  kycRejectedTitle: string;
  kycRejectedNote: (reasons: string) => string;
  kycDocumentsRequestedTitle: string;
  kycDocumentsRequestedNote: string;
};

export const kycMessages: Catalogue<KycCatalogue> = {
  tr: {
    kycUnavailable: 'Kimlik doğrulama şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin.',
    kycDocumentTooLarge: 'Dosya çok büyük: en fazla 5 MB yükleyebilirsiniz.',
    kycDocumentTypeMismatch: 'Dosya seçilen türde değil: JPEG, PNG ya da PDF yükleyin.',
    kycTooManyDocuments: 'Çok fazla belge yüklediniz. Lütfen destek ekibimizle iletişime geçin.',
    kycReviewPending: 'Belgeleriniz inceleniyor; sonuç gelene kadar değişiklik yapılamaz.',
    kycAlreadyVerified: 'Kimliğiniz zaten doğrulandı.',
    kycDocumentsIncomplete:
      'Önce pasaportunuzu ya da kimlik kartınızın iki yüzünü ve bir özçekim (selfie) yükleyin.',
    kycWebhookProviderUnknown: 'Böyle bir kimlik doğrulama sağlayıcısı yok.',
    kycWebhookSignatureInvalid: 'İmza geçersiz.',
    kycWebhookStale: 'İmzanın zamanı kabul aralığının dışında.',
    kycWebhookReplayed: 'Bu bildirim daha önce alındı.',
    kycWebhookInvalid: 'Bildirim okunamadı.',
    kycReviewNotPending: 'Bu başvuru için bekleyen bir inceleme yok.',
    kycPlayerNotFound: 'Böyle bir oyuncu yok.',
    kycDocumentNotFound: 'Oyuncunun böyle bir belgesi yok.',
    kycDocumentUploaded: 'Belge yüklendi.',
    kycSubmitted: 'Belgeleriniz incelemeye gönderildi. Sonuç gelince size haber vereceğiz.',
    kycWebhookApplied: 'İnceleme sonucu işlendi.',
    kycRetentionSaved: (days) => `Kapanan hesapların belgeleri ${days} gün saklanacak, sonra silinecek.`,
    kycLevelsInvalid: (problems) => `Doğrulama seviyeleri kaydedilmedi: ${problems}`,
    kycCurrencyNotFound: (currency) => `${currency} diye bir para birimi yok.`,
    kycLevelsSaved: 'Doğrulama seviyeleri kaydedildi; hemen geçerli.',
    kycReviewApproved: 'İnceleme onaylandı: oyuncunun kimliği tam doğrulandı ve kendisine bildirildi.',
    kycReviewRejected: 'İnceleme reddedildi; oyuncu nedenini görüyor ve belgelerini yeniden gönderebilir.',
    kycApprovedTitle: 'Kimliğiniz doğrulandı',
    kycApprovedNote: 'Belgeleriniz onaylandı. Artık para çekebilirsiniz.',
    kycRejectedTitle: 'Kimlik belgeleriniz onaylanmadı',
    kycRejectedNote: (reasons) =>
      `Nedeni: ${reasons} Hesabım › Kimlik Doğrulama sayfasından belgelerinizi yeniden gönderebilirsiniz.`,
    kycDocumentsRequestedTitle: 'Sizden belge istiyoruz',
    kycDocumentsRequestedNote:
      'Mevzuat gereği hesabınız için bazı belgelere ihtiyacımız var (ör. fonlarınızın kaynağını gösteren bir banka hesap dökümü). Lütfen Hesabım › Kimlik Doğrulama sayfasından yükleyin.',
  },
  en: {
    kycUnavailable: 'Identity verification is not available right now. Please try again later.',
    kycDocumentTooLarge: 'The file is too large: you can upload up to 5 MB.',
    kycDocumentTypeMismatch: 'The file is not of the chosen type: upload a JPEG, PNG or PDF.',
    kycTooManyDocuments: 'You have uploaded too many documents. Please contact our support team.',
    kycReviewPending: 'Your documents are being reviewed; nothing can be changed until the answer.',
    kycAlreadyVerified: 'Your identity is already verified.',
    kycDocumentsIncomplete: 'First upload your passport or both sides of your identity card, and a selfie.',
    kycWebhookProviderUnknown: 'There is no such identity provider.',
    kycWebhookSignatureInvalid: 'The signature is not valid.',
    kycWebhookStale: "The signature's time is outside the accepted window.",
    kycWebhookReplayed: 'This delivery was received before.',
    kycWebhookInvalid: 'The delivery could not be read.',
    kycReviewNotPending: 'No review is waiting for this applicant.',
    kycPlayerNotFound: 'There is no such player.',
    kycDocumentNotFound: 'The player has no such document.',
    kycDocumentUploaded: 'Document uploaded.',
    kycSubmitted: "Your documents have been sent for review. We'll let you know the answer.",
    kycWebhookApplied: 'The review answer has been applied.',
    kycRetentionSaved: (days) => `Documents of closed accounts will be kept for ${days} days, then deleted.`,
    kycLevelsInvalid: (problems) => `The verification levels were not saved: ${problems}`,
    kycCurrencyNotFound: (currency) => `There is no currency ${currency}.`,
    kycLevelsSaved: 'The verification levels have been saved; they hold at once.',
    kycReviewApproved: 'The review is approved: the player is fully verified and has been told.',
    kycReviewRejected: 'The review is rejected; the player sees the reason and can send documents again.',
    kycApprovedTitle: 'Your identity is verified',
    kycApprovedNote: 'Your documents have been approved. You can now withdraw.',
    kycRejectedTitle: 'Your identity documents were not approved',
    kycRejectedNote: (reasons) =>
      `Why: ${reasons} You can send your documents again on My Account › Identity Verification.`,
    kycDocumentsRequestedTitle: 'We need documents from you',
    kycDocumentsRequestedNote:
      'As the regulations require, we need some documents for your account (for example a bank statement showing where your funds come from). Please upload them on My Account › Identity Verification.',
  },
};

const words = wordsOf(kycMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField } = words;

export const kycOutcomes: OutcomeRows<KycOutcome> = {
  KycUnavailable: plain(503, 'kycUnavailable'),
  KycDocumentTooLarge: aboutField(400, 'data', 'kycDocumentTooLarge'),
  KycDocumentTypeMismatch: aboutField(400, 'data', 'kycDocumentTypeMismatch'),
  KycTooManyDocuments: plain(409, 'kycTooManyDocuments'),
  KycReviewPending: plain(409, 'kycReviewPending'),
  KycAlreadyVerified: plain(409, 'kycAlreadyVerified'),
  KycDocumentsIncomplete: plain(409, 'kycDocumentsIncomplete'),
  KycWebhookProviderUnknown: plain(404, 'kycWebhookProviderUnknown'),
  // 400, not 401: the site treats 401 as its own dead session (as the cashier's webhook does).
  KycWebhookSignatureInvalid: plain(400, 'kycWebhookSignatureInvalid'),
  KycWebhookStale: plain(400, 'kycWebhookStale'),
  KycWebhookReplayed: plain(409, 'kycWebhookReplayed'),
  KycWebhookInvalid: plain(400, 'kycWebhookInvalid'),
  KycReviewNotPending: plain(409, 'kycReviewNotPending'),
  KycPlayerNotFound: plain(404, 'kycPlayerNotFound'),
  KycDocumentNotFound: plain(404, 'kycDocumentNotFound'),
  KycLevelsInvalid: ({ problems }, locale) => {
    const message = messages(locale).kycLevelsInvalid(problems);
    return refusal(400, message, { levels: message });
  },
  KycCurrencyNotFound: ({ currency }, locale) => {
    const message = messages(locale).kycCurrencyNotFound(currency);
    return refusal(404, message, { depositCaps: message });
  },
};

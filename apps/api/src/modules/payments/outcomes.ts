import { issuesToFieldErrors } from '@lale/contracts';
import type { z } from 'zod';
import type { FieldProblems } from '../../platform/domain-errors.ts';
import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, formatMoney } from '../../platform/i18n.ts';

/*
 * The cashier's answers and refusals: methods, amounts, provider webhooks, the operator's decisions, and
 * the notification texts of each payment's status. Amounts arrive already formatted ('₺1.250,00').
 */

export type PaymentsOutcome =
  /** No enabled method of that id and type in the player's currency. */
  | { code: 'PaymentMethodNotFound' }
  /** `detail` against the method's field definitions (buildPaymentDetailSchema); paths are field keys. */
  | { code: 'PaymentDetailInvalid'; issues: readonly z.core.$ZodIssue[] }
  /** The amount field: too many decimal places, or outside the method's limits. */
  | {
      code: 'PaymentAmountInvalid';
      problem: 'decimals' | 'belowMin' | 'aboveMax';
      minMinor: bigint;
      maxMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'PaymentProviderUnavailable' }
  | { code: 'PaymentNotFound' }
  /** The transaction's status does not allow this step (confirm a cancelled one, cancel a deposit, ...). */
  | { code: 'PaymentTransitionNotAllowed'; status: number }
  /** Four eyes: this member already confirmed this withdrawal; a different member must give the second. */
  | { code: 'PaymentApprovalSameStaff' }
  /** A currency code the back office named that the platform does not know. */
  | { code: 'PaymentCurrencyUnknown' }
  /** A threshold with more decimal places than its currency has (`field`: where it was sent). */
  | { code: 'PaymentThresholdInvalid'; field: string }
  | { code: 'WithdrawPhoneNotVerified' }
  /** Withdrawals need a fully verified identity (modules/kyc). */
  | { code: 'WithdrawIdentityNotVerified' }
  /** An unverified player's deposits together would go over their level's cap (modules/kyc). */
  | {
      code: 'DepositIdentityCapReached';
      capMinor: bigint;
      leftMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'WithdrawWageringLeft' }
  | {
      code: 'WithdrawInsufficientCash';
      availableMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'WebhookProviderUnknown' }
  | { code: 'WebhookSignatureInvalid' }
  | { code: 'WebhookStale' }
  /** A well-signed event that is not JSON of the provider's shape or names no payment of ours. */
  | { code: 'WebhookInvalid' }
  /**
   * The back office's payment method (issue #27) breaks a rule across its fields: each named field
   * (`maxAmount`, `provider`, `fields.2.key`, ...) with the problem found there.
   */
  | { code: 'PaymentMethodInvalid'; fields: FieldProblems<PaymentMethodProblem> }
  /** A reorder that does not name every method of one direction exactly once. */
  | { code: 'PaymentMethodOrderMismatch' };

/** What may be wrong with a payment method across its fields (the message keys below). */
export type PaymentMethodProblem =
  | 'paymentCurrencyUnknown'
  | 'paymentMethodAmountPlaces'
  | 'paymentMethodMinAboveMax'
  | 'paymentMethodProviderNotConfigured'
  | 'paymentMethodCheckoutsOpen'
  | 'paymentMethodPayoutManual'
  | 'paymentMethodBankAccountRequired'
  | 'paymentMethodLogoUnknown'
  | 'paymentMethodAmountFieldMissing'
  | 'paymentMethodFieldKeyDuplicate'
  | 'paymentMethodAmountFieldShape'
  | 'paymentMethodTextFieldShape'
  | 'paymentMethodOptionsRequired'
  | 'paymentMethodOptionDuplicate'
  | 'paymentMethodMaskUnused';

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    payments: PaymentsOutcome;
  }
}

/** The operator's bank account a manual transfer goes to, and what the player must write on it. */
export type BankTransferText = {
  amount: string;
  bankName: string;
  iban: string;
  accountHolder: string;
  reference: string;
};

export type PaymentsCatalogue = {
  paymentMethodNotFound: string;
  paymentDetailInvalid: string;
  paymentAmountDecimals: (places: number) => string;
  paymentAmountBelowMin: (min: string) => string;
  paymentAmountAboveMax: (max: string) => string;
  paymentProviderUnavailable: string;
  paymentNotFound: string;
  paymentTransitionNotAllowed: string;
  paymentApprovalSameStaff: string;
  paymentCurrencyUnknown: string;
  paymentThresholdInvalid: string;
  paymentAwaitsSecondApproval: string;
  approvalThresholdsSaved: string;
  withdrawPhoneNotVerified: string;
  withdrawIdentityNotVerified: string;
  depositIdentityCapReached: (cap: string, left: string) => string;
  withdrawWageringLeft: string;
  withdrawInsufficientCash: (available: string) => string;
  webhookProviderUnknown: string;
  webhookSignatureInvalid: string;
  webhookStale: string;
  webhookInvalid: string;
  paymentMethodInvalid: string;
  paymentMethodAmountPlaces: string;
  paymentMethodMinAboveMax: string;
  paymentMethodProviderNotConfigured: string;
  paymentMethodCheckoutsOpen: string;
  paymentMethodPayoutManual: string;
  paymentMethodBankAccountRequired: string;
  paymentMethodLogoUnknown: string;
  paymentMethodAmountFieldMissing: string;
  paymentMethodFieldKeyDuplicate: string;
  paymentMethodAmountFieldShape: string;
  paymentMethodTextFieldShape: string;
  paymentMethodOptionsRequired: string;
  paymentMethodOptionDuplicate: string;
  paymentMethodMaskUnused: string;
  paymentMethodOrderMismatch: string;
  paymentMethodCreated: string;
  paymentMethodSaved: string;
  paymentMethodSwitchedOn: string;
  paymentMethodSwitchedOff: string;
  paymentMethodsReordered: string;
  webhookApplied: string;
  webhookDuplicate: string;
  depositCheckoutReady: string;
  depositBankTransfer: (text: BankTransferText) => string;
  withdrawRequested: string;
  withdrawCancelled: string;
  paymentConfirmed: string;
  paymentRejected: string;
  depositPendingTitle: string;
  depositPendingNote: (amount: string, reference: string) => string;
  depositConfirmedTitle: string;
  depositConfirmedNote: (amount: string, reference: string) => string;
  depositRejectedTitle: string;
  depositRejectedNote: (amount: string, reference: string) => string;
  depositCancelledTitle: string;
  depositCancelledNote: (amount: string, reference: string) => string;
  withdrawPendingTitle: string;
  withdrawPendingNote: (amount: string, reference: string) => string;
  withdrawConfirmedTitle: string;
  withdrawConfirmedNote: (amount: string, reference: string) => string;
  withdrawRejectedTitle: string;
  withdrawRejectedNote: (amount: string, reference: string) => string;
  withdrawCancelledTitle: string;
  withdrawCancelledNote: (amount: string, reference: string) => string;
};

export const paymentsMessages: Catalogue<PaymentsCatalogue> = {
  tr: {
    paymentMethodNotFound: 'Bu ödeme yöntemi şu anda kullanılamıyor.',
    paymentDetailInvalid: 'Lütfen ödeme bilgilerinizi kontrol edin: işaretli alanlar düzeltilmeli.',
    paymentAmountDecimals: (places) => `Tutar en fazla ${places} ondalık basamak içerebilir.`,
    paymentAmountBelowMin: (min) => `Tutar en az ${min} olmalıdır.`,
    paymentAmountAboveMax: (max) => `Tutar en fazla ${max} olabilir.`,
    paymentProviderUnavailable:
      'Ödeme sağlayıcısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin ya da başka bir yöntem seçin.',
    paymentNotFound: 'İşlem bulunamadı.',
    paymentTransitionNotAllowed: 'Bu işlem şu anki durumunda değiştirilemez.',
    paymentApprovalSameStaff:
      'Bu çekimi zaten onayladınız. Eşik üzerindeki çekimler için ikinci onayı başka bir yetkili vermelidir.',
    paymentCurrencyUnknown: 'Böyle bir para birimi yok.',
    paymentThresholdInvalid: 'Eşik tutarı para biriminin ondalık basamak sayısını aşıyor.',
    paymentAwaitsSecondApproval: 'Onayınız kaydedildi. Çekim, başka bir yetkilinin ikinci onayını bekliyor.',
    approvalThresholdsSaved: 'Onay eşikleri kaydedildi.',
    withdrawPhoneNotVerified: 'Para çekebilmek için önce telefon numaranızı doğrulayın.',
    withdrawIdentityNotVerified:
      'Para çekebilmek için önce kimliğinizi doğrulayın: Hesabım › Kimlik Doğrulama sayfasından belgelerinizi yükleyin.',
    depositIdentityCapReached: (cap, left) =>
      `Kimliğinizi doğrulamadan toplam ${cap} yatırabilirsiniz; kalan ${left}. Daha fazlası için Hesabım › Kimlik Doğrulama sayfasından kimliğinizi doğrulayın.`,
    withdrawWageringLeft:
      'Aktif bonusunuzun çevrim şartı tamamlanmadan para çekemezsiniz. Bonuslarım sayfasından ilerlemenizi görebilirsiniz.',
    withdrawInsufficientCash: (available) =>
      `Nakit bakiyeniz bu çekim için yetersiz. En fazla ${available} çekebilirsiniz.`,
    webhookProviderUnknown: 'Bilinmeyen ödeme sağlayıcısı.',
    webhookSignatureInvalid: 'İmza doğrulanamadı.',
    webhookStale: 'İmzanın zaman damgası kabul aralığının dışında.',
    webhookInvalid: 'Bildirim bilinen bir ödemeyle eşleşmiyor.',
    paymentMethodInvalid: 'Ödeme yöntemi kaydedilemedi: işaretli alanları düzeltin.',
    paymentMethodAmountPlaces: 'Tutar, para biriminin ondalık basamak sayısını aşıyor.',
    paymentMethodMinAboveMax: 'En yüksek tutar en düşük tutardan küçük olamaz.',
    paymentMethodProviderNotConfigured:
      'Bu sağlayıcı sunucuda tanımlı değil: sayfalı (hosted) bir yöntem tanımlı bir sağlayıcı ister.',
    paymentMethodCheckoutsOpen:
      'Bu yöntemle başlatılmış ödemeler sağlayıcının sayfasında hâlâ açık: sağlayıcıyı onlar bitince (en fazla bir saat) değiştirin.',
    paymentMethodPayoutManual: 'Çekimleri bir yetkili öder: çekim yöntemleri yalnızca manuel olabilir.',
    paymentMethodBankAccountRequired:
      'Manuel bir para yatırma yöntemi, oyuncunun havale yapacağı banka hesabını ister.',
    paymentMethodLogoUnknown: 'Böyle bir hazır logo yok.',
    paymentMethodAmountFieldMissing: 'Bir yöntemin "amount" (tutar) alanı olmalıdır.',
    paymentMethodFieldKeyDuplicate: 'Bu alan adı bu yöntemde zaten var.',
    paymentMethodAmountFieldShape:
      'Tutar alanı sayı türünde (Int, Long ya da Decimal) olmalı; maske ya da seçenek içeremez.',
    paymentMethodTextFieldShape:
      'Bu alan metin olarak denetlenir (Iban, CardNo, ExpiryDate, Cvv): String türünde ve seçeneksiz olmalıdır.',
    paymentMethodOptionsRequired: 'Açılır liste alanı en az bir seçenek ister.',
    paymentMethodOptionDuplicate: 'Seçenek değerleri birbirinden farklı olmalıdır.',
    paymentMethodMaskUnused: 'Onay kutusu ve açılır liste alanları maske kullanmaz.',
    paymentMethodOrderMismatch: 'Sıralama, bir yöndeki yöntemlerin her birini tam bir kez içermelidir.',
    paymentMethodCreated: 'Ödeme yöntemi eklendi.',
    paymentMethodSaved: 'Ödeme yöntemi kaydedildi.',
    paymentMethodSwitchedOn: 'Ödeme yöntemi açıldı.',
    paymentMethodSwitchedOff: 'Ödeme yöntemi kapatıldı.',
    paymentMethodsReordered: 'Ödeme yöntemlerinin sırası kaydedildi.',
    webhookApplied: 'Bildirim işlendi.',
    webhookDuplicate: 'Bu bildirim daha önce işlendi.',
    depositCheckoutReady: 'Ödeme sayfası hazır. Ödemenizi açılan sayfada tamamlayın.',
    depositBankTransfer: ({ amount, bankName, iban, accountHolder, reference }) =>
      `Lütfen ${amount} tutarını aşağıdaki hesaba havale/EFT ile gönderin ve açıklamaya ${reference} referansını yazın.\n` +
      `Banka: ${bankName}\nIBAN: ${iban}\nAlıcı: ${accountHolder}\nReferans: ${reference}\n` +
      'Transferiniz ulaşıp onaylandığında tutar bakiyenize eklenecek ve size bildirim gönderilecek.',
    withdrawRequested:
      'Çekim talebiniz alındı. Tutar onaya kadar bakiyenizden ayrıldı; onaylandığında hesabınıza gönderilecek.',
    withdrawCancelled: 'Çekim talebiniz iptal edildi; tutar bakiyenize geri eklendi.',
    paymentConfirmed: 'İşlem onaylandı.',
    paymentRejected: 'İşlem reddedildi.',
    depositPendingTitle: 'Havale bildiriminiz alındı',
    depositPendingNote: (amount, ref) =>
      `${amount} tutarındaki para yatırma talebiniz (${ref}) transferiniz ulaştığında onaylanacak.`,
    depositConfirmedTitle: 'Para yatırma onaylandı',
    depositConfirmedNote: (amount, ref) => `${amount} bakiyenize eklendi (${ref}). İyi eğlenceler!`,
    depositRejectedTitle: 'Para yatırma reddedildi',
    depositRejectedNote: (amount, ref) =>
      `${amount} tutarındaki para yatırma işleminiz (${ref}) onaylanmadı. Sorunuz varsa canlı destekle iletişime geçin.`,
    depositCancelledTitle: 'Para yatırma iptal edildi',
    depositCancelledNote: (amount, ref) =>
      `${amount} tutarındaki para yatırma işleminiz (${ref}) iptal edildi. Hesabınızdan para çekilmedi.`,
    withdrawPendingTitle: 'Çekim talebiniz alındı',
    withdrawPendingNote: (amount, ref) =>
      `${amount} tutarındaki çekim talebiniz (${ref}) inceleniyor. Tutar onaya kadar bakiyenizden ayrıldı.`,
    withdrawConfirmedTitle: 'Çekim talebiniz onaylandı',
    withdrawConfirmedNote: (amount, ref) => `${amount} tutarındaki çekiminiz (${ref}) hesabınıza gönderildi.`,
    withdrawRejectedTitle: 'Çekim talebiniz reddedildi',
    withdrawRejectedNote: (amount, ref) =>
      `${amount} tutarındaki çekim talebiniz (${ref}) reddedildi; tutar bakiyenize iade edildi.`,
    withdrawCancelledTitle: 'Çekim talebiniz iptal edildi',
    withdrawCancelledNote: (amount, ref) =>
      `${amount} tutarındaki çekim talebinizi (${ref}) iptal ettiniz; tutar bakiyenize iade edildi.`,
  },
  en: {
    paymentMethodNotFound: 'This payment method is not available.',
    paymentDetailInvalid: 'Please check your payment details: the marked fields need correcting.',
    paymentAmountDecimals: (places) =>
      `The amount may have at most ${places} decimal ${places === 1 ? 'place' : 'places'}.`,
    paymentAmountBelowMin: (min) => `The amount must be at least ${min}.`,
    paymentAmountAboveMax: (max) => `The amount must be at most ${max}.`,
    paymentProviderUnavailable:
      'The payment provider cannot be reached right now. Please try again shortly or choose another method.',
    paymentNotFound: 'The transaction was not found.',
    paymentTransitionNotAllowed: 'This transaction cannot be changed in its current status.',
    paymentApprovalSameStaff:
      'You have already confirmed this withdrawal. Above the threshold, a different staff member must give the second confirmation.',
    paymentCurrencyUnknown: 'There is no such currency.',
    paymentThresholdInvalid: 'The threshold has more decimal places than its currency allows.',
    paymentAwaitsSecondApproval:
      'Your confirmation is recorded. The withdrawal waits for a second confirmation by a different staff member.',
    approvalThresholdsSaved: 'The approval thresholds are saved.',
    withdrawPhoneNotVerified: 'Please verify your phone number before withdrawing.',
    withdrawIdentityNotVerified:
      'Please verify your identity before withdrawing: upload your documents on My Account › Identity Verification.',
    depositIdentityCapReached: (cap, left) =>
      `Until your identity is verified you can deposit ${cap} in total; ${left} is left. To deposit more, verify your identity on My Account › Identity Verification.`,
    withdrawWageringLeft:
      'You cannot withdraw until your active bonus has been wagered. See your progress on the Bonuses page.',
    withdrawInsufficientCash: (available) =>
      `Your cash balance is too low for this withdrawal. You can withdraw at most ${available}.`,
    webhookProviderUnknown: 'Unknown payment provider.',
    webhookSignatureInvalid: 'The signature could not be verified.',
    webhookStale: "The signature's timestamp is outside the accepted window.",
    webhookInvalid: 'The event does not match a known payment.',
    paymentMethodInvalid: 'The payment method cannot be saved: correct the marked fields.',
    paymentMethodAmountPlaces: 'The amount has more decimal places than the currency allows.',
    paymentMethodMinAboveMax: 'The maximum cannot be below the minimum.',
    paymentMethodProviderNotConfigured:
      'This provider is not configured on the server: a hosted method needs a configured provider.',
    paymentMethodCheckoutsOpen:
      "Deposits through this method are still open on its provider's page: change the provider once they end (within an hour).",
    paymentMethodPayoutManual: 'Withdrawals are paid out by an operator: a withdrawal method must be manual.',
    paymentMethodBankAccountRequired:
      'A manual deposit method needs the bank account the player transfers to.',
    paymentMethodLogoUnknown: 'There is no built-in logo of that name.',
    paymentMethodAmountFieldMissing: 'A method needs an "amount" field.',
    paymentMethodFieldKeyDuplicate: 'This method already has a field of this name.',
    paymentMethodAmountFieldShape:
      'The amount field must be a number type (Int, Long or Decimal), without a mask or options.',
    paymentMethodTextFieldShape:
      'This field is checked as text (Iban, CardNo, ExpiryDate, Cvv): it must be a String without options.',
    paymentMethodOptionsRequired: 'A dropdown field needs at least one option.',
    paymentMethodOptionDuplicate: 'The options must have different values.',
    paymentMethodMaskUnused: 'Checkbox and dropdown fields take no mask.',
    paymentMethodOrderMismatch: 'The order must name every method of one direction exactly once.',
    paymentMethodCreated: 'The payment method is added.',
    paymentMethodSaved: 'The payment method is saved.',
    paymentMethodSwitchedOn: 'The payment method is switched on.',
    paymentMethodSwitchedOff: 'The payment method is switched off.',
    paymentMethodsReordered: 'The order of the payment methods is saved.',
    webhookApplied: 'Event applied.',
    webhookDuplicate: 'This event was already processed.',
    depositCheckoutReady: 'The payment page is ready. Complete your payment on the page that opens.',
    depositBankTransfer: ({ amount, bankName, iban, accountHolder, reference }) =>
      `Please send ${amount} by bank transfer to the account below and write the reference ${reference} in the description.\n` +
      `Bank: ${bankName}\nIBAN: ${iban}\nAccount holder: ${accountHolder}\nReference: ${reference}\n` +
      'Once your transfer arrives and is confirmed, the amount is added to your balance and you get a notification.',
    withdrawRequested:
      'Your withdrawal request has been received. The amount is held from your balance and sent once approved.',
    withdrawCancelled: 'Your withdrawal has been cancelled and the amount returned to your balance.',
    paymentConfirmed: 'The transaction is confirmed.',
    paymentRejected: 'The transaction is rejected.',
    depositPendingTitle: 'Bank transfer noted',
    depositPendingNote: (amount, ref) =>
      `Your deposit of ${amount} (${ref}) will be confirmed once your transfer arrives.`,
    depositConfirmedTitle: 'Deposit confirmed',
    depositConfirmedNote: (amount, ref) => `${amount} has been added to your balance (${ref}). Have fun!`,
    depositRejectedTitle: 'Deposit rejected',
    depositRejectedNote: (amount, ref) =>
      `Your deposit of ${amount} (${ref}) was not approved. Contact live support if you have questions.`,
    depositCancelledTitle: 'Deposit cancelled',
    depositCancelledNote: (amount, ref) =>
      `Your deposit of ${amount} (${ref}) was cancelled. Nothing was charged.`,
    withdrawPendingTitle: 'Withdrawal requested',
    withdrawPendingNote: (amount, ref) =>
      `Your withdrawal of ${amount} (${ref}) is being reviewed. The amount is held from your balance until then.`,
    withdrawConfirmedTitle: 'Withdrawal approved',
    withdrawConfirmedNote: (amount, ref) => `Your withdrawal of ${amount} (${ref}) has been sent to you.`,
    withdrawRejectedTitle: 'Withdrawal rejected',
    withdrawRejectedNote: (amount, ref) =>
      `Your withdrawal of ${amount} (${ref}) was rejected; the amount is back in your balance.`,
    withdrawCancelledTitle: 'Withdrawal cancelled',
    withdrawCancelledNote: (amount, ref) =>
      `You cancelled your withdrawal of ${amount} (${ref}); the amount is back in your balance.`,
  },
};

const words = wordsOf(paymentsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField, fieldMessages } = words;

export const paymentsOutcomes: OutcomeRows<PaymentsOutcome> = {
  // ── payments ── (payment fields are answered under `detail.<key>`, the path of the request body)
  PaymentMethodNotFound: plain(404, 'paymentMethodNotFound'),
  PaymentDetailInvalid: ({ issues }, locale) =>
    refusal(
      400,
      t(locale, 'paymentDetailInvalid'),
      issuesToFieldErrors(
        issues.map((issue) => ({ ...issue, path: ['detail', ...issue.path] })),
        locale,
      ),
    ),
  PaymentAmountInvalid: ({ problem, minMinor, maxMinor, currency }, locale) => {
    const m = messages(locale);
    const message =
      problem === 'decimals'
        ? m.paymentAmountDecimals(currency.minorUnits)
        : problem === 'belowMin'
          ? m.paymentAmountBelowMin(formatMoney(locale, minMinor, currency))
          : m.paymentAmountAboveMax(formatMoney(locale, maxMinor, currency));
    return refusal(400, message, { 'detail.amount': message });
  },
  PaymentProviderUnavailable: plain(503, 'paymentProviderUnavailable'),
  PaymentNotFound: plain(404, 'paymentNotFound'),
  PaymentTransitionNotAllowed: plain(409, 'paymentTransitionNotAllowed'),
  PaymentApprovalSameStaff: plain(409, 'paymentApprovalSameStaff'),
  PaymentCurrencyUnknown: plain(400, 'paymentCurrencyUnknown'),
  PaymentThresholdInvalid: ({ field }, locale) =>
    refusal(400, t(locale, 'paymentThresholdInvalid'), { [field]: t(locale, 'paymentThresholdInvalid') }),
  WithdrawPhoneNotVerified: plain(409, 'withdrawPhoneNotVerified'),
  WithdrawIdentityNotVerified: plain(409, 'withdrawIdentityNotVerified'),
  DepositIdentityCapReached: ({ capMinor, leftMinor, currency }, locale) => {
    const message = messages(locale).depositIdentityCapReached(
      formatMoney(locale, capMinor, currency),
      formatMoney(locale, leftMinor, currency),
    );
    return refusal(409, message, { 'detail.amount': message });
  },
  WithdrawWageringLeft: plain(409, 'withdrawWageringLeft'),
  WithdrawInsufficientCash: ({ availableMinor, currency }, locale) => {
    const message = messages(locale).withdrawInsufficientCash(formatMoney(locale, availableMinor, currency));
    return refusal(409, message, { 'detail.amount': message });
  },
  WebhookProviderUnknown: plain(404, 'webhookProviderUnknown'),
  // 400, not 401: the site treats 401 as its own dead session, so only SessionRequired answers it.
  WebhookSignatureInvalid: plain(400, 'webhookSignatureInvalid'),
  WebhookStale: plain(400, 'webhookStale'),
  WebhookInvalid: plain(400, 'webhookInvalid'),
  PaymentMethodInvalid: ({ fields }, locale) =>
    refusal(400, t(locale, 'paymentMethodInvalid'), fieldMessages(fields, locale)),
  PaymentMethodOrderMismatch: aboutField(400, 'ids', 'paymentMethodOrderMismatch'),
};

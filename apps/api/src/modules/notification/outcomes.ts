import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/*
 * The notifications' refusals and the texts of the notifications other modules' events create (built by
 * ./messages.ts, stored in both languages).
 */

export type NotificationOutcome =
  | { code: 'NotificationNotFound' }
  | { code: 'PlayerNotFound' }
  /** A segment's deposit bounds: more decimals than the currency has, or a minimum above the maximum. */
  | { code: 'NotificationSegmentInvalid'; field: 'min' | 'max'; problem: 'decimals' | 'range' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    notification: NotificationOutcome;
  }
}

export type NotificationCatalogue = {
  notificationNotFound: string;
  playerNotFound: string;
  segmentAmountDecimals: string;
  segmentRange: string;
  notificationsSent: (created: number, skipped: number) => string;
  welcomeNotificationTitle: string;
  welcomeNotificationNote: string;
  phoneVerifiedNotificationTitle: string;
  phoneVerifiedNotificationNote: string;
  bonusNotificationTitle: string;
  bonusNotificationNote: (amount: string) => string;
  bonusGrantedNotificationNote: (title: string, amount: string) => string;
  bonusCompletedNotificationTitle: string;
  bonusCompletedNotificationNote: (title: string, amount: string) => string;
  bonusExpiredNotificationTitle: string;
  bonusExpiredNotificationNote: (title: string) => string;
  betSettledNotificationTitle: string;
  betWonNotificationNote: (betId: number, paid: string) => string;
  betLostNotificationNote: (betId: number) => string;
  betVoidNotificationNote: (betId: number, refunded: string) => string;
};

export const notificationMessages: Catalogue<NotificationCatalogue> = {
  tr: {
    notificationNotFound: 'Bildirim bulunamadı.',
    playerNotFound: 'Oyuncu bulunamadı.',
    segmentAmountDecimals: 'Tutarda para biriminin izin verdiğinden fazla ondalık basamak var.',
    segmentRange: 'En az tutar en çok tutardan büyük olamaz.',
    notificationsSent: (created, skipped) =>
      `${created} oyuncuya gönderildi; ${skipped} oyuncu sorumlu oyun kısıtlaması nedeniyle atlandı.`,
    welcomeNotificationTitle: "Lale'ye hoş geldiniz!",
    welcomeNotificationNote: 'Aramıza katıldığınız için çok mutluyuz. Keyifli oyunlar dileriz!',
    phoneVerifiedNotificationTitle: 'Telefon numaranız doğrulandı',
    phoneVerifiedNotificationNote: 'Teşekkürler! Telefon numaranız artık hesabınızda doğrulanmış görünüyor.',
    bonusNotificationTitle: 'Bonusunuz hesabınızda!',
    bonusNotificationNote: (amount) => `${amount} deneme bonusu bonus bakiyenize eklendi. İyi eğlenceler!`,
    bonusGrantedNotificationNote: (title, amount) =>
      `${title}: ${amount} bonus bakiyenize eklendi. İyi eğlenceler!`,
    bonusCompletedNotificationTitle: 'Bonus çevrimi tamamlandı!',
    bonusCompletedNotificationNote: (title, amount) =>
      `${title} çevrimini tamamladınız: ${amount} nakit bakiyenize aktarıldı.`,
    bonusExpiredNotificationTitle: 'Bonusunuzun süresi doldu',
    bonusExpiredNotificationNote: (title) =>
      `${title} süresi içinde çevrilmediği için kalan bonus bakiyesi silindi.`,
    betSettledNotificationTitle: 'Kuponunuz sonuçlandı',
    betWonNotificationNote: (betId, paid) =>
      `#${betId} numaralı kuponunuz kazandı: ${paid} hesabınıza eklendi.`,
    betLostNotificationNote: (betId) => `#${betId} numaralı kuponunuz kaybetti. Bir dahaki sefere!`,
    betVoidNotificationNote: (betId, refunded) =>
      `#${betId} numaralı kuponunuz iptal edildi: ${refunded} iade edildi.`,
  },
  en: {
    notificationNotFound: 'The notification was not found.',
    playerNotFound: 'The player was not found.',
    segmentAmountDecimals: 'The amount has more decimal places than the currency allows.',
    segmentRange: 'The minimum cannot be above the maximum.',
    notificationsSent: (created, skipped) =>
      `Sent to ${created} ${created === 1 ? 'player' : 'players'}; ${skipped} left out for safer play.`,
    welcomeNotificationTitle: 'Welcome to Lale!',
    welcomeNotificationNote: "We're delighted to have you with us. Enjoy the games!",
    phoneVerifiedNotificationTitle: 'Your phone number is verified',
    phoneVerifiedNotificationNote: 'Thank you! Your phone number now shows as verified on your account.',
    bonusNotificationTitle: 'Your bonus has arrived!',
    bonusNotificationNote: (amount) =>
      `A ${amount} trial bonus has been added to your bonus balance. Have fun!`,
    bonusGrantedNotificationNote: (title, amount) =>
      `${title}: ${amount} has been added to your bonus balance. Have fun!`,
    bonusCompletedNotificationTitle: 'Bonus wagering complete!',
    bonusCompletedNotificationNote: (title, amount) =>
      `You completed the wagering of ${title}: ${amount} has been moved to your cash balance.`,
    bonusExpiredNotificationTitle: 'Your bonus has expired',
    bonusExpiredNotificationNote: (title) =>
      `${title} was not wagered in time, so its remaining bonus balance was removed.`,
    betSettledNotificationTitle: 'Your bet is settled',
    betWonNotificationNote: (betId, paid) => `Bet #${betId} won: ${paid} has been added to your balance.`,
    betLostNotificationNote: (betId) => `Bet #${betId} lost. Better luck next time!`,
    betVoidNotificationNote: (betId, refunded) => `Bet #${betId} was voided: ${refunded} refunded.`,
  },
};

const words = wordsOf(notificationMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField } = words;

export const notificationOutcomes: OutcomeRows<NotificationOutcome> = {
  NotificationNotFound: plain(404, 'notificationNotFound'),
  PlayerNotFound: plain(404, 'playerNotFound'),
  NotificationSegmentInvalid: ({ field, problem }, locale) =>
    aboutField(
      400,
      `target.segment.deposits.${field}`,
      problem === 'decimals' ? 'segmentAmountDecimals' : 'segmentRange',
    )(null, locale),
};

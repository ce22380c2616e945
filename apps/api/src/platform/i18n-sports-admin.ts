import type { Locale } from '@lale/contracts';

/*
 * The sportsbook operator's part of the API's message catalogue (i18n.ts merges it in): what
 * `/api/admin/sports` says when it refuses or succeeds. Read by back-office staff, in their language.
 */

export type SportsAdminCatalogue = {
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

export const SPORTS_ADMIN_CATALOGUE: Record<Locale, SportsAdminCatalogue> = {
  tr: {
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

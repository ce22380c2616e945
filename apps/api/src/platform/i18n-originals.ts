import type { Locale } from '@lale/contracts';

/*
 * Lale Originals' part of the API's message catalogue (i18n.ts merges it in): what a game page and the
 * fairness page are told when a move is refused. Shown to players inside the game, in their language.
 */

export type OriginalsCatalogue = {
  originalsSessionClosed: string;
  originalsStakeOutOfRange: (min: string, max: string) => string;
  originalsStakeNotOffered: string;
  originalsInsufficientFunds: string;
  originalsBetRefused: string;
  originalsBetLimit: string;
  originalsRoundNotOpen: string;
  originalsMoveInvalid: string;
  originalsRoundNotFound: string;
  originalsRoundInPlay: (game: string) => string;
  originalsSeedsInPlay: (games: string) => string;
  originalsBetsPerRound: (limit: number) => string;
  originalsCashoutEarly: string;
  originalsSalesClosed: string;
  originalsTicketLimit: (limit: number) => string;
};

export const ORIGINALS_CATALOGUE: Record<Locale, OriginalsCatalogue> = {
  tr: {
    originalsSessionClosed: 'Oyun oturumu kapandı. Oyunu yeniden açın.',
    originalsStakeOutOfRange: (min, max) => `Bahis ${min} ile ${max} arasında olmalı.`,
    originalsStakeNotOffered: 'Bu bahis tutarı seçilemez; listeden bir tutar seçin.',
    originalsInsufficientFunds: 'Bakiyeniz bu bahis için yetersiz. Para yatırın ya da bahsi düşürün.',
    originalsBetRefused: 'Bahis kabul edilmedi. Lütfen yeniden deneyin.',
    originalsBetLimit: 'Bu bahis, aktif bonusunuzun en yüksek bahis sınırını aşıyor.',
    originalsRoundNotOpen: 'Bu el bitti; yeni bir el başlatın.',
    originalsMoveInvalid: 'Bu hamle şu anda yapılamaz.',
    originalsRoundNotFound: 'Böyle bir eliniz yok.',
    originalsRoundInPlay: (game) => `Süren bir ${game} eliniz var; önce onu bitirin.`,
    originalsSeedsInPlay: (games) =>
      `Açık bir eliniz (${games}) varken tohum çifti değiştirilemez; önce eli bitirin.`,
    originalsBetsPerRound: (limit) => `Bir turda en çok ${limit} bahis yapabilirsiniz.`,
    originalsCashoutEarly: 'Uçak henüz kalkmadı; kalktıktan sonra bozdurabilirsiniz.',
    originalsSalesClosed: 'Bu çekilişin satışı kapandı; sıradaki çekilişe bilet alabilirsiniz.',
    originalsTicketLimit: (limit) => `Bir çekilişte en çok ${limit} bilet alabilirsiniz.`,
  },
  en: {
    originalsSessionClosed: 'The game session has ended. Open the game again.',
    originalsStakeOutOfRange: (min, max) => `The stake must be between ${min} and ${max}.`,
    originalsStakeNotOffered: 'This stake is not offered; choose one from the list.',
    originalsInsufficientFunds: 'Your balance is too low for this bet. Deposit or lower the stake.',
    originalsBetRefused: 'The bet was not accepted. Please try again.',
    originalsBetLimit: "This stake is above your active bonus's maximum bet.",
    originalsRoundNotOpen: 'This round is over; start a new one.',
    originalsMoveInvalid: 'That move is not possible now.',
    originalsRoundNotFound: 'You have no such round.',
    originalsRoundInPlay: (game) => `You have a round of ${game} in play; finish it first.`,
    originalsSeedsInPlay: (games) =>
      `You cannot change your seed pair while a round (${games}) is open; finish it first.`,
    originalsBetsPerRound: (limit) => `You can place at most ${limit} bets in one round.`,
    originalsCashoutEarly: 'The plane has not taken off yet; cash out once it is flying.',
    originalsSalesClosed: 'Sales for this draw have closed; you can buy tickets for the next one.',
    originalsTicketLimit: (limit) => `You can hold at most ${limit} tickets in one draw.`,
  },
};

import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue, formatMoney } from '../../platform/i18n.ts';

/*
 * Lale Originals' refusals: what a game page and the fairness page are told when a move is refused,
 * shown to players inside the game, in their language.
 */

export type OriginalsOutcome =
  | { code: 'OriginalsSessionClosed' }
  | {
      code: 'OriginalsStakeOutOfRange';
      minMinor: bigint;
      maxMinor: bigint;
      currency: { code: string; minorUnits: number };
    }
  | { code: 'OriginalsStakeNotOffered' }
  | { code: 'OriginalsInsufficientFunds' }
  | { code: 'OriginalsBetRefused' }
  | { code: 'OriginalsBetLimit' }
  /** A move or cash-out on a round that is over (or another player's). */
  | { code: 'OriginalsRoundNotOpen' }
  /** A move the game's rules refuse now (a tile already turned, cash-out before any step). */
  | { code: 'OriginalsMoveInvalid' }
  | { code: 'OriginalsRoundNotFound' }
  /** A new round of a stepped game while one is still open. */
  | { code: 'OriginalsRoundInPlay'; game: string }
  /** A seed rotation while a round or ticket drawn from the active pair can still change (issue 23). */
  | { code: 'OriginalsSeedsInPlay'; games: string[] }
  /** A crash bet from a player who already holds a bet on each of the round's panels. */
  | { code: 'OriginalsBetsPerRound'; limit: number }
  /** A crash cash-out before the round has taken off. */
  | { code: 'OriginalsCashoutEarly' }
  /** A scheduled draw's ticket after its sales closed (or for a draw no longer on sale). */
  | { code: 'OriginalsSalesClosed' }
  /** More tickets (bingo: cards) in one draw than a player may hold. */
  | { code: 'OriginalsTicketLimit'; limit: number };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    originals: OriginalsOutcome;
  }
}

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

export const originalsMessages: Catalogue<OriginalsCatalogue> = {
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

const words = wordsOf(originalsMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField } = words;

export const originalsOutcomes: OutcomeRows<OriginalsOutcome> = {
  OriginalsSessionClosed: plain(404, 'originalsSessionClosed'),
  OriginalsStakeOutOfRange: ({ minMinor, maxMinor, currency }, locale) => {
    const message = messages(locale).originalsStakeOutOfRange(
      formatMoney(locale, minMinor, currency),
      formatMoney(locale, maxMinor, currency),
    );
    return refusal(400, message, { stake: message });
  },
  OriginalsStakeNotOffered: aboutField(400, 'stake', 'originalsStakeNotOffered'),
  OriginalsInsufficientFunds: plain(409, 'originalsInsufficientFunds'),
  OriginalsBetRefused: plain(409, 'originalsBetRefused'),
  OriginalsBetLimit: plain(409, 'originalsBetLimit'),
  OriginalsRoundNotOpen: plain(409, 'originalsRoundNotOpen'),
  OriginalsMoveInvalid: plain(400, 'originalsMoveInvalid'),
  OriginalsRoundNotFound: plain(404, 'originalsRoundNotFound'),
  OriginalsRoundInPlay: ({ game }, locale) => refusal(409, messages(locale).originalsRoundInPlay(game)),
  OriginalsSeedsInPlay: ({ games }, locale) =>
    refusal(409, messages(locale).originalsSeedsInPlay(games.join(', '))),
  OriginalsBetsPerRound: ({ limit }, locale) => refusal(409, messages(locale).originalsBetsPerRound(limit)),
  OriginalsCashoutEarly: plain(409, 'originalsCashoutEarly'),
  OriginalsSalesClosed: plain(409, 'originalsSalesClosed'),
  OriginalsTicketLimit: ({ limit }, locale) => refusal(409, messages(locale).originalsTicketLimit(limit)),
};

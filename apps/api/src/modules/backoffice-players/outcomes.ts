import { type OutcomeRows, refusal, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/*
 * The back office's players area (issue #25): its refusals and the sentences its answers carry.
 */

export type BackofficePlayersOutcome =
  /** A block of a player who is blocked already (the first block's reason stays the record). */
  | { code: 'PlayerAlreadyBlocked' }
  /** An unblock of a player who is not blocked: it never lifts a self-exclusion or a closed account. */
  | { code: 'PlayerNotBlocked' }
  /** A closed account stays closed, and a self-exclusion runs its course (the player's own choice). */
  | { code: 'PlayerStatusFinal'; status: string }
  | { code: 'PlayerSessionNotFound' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    backofficePlayers: BackofficePlayersOutcome;
  }
}

export type BackofficePlayersCatalogue = {
  playerAlreadyBlocked: string;
  playerNotBlocked: string;
  playerStatusFinal: (status: string) => string;
  playerSessionNotFound: string;
  playerBlocked: string;
  playerUnblocked: string;
  playerNoteAdded: string;
  playerSessionsEnded: (count: number) => string;
};

export const backofficePlayersMessages: Catalogue<BackofficePlayersCatalogue> = {
  tr: {
    playerAlreadyBlocked: 'Oyuncu zaten engellenmiş.',
    playerNotBlocked: 'Oyuncu engelli değil; yalnızca engellenmiş bir hesabın engeli kaldırılabilir.',
    playerStatusFinal: (status) =>
      status === 'closed'
        ? 'Kapatılmış bir hesap yeniden açılamaz.'
        : 'Kendini dışlama süresi dolmadan kaldırılamaz veya değiştirilemez.',
    playerSessionNotFound: 'Oyuncunun böyle bir oturumu yok.',
    playerBlocked: 'Oyuncu engellendi; tüm oturumları ve açık oyunları sonlandırıldı.',
    playerUnblocked: 'Oyuncunun engeli kaldırıldı.',
    playerNoteAdded: 'Not eklendi.',
    playerSessionsEnded: (count) => `${count} oturum sonlandırıldı.`,
  },
  en: {
    playerAlreadyBlocked: 'The player is blocked already.',
    playerNotBlocked: 'The player is not blocked; only a blocked account can be unblocked.',
    playerStatusFinal: (status) =>
      status === 'closed'
        ? 'A closed account cannot be opened again.'
        : 'A self-exclusion cannot be lifted or changed before it ends.',
    playerSessionNotFound: 'The player has no such session.',
    playerBlocked: "The player is blocked; all of the player's sessions and open games were ended.",
    playerUnblocked: 'The player is unblocked.',
    playerNoteAdded: 'The note is added.',
    playerSessionsEnded: (count) => `${count} session(s) ended.`,
  },
};

const words = wordsOf(backofficePlayersMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain } = words;

export const backofficePlayersOutcomes: OutcomeRows<BackofficePlayersOutcome> = {
  PlayerAlreadyBlocked: plain(409, 'playerAlreadyBlocked'),
  PlayerNotBlocked: plain(409, 'playerNotBlocked'),
  PlayerStatusFinal: ({ status }, locale) => refusal(409, messages(locale).playerStatusFinal(status)),
  PlayerSessionNotFound: plain(404, 'playerSessionNotFound'),
};

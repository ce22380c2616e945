import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
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
  /** A closed account stays closed (a self-exclusion is a restriction row, never a status: modules/safer-play). */
  | { code: 'PlayerStatusFinal' }
  | { code: 'PlayerSessionNotFound' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    backofficePlayers: BackofficePlayersOutcome;
  }
}

export type BackofficePlayersCatalogue = {
  playerAlreadyBlocked: string;
  playerNotBlocked: string;
  playerStatusFinal: string;
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
    playerStatusFinal: 'Kapatılmış bir hesap yeniden açılamaz.',
    playerSessionNotFound: 'Oyuncunun böyle bir oturumu yok.',
    playerBlocked: 'Oyuncu engellendi; tüm oturumları ve açık oyunları sonlandırıldı.',
    playerUnblocked: 'Oyuncunun engeli kaldırıldı.',
    playerNoteAdded: 'Not eklendi.',
    playerSessionsEnded: (count) => `${count} oturum sonlandırıldı.`,
  },
  en: {
    playerAlreadyBlocked: 'The player is blocked already.',
    playerNotBlocked: 'The player is not blocked; only a blocked account can be unblocked.',
    playerStatusFinal: 'A closed account cannot be opened again.',
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
  PlayerStatusFinal: plain(409, 'playerStatusFinal'),
  PlayerSessionNotFound: plain(404, 'playerSessionNotFound'),
};

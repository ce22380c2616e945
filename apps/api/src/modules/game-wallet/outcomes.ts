import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/*
 * The game wallet's refusals to the player and the operator: a round of the history, a held refund.
 */

export type GameWalletOutcome =
  /** A game round that is not the player's (or does not exist). */
  | { code: 'GameRoundNotFound' }
  /** No held provider refund with that id awaits review (none, or already resolved). */
  | { code: 'HeldRefundNotOpen' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    gameWallet: GameWalletOutcome;
  }
}

export type GameWalletCatalogue = {
  gameRoundNotFound: string;
  heldRefundNotOpen: string;
};

export const gameWalletMessages: Catalogue<GameWalletCatalogue> = {
  tr: {
    gameRoundNotFound: 'Oyun geçmişinizde böyle bir el yok.',
    heldRefundNotOpen:
      'Bu numarayla incelemeyi bekleyen bir sağlayıcı iadesi yok: ya hiç yok ya da daha önce sonuçlandırıldı.',
  },
  en: {
    gameRoundNotFound: 'There is no such round in your game history.',
    heldRefundNotOpen:
      'No held provider refund with this id awaits review: it does not exist or was already resolved.',
  },
};

const words = wordsOf(gameWalletMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain } = words;

export const gameWalletOutcomes: OutcomeRows<GameWalletOutcome> = {
  GameRoundNotFound: plain(404, 'gameRoundNotFound'),
  HeldRefundNotOpen: plain(404, 'heldRefundNotOpen'),
};

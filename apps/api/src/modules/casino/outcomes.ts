import { type OutcomeRows, wordsOf } from '../../platform/error-table.ts';
import { type Catalogue } from '../../platform/i18n.ts';

/*
 * The casino lobby's answers and refusals: a game or provider that is not there or off, a launch that
 * failed, the favourites.
 */

export type CasinoOutcome =
  /** No such game under that provider in the catalogue. */
  | { code: 'GameNotFound' }
  /** The game's provider is switched off (no credentials, or by the operator). */
  | { code: 'GameProviderUnavailable' }
  /** The provider did not give us a launch. */
  | { code: 'GameLaunchFailed' }
  /** The back office named a category that does not exist (a game's categories, an edit). */
  | { code: 'CasinoCategoryNotFound' }
  /** A reorder that does not name every category exactly once. */
  | { code: 'CasinoCategoryOrderMismatch' };

declare module '../../platform/domain-errors.ts' {
  interface OutcomeRegistry {
    casino: CasinoOutcome;
  }
}

export type CasinoCatalogue = {
  gameNotFound: string;
  gameProviderUnavailable: string;
  gameLaunchFailed: string;
  favoriteAdded: string;
  favoriteRemoved: string;
  casinoCategoryNotFound: string;
  casinoCategoryOrderMismatch: string;
  casinoGameSaved: string;
  casinoCategorySaved: string;
};

export const casinoMessages: Catalogue<CasinoCatalogue> = {
  tr: {
    gameNotFound: 'Bu oyun bulunamadı. Lobiden başka bir oyun seçin.',
    gameProviderUnavailable: 'Bu sağlayıcının oyunları şu anda kapalı. Lütfen başka bir oyun seçin.',
    gameLaunchFailed: 'Oyun şu anda açılamadı. Lütfen biraz sonra tekrar deneyin.',
    favoriteAdded: 'Favorilere eklendi',
    favoriteRemoved: 'Favorilerden çıkarıldı',
    casinoCategoryNotFound: 'Böyle bir kategori yok.',
    casinoCategoryOrderMismatch: 'Yeni sıra her kategoriyi tam olarak bir kez içermeli.',
    casinoGameSaved: 'Oyun kaydedildi.',
    casinoCategorySaved: 'Kategori kaydedildi.',
  },
  en: {
    gameNotFound: 'This game was not found. Choose another game from the lobby.',
    gameProviderUnavailable: "This provider's games are switched off right now. Please choose another game.",
    gameLaunchFailed: 'The game could not be opened right now. Please try again in a moment.',
    favoriteAdded: 'Added to favorites',
    favoriteRemoved: 'Removed from favorites',
    casinoCategoryNotFound: 'There is no such category.',
    casinoCategoryOrderMismatch: 'The new order must list every category exactly once.',
    casinoGameSaved: 'The game is saved.',
    casinoCategorySaved: 'The category is saved.',
  },
};

const words = wordsOf(casinoMessages);

/** This module's messages (and the platform's) for its routes and services. */
export const { messages, t } = words;
const { plain, aboutField } = words;

export const casinoOutcomes: OutcomeRows<CasinoOutcome> = {
  GameNotFound: plain(404, 'gameNotFound'),
  GameProviderUnavailable: plain(409, 'gameProviderUnavailable'),
  GameLaunchFailed: plain(503, 'gameLaunchFailed'),
  CasinoCategoryNotFound: plain(404, 'casinoCategoryNotFound'),
  CasinoCategoryOrderMismatch: aboutField(400, 'ids', 'casinoCategoryOrderMismatch'),
};

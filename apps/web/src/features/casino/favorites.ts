import { API_ENDPOINTS, type Game } from '@lale/contracts';
import { i18n } from '../../lib/i18n/index.ts';
import { call } from '../../lib/api/index.ts';
import { failureMessage } from '../../lib/forms/failure.ts';
import { notify } from '../../lib/notify.ts';

/**
 * POST casino/togglefavorite {code, providerId} and the spec §8 toast: success 'Added to favorites',
 * warning 'Removed from favorites'. Returns the new state, or null when the call failed (error toast).
 */
export async function toggleFavorite(
  game: Pick<Game, 'gameCode' | 'mainProviderId'>,
): Promise<boolean | null> {
  try {
    const { data } = await call(API_ENDPOINTS.casinoToggleFavorite, {
      code: game.gameCode,
      providerId: game.mainProviderId,
    });
    if (data.isFavorite) notify.success(i18n.t('casino.lobby.favoriteAdded'));
    else notify.warning(i18n.t('casino.lobby.favoriteRemoved'));
    return data.isFavorite;
  } catch (error) {
    notify.error(failureMessage(error));
    return null;
  }
}

export async function fetchFavorites(): Promise<Game[]> {
  const { data } = await call(API_ENDPOINTS.casinoFavorites);
  return data;
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { encodeGameParam } from '../../features/casino/index.ts';
import { failureMessage } from '../../lib/forms/failure.ts';
import { openLiveChat } from '../../lib/liveChat.ts';
import { notify } from '../../lib/notify.ts';
import { searchGames } from '../Search/gameSearch.ts';
import type { MenuAppKey, MenuGameData, MenuItem } from './menuItems.ts';
import '../menuTexts.ts';

/* What an entry without a url does (spec §2, §3 Menu item): open a dialog or widget, or a game. */

const APP_ACTIONS: Record<MenuAppKey, () => void> = {
  callcenterform: () => useSession.getState().openDialog('callRequest'),
  livechat: () => openLiveChat(),
};

/**
 * Spec §2 Aviator: search the catalogue (POST casino/games) and open the first game found; the game
 * page asks a visitor to log in. Nothing found: the player is told the game is not available.
 */
function useOpenGameSearch(): (data: MenuGameData, title: string) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (data, title) => {
    try {
      const [first] = await searchGames(data.search, data.live);
      if (first) await navigate(`/casino/play/${encodeGameParam(first)}`);
      else notify.warning(t('shell.menu.gameUnavailable', { name: title }));
    } catch (error) {
      notify.error(failureMessage(error));
    }
  };
}

/** Runs an entry that is not a plain link; `onDone` closes the menu first (spec §2). */
export function useEntryAction(onDone: () => void): (item: MenuItem) => void {
  const { t } = useTranslation();
  const openGameSearch = useOpenGameSearch();
  return (item) => {
    onDone();
    if (item.appKey) APP_ACTIONS[item.appKey]();
    else if (item.gameData) void openGameSearch(item.gameData, t(item.titleKey));
  };
}

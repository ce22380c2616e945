import type { CASINO_LOBBY_PAGES } from '@lale/contracts';
import { Badge } from '../../ui/Badge.tsx';

/* The Casino screen's words for the API's codes and flags (issue #27). */

export type LobbyPage = (typeof CASINO_LOBBY_PAGES)[number];

/** The site's lobby pages (/casino/<page>), as its menu names them. */
export const LOBBY_PAGE_NAMES: Record<LobbyPage, string> = {
  slot: 'Slots',
  live: 'Live casino',
  games: 'Games',
  bingo: 'Bingo',
  tvbets: 'TV games',
};

export const lobbyPageName = (page: string) => LOBBY_PAGE_NAMES[page as LobbyPage] ?? page;

/** The operator's switch of a provider or a game. */
export function SwitchBadge({ enabled }: { enabled: boolean }) {
  return <Badge tone={enabled ? 'ok' : 'neutral'}>{enabled ? 'On' : 'Off'}</Badge>;
}

export const ENABLED_CHOICES = { true: 'On', false: 'Off' };

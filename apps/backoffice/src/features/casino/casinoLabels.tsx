import type { AdminJackpot, CASINO_LOBBY_PAGES } from '@lale/contracts';
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

/** A jackpot as the lobbies title it: the named ones in words, EGT's cards by their instance name. */
const JACKPOT_TITLES: Record<string, string> = { egypt: 'Egypt Quest' };

export const jackpotTitle = (name: string) => JACKPOT_TITLES[name] ?? name;

/** Who sets a jackpot's values. */
export const JACKPOT_SOURCE_NAMES: Record<AdminJackpot['source'], string> = {
  operator: 'Set by the operator',
  feed: "From EGT's jackpot feed",
};

/** A level's label: "Level 2" on a card of levels, "Value" on a single-value jackpot. */
export const levelLabel = (jackpot: AdminJackpot, level: number) =>
  jackpot.levels.length === 1 ? 'Value' : `Level ${level}`;

import type { SportsFrameProvider } from '@lale/contracts';
import type { TextKey } from '../../lib/routing.ts';
import type { MenuIconName } from './menuIcons.ts';
import '../menuTexts.ts';

/*
 * The side menu (spec §2, §3 "Menu item"): four groups of entries. An entry has a title, an icon and
 * one way to act — a url, an app key (a dialog or widget of the site) or game data (a game search whose
 * first result opens) — or children it shows and hides. Open/closed state lives in the view.
 */
export type MenuAppKey = 'callcenterform' | 'livechat';
export type MenuGameData = { search: string; live: boolean };

export type MenuItem = {
  /** Stable id: React key and the id of a collapsible entry's children list. */
  id: string;
  titleKey: TextKey;
  icon: MenuIconName;
  url?: string;
  badgeKey?: TextKey;
  appKey?: MenuAppKey;
  gameData?: MenuGameData;
  children?: MenuItem[];
  /** The sportsbook frame the entry opens: shown only while that provider is on. */
  frame?: SportsFrameProvider;
};

export type MenuGroup = { id: string; titleKey: TextKey; items: MenuItem[] };

/** Spec §2: the two sports feeds carry the 'High Rate' badge. */
const HIGH_RATE: TextKey = 'shell.menu.highRate';

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: 'casino',
    titleKey: 'shell.menu.groups.casino',
    items: [
      { id: 'slot', titleKey: 'shell.menu.items.slot', icon: 'slot', url: '/casino/slot' },
      { id: 'live', titleKey: 'shell.menu.items.live', icon: 'cards', url: '/casino/live' },
      { id: 'casino-games', titleKey: 'shell.menu.items.casinoGames', icon: 'chip', url: '/casino/games' },
    ],
  },
  {
    id: 'sports',
    titleKey: 'shell.menu.groups.sports',
    items: [
      {
        id: 'sports-fcg',
        titleKey: 'shell.menu.items.sportsFcg',
        icon: 'ball',
        url: '/spor/fcg',
        badgeKey: HIGH_RATE,
        frame: 'fcg',
      },
      {
        id: 'sports-betco',
        titleKey: 'shell.menu.items.sportsBetco',
        icon: 'ball',
        url: '/spor/betco',
        badgeKey: HIGH_RATE,
        frame: 'betco',
      },
      {
        id: 'live-sports',
        titleKey: 'shell.menu.items.liveSports',
        icon: 'liveSignal',
        children: [
          {
            id: 'live-fcg',
            titleKey: 'shell.menu.items.liveSportsFcg',
            icon: 'ball',
            url: '/livespor/fcg',
            frame: 'fcg',
          },
          {
            id: 'live-betco',
            titleKey: 'shell.menu.items.liveSportsBetco',
            icon: 'ball',
            url: '/livespor/betco',
            frame: 'betco',
          },
        ],
      },
    ],
  },
  {
    id: 'games',
    titleKey: 'shell.menu.groups.games',
    items: [
      // Spec §2: Aviator opens a non-live game search for 'Aviator'.
      {
        id: 'aviator',
        titleKey: 'shell.menu.items.aviator',
        icon: 'plane',
        gameData: { search: 'Aviator', live: false },
      },
      { id: 'bingo', titleKey: 'shell.menu.items.bingo', icon: 'bingo', url: '/casino/bingo' },
      { id: 'tvbets', titleKey: 'shell.menu.items.tvbets', icon: 'tv', url: '/casino/tvbets' },
    ],
  },
  {
    id: 'other',
    titleKey: 'shell.menu.groups.other',
    items: [
      { id: 'promotions', titleKey: 'shell.menu.items.promotions', icon: 'gift', url: '/promotions' },
      { id: 'about', titleKey: 'shell.menu.items.about', icon: 'info', url: '/pages/3' },
      { id: 'pages', titleKey: 'shell.menu.items.pages', icon: 'pages', url: '/pages' },
      { id: 'live-chat', titleKey: 'shell.menu.items.liveChat', icon: 'chat', appKey: 'livechat' },
      // Spec §2: the entry with key callcenterform opens the call-request form.
      {
        id: 'callcenterform',
        titleKey: 'shell.menu.items.callRequest',
        icon: 'phone',
        appKey: 'callcenterform',
      },
    ],
  },
];

/** Whether `pathname` is the entry's page or one of its children's (exact: /pages is not /pages/3). */
export function isActiveEntry(item: MenuItem, pathname: string): boolean {
  if (item.url !== undefined && pathname === item.url) return true;
  return (item.children ?? []).some((child) => isActiveEntry(child, pathname));
}

/**
 * The menu with the entries of sportsbook frames that are off left out (issue #13: a provider without
 * configuration is hidden); a parent left without children and a group left without entries go too.
 */
export function visibleMenuGroups(
  groups: readonly MenuGroup[],
  framesOn: ReadonlySet<SportsFrameProvider>,
): MenuGroup[] {
  const visible = (item: MenuItem): MenuItem | undefined => {
    if (item.frame !== undefined && !framesOn.has(item.frame)) return undefined;
    if (!item.children) return item;
    const children = item.children.map(visible).filter((child) => child !== undefined);
    return children.length > 0 ? { ...item, children } : undefined;
  };
  return groups
    .map((group) => ({ ...group, items: group.items.map(visible).filter((item) => item !== undefined) }))
    .filter((group) => group.items.length > 0);
}

import { SHELL_ICONS } from '../icons.tsx';

/* Line icons (24×24, stroke = currentColor) of the side menu entries: the shell's own plus a few more. */
export const MENU_ICONS = {
  slot: SHELL_ICONS.slot,
  cards: SHELL_ICONS.cards,
  ball: SHELL_ICONS.ball,
  gift: SHELL_ICONS.gift,
  chat: SHELL_ICONS.chat,
  phone: SHELL_ICONS.phone,
  chip: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7a5 5 0 100 10 5 5 0 000-10zM12 3v4M12 17v4M3 12h4M17 12h4',
  liveSignal:
    'M12 9.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM7.8 7.8a6 6 0 000 8.4M16.2 7.8a6 6 0 010 8.4M5 5a10 10 0 000 14M19 5a10 10 0 010 14',
  plane:
    'M12 3c.8 0 1.5.7 1.5 1.5V9l7.5 4.5V16l-7.5-2.2V18l2 1.5V21L12 20l-3.5 1v-1.5l2-1.5v-4.2L3 16v-2.5L10.5 9V4.5C10.5 3.7 11.2 3 12 3z',
  bingo:
    'M8 4a4 4 0 100 8 4 4 0 000-8zM16 12a4 4 0 100 8 4 4 0 000-8zM17 4a2.5 2.5 0 100 5 2.5 2.5 0 000-5zM6.5 15a2.5 2.5 0 100 5 2.5 2.5 0 000-5z',
  tv: 'M4 7h16v11H4zM8.5 3l3.5 4 3.5-4M8 21h8',
  info: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 11v5M12 8h.01',
  pages: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
} as const;

export type MenuIconName = keyof typeof MENU_ICONS;

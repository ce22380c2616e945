import styles from './icons.module.css';

/*
 * The shell's 24×24 line icons (stroke = currentColor), drawn inline so no icon file or font is
 * fetched. The side menu adds a few of its own in SideMenu/menuIcons.ts.
 */
export const SHELL_ICONS = {
  menu: 'M4 7h16M4 12h16M4 17h10',
  back: 'M15 5l-7 7 7 7',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4',
  chat: 'M6 4h12a3 3 0 013 3v7a3 3 0 01-3 3h-7l-5 4v-4a3 3 0 01-3-3V7a3 3 0 013-3zM8 10.5h.01M12 10.5h.01M16 10.5h.01',
  support:
    'M4 14v-2a8 8 0 0116 0v2M4 14a2 2 0 002 2h1v-5H6a2 2 0 00-2 2zM20 14a2 2 0 01-2 2h-1v-5h1a2 2 0 012 2zM17 16v1a3 3 0 01-3 3h-2',
  gift: 'M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  plus: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6L6 18',
  wallet: 'M4 7a2 2 0 012-2h11v4M4 7v10a2 2 0 002 2h14V9H6a2 2 0 01-2-2zM16.5 14h.01',
  ball: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7.5l3.8 2.8-1.5 4.5H9.7l-1.5-4.5zM12 3v4.5M15.8 10.3l4.6-1.5M14.3 14.8l2.9 4M9.7 14.8l-2.9 4M8.2 10.3L3.6 8.8',
  slot: 'M8 15a3 3 0 100 6 3 3 0 000-6zM17 13a3 3 0 100 6 3 3 0 000-6zM8 15c0-5 3-9 7-11M17 13c-.5-4-1-7-2-9M15 4c2 0 4 1 5 2.5',
  cards:
    'M7 4h8a2 2 0 012 2v12a2 2 0 01-2 2H7a2 2 0 01-2-2V6a2 2 0 012-2zM17 7.5l1.6.4a2 2 0 011.4 2.4l-2.2 8.4M11 9.5c-.9-1.4-3-.5-2.2 1.2L11 14l2.2-3.3c.8-1.7-1.3-2.6-2.2-1.2z',
  chevron: 'M6 9l6 6 6-6',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  megaphone:
    'M3 10.5v3a1 1 0 001 1h2l6 4.5v-14L6 9.5H4a1 1 0 00-1 1zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  whatsapp:
    'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zM9 8.5c0 3.6 2.9 6.5 6.5 6.5l.9-1.5-2-1-1 .9a5 5 0 01-2.8-2.8l.9-1-1-2z',
  telegram: 'M21 4L3 11l6 2.2L11 20l3.2-4 4.8 4zM9 13.2L17 7',
} as const;

export type ShellIconName = keyof typeof SHELL_ICONS;

/** Any 24×24 line icon from path data; decorative (the control around it carries the name). */
export function PathIcon({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      className={[styles.icon, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function ShellIcon({ name, className }: { name: ShellIconName; className?: string }) {
  return <PathIcon d={SHELL_ICONS[name]} className={className} />;
}

import type { NotificationIconName } from './format.ts';

/* 24×24 stroke icons (stroke = currentColor) for the bell, the panel and each notification type. */
const PATHS = {
  bell: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0',
  gift: 'M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z',
  deposit: 'M12 19V5M6 11l6-6 6 6',
  withdraw: 'M12 5v14M6 13l6 6 6-6',
  system: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 8v5M12 16.5v.5',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6L6 18',
} as const satisfies Record<NotificationIconName | 'bell' | 'back' | 'close', string>;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-icon={name}>
      <path d={PATHS[name]} />
    </svg>
  );
}

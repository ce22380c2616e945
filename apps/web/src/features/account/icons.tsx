/* Line icons for the account tiles (24×24, stroke = currentColor). */
const PATHS = {
  deposit: 'M12 19V5M5 12l7-7 7 7M4 21h16',
  withdraw: 'M12 5v14M5 12l7 7 7-7M4 3h16',
  games:
    'M6 9h4M8 7v4M15 8h.01M18 11h.01M7 4h10a4 4 0 014 4v5a4 4 0 01-7 2.6L13 14h-2l-1 1.6A4 4 0 013 13V8a4 4 0 014-4z',
  gift: 'M4 11h16v9H4zM2 7h20v4H2zM12 7v13M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z',
  receipt: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  clock: 'M12 7v5l3 2M12 21a9 9 0 110-18 9 9 0 010 18z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 018 0v4M12 15v2',
  phone: 'M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM11 18h2',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  idCard: 'M3 5h18v14H3zM9 11a2 2 0 100-4 2 2 0 000 4zM5.5 16a3.5 3.5 0 017 0M14 9h4M14 13h4',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  pause: 'M12 21a9 9 0 110-18 9 9 0 010 18zM10 9v6M14 9v6',
  ball: 'M12 21a9 9 0 110-18 9 9 0 010 18zM12 7.6l3.9 2.8-1.5 4.6H9.6l-1.5-4.6zM12 7.6V3M15.9 10.4l4.6-1.4M14.4 15l2.6 4M9.6 15L7 19M8.1 10.4L3.5 9',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}

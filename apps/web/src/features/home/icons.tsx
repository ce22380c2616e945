/* Line icons for the lobby tiles: decorative, so hidden from assistive technology. */
const paths = {
  slot: 'M4 5h16v14H4zM9 5v14M15 5v14M6.5 10.5 7 10l.5.5M12 10v2.5M17.5 10h-1l.7 2.5',
  live: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM12 3v3M12 18v3M3 12h3M18 12h3',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l3.6 2.6-1.4 4.2H9.8l-1.4-4.2zM12 3v4.5M20.5 9.5l-4.9.6M17.3 19l-3.1-4.7M6.7 19l3.1-4.7M3.5 9.5l4.9.6',
  liveSports: 'M3 12h4l2.5-6 5 12 2.5-6h4',
  bingo: 'M5 4h14v16H5zM5 9.5h14M5 14.5h14M9.7 4v16M14.3 4v16',
  promotions:
    'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7z',
} as const;

export type TileIcon = keyof typeof paths;

export function Icon({ name, className }: { name: TileIcon; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

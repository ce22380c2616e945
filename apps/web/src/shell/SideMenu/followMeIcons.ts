import type { FollowMeLink } from '@lale/contracts';

/*
 * Simple line glyphs for the 'Follow Me' links (24×24, stroke = currentColor), drawn for this site
 * as plain hints of each platform rather than copies of their marks. Names are the platforms' own.
 */
export const FOLLOW_ME_ICONS: Record<FollowMeLink, { label: string; path: string }> = {
  discord: {
    label: 'Discord',
    path: 'M7.5 6.5c1.5-.7 3-1 4.5-1s3 .3 4.5 1c1.7 2.5 2.6 5.2 2.8 8.3-1.5 1.2-3 2-4.6 2.4l-.9-1.6M7.5 6.5c-1.7 2.5-2.6 5.2-2.8 8.3 1.5 1.2 3 2 4.6 2.4l.9-1.6M8.5 14.6c2.3 1 4.7 1 7 0M9.6 11.4h.01M14.4 11.4h.01',
  },
  twitter: {
    label: 'X (Twitter)',
    path: 'M4.5 4h4l11 16h-4zM19 4l-6 6.9M10.9 13.2L5 20',
  },
  instagram: {
    label: 'Instagram',
    path: 'M7.5 3.5h9a4 4 0 014 4v9a4 4 0 01-4 4h-9a4 4 0 01-4-4v-9a4 4 0 014-4zM12 8.2a3.8 3.8 0 100 7.6 3.8 3.8 0 000-7.6zM17 7h.01',
  },
  telegram: {
    label: 'Telegram',
    path: 'M21 4L3 11l6 2.2L11 20l3.2-4 4.8 4zM9 13.2L17 7',
  },
  youtube: {
    label: 'YouTube',
    path: 'M3.5 8c0-1.7 1.2-3 2.9-3.1C8.2 4.8 10 4.7 12 4.7s3.8.1 5.6.2c1.7.1 2.9 1.4 2.9 3.1v8c0 1.7-1.2 3-2.9 3.1-1.8.1-3.6.2-5.6.2s-3.8-.1-5.6-.2C4.7 19 3.5 17.7 3.5 16zM10 9v6l5-3z',
  },
};

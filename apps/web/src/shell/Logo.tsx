import { useState } from 'react';
import styles from './Logo.module.css';

const LOGO_URL = '/media/logo.svg';
const MARK_URL = '/media/logo-mark.svg';

/** The tulip mark drawn inline, used when the logo artwork is missing. */
function TulipMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="lale-petal" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5c93" />
          <stop offset="1" stopColor="#b0179f" />
        </linearGradient>
      </defs>
      <path d="M16 30v-9" stroke="#3ecf8e" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M16 26c-3.5-.3-6-2.3-7-5 3 .2 5.4 1.5 7 5z" fill="#3ecf8e" />
      <path
        d="M16 21c-5 0-8.5-3.6-8.5-9.2 0-3 .9-5.6 2.2-7.6L12.6 9 16 2.5 19.4 9l2.9-4.8c1.3 2 2.2 4.6 2.2 7.6 0 5.6-3.5 9.2-8.5 9.2z"
        fill="url(#lale-petal)"
      />
      <path
        d="M16 21c-2.3-1.6-3.4-4.6-3.4-8.3 0-1.4.2-2.6.5-3.7L16 14l2.9-5c.3 1.1.5 2.3.5 3.7 0 3.7-1.1 6.7-3.4 8.3z"
        fill="#ffc247"
        opacity=".85"
      />
    </svg>
  );
}

/**
 * The brand logo. Uses the artwork at /media/logo.svg and falls back to the inline mark and
 * wordmark when that file is missing, so the header never shows a broken image.
 * `compactOnNarrow`: on phones under 420 px only the tulip mark is drawn (the signed-in header needs
 * the room for balance, Deposit, account, notifications and live chat).
 */
export function Logo({ label, compactOnNarrow = false }: { label: string; compactOnNarrow?: boolean }) {
  const [artworkFailed, setArtworkFailed] = useState(false);
  if (artworkFailed) {
    return (
      <span className={styles.fallback} role="img" aria-label={label}>
        <TulipMark />
        <span className={styles.wordmark} aria-hidden="true">
          Lale
        </span>
      </span>
    );
  }
  const image = (
    <img className={styles.image} src={LOGO_URL} alt={label} onError={() => setArtworkFailed(true)} />
  );
  if (!compactOnNarrow) return image;
  return (
    <picture className={styles.picture}>
      <source media="(max-width: 419.98px)" srcSet={MARK_URL} />
      {image}
    </picture>
  );
}

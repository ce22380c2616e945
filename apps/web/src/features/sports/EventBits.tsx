import type { SportsEvent } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { startLabel } from './format.ts';
import styles from './Sports.module.css';

/* Small pieces every sports page shows: the LIVE badge, the start time, the score and clock. */

export function LiveBadge() {
  const { t } = useTranslation();
  return (
    <span className={styles.liveBadge}>
      <span className={styles.pulse} aria-hidden="true" />
      {t('sports.live')}
    </span>
  );
}

export function StartTime({ startTime }: { startTime: string }) {
  const { t } = useTranslation();
  const label = startLabel(startTime);
  const text =
    label.kind === 'today'
      ? t('sports.today', { time: label.time })
      : label.kind === 'tomorrow'
        ? t('sports.tomorrow', { time: label.time })
        : label.text;
  return <time dateTime={startTime}>{text}</time>;
}

/** Score as 'home – away' (nothing before kick-off). */
export function scoreText(event: Pick<SportsEvent, 'homeScore' | 'awayScore'>): string | null {
  if (event.homeScore === null || event.awayScore === null) return null;
  return `${event.homeScore} – ${event.awayScore}`;
}

import { useTranslation } from 'react-i18next';
import { formatLira } from '../../lib/money.ts';
import styles from './Bonuses.module.css';

/**
 * How much of an active bonus's turnover is done. The CSP forbids inline styles, so the bar is a
 * native <progress> (its `value` attribute draws the fill); the labelled progressbar role sits on the
 * wrapper with the lira figures, and the <progress> is hidden from assistive tech so it is read once.
 */
export function WageringProgress({ done, required }: { done: number; required: number }) {
  const { t } = useTranslation();
  const text = t('bonuses.progressText', { done: formatLira(done), required: formatLira(required) });
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('bonuses.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={required}
      aria-valuenow={Math.min(done, required)}
      aria-valuetext={text}
    >
      <progress
        className={styles.bar}
        value={Math.min(done, required)}
        max={required || 1}
        aria-hidden="true"
      />
      <span className={styles.progressText}>{text}</span>
    </div>
  );
}

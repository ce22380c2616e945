import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { crumbOf } from '../routing.ts';
import { buttonClass } from './Button.tsx';
import styles from './ComingSoon.module.css';

/**
 * The page a route shows until its feature is built: the route's own name (from its crumb) and a
 * short note. `title` overrides the name when the page knows better (a game's name, for instance).
 */
export function ComingSoon({ title }: { title?: ReactNode }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumb = matches.map((match) => crumbOf(match.handle)).findLast(Boolean);
  return (
    <section className={styles.card} aria-labelledby="coming-soon-title">
      <span className={styles.eyebrow}>{t('placeholder.eyebrow')}</span>
      <h1 id="coming-soon-title" className={styles.title}>
        {title ?? (crumb ? t(crumb.labelKey) : t('common.appName'))}
      </h1>
      <p className={styles.text}>{t('placeholder.text')}</p>
      <Link to="/" className={buttonClass('secondary')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}

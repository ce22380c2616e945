import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../lib/ui/Button.tsx';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}

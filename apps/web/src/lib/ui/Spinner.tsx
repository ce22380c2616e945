import { useTranslation } from 'react-i18next';
import styles from './Spinner.module.css';

/** Spec §9 loading spinner: 35 px with the text 'Loading...'. `inline` is the small one for buttons. */
export function Spinner({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  if (inline) return <span className={styles.inline} aria-hidden="true" />;
  return (
    <div className={styles.block} role="status">
      <span className={styles.ring} aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

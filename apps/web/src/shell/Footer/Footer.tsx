import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import styles from './Footer.module.css';

/** Minimal footer for now; licence, content links and provider logos come with the shell issue. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.responsible}>
          <span className={styles.badge} aria-hidden="true">
            {t('footer.adultsOnly')}
          </span>
          <span>{t('footer.responsible')}</span>
        </p>
        {/* The header hides its picker on narrow phones; this copy is shown only there. */}
        <LanguageSwitch className={styles.language} />
        <p className={styles.copyright}>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}

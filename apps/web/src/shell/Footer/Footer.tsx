import { useTranslation } from 'react-i18next';
import { ShellIcon } from '../icons.tsx';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { Logo } from '../Logo.tsx';
import styles from './Footer.module.css';
import { FooterLegal } from './FooterLegal.tsx';
import { FooterContact, FooterPages } from './FooterLinks.tsx';
import { FooterProviders } from './FooterProviders.tsx';

/** Back to the top; keyboard focus goes to the page content there, not left at the bottom. */
function goToTop(): void {
  const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: calm ? 'auto' : 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

/**
 * Site footer (spec §1, §2): go-to-top, the provider logos, the footer category's content pages,
 * contact, and the licence, 18+, operator and copyright lines from the site options.
 */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} data-chrome>
      <div className={styles.inner}>
        <button type="button" className={styles.goTop} onClick={goToTop} aria-label={t('footer.goTop')}>
          <ShellIcon name="arrowUp" />
        </button>
        <FooterProviders />
        <div className={styles.columns}>
          <div className={styles.brand}>
            <Logo label={t('common.appName')} />
            <p className={styles.tagline}>{t('footer.tagline')}</p>
            {/* Wide screens have the language in the docked side menu; this copy serves the others. */}
            <LanguageSwitch className={styles.language} />
          </div>
          <FooterPages />
          <FooterContact />
        </div>
        <FooterLegal />
      </div>
    </footer>
  );
}

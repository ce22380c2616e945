import { SITE_OPTION_KEYS } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import styles from './Footer.module.css';

/**
 * Licence, 18+, operator and copyright (spec §1). Every value comes from the site options, so the
 * operator changes them without a release; a sentence whose values are missing is left out.
 */
export function FooterLegal() {
  const { t } = useTranslation();
  const options = useSiteSettings((state) => state.options);
  const number = options[SITE_OPTION_KEYS.licenseNumber];
  const authority = options[SITE_OPTION_KEYS.licenseAuthority];
  const company = options[SITE_OPTION_KEYS.companyName];
  const year = options[SITE_OPTION_KEYS.copyrightYear];

  return (
    <div className={styles.legal}>
      <div className={styles.responsible}>
        <span className={styles.adultsBadge} role="img" aria-label={t('footer.adultsOnlyLabel')}>
          {t('footer.adultsOnly')}
        </span>
        <p>
          {t('footer.responsible')}{' '}
          <Link to="/dashboard/play-limits" className={styles.limitsLink}>
            {t('footer.setLimits')}
          </Link>
        </p>
      </div>
      {number && authority ? <p>{t('footer.licence', { number, authority })}</p> : null}
      {number ? <p className={styles.licenceNumber}>{t('footer.licenceNumber', { number })}</p> : null}
      {company ? <p>{t('footer.operator', { company })}</p> : null}
      {company && year ? (
        <p className={styles.copyright}>{t('footer.copyright', { year, company })}</p>
      ) : null}
    </div>
  );
}

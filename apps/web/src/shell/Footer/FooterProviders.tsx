import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Footer.module.css';
import { GAME_PROVIDERS, PROVIDER_LOGO_SIZE } from './providers.ts';

/** The 16 provider logos (spec §2). Lazy images with their size, so the page never jumps as they load. */
export function FooterProviders() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.providers} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('footer.providers')}
      </h2>
      <ul className={styles.providerList}>
        {GAME_PROVIDERS.map((provider) => (
          <li key={provider.name} className={styles.provider}>
            <img
              src={provider.imageUrl}
              alt={provider.name}
              width={PROVIDER_LOGO_SIZE.width}
              height={PROVIDER_LOGO_SIZE.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from '../../lib/ui/useNearScreen.ts';
import styles from './Footer.module.css';
import { GAME_PROVIDERS, PROVIDER_LOGO_SIZE } from './providers.ts';

/**
 * The 16 provider logos (spec §2), fetched once the footer comes near the screen (lib/ui/useNearScreen);
 * each has its size, so nothing jumps as they load.
 */
export function FooterProviders() {
  const { t } = useTranslation();
  const headingId = useId();
  const [listRef, near] = useNearScreen<HTMLUListElement>();
  return (
    <section className={styles.providers} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('footer.providers')}
      </h2>
      <ul ref={listRef} className={styles.providerList}>
        {GAME_PROVIDERS.map((provider) => (
          <li key={provider.name} className={styles.provider}>
            {near ? (
              <img
                src={provider.imageUrl}
                alt={provider.name}
                width={PROVIDER_LOGO_SIZE.width}
                height={PROVIDER_LOGO_SIZE.height}
                decoding="async"
              />
            ) : (
              // The logo's box until then, with its name for screen readers.
              <span className={styles.providerSlot}>
                <span className="visually-hidden">{provider.name}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

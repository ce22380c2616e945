import { useTranslation } from 'react-i18next';
import {
  POPUP_IMAGE_BREAKPOINT_LARGE_PX as LARGE_PX,
  POPUP_IMAGE_BREAKPOINT_MEDIUM_PX as MEDIUM_PX,
  type Slider,
} from '@lale/contracts';
import { BannerLink } from '../../lib/ui/BannerLink.tsx';
import styles from './Featured.module.css';

/**
 * The bootstrap's banners as a plain grid until the carousel issue lands: picture sources switch at
 * 992 and 1200 px (spec §9), each card links where its banner points.
 */
export function Featured({ sliders }: { sliders: readonly Slider[] }) {
  const { t } = useTranslation();
  if (sliders.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-featured">
      <h2 id="home-featured" className={styles.heading}>
        {t('home.featuredTitle')}
      </h2>
      <ul className={styles.grid}>
        {sliders.slice(0, 3).map((slider) => (
          <li key={slider.id}>
            <BannerLink url={slider.url} className={styles.card}>
              <picture className={styles.picture}>
                {slider.images[2] && (
                  <source media={`(min-width: ${LARGE_PX}px)`} srcSet={slider.images[2].url} />
                )}
                {slider.images[1] && (
                  <source media={`(min-width: ${MEDIUM_PX}px)`} srcSet={slider.images[1].url} />
                )}
                <img
                  className={styles.image}
                  src={slider.images[0]?.url}
                  alt=""
                  loading="lazy"
                  width={1040}
                  height={600}
                />
              </picture>
              <span className={styles.title}>{slider.title}</span>
            </BannerLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { BannerItem } from './bannerItems.ts';
import { BannerSlide } from './BannerSlide.tsx';
import { slidesPerViewNow } from './slidesInView.ts';
import styles from './BannerCarousel.module.css';

/**
 * The carousel as plain markup, laid out exactly as Swiper will lay it out (same slides per view and
 * 20 px gaps at the same widths), so the banners paint before any carousel code has arrived and
 * nothing moves when Swiper takes over. It does not move by itself, so only the banners on screen get
 * their picture; Swiper loads the next ones.
 */
export function BannerTrack({ items }: { items: readonly BannerItem[] }) {
  const wanted = slidesPerViewNow();
  return (
    <div className={styles.viewport}>
      <ul className={styles.track}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.staticSlide}>
            <BannerSlide item={item} first={index === 0} deferred={index >= wanted} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import {
  CAROUSEL_BANNER_ASPECT as ASPECT,
  POPUP_IMAGE_BREAKPOINT_LARGE_PX as LARGE_PX,
  POPUP_IMAGE_BREAKPOINT_MEDIUM_PX as MEDIUM_PX,
} from '@lale/contracts';
import { BannerLink } from '../../../lib/ui/BannerLink.tsx';
import { DEFAULT_BANNER_IMAGE, type BannerItem } from './bannerItems.ts';
import styles from './BannerCarousel.module.css';

/**
 * One banner: a responsive picture (images[2] from 1200 px, images[1] from 992 px, images[0] otherwise;
 * spec §9) inside its link. The first banner is the page's largest paint, so it loads at once with high
 * priority; the others wait until they are about to be seen. A `deferred` banner shows the default
 * artwork in its place for now (slidesInView.ts), keeping its name and link.
 */
export function BannerSlide({
  item,
  first,
  deferred = false,
}: {
  item: BannerItem;
  first: boolean;
  deferred?: boolean;
}) {
  const [small, medium, large] = deferred ? [DEFAULT_BANNER_IMAGE] : item.images;
  const picture = (
    <picture className={styles.picture}>
      {large ? <source media={`(min-width: ${LARGE_PX}px)`} srcSet={large} /> : null}
      {medium ? <source media={`(min-width: ${MEDIUM_PX}px)`} srcSet={medium} /> : null}
      <img
        className={styles.image}
        src={small}
        alt={item.title}
        width={ASPECT.width}
        height={ASPECT.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        draggable={false}
      />
    </picture>
  );
  if (item.url === null) {
    return (
      <div className={styles.banner} aria-hidden="true">
        {picture}
      </div>
    );
  }
  return (
    <BannerLink url={item.url} className={styles.banner}>
      {picture}
    </BannerLink>
  );
}

import { selectJackpotCards } from '@lale/contracts';
import { useBootstrap } from '../../lib/bootstrap.ts';
import { useAfterFirstPaint } from '../../lib/ui/afterFirstPaint.ts';
import { BannerCarousel } from './carousel/BannerCarousel.tsx';
import { CategoryTiles } from './CategoryTiles.tsx';
import { Hero } from './Hero.tsx';
import { Jackpots } from './Jackpots.tsx';
import styles from './HomePage.module.css';

/** The banner carousel of the home slug (spec §4: the active slider slug). */
const HOME_SLIDER_SLUG = 'home';

/**
 * The lobby: the operator's banners first, then the welcome, the site's areas and the jackpots. The
 * last two are below the first screen on a phone and render right after it (useAfterFirstPaint).
 */
export function HomePage() {
  const { data: bootstrap } = useBootstrap();
  const rest = useAfterFirstPaint();
  return (
    <div className={styles.page}>
      <BannerCarousel slug={HOME_SLIDER_SLUG} />
      <Hero />
      {rest ? (
        <>
          <CategoryTiles />
          <Jackpots cards={selectJackpotCards(bootstrap?.egtJackpotCards ?? [])} />
        </>
      ) : null}
    </div>
  );
}

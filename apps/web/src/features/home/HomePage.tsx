import { useBootstrap } from '../../lib/bootstrap.ts';
import { CategoryTiles } from './CategoryTiles.tsx';
import { Featured } from './Featured.tsx';
import { Hero } from './Hero.tsx';
import { Jackpots } from './Jackpots.tsx';
import { pickJackpotCards } from './jackpots.ts';
import styles from './HomePage.module.css';

/** The lobby: welcome hero, the site's areas, and whatever the bootstrap offers (banners, jackpots). */
export function HomePage() {
  const { data: bootstrap } = useBootstrap();
  return (
    <div className={styles.page}>
      <Hero />
      <CategoryTiles />
      <Featured sliders={bootstrap?.sliderList ?? []} />
      <Jackpots cards={pickJackpotCards(bootstrap?.egtJackpotCards)} />
    </div>
  );
}

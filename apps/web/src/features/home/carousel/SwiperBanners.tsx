import {
  CAROUSEL_AUTOPLAY_DELAY_MS,
  CAROUSEL_REFRESH_DELAY_MS,
  CAROUSEL_SLIDES_PER_VIEW,
  CAROUSEL_SPACE_BETWEEN_PX,
} from '@lale/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
// Core layout only: the arrows are our own buttons, so Swiper's navigation styles are not needed.
import 'swiper/css';
import type { BannerItem } from './bannerItems.ts';
import { BannerSlide } from './BannerSlide.tsx';
import { BannerTrack } from './BannerTrack.tsx';
import { picturesWanted, slidesPerViewNow } from './slidesInView.ts';
import styles from './BannerCarousel.module.css';

/* The Swiper half of the carousel: a chunk of its own, loaded by BannerCarousel after the first paint. */

const BREAKPOINTS: SwiperOptions['breakpoints'] = Object.fromEntries(
  Object.entries(CAROUSEL_SLIDES_PER_VIEW).map(([width, slidesPerView]) => [width, { slidesPerView }]),
);

function Arrow({ flip }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={flip ? styles.flip : undefined}>
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

export default function SwiperBanners({ items }: { items: readonly BannerItem[] }) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperInstance | null>(null);
  // Swiper wires the arrows at start, so it starts once both buttons exist (the same commit, before paint).
  const [prev, setPrev] = useState<HTMLButtonElement | null>(null);
  const [next, setNext] = useState<HTMLButtonElement | null>(null);
  // Banners pictured so far, from the first; it only grows, so a picture once shown stays.
  const [pictured, setPictured] = useState(() => picturesWanted(0, slidesPerViewNow()));
  const follow = (instance: SwiperInstance) => {
    const perView = Math.ceil(Number(instance.params.slidesPerView) || 1);
    setPictured((count) => Math.max(count, picturesWanted(instance.activeIndex, perView)));
  };

  // Spec §4: new items (another slug, a fresh bootstrap) are measured again 100 ms later.
  useEffect(() => {
    const id = window.setTimeout(() => swiper.current?.update(), CAROUSEL_REFRESH_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [items]);

  return (
    <>
      {prev && next ? (
        <Swiper
          className={styles.viewport}
          modules={[Navigation, Autoplay]}
          slidesPerView={1}
          spaceBetween={CAROUSEL_SPACE_BETWEEN_PX}
          loop={false}
          breakpoints={BREAKPOINTS}
          navigation={{ prevEl: prev, nextEl: next }}
          autoplay={{ delay: CAROUSEL_AUTOPLAY_DELAY_MS, disableOnInteraction: false }}
          onSwiper={(instance) => (swiper.current = instance)}
          onSlideChange={follow}
          onBreakpoint={follow}
        >
          {items.map((item, index) => (
            <SwiperSlide key={item.key}>
              <BannerSlide item={item} first={index === 0} deferred={index >= pictured} />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <BannerTrack items={items} />
      )}
      <button
        ref={setPrev}
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={t('content.carousel.previous')}
      >
        <Arrow flip />
      </button>
      <button
        ref={setNext}
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={t('content.carousel.next')}
      >
        <Arrow />
      </button>
    </>
  );
}

import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBannerItems, type BannerItem } from './bannerItems.ts';
import { BannerTrack } from './BannerTrack.tsx';
import styles from './BannerCarousel.module.css';

type Enhanced = ComponentType<{ items: readonly BannerItem[] }>;

/** Runs `work` when the browser is idle (or soon, where it cannot tell); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 1500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}

/** If the carousel library fails at run time, the visitor keeps the static banners, not an error page. */
class FallBackToStatic extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The home banner carousel (spec §2, §4, §9). It first renders the banners as static markup, which is
 * what the visitor sees first (the largest paint of the page), then loads Swiper as its own chunk once
 * the page is idle and hands the same banners to it. Should that chunk fail, the static banners stay.
 */
export function BannerCarousel({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const items = useBannerItems(slug);
  const [Carousel, setCarousel] = useState<Enhanced | null>(null);

  useEffect(() => {
    // Swiper's breakpoints need matchMedia; without it (very old engines) the static banners stay.
    if (typeof window.matchMedia !== 'function') return;
    let live = true;
    const cancel = whenIdle(() => {
      import('./SwiperBanners.tsx').then(
        (module) => live && setCarousel(() => module.default),
        () => undefined, // offline or a stale deploy: the static banners still work as links
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  if (items.length === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('content.carousel.label')}
    >
      {Carousel ? (
        <FallBackToStatic fallback={<BannerTrack items={items} />}>
          <Carousel items={items} />
        </FallBackToStatic>
      ) : (
        <BannerTrack items={items} />
      )}
    </section>
  );
}

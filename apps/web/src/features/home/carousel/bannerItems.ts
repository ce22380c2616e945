import type { Slider } from '@lale/contracts';
import { CAROUSEL_PLACEHOLDER_COUNT } from '@lale/contracts';
import { useMemo } from 'react';
import { useBootstrap } from '../../../lib/bootstrap.ts';

/*
 * What the banner carousel shows (spec §3 sliderList, §4 carousel): the bootstrap banners whose slug is
 * the active one, in the server's order. Before any bootstrap data exists it shows placeholders with the
 * default image, so the space is taken and nothing jumps when real banners arrive.
 */
export type BannerItem = {
  key: string;
  /** Where the banner leads; null for a placeholder, which is not a link. */
  url: string | null;
  /** Also the image's alternative text, so the link has a name. */
  title: string;
  /** [default, ≥992px, ≥1200px] (spec §3). */
  images: readonly string[];
};

export const DEFAULT_BANNER_IMAGE = '/media/sliders/placeholder.svg';

export const PLACEHOLDER_BANNERS: readonly BannerItem[] = Array.from(
  { length: CAROUSEL_PLACEHOLDER_COUNT },
  (_, index) => ({ key: `placeholder-${index}`, url: null, title: '', images: [DEFAULT_BANNER_IMAGE] }),
);

export function bannerItemsFor(sliders: readonly Slider[] | undefined, slug: string): readonly BannerItem[] {
  if (!sliders) return PLACEHOLDER_BANNERS;
  return sliders
    .filter((slider) => slider.slug === slug)
    .map((slider) => ({
      key: String(slider.id),
      url: slider.url,
      title: slider.title,
      images: slider.images.map((image) => image.url),
    }));
}

/** The items for `slug`; a new slug (or new bootstrap) replaces the list as a whole. */
export function useBannerItems(slug: string): readonly BannerItem[] {
  const sliders = useBootstrap().data?.sliderList;
  return useMemo(() => bannerItemsFor(sliders, slug), [sliders, slug]);
}

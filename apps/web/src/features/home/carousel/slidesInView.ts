import { CAROUSEL_SLIDES_PER_VIEW } from '@lale/contracts';

/*
 * Which banners get their picture. Every banner picture is an artwork the browser must fetch and draw,
 * and on a phone only one of them is on screen: the others load when they are about to slide in
 * (the visible ones and the next), not with the page. Until then a banner shows the default artwork,
 * which every slot shares and the browser fetches once.
 */

/** How many banners the carousel shows side by side at the current width (spec §9 breakpoints). */
export function slidesPerViewNow(): number {
  // Without matchMedia the width cannot be told (and Swiper never starts): every banner loads.
  if (typeof window.matchMedia !== 'function') return Number.POSITIVE_INFINITY;
  let perView = 1;
  for (const [minWidth, count] of Object.entries(CAROUSEL_SLIDES_PER_VIEW)) {
    if (window.matchMedia(`(min-width: ${minWidth}px)`).matches) perView = count;
  }
  return perView;
}

/**
 * How many banners, from the first, the running carousel should have pictured with `firstVisible` at
 * its left edge: the visible ones and the next, which autoplay brings in after a few seconds.
 */
export function picturesWanted(firstVisible: number, perView: number): number {
  return firstVisible + perView + 1;
}

import { useEffect } from 'react';
import { create } from 'zustand';

/*
 * Custom breadcrumb entries (spec §2: "custom entries can be added"). A page adds crumbs after the ones
 * its routes declare — e.g. a content page adds its own title — and they are dropped when the page
 * unmounts, so the trail is rebuilt on every navigation.
 */
export type Crumb = { label: string; url: string };

type CrumbState = { extra: Crumb[]; setExtra: (crumbs: Crumb[]) => void };

export const useCrumbStore = create<CrumbState>((set) => ({
  extra: [],
  setExtra: (extra) => set({ extra }),
}));

/** Adds `crumbs` to the trail while the calling component is mounted. */
export function useExtraCrumbs(crumbs: Crumb[]): void {
  const key = JSON.stringify(crumbs);
  useEffect(() => {
    useCrumbStore.getState().setExtra(JSON.parse(key) as Crumb[]);
    return () => useCrumbStore.getState().setExtra([]);
  }, [key]);
}

/**
 * The trail: route crumbs (one per url — index routes repeat their parent's), then the page's own.
 * A page crumb for a url already in the trail renames that crumb (a content page names /pages/3
 * 'About Us' instead of the route's generic 'Page').
 */
export function mergeCrumbs(routeCrumbs: readonly Crumb[], extra: readonly Crumb[]): Crumb[] {
  const trail: Crumb[] = [];
  for (const crumb of routeCrumbs) {
    if (!trail.some((other) => other.url === crumb.url)) trail.push(crumb);
  }
  for (const crumb of extra) {
    const index = trail.findIndex((other) => other.url === crumb.url);
    if (index === -1) trail.push(crumb);
    else trail[index] = crumb;
  }
  return trail;
}

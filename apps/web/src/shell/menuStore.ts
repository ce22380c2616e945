import { create } from 'zustand';

/*
 * What the shell has open: the side menu drawer (under 1100 px; wider screens dock it) and the game
 * search dialog with the mode it opened in (spec §2: slot search, live search on the live casino).
 */
type MenuState = {
  sideMenuOpen: boolean;
  searchOpen: boolean;
  /** true: the search looks in live casino games. */
  searchLive: boolean;
  toggleSideMenu: () => void;
  closeSideMenu: () => void;
  openSearch: (live: boolean) => void;
  closeSearch: () => void;
  /** Everything the shell overlays closes (a bottom-bar tap moves on to another page). */
  closeAll: () => void;
};

export const useMenu = create<MenuState>((set) => ({
  sideMenuOpen: false,
  searchOpen: false,
  searchLive: false,
  toggleSideMenu: () => set((state) => ({ sideMenuOpen: !state.sideMenuOpen })),
  closeSideMenu: () => set({ sideMenuOpen: false }),
  openSearch: (live) => set({ searchOpen: true, searchLive: live, sideMenuOpen: false }),
  closeSearch: () => set({ searchOpen: false }),
  closeAll: () => set({ sideMenuOpen: false, searchOpen: false }),
}));

import { create } from 'zustand';

/** Whether the side menu is open. The menu itself arrives with the shell issue; the header already toggles it. */
type MenuState = { sideMenuOpen: boolean; toggleSideMenu: () => void; closeSideMenu: () => void };

export const useMenu = create<MenuState>((set) => ({
  sideMenuOpen: false,
  toggleSideMenu: () => set((state) => ({ sideMenuOpen: !state.sideMenuOpen })),
  closeSideMenu: () => set({ sideMenuOpen: false }),
}));

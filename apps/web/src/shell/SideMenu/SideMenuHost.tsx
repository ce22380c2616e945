import { lazy, Suspense, useEffect, useState } from 'react';
import { useMenu } from '../menuStore.ts';
import { useMediaQuery, WIDE_MENU_QUERY } from '../useMediaQuery.ts';
import styles from './SideMenu.module.css';

/*
 * Where the side menu lives (spec §2, §9 breakpoint 1100 px). Wide screens dock it beside the page; the
 * column is reserved at once and the menu's chunk fills it. Narrower screens load the drawer's chunk
 * the first time the menu button is pressed. Neither is part of the page's first JavaScript.
 */
const SideMenuDock = lazy(() => import('./SideMenuDock.tsx'));
const SideMenuDrawer = lazy(() => import('./SideMenuDrawer.tsx'));

/** The docked menu's column; rendered by the layout beside the page, only on wide screens. */
export function DockedSideMenu() {
  const wide = useMediaQuery(WIDE_MENU_QUERY);
  if (!wide) return null;
  return (
    <div className={styles.dock}>
      <div className={styles.dockMenu}>
        <Suspense fallback={null}>
          <SideMenuDock />
        </Suspense>
      </div>
    </div>
  );
}

/** The drawer, mounted from its first opening on; a window grown past 1100 px closes it. */
export function SideMenuDrawerHost() {
  const wide = useMediaQuery(WIDE_MENU_QUERY);
  const open = useMenu((state) => state.sideMenuOpen);
  const closeSideMenu = useMenu((state) => state.closeSideMenu);
  const [wanted, setWanted] = useState(open);
  // Adjusting state during render (React's documented pattern): once wanted, always mounted.
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    if (wide && open) closeSideMenu();
  }, [wide, open, closeSideMenu]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuDrawer />
    </Suspense>
  );
}

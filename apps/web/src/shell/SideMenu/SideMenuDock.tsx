import { SideMenuContent } from './SideMenuContent.tsx';

/** The side menu from 1100 px up (spec §2: the menu button exists only below): always beside the page. */
export default function SideMenuDock() {
  // Nothing to close: a used entry leaves the docked menu where it is.
  return <SideMenuContent onDone={() => {}} />;
}

import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLiveCasinoPath } from '../Header/HeaderButtons.tsx';
import { ShellIcon } from '../icons.tsx';
import { Logo } from '../Logo.tsx';
import { useMenu } from '../menuStore.ts';
import styles from './SideMenu.module.css';
import { SideMenuContent } from './SideMenuContent.tsx';
import '../menuTexts.ts';

/**
 * The side menu under 1100 px (spec §2): a modal radix Dialog sliding in from the left — focus trap,
 * Escape and a click outside close it, and so does every entry that was used. Phones get the game
 * search here too, since their header has no room for it.
 */
export default function SideMenuDrawer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const open = useMenu((state) => state.sideMenuOpen);
  const close = useMenu((state) => state.closeSideMenu);
  const openSearch = useMenu((state) => state.openSearch);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHead}>
            <Dialog.Title className="visually-hidden">{t('shell.menu.title')}</Dialog.Title>
            {/* The title is read out; the logo only decorates the drawer's head. */}
            <Logo label="" />
            <Dialog.Close className={styles.closeButton} aria-label={t('shell.menu.close')}>
              <ShellIcon name="close" />
            </Dialog.Close>
          </div>
          <div className={styles.drawerBody}>
            <button
              type="button"
              className={styles.searchEntry}
              onClick={() => openSearch(isLiveCasinoPath(pathname))}
            >
              <ShellIcon name="search" />
              {t('shell.menu.searchGames')}
            </button>
            <SideMenuContent onDone={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

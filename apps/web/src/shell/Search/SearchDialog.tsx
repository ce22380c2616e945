import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { ShellIcon } from '../icons.tsx';
import { useMenu } from '../menuStore.ts';
import styles from './SearchDialog.module.css';
import { SearchPanel } from './SearchPanel.tsx';

/*
 * The header's game search (spec §2): a radix Dialog (focus trap, Escape, title) holding the search
 * panel. The panel unmounts on close, so every opening starts empty in the mode the page asks for.
 */
export default function SearchDialog() {
  const { t } = useTranslation();
  const open = useMenu((state) => state.searchOpen);
  const live = useMenu((state) => state.searchLive);
  const close = useMenu((state) => state.closeSearch);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <SearchPanel initialLive={live} onDone={close} />
          <Dialog.Close className={styles.close} aria-label={t('common.close')}>
            <ShellIcon name="close" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

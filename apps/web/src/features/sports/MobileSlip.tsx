import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BetSlip } from './BetSlip.tsx';
import { useSlip } from './slipStore.ts';
import styles from './BetSlip.module.css';

/** Where the slip stops being a sheet and sits beside the page (BetSlip.module.css says the same). */
const DESKTOP_QUERY = '(min-width: 1200px)';

/**
 * Under 1200 px: a floating counter above the bottom bar; it opens the slip as a bottom sheet (radix
 * Dialog: focus kept inside, Escape and the backdrop close it). The sheet closes by itself when the
 * slip empties (a bet was placed) or the window grows to the desktop layout.
 */
export function MobileSlip() {
  const { t } = useTranslation();
  const count = useSlip((s) => s.selections.length);
  const open = useSlip((s) => s.sheetOpen);
  const setOpen = useSlip((s) => s.setSheetOpen);

  // Leaving the sports pages (e.g. 'Bahislerim' inside the sheet) leaves the sheet closed.
  useEffect(() => () => setOpen(false), [setOpen]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setOpen]);

  return (
    <>
      {count > 0 ? (
        <button
          type="button"
          className={styles.fab}
          aria-haspopup="dialog"
          aria-label={t('sports.slip.open', { count })}
          onClick={() => setOpen(true)}
        >
          <span>{t('sports.slip.title')}</span>
          <span className={styles.fabCount}>{count}</span>
        </button>
      ) : null}
      <Dialog.Root open={open && count > 0} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content className={styles.sheet} aria-describedby={undefined}>
            <span className={styles.grabber} aria-hidden="true" />
            <Dialog.Close className={styles.sheetClose} aria-label={t('sports.slip.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
            <BetSlip
              heading={(text) => (
                <Dialog.Title asChild>
                  <span>{text}</span>
                </Dialog.Title>
              )}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

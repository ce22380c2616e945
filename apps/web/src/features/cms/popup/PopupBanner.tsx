import {
  POPUP_IMAGE_BREAKPOINT_LARGE_PX as LARGE_PX,
  POPUP_IMAGE_BREAKPOINT_MEDIUM_PX as MEDIUM_PX,
  type Popup,
} from '@lale/contracts';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BannerLink } from '../../../lib/ui/BannerLink.tsx';
import { isPopupImageLoaded } from './preloadPopupImage.ts';
import styles from './PopupBanner.module.css';

/**
 * The popup banner (spec §2): a responsive picture (images[0] by default, images[1] from 992 px,
 * images[2] from 1200 px) that links to the popup's URL, or to the current page when it has none, and
 * closes when clicked. It appears only once its picture has loaded (`onShown`), so a visitor never sees
 * an empty or broken frame; a picture that fails to load closes it unseen. A picture fetched ahead
 * (preloadPopupImage) is there already: the popup then shows in its very first frame.
 */
export function PopupBanner({
  popup,
  onClose,
  onShown,
}: {
  popup: Popup;
  onClose: () => void;
  onShown?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [ready, setReady] = useState(() => isPopupImageLoaded(popup));
  useEffect(() => {
    if (ready) onShown?.();
  }, [ready, onShown]);
  const [small, medium, large] = popup.images;
  const here = `${location.pathname}${location.search}${location.hash}`;

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} data-ready={ready} />
        <Dialog.Content
          className={styles.content}
          data-ready={ready}
          aria-describedby={undefined}
          // A click on the banner follows its link (the link handles it first) and closes the popup;
          // keyboard activation of the link arrives here as a click too.
          onClick={onClose}
        >
          <VisuallyHidden.Root asChild>
            <Dialog.Title>{t('content.popup.label')}</Dialog.Title>
          </VisuallyHidden.Root>
          <BannerLink url={popup.url || here} className={styles.link}>
            <picture>
              {large ? <source media={`(min-width: ${LARGE_PX}px)`} srcSet={large} /> : null}
              {medium ? <source media={`(min-width: ${MEDIUM_PX}px)`} srcSet={medium} /> : null}
              <img
                className={styles.image}
                src={small}
                alt={t('content.popup.imageAlt')}
                decoding="async"
                onLoad={() => setReady(true)}
                onError={onClose}
              />
            </picture>
          </BannerLink>
          <Dialog.Close className={styles.close} aria-label={t('content.popup.close')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

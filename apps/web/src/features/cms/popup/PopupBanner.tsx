import {
  POPUP_IMAGE_BREAKPOINT_LARGE_PX as LARGE_PX,
  POPUP_IMAGE_BREAKPOINT_MEDIUM_PX as MEDIUM_PX,
  type Popup,
} from '@lale/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 *
 * A native modal <dialog>, not the site's dialog kit: the browser itself puts it above everything,
 * makes the page behind it inert, moves focus in and back out, and closes it on Escape. On a first
 * visit this popup opens with the page, and the kit would add its own script (13 KB) and measure the
 * whole new page as it opens.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [ready, setReady] = useState(() => isPopupImageLoaded(popup));
  useEffect(() => {
    if (!ready) return;
    onShown?.();
    // Opened before its picture arrived, it was hidden and could not take focus then.
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.querySelector('a')?.focus();
  }, [ready, onShown]);
  // Opened in the commit that mounts it, so it is on screen in the same frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    // Where modal dialogs are missing (old engines, jsdom) it is shown in place.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  const [small, medium, large] = popup.images;
  const here = `${location.pathname}${location.search}${location.hash}`;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      data-ready={ready}
      aria-label={t('content.popup.label')}
      // Escape: closed by the component's state, like every other way out.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the banner follows its link (the link handles it first) and closes the popup; a click
      // on the dimmed page around it lands on the dialog itself and closes it too.
      onClick={onClose}
    >
      <BannerLink url={popup.url || here} className={styles.link}>
        <picture>
          {large ? <source media={`(min-width: ${LARGE_PX}px)`} srcSet={large} /> : null}
          {medium ? <source media={`(min-width: ${MEDIUM_PX}px)`} srcSet={medium} /> : null}
          <img
            className={styles.image}
            src={small}
            alt={t('content.popup.imageAlt')}
            decoding="async"
            // On a first visit this picture is the page's largest paint: fetched before other pictures.
            fetchPriority="high"
            onLoad={() => setReady(true)}
            onError={onClose}
          />
        </picture>
      </BannerLink>
      <button type="button" className={styles.close} aria-label={t('content.popup.close')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </dialog>
  );
}

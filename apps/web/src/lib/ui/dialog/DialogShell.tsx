import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './DialogShell.module.css';

/*
 * The one dialog frame (radix Dialog: focus trap, Escape, titled, scroll lock). Spec §2 sizes:
 * - side: full-screen, with the artwork beside the form on wide screens (login, sign-up);
 * - full: full-screen, the form centred (recovery, SMS verify);
 * - medium: a centred window on desktop, full-screen on phones (the others).
 * Its content unmounts on close, so every step and timer inside starts fresh next time.
 */
export type DialogVariant = 'side' | 'full' | 'medium';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  variant: DialogVariant;
  children: ReactNode;
  /** A line under the form (e.g. "Are you already a member? Sign In Now!"). */
  footer?: ReactNode;
  /** Title and content centred (the celebration and other "done" views). */
  centered?: boolean;
  /** Extra class on the window, for a dialog whose spec gives it its own size (the call request). */
  className?: string;
};

export function DialogShell({
  open,
  onClose,
  title,
  description,
  variant,
  children,
  footer,
  centered,
  className,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={[styles.content, styles[variant], className].filter(Boolean).join(' ')}
          // Radix wires aria-describedby to a Description; without one it must be told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {variant === 'side' ? (
            <div className={styles.art} aria-hidden="true">
              <p className={styles.artText}>{t('auth.sideTagline')}</p>
            </div>
          ) : null}
          <div className={styles.panel}>
            <div className={styles.inner}>
              <div className={[styles.header, centered ? styles.centered : ''].join(' ')}>
                <Dialog.Title className={styles.title}>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description className={styles.description}>{description}</Dialog.Description>
                ) : null}
              </div>
              {children}
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </div>
            <Dialog.Close className={styles.close} aria-label={t('common.closeDialog')}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

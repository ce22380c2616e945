import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import styles from './Dialog.module.css';
import { ErrorNotice } from './Notice.tsx';

/*
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and makes the rest of the
 * page inert, so no focus-trap library is needed. Rendered only while open (its parent decides).
 */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom (the unit tests) has no showModal; the attribute shows it all the same.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  // Closed while still in the page (a layout cleanup runs before React removes it): the browser then
  // gives the focus back to what opened the dialog, instead of leaving a keyboard user at the top.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={[styles.dialog, wide && styles.wide].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button small onClick={onClose} aria-label="Close">
          ✕
        </Button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** The end of a dialog's form: what the server refused, then Cancel and the submit button. */
export function FormDialogFooter({
  submitLabel,
  onCancel,
  pending,
  error,
  danger = false,
}: {
  submitLabel: string;
  onCancel: () => void;
  pending: boolean;
  error: unknown;
  danger?: boolean;
}) {
  return (
    <>
      {error ? <ErrorNotice error={error} /> : null}
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}

import { Button } from '../Button.tsx';
import { Spinner } from '../Spinner.tsx';
import { DialogShell } from './DialogShell.tsx';
import styles from './ConfirmDialog.module.css';

/**
 * "Are you sure?" before an action that cannot be undone (cancel a withdrawal, forfeit a bonus): the
 * question, what will happen, a way back and the action, which shows it is running while `pending`.
 */
export function ConfirmDialog({
  title,
  description,
  keepLabel,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogShell open onClose={onClose} variant="medium" title={title} description={description}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {keepLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner inline /> : null}
          {confirmLabel}
        </Button>
      </div>
    </DialogShell>
  );
}

import { useMutation } from '@tanstack/react-query';
import { Button } from './Button.tsx';
import { Dialog, DialogActions } from './Dialog.tsx';
import { ErrorNotice } from './Notice.tsx';

/** "Are you sure?" for a change that cannot simply be undone (disable a member, reset their 2FA). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onDone,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const action = useMutation({ mutationFn: onConfirm, onSuccess: onDone });
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{message}</p>
      {action.isError && <ErrorNotice error={action.error} />}
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="danger" disabled={action.isPending} onClick={() => action.mutate()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

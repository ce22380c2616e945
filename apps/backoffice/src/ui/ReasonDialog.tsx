import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Dialog, FormDialogFooter } from './Dialog.tsx';
import { TextAreaField } from './Field.tsx';

/*
 * A decision that needs a written reason (block, unblock, reject, mark handled): the reason goes into
 * the audit trail, and for a payment rejection the player reads it. Limits follow the API's rules.
 * With `optional`, the text may stay empty (a decision's note): then '' is submitted.
 */
export type ReasonDialogProps = {
  title: string;
  label: string;
  confirmLabel: string;
  minLength: number;
  maxLength: number;
  danger?: boolean;
  /** The text may stay empty (minLength applies only to a text written). */
  optional?: boolean;
  intro?: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
};

export function ReasonDialog(props: ReasonDialogProps) {
  const { title, label, confirmLabel, minLength, maxLength, danger, optional, intro } = props;
  const { onSubmit, onDone, onClose } = props;
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const mutation = useMutation({ mutationFn: (reason: string) => onSubmit(reason), onSuccess: onDone });
  const error = form.formState.errors.reason?.message;
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ reason }) => mutation.mutate(reason.trim()))}
        className="stack"
      >
        {intro && <p>{intro}</p>}
        <TextAreaField
          label={label}
          error={error}
          hint={
            optional
              ? `Optional, at most ${maxLength} characters.`
              : `${minLength} to ${maxLength} characters.`
          }
          {...form.register('reason', {
            validate: (value) => {
              const length = value.trim().length;
              if (optional && length === 0) return true;
              if (length < minLength) return `Write at least ${minLength} characters.`;
              if (length > maxLength) return `Write at most ${maxLength} characters.`;
              return true;
            },
          })}
        />
        <FormDialogFooter
          submitLabel={confirmLabel}
          onCancel={onClose}
          pending={mutation.isPending}
          error={mutation.error}
          danger={danger}
        />
      </form>
    </Dialog>
  );
}

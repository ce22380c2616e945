import type { AdminJackpot, AdminJackpotRequest } from '@lale/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { TextField } from '../../ui/Field.tsx';
import { doneMessage, fieldErrorsOf, useSaveJackpot } from './casinoApi.ts';
import { jackpotTitle } from './casinoLabels.tsx';
import styles from './Casino.module.css';

/*
 * A jackpot's values as the operator sets them: one number per level (EGT's cards 4, Egypt Quest one),
 * in the site currency (TRY: two decimals). Every level is sent at once (PUT), as the server requires,
 * checked here and again by the server, whose refusal lands beside the levels.
 */

type Form = AdminJackpotRequest;

const byLevel = (jackpot: AdminJackpot) => [...jackpot.levels].sort((a, b) => a.level - b.level);

const LEVEL_VALUE = /^levels\.(\d+)\.value$/;

/** A number input's text as the request's value (empty: none, which `validValue` refuses). */
const toValue = (text: unknown) =>
  typeof text === 'number' ? text : String(text ?? '').trim() === '' ? undefined : Number(text);

/** An amount of the site currency: not negative, at most two decimals (what the server accepts). */
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;
const validValue = (value: number | undefined) =>
  (typeof value === 'number' && Number.isFinite(value) && AMOUNT.test(String(value))) ||
  'Enter an amount such as 150000 or 1250.50.';

export function JackpotDialog({
  jackpot,
  onSaved,
  onClose,
}: {
  jackpot: AdminJackpot;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const save = useSaveJackpot();
  const errorId = useId();
  const title = jackpotTitle(jackpot.name);
  const levels = byLevel(jackpot);
  const single = levels.length === 1;
  const form = useForm<Form>({
    defaultValues: { levels: levels.map(({ level, value }) => ({ level, value })) },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      {
        name: jackpot.name,
        request: { levels: values.levels.map(({ level, value }) => ({ level, value })) },
      },
      {
        onSuccess: (answer) => onSaved(doneMessage(answer, `${title} saved.`)),
        onError: (error) => {
          for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
            const index = LEVEL_VALUE.exec(path)?.[1];
            if (index !== undefined && Number(index) < levels.length)
              form.setError(`levels.${Number(index)}.value`, { type: 'server', message });
            // Under root: cleared by the next submit (an error set on 'levels' itself would block it).
            else form.setError('root.levels', { type: 'server', message });
          }
        },
      },
    ),
  );
  // A refusal about the levels is shown beside them; the notice below is for anything else.
  const placed = Object.keys(fieldErrorsOf(save.error)).length > 0;
  const levelsError = errors.root?.levels?.message;
  return (
    <Dialog title={`Edit jackpot: ${title}`} onClose={onClose}>
      <form noValidate className="stack" aria-label={`Edit ${title}`} onSubmit={submit}>
        <p className={styles.faint}>
          In the site currency (TRY), up to two decimals. The lobbies show the new values at once.
        </p>
        <fieldset className={styles.checks} aria-describedby={levelsError ? errorId : undefined}>
          <legend className={styles.legend}>{single ? 'Jackpot' : 'Levels'}</legend>
          {levels.map(({ level }, index) => (
            <TextField
              key={level}
              label={single ? 'Value' : `Level ${level} value`}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              autoComplete="off"
              error={errors.levels?.[index]?.value?.message}
              {...form.register(`levels.${index}.value`, { setValueAs: toValue, validate: validValue })}
            />
          ))}
          {levelsError && (
            <span id={errorId} className={styles.error} role="alert">
              {levelsError}
            </span>
          )}
        </fieldset>
        <FormDialogFooter
          submitLabel="Save jackpot"
          onCancel={onClose}
          pending={save.isPending}
          error={placed ? null : save.error}
        />
      </form>
    </Dialog>
  );
}

import { NUMBER_INPUT_STEP } from '@lale/contracts';
import { useCallback } from 'react';
import { useController, type UseFormGetValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../lib/ui/form/Field.tsx';
import type { PaymentControl, PaymentFormValues } from './fields.ts';
import { useHoldRepeat } from './useHoldRepeat.ts';
import styles from './Cashier.module.css';

/*
 * The number input of spec §9: typed freely, or stepped by 1 with the - and + buttons, which repeat
 * while held (500 ms, then every 40 ms) and clamp to min and max. The value stays text in the form
 * (so '12,5' can be typed); the dialog converts it to a number when it sends.
 */
type Props = {
  control: PaymentControl;
  /** The form's getValues: a held button reads the latest value between renders. */
  getValues: UseFormGetValues<PaymentFormValues>;
  name: string;
  label: string;
  prefix?: string;
  min?: number;
  max?: number;
  /** Decimal amounts keep up to 2 places; whole-number types do not. */
  decimals: boolean;
};

function parse(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

export function clampStep(current: number | null, direction: 1 | -1, min?: number, max?: number): number {
  const base = current ?? (direction > 0 ? (min ?? 0) - NUMBER_INPUT_STEP : (min ?? 0));
  // Rounded to cents so 10.1 + 1 is 11.1, not 11.099999999999999.
  let next = Math.round((base + direction * NUMBER_INPUT_STEP) * 100) / 100;
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);
  return next;
}

export function NumberInput({ control, getValues, name, label, prefix, min, max, decimals }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const { onChange } = field;

  // Reads the form's current value on every repeat, so a held button keeps counting from the last step.
  const stepBy = useCallback(
    (direction: 1 | -1) => {
      const current = parse(String(getValues(name) ?? ''));
      onChange(String(clampStep(current, direction, min, max)));
    },
    [getValues, name, onChange, min, max],
  );
  const up = useHoldRepeat(useCallback(() => stepBy(1), [stepBy]));
  const down = useHoldRepeat(useCallback(() => stepBy(-1), [stepBy]));

  const stepButton = (direction: 1 | -1, repeat: { start: () => void; stop: () => void }) => (
    <button
      type="button"
      className={styles.step}
      aria-label={t(direction > 0 ? 'cashier.increase' : 'cashier.decrease', { field: label })}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        // Keep the focus in the input (and stop a long press from selecting text on phones).
        event.preventDefault();
        repeat.start();
      }}
      onPointerUp={repeat.stop}
      onPointerLeave={repeat.stop}
      onPointerCancel={repeat.stop}
      onContextMenu={(event) => event.preventDefault()}
      // A pointer press already stepped; only the keyboard's click (detail 0) steps here.
      onClick={(event) => (event.detail === 0 ? stepBy(direction) : undefined)}
    >
      <span aria-hidden="true">{direction > 0 ? '+' : '−'}</span>
    </button>
  );

  return (
    <Field label={label} error={fieldState.error?.message}>
      {(a11y) => (
        <>
          {prefix ? (
            <span className={styles.currency} aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            {...a11y}
            type="text"
            inputMode={decimals ? 'decimal' : 'numeric'}
            autoComplete="off"
            value={value}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                event.preventDefault();
                stepBy(event.key === 'ArrowUp' ? 1 : -1);
              }
            }}
          />
          <span className={styles.steps}>
            {stepButton(-1, down)}
            {stepButton(1, up)}
          </span>
        </>
      )}
    </Field>
  );
}

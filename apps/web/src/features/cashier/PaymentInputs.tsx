import { PaymentFieldObjectType, type PaymentField } from '@lale/contracts';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMask, IMaskInput } from 'react-imask';
import { notify } from '../../lib/notify.ts';
import { Field } from '../../lib/ui/form/Field.tsx';
import { CheckboxField, SelectField } from '../../lib/ui/form/fields.tsx';
import {
  autoCompleteOf,
  cleanPasted,
  fieldKind,
  fieldLabel,
  hasPasteButton,
  isAmountField,
  type PaymentControl,
  type PaymentFormApi,
} from './fields.ts';
import { NumberInput } from './NumberInput.tsx';
import styles from './Cashier.module.css';

/* One input per server field definition (spec §2 dynamic dialogs, §5 dynamic payment fields). */

type Props = {
  field: PaymentField;
  form: PaymentFormApi;
  /** The method's amount limits: the number input clamps the amount to them (spec §9). */
  limits: { min: number; max: number };
};

export function PaymentInput({ field, form, limits }: Props) {
  const { t, i18n } = useTranslation();
  const label = fieldLabel(t, field.key);
  const amount = isAmountField(field);
  switch (fieldKind(field)) {
    case 'select':
      return <SelectInput field={field} form={form} label={label} />;
    case 'checkbox':
      return <CheckboxInput field={field} form={form} label={label} />;
    case 'number':
      return (
        <NumberInput
          control={form.control}
          getValues={form.getValues}
          name={field.key}
          label={label}
          // Spec §5: amounts carry the Turkish lira prefix in the tr-TR locale.
          prefix={amount && i18n.language === 'tr' ? '₺' : undefined}
          min={amount ? limits.min : 0}
          max={amount ? limits.max : undefined}
          decimals={field.objectType === PaymentFieldObjectType.Decimal}
        />
      );
    default:
      return <TextInput field={field} control={form.control} label={label} />;
  }
}

type InputProps = { field: PaymentField; control: PaymentControl; label: string };

function SelectInput({ field, form, label }: { field: PaymentField; form: PaymentFormApi; label: string }) {
  const { t } = useTranslation();
  const error = form.formState.errors[field.key]?.message;
  return (
    <SelectField
      label={label}
      error={typeof error === 'string' ? error : undefined}
      placeholder={t('cashier.choose')}
      options={(field.option ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
      {...form.register(field.key)}
    />
  );
}

function CheckboxInput({ field, form, label }: { field: PaymentField; form: PaymentFormApi; label: string }) {
  return <CheckboxField label={label} {...form.register(field.key)} />;
}

/** Text through the field's mask when it has one; the mask doubles as the placeholder (spec §5). */
function TextInput({ field, control, label }: InputProps) {
  const { t } = useTranslation();
  const { field: input, fieldState } = useController({ control, name: field.key });
  const value = typeof input.value === 'string' ? input.value : '';
  const mask = field.mask;

  const paste = async () => {
    try {
      const text = cleanPasted(field, await navigator.clipboard.readText());
      if (text === '') return;
      input.onChange(mask ? IMask.pipe(text, { mask }) : text);
    } catch {
      // Permission refused or no clipboard API: the player can still type; say so once, quietly.
      notify.warning(t('cashier.pasteFailed'), { toastId: 'cashier-paste' });
    }
  };

  return (
    <Field label={label} error={fieldState.error?.message}>
      {(a11y) => (
        <>
          {mask ? (
            <IMaskInput
              {...a11y}
              mask={mask}
              placeholder={mask}
              value={value}
              onAccept={(next: string) => input.onChange(next)}
              onBlur={input.onBlur}
              inputRef={input.ref}
              name={input.name}
              autoComplete={autoCompleteOf(field)}
              inputMode={/^[0\s/-]+$/.test(mask) ? 'numeric' : undefined}
            />
          ) : (
            <input
              {...a11y}
              type="text"
              value={value}
              onChange={(event) => input.onChange(event.target.value)}
              onBlur={input.onBlur}
              ref={input.ref}
              name={input.name}
              autoComplete={autoCompleteOf(field)}
            />
          )}
          {hasPasteButton(field) ? (
            <button
              type="button"
              className={styles.paste}
              onClick={() => void paste()}
              aria-label={t('cashier.paste', { field: label })}
            >
              <PasteIcon />
              <span className={styles.pasteText}>{t('cashier.pasteShort')}</span>
            </button>
          ) : null}
        </>
      )}
    </Field>
  );
}

function PasteIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.pasteIcon}>
      <path d="M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5" />
    </svg>
  );
}

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { Field } from './Field.tsx';
import styles from './Field.module.css';

/* The controls that sit in a Field: plain text, masked digits, select and checkbox. */

type Labelled = { label: string; error?: string; hint?: ReactNode; className?: string };

/** A text or password input; spread react-hook-form's `register(name)` into it. */
export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: Labelled & InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

type MaskedProps<T extends FieldValues> = Labelled & {
  control: Control<T>;
  name: Path<T>;
  /** IMask pattern, e.g. '000 000 00 00' or '00-00-00'. */
  mask: string;
  /** A fixed prefix shown before the input and kept in the value ('90' + the 10 digits). */
  prefix?: string;
  disabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
};

/**
 * Digits typed through a mask. The form value is the unmasked digits (what the API expects), with the
 * fixed prefix in front; an empty input is '' so the rule reports "required", not a short number.
 */
export function MaskedField<T extends FieldValues>({
  control,
  name,
  mask,
  prefix = '',
  disabled,
  autoComplete,
  placeholder,
  ...labelled
}: MaskedProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const local = prefix && value.startsWith(prefix) ? value.slice(prefix.length) : value;
  return (
    <Field {...labelled} error={labelled.error ?? fieldState.error?.message} prefix={prefix || undefined}>
      {(a11y) => (
        <IMaskInput
          {...a11y}
          mask={mask}
          unmask
          placeholder={placeholder}
          value={local}
          onAccept={(digits: string) => field.onChange(digits === '' ? '' : prefix + digits)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );
}

/** A native select (best on phones); the first option is the disabled placeholder. */
export function SelectField({
  label,
  error,
  hint,
  className,
  placeholder,
  options,
  ...select
}: Labelled &
  SelectHTMLAttributes<HTMLSelectElement> & {
    placeholder: string;
    options: readonly { value: string | number; label: string }[];
    ref?: React.Ref<HTMLSelectElement>;
  }) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} {...select}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox with its label beside it (not above, unlike the other fields). */
export function CheckboxField({
  label,
  ...input
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}

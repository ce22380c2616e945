import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field.tsx';
import styles from './TextAreaField.module.css';

/** A multi-line text in the standard field frame; spread react-hook-form's `register(name)` into it. */
export function TextAreaField({
  label,
  error,
  className,
  ...textarea
}: { label: string; error?: string; className?: string } & TextareaHTMLAttributes<HTMLTextAreaElement> & {
    ref?: React.Ref<HTMLTextAreaElement>;
  }) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <textarea {...control} {...textarea} className={`${control.className} ${styles.textarea}`} />
      )}
    </Field>
  );
}

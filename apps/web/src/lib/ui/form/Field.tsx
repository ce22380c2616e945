import { useId, type ReactNode } from 'react';
import styles from './Field.module.css';

/*
 * The one field frame of every form: a visible label above the control, an optional fixed prefix
 * (+90), and the error text under it, tied to the control with aria-describedby/aria-invalid.
 */
export type ControlProps = {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

type Props = {
  label: string;
  error?: string;
  hint?: ReactNode;
  prefix?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

export function Field({ label, error, hint, prefix, className, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    className: styles.control ?? '',
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
  });
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={[styles.box, error ? styles.invalid : ''].filter(Boolean).join(' ')}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            +{prefix}
          </span>
        ) : null}
        {control}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

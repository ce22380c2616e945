import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

type Variant = 'default' | 'primary' | 'danger';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; small?: boolean };

/** Class names for a button, also for a link that looks like one (the CSV export). */
export function buttonClass(variant: Variant = 'default', small = false): string {
  return [styles.button, variant !== 'default' && styles[variant], small && styles.small]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'default',
  small = false,
  type = 'button',
  className,
  ...rest
}: ButtonProps) {
  return <button type={type} className={[buttonClass(variant, small), className].join(' ')} {...rest} />;
}

import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'gold' | 'icon';
export type ButtonSize = 'small' | 'medium' | 'large';

/** Class names for anything that should look like a button (a router Link, for instance). */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'medium',
  extra?: string,
): string {
  return [styles.button, styles[variant], size === 'medium' ? '' : styles[size], extra]
    .filter(Boolean)
    .join(' ');
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}

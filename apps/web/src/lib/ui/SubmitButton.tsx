import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button.tsx';
import buttonStyles from './Button.module.css';
import { Spinner } from './Spinner.tsx';

/**
 * A form's main button: full width, and while the call runs it shows a spinner, says busy to
 * assistive technology and ignores further presses (one request per press).
 */
const wide = buttonStyles.wide;

export function SubmitButton({
  busy,
  children,
  variant = 'primary',
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  variant?: ButtonVariant;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      size="large"
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className={wide}
    >
      {busy ? <Spinner inline /> : null}
      {children}
    </Button>
  );
}

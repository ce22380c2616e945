import type { MouseEvent, ReactNode } from 'react';
import styles from './TextLink.module.css';

/**
 * A text link that switches dialog or step ("Recovery Password", "Skip Verification"). It is an
 * anchor so it reads and behaves as the link the spec calls it; the hash keeps it a real link
 * (middle-click, copy) while a normal click runs `onActivate` instead of navigating.
 */
export function TextLink({
  onActivate,
  children,
  hash = '',
  disabled = false,
}: {
  onActivate: () => void;
  children: ReactNode;
  hash?: string;
  disabled?: boolean;
}) {
  const activate = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!disabled) onActivate();
  };
  return (
    <a href={`#${hash}`} className={styles.link} onClick={activate} aria-disabled={disabled || undefined}>
      {children}
    </a>
  );
}

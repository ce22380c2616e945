import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'ok' | 'warn' | 'danger';

/** A short state in words (colour only repeats what the text says). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={[styles.badge, tone !== 'neutral' && styles[tone]].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';
import styles from './Badge.module.css';
import tones from './tone.module.css';

export type BadgeTone = 'neutral' | 'ok' | 'warn' | 'danger';

/** A short state in words (colour only repeats what the text says). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${tones[tone]}`}>{children}</span>;
}

import type { ReactNode } from 'react';
import { errorText } from '../lib/api/client.ts';
import styles from './Notice.module.css';
import tones from './tone.module.css';

type Tone = 'info' | 'ok' | 'warn' | 'error';

export function Notice({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  const toneClass = { info: tones.neutral, ok: tones.ok, warn: tones.warn, error: tones.danger }[tone];
  const className = `${styles.notice} ${toneClass}`;
  // Errors interrupt (alert); the rest is announced politely.
  return (
    <div className={className} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** A failed call, in the server's words (a 403 reads "You do not have permission"). */
export function ErrorNotice({ error }: { error: unknown }) {
  return <Notice tone="error">{errorText(error)}</Notice>;
}

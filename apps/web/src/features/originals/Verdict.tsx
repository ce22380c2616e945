import type { ReactNode } from 'react';
import styles from './ProvablyFair.module.css';
import { useOriginalsText } from './texts.ts';

/**
 * A check's result: ✓ or ✗ with words (colour is never the only cue). `compact` shows only the mark
 * and a short label, the verdict itself read out to assistive technology.
 */
export function Verdict({
  ok,
  compact = false,
  children,
}: {
  ok: boolean;
  compact?: boolean;
  children: ReactNode;
}) {
  const { t } = useOriginalsText();
  return (
    <span className={`${styles.verdict} ${ok ? styles.pass : styles.fail}`}>
      <span aria-hidden="true" className={styles.mark}>
        {ok ? t('check') : t('cross')}
      </span>
      <span>{children}</span>
      {compact ? (
        <span className="visually-hidden">{` — ${ok ? t('rounds.matches') : t('rounds.differs')}`}</span>
      ) : null}
    </span>
  );
}

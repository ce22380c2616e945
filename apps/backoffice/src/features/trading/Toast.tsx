import { useCallback, useEffect, useState } from 'react';
import styles from './Trading.module.css';

/** How long a notice stays before it fades on its own (it can be dismissed sooner). */
const SHOWN_MS = 8_000;

/*
 * The server's word after a write ("Market suspended.", "3 bets settled."), shown at the bottom right.
 * The live region is on the page from the start, so a screen reader announces the message when it
 * appears; errors are not shown here but in the dialog that failed, beside what was typed.
 */
export function useToast() {
  const [message, setMessage] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  const show = useCallback((text: string) => setMessage({ text, at: Date.now() }), []);
  const toast = (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {message && (
        <div className={styles.toast} key={message.at}>
          <span>{message.text}</span>
          <button
            type="button"
            className={styles.toastClose}
            aria-label="Dismiss the notice"
            onClick={() => setMessage(null)}
          >
            ✕
          </button>
        </div>
      )}
    </div>
  );
  return { toast, show };
}

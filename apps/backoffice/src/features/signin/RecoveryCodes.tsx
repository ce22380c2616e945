import { useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import styles from './SignIn.module.css';

/**
 * Shown once, right after enrolment: the server keeps only their hashes. The member confirms they
 * saved them before the back office opens.
 */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const checkId = useId();
  return (
    <div className="stack">
      <p>
        These recovery codes let you sign in if you lose your authenticator. Each works once. Save them
        somewhere safe now: they will not be shown again.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.check}>
        <input
          id={checkId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor={checkId}>I have saved them</label>
      </div>
      <Button variant="primary" disabled={!saved} onClick={onDone}>
        Open the back office
      </Button>
    </div>
  );
}

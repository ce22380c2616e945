import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { StaffChallenge, StaffSession } from '@lale/contracts';
import { startSession, useSession } from '../../lib/session.ts';
import { Notice } from '../../ui/Notice.tsx';
import { CodeStep } from './CodeStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import styles from './SignIn.module.css';

type Step =
  | { name: 'password' }
  | { name: 'code'; challenge: StaffChallenge }
  // Enrolment's session waits here until the member has saved the recovery codes.
  | { name: 'recovery'; session: StaffSession; codes: string[] };

const TITLES: Record<Step['name'], string> = {
  password: 'Sign in',
  code: 'Two-step sign-in',
  recovery: 'Save your recovery codes',
};

/** Password, then the second factor (enrolling it the first time), then the screen the member wanted. */
export function SignInPage() {
  const [step, setStep] = useState<Step>({ name: 'password' });
  const { status, notice } = useSession();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  if (status === 'signedIn' && step.name !== 'recovery') return <Navigate to={from} replace />;

  const onSession = (session: StaffSession) => {
    if (session.recoveryCodes?.length) setStep({ name: 'recovery', session, codes: session.recoveryCodes });
    else startSession(session);
  };
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{TITLES[step.name]}</h1>
        {notice && step.name === 'password' && <Notice tone="warn">{notice}</Notice>}
        {step.name === 'password' && (
          <PasswordStep onChallenge={(challenge) => setStep({ name: 'code', challenge })} />
        )}
        {step.name === 'code' && (
          <CodeStep
            challenge={step.challenge}
            onSession={onSession}
            onRestart={() => setStep({ name: 'password' })}
          />
        )}
        {step.name === 'recovery' && (
          <RecoveryCodes
            codes={step.codes}
            onDone={() => {
              startSession({ ...step.session, recoveryCodes: null });
              setStep({ name: 'password' });
            }}
          />
        )}
      </div>
    </main>
  );
}

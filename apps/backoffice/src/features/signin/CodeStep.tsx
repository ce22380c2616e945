import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { StaffTotpRequestSchema, TOTP_DIGITS, type StaffChallenge, type StaffSession } from '@lale/contracts';
import { contractResolver } from '../../lib/formResolver.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import styles from './SignIn.module.css';
import { submitCode } from './signinApi.ts';

const CodeSchema = StaffTotpRequestSchema.pick({ code: true });

/** The QR code as an image: the API's SVG markup in a data: URL (the CSP allows data: images only). */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/**
 * Step two: the authenticator's 6-digit code (or a recovery code). A member without a second factor
 * first scans the QR code, or types the secret, into an authenticator app.
 */
export function CodeStep({
  challenge,
  onSession,
  onRestart,
}: {
  challenge: StaffChallenge;
  onSession: (session: StaffSession) => void;
  onRestart: () => void;
}) {
  const form = useForm<{ code: string }>({
    resolver: contractResolver(CodeSchema),
    defaultValues: { code: '' },
  });
  const verify = useMutation({ mutationFn: submitCode, onSuccess: onSession });
  const { enrol } = challenge;
  return (
    <form
      noValidate
      className="stack"
      onSubmit={form.handleSubmit(({ code }) =>
        verify.mutate({ challenge: challenge.challenge, code: code.trim() }),
      )}
    >
      {enrol ? (
        <>
          <p className={styles.muted}>
            Set up two-step sign-in: scan this code with an authenticator app (Google Authenticator,
            1Password, Authy…), or type the secret below into it.
          </p>
          <img
            className={styles.qr}
            src={qrImageSource(enrol.qrSvg)}
            alt="QR code for adding your Lale back-office account to an authenticator app"
            width={200}
            height={200}
          />
          <p>
            Secret: <code className={styles.secret}>{enrol.secret}</code>
          </p>
        </>
      ) : (
        <p className={styles.muted}>
          Enter the {TOTP_DIGITS}-digit code from your authenticator app, or a recovery code.
        </p>
      )}
      <TextField
        label={`${TOTP_DIGITS}-digit code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      {verify.isError && <ErrorNotice error={verify.error} />}
      <Button type="submit" variant="primary" disabled={verify.isPending}>
        Sign in
      </Button>
      <Button onClick={onRestart}>Start again</Button>
    </form>
  );
}

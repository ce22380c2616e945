import { useTranslation } from 'react-i18next';
import styles from './PhoneProfileDialog.module.css';

/** Spec §4 resend timer: 'Resend code in' and the seconds; at 0 "Didn't get a code ?" 'Click to resend'. */
export function ResendTimer({
  running,
  secondsLeft,
  onResend,
}: {
  running: boolean;
  secondsLeft: number;
  onResend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <p className={styles.resend} aria-live="polite">
      {running ? (
        <>
          {t('profilePhone.resendIn')}{' '}
          <strong className={styles.seconds}>{t('profilePhone.seconds', { count: secondsLeft })}</strong>
        </>
      ) : (
        <>
          {t('profilePhone.noCode')}{' '}
          <button type="button" className={styles.resendButton} onClick={onResend}>
            {t('profilePhone.resend')}
          </button>
        </>
      )}
    </p>
  );
}

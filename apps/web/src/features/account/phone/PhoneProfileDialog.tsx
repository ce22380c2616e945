import { PhoneVerificationPage, SMS_RESEND_COUNTDOWN_SECONDS } from '@lale/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog, useSession } from '../../../lib/session.ts';
import { reportFailure, serverErrorsTo } from '../../../lib/forms/failure.ts';
import { Button } from '../../../lib/ui/Button.tsx';
import { DialogShell } from '../../../lib/ui/dialog/DialogShell.tsx';
import formStyles from '../../../lib/ui/form/Form.module.css';
import { SubmitButton } from '../../../lib/ui/SubmitButton.tsx';
import { useCountdown } from '../../../lib/useTimers.ts';
import { PhoneInput, SmsCodeInput } from './PhoneFields.tsx';
import { ResendTimer } from './ResendTimer.tsx';
import { sendPhoneCode, usePhoneForm, verifyPhoneCode } from './updatePhone.ts';
import styles from './PhoneProfileDialog.module.css';

/*
 * Profile phone verification (spec §2, §4): pages NotVerified, Verified, Update and VerificationCode.
 * A verified player starts on Verified; sending a code starts the 60 s resend countdown; a failed
 * verify clears the code; the phone can be edited only on Update.
 */
type Page = (typeof PhoneVerificationPage)[keyof typeof PhoneVerificationPage];

export function PhoneProfileDialog() {
  const { open, close } = useDialog('phoneVerification');
  return open ? <PhoneProfileView close={close} /> : null;
}

function PhoneProfileView({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const phone = useSession((state) => state.phone);
  const smsVerified = useSession((state) => state.smsVerified);
  const [page, setPage] = useState<Page>(
    smsVerified ? PhoneVerificationPage.VerifiedPage : PhoneVerificationPage.NotVerifiedPage,
  );
  const countdown = useCountdown(SMS_RESEND_COUNTDOWN_SECONDS);
  const { control, handleSubmit, setValue, getValues, setError, formState } = usePhoneForm(phone);
  const onCodePage = page === PhoneVerificationPage.VerificationCodePage;

  const send = async (number: string) => {
    try {
      await sendPhoneCode(number);
      setValue('step', 2);
      setValue('code', '');
      setPage(PhoneVerificationPage.VerificationCodePage);
      countdown.start();
    } catch (error) {
      reportFailure(error, serverErrorsTo(setError));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!onCodePage) return send(values.phone);
    try {
      await verifyPhoneCode(values.phone, values.code);
      setValue('step', 1);
      setPage(PhoneVerificationPage.VerifiedPage);
    } catch (error) {
      setValue('code', '');
      reportFailure(error, serverErrorsTo(setError));
    }
  });

  const verified = page === PhoneVerificationPage.VerifiedPage;
  const texts: Record<Page, string> = {
    [PhoneVerificationPage.NotVerifiedPage]: t('profilePhone.notVerifiedText'),
    [PhoneVerificationPage.VerifiedPage]: t('profilePhone.verifiedText'),
    [PhoneVerificationPage.UpdatePage]: t('profilePhone.updateText'),
    [PhoneVerificationPage.VerificationCodePage]: t('profilePhone.codeText'),
  };

  return (
    <DialogShell
      open
      onClose={close}
      variant="medium"
      title={t('profilePhone.title')}
      description={texts[page]}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={formStyles.form}>
        <span className={[styles.badge, verified ? styles.ok : styles.no].join(' ')}>
          {verified ? t('profilePhone.verified') : t('profilePhone.notVerified')}
        </span>
        <PhoneInput control={control} disabled={page !== PhoneVerificationPage.UpdatePage} />
        {onCodePage ? <SmsCodeInput control={control} /> : null}
        {verified ? (
          <Button variant="secondary" size="large" onClick={() => setPage(PhoneVerificationPage.UpdatePage)}>
            {t('profilePhone.update')}
          </Button>
        ) : (
          <SubmitButton busy={formState.isSubmitting}>
            {onCodePage ? t('profilePhone.verify') : t('profilePhone.sendCode')}
          </SubmitButton>
        )}
        {page === PhoneVerificationPage.NotVerifiedPage ? (
          <Button variant="secondary" size="large" onClick={() => setPage(PhoneVerificationPage.UpdatePage)}>
            {t('profilePhone.update')}
          </Button>
        ) : null}
        {onCodePage ? (
          <ResendTimer
            running={countdown.running}
            secondsLeft={countdown.secondsLeft}
            onResend={() => void send(getValues('phone'))}
          />
        ) : null}
      </form>
    </DialogShell>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure, serverErrorsTo } from '../../../lib/forms/failure.ts';
import formStyles from '../../../lib/ui/form/Form.module.css';
import { SubmitButton } from '../../../lib/ui/SubmitButton.tsx';
import { TextLink } from '../../../lib/ui/TextLink.tsx';
import { PhoneInput, SmsCodeInput } from './PhoneFields.tsx';
import { sendPhoneCode, usePhoneForm, verifyPhoneCode } from './updatePhone.ts';

/*
 * Phone verification in two steps (spec §2, §4), used after registering and in the full-screen
 * dialog after login. Step 1 sends a code to the phone, step 2 checks it; 'Change Phone Number'
 * returns to step 1, clears the code and unlocks the phone.
 * - registration: the phone starts locked (taken from the sign-up); step 1's button is 'Validate',
 *   or 'Change Phone' once the player unlocked the number to correct it;
 * - standalone: the phone is editable in step 1 and the button is 'Send Code'.
 */
type Props = {
  phone: string;
  variant: 'registration' | 'standalone';
  initialStep?: 1 | 2;
  onVerified: () => void;
  /** Shown under step 2 (the registration's 'Skip Verification'). */
  step2Extra?: ReactNode;
};

export function PhoneCodeSteps({ phone, variant, initialStep = 1, onVerified, step2Extra }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(initialStep);
  const [unlocked, setUnlocked] = useState(variant === 'standalone');
  const { control, handleSubmit, setValue, setError, formState } = usePhoneForm(phone, initialStep);

  const goTo = (next: 1 | 2) => {
    setStep(next);
    setValue('step', next);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (step === 1) {
        await sendPhoneCode(values.phone);
        goTo(2);
        return;
      }
      await verifyPhoneCode(values.phone, values.code);
      onVerified();
    } catch (error) {
      // Spec §8: a failed verify clears the code so it is typed afresh.
      if (step === 2) setValue('code', '');
      reportFailure(error, serverErrorsTo(setError));
    }
  });

  const changeNumber = () => {
    goTo(1);
    setValue('code', '');
    setUnlocked(true);
  };

  const step1Label =
    variant === 'standalone'
      ? t('auth.phone.sendCode')
      : unlocked
        ? t('auth.phone.changePhone')
        : t('auth.phone.validate');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={formStyles.form}>
      <p className={formStyles.text}>{step === 1 ? t('auth.phone.intro') : t('auth.phone.codeIntro')}</p>
      <PhoneInput control={control} disabled={step === 2 || !unlocked || formState.isSubmitting} />
      {step === 2 ? (
        <>
          <div className={formStyles.end}>
            <TextLink hash="change-phone" onActivate={changeNumber}>
              {t('auth.phone.changePhoneNumber')}
            </TextLink>
          </div>
          <SmsCodeInput control={control} />
        </>
      ) : null}
      <SubmitButton busy={formState.isSubmitting}>
        {step === 1 ? step1Label : t('auth.phone.validate')}
      </SubmitButton>
      {step === 2 && step2Extra ? <div className={formStyles.center}>{step2Extra}</div> : null}
    </form>
  );
}

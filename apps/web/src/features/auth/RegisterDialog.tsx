import { CELEBRATION_START_DELAY_MS } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog, useSession } from '../../lib/session.ts';
import { beginSession } from '../../lib/sessionActions.ts';
import { useSiteSettings } from '../../lib/siteSettings.ts';
import { reportFailure } from '../../lib/forms/failure.ts';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { TextLink } from '../../lib/ui/TextLink.tsx';
import { useLater } from '../../lib/useTimers.ts';
import { LimitsStep, PhoneCodeSteps, sendPhoneCode } from '../account/index.ts';
import { Celebration, trialBonusQueryKey, useTrialBonusAmount } from '../bonus/index.ts';
import { authApi } from './api.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { registerPayload, type RegisterValues } from './registerPayload.ts';

/*
 * Sign-up and what follows it (spec §4 Registration): step 0 the form; on success the player is
 * logged in and step 1 shows the phone, prefilled and locked. A ticked trial box sends the code at
 * once (step 2 on success); otherwise the trial amount becomes 0 and the celebration shows. Step 2
 * success shows the server's message and the celebration, 100 ms after the success.
 * Between the form and the phone, the limits step (issue #26: limits offered right after sign-up,
 * before the first deposit); whatever the player does there, the sign-up goes on as it would have.
 */
type Stage =
  | { kind: 'form' }
  | { kind: 'limits'; then: () => void }
  | { kind: 'phone'; phone: string; step: 1 | 2 }
  | { kind: 'celebration' };

export function RegisterDialog() {
  const { open, close } = useDialog('register');
  return open ? <RegisterFlow close={close} /> : null;
}

function RegisterFlow({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const openDialog = useSession((state) => state.openDialog);
  const fast = useSiteSettings((state) => state.options.registertype === 'fast');
  const trialAmount = useTrialBonusAmount();
  const queryClient = useQueryClient();
  const later = useLater();
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const celebrate = () => later(() => setStage({ kind: 'celebration' }), CELEBRATION_START_DELAY_MS);

  const submit = async (values: RegisterValues, setFieldError: (field: string, message: string) => void) => {
    let phone = values.phone;
    try {
      const answer = await authApi.register(registerPayload(values, fast));
      beginSession(answer);
      phone = answer.data.phone || values.phone;
    } catch (error) {
      reportFailure(error, setFieldError, { birthDate: 'birthDateDay' });
      return;
    }
    if (values.trialBonus !== 1) {
      queryClient.setQueryData(trialBonusQueryKey, 0);
      setStage({
        kind: 'limits',
        then: () => {
          setStage({ kind: 'phone', phone, step: 1 });
          celebrate();
        },
      });
      return;
    }
    // The code goes out at once (spec §4); the limits step comes first, the code's step after it.
    let step: 1 | 2 = 2;
    try {
      await sendPhoneCode(phone);
    } catch (error) {
      reportFailure(error);
      step = 1;
    }
    setStage({ kind: 'limits', then: () => setStage({ kind: 'phone', phone, step }) });
  };

  if (stage.kind === 'limits') {
    return (
      <DialogShell open onClose={stage.then} variant="side" title={t('playLimits.step.title')}>
        <LimitsStep onDone={stage.then} />
      </DialogShell>
    );
  }

  if (stage.kind === 'celebration') {
    return (
      <DialogShell open onClose={close} variant="side" title={t('celebration.title')} centered>
        <Celebration amount={trialAmount} onClose={close} />
      </DialogShell>
    );
  }

  if (stage.kind === 'phone') {
    return (
      <DialogShell open onClose={close} variant="side" title={t('auth.phone.title')}>
        <PhoneCodeSteps
          key={stage.step}
          phone={stage.phone}
          variant="registration"
          initialStep={stage.step}
          onVerified={celebrate}
          step2Extra={
            <TextLink hash="skip" onActivate={close}>
              {t('auth.phone.skip')}
            </TextLink>
          }
        />
      </DialogShell>
    );
  }

  return (
    <DialogShell
      open
      onClose={close}
      variant="side"
      title={t('auth.register.title')}
      footer={
        <TextLink hash="login" onActivate={() => openDialog('login')}>
          {t('auth.register.signIn')}
        </TextLink>
      }
    >
      <RegisterForm fast={fast} trialAmount={trialAmount} onSubmit={submit} />
    </DialogShell>
  );
}

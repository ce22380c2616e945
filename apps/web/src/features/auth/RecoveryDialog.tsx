import {
  RecoveryCodeFormSchema,
  RecoveryPasswordFormSchema,
  RECOVERY_TO_LOGIN_DELAY_MS,
  SendResetPasswordRequestSchema,
} from '@lale/contracts';
import { useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialog, useSession } from '../../lib/session.ts';
import { reportFailure, serverErrorsTo } from '../../lib/forms/failure.ts';
import { formResolver } from '../../lib/forms/resolver.ts';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { TextField } from '../../lib/ui/form/fields.tsx';
import formStyles from '../../lib/ui/form/Form.module.css';
import { SubmitButton } from '../../lib/ui/SubmitButton.tsx';
import { TextLink } from '../../lib/ui/TextLink.tsx';
import { useLater } from '../../lib/useTimers.ts';
import { authApi } from './api.ts';

/*
 * Password recovery in four steps (spec §2, §4): 1 username → a code is e-mailed; 2 the code is
 * checked; 3 the new password is set; 4 done, and the login opens 1 s later. A failure keeps the step.
 */
export function RecoveryDialog() {
  const { open, close } = useDialog('recovery');
  return open ? <RecoveryFlow close={close} /> : null;
}

type Field = { name: string; label: string; type?: 'password'; autoComplete: string };

/** One step: its fields, its schema, and what to do with the valid values. */
function StepForm<T extends FieldValues>({
  schema,
  fields,
  onValid,
}: {
  schema: Parameters<typeof formResolver>[0];
  fields: Field[];
  onValid: (values: T) => Promise<void>;
}) {
  const { t } = useTranslation();
  const defaults = Object.fromEntries(fields.map((field) => [field.name, ''])) as T;
  const { register, handleSubmit, setError, formState } = useForm<T>({
    resolver: formResolver<T>(schema),
    defaultValues: defaults as never,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onValid(values);
    } catch (error) {
      reportFailure(error, serverErrorsTo(setError));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={formStyles.form}>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          error={formState.errors[field.name]?.message as string | undefined}
          {...register(field.name as Path<T>)}
        />
      ))}
      <SubmitButton busy={formState.isSubmitting}>{t('auth.recovery.next')}</SubmitButton>
    </form>
  );
}

function RecoveryFlow({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const openDialog = useSession((state) => state.openDialog);
  const later = useLater();
  const [step, setStep] = useState<1 | 2 | 3 | 4>(1);
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');

  const texts = {
    1: t('auth.recovery.usernameText'),
    2: t('auth.recovery.codeText'),
    3: t('auth.recovery.passwordText'),
    4: null,
  } as const;

  return (
    <DialogShell
      open
      onClose={close}
      variant="full"
      title={t('auth.recovery.title')}
      description={texts[step] ?? undefined}
      footer={
        <TextLink hash="register" onActivate={() => openDialog('register')}>
          {t('auth.login.signUp')}
        </TextLink>
      }
    >
      <p className={formStyles.steps}>{t('auth.recovery.step', { step })}</p>
      {step === 1 ? (
        <StepForm<{ username: string }>
          schema={SendResetPasswordRequestSchema}
          fields={[{ name: 'username', label: t('auth.recovery.username'), autoComplete: 'username' }]}
          onValid={async (values) => {
            await authApi.sendResetPassword(values);
            setUsername(values.username);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 ? (
        <StepForm<{ code: string }>
          schema={RecoveryCodeFormSchema}
          fields={[{ name: 'code', label: t('auth.recovery.code'), autoComplete: 'one-time-code' }]}
          onValid={async (values) => {
            await authApi.checkResetCode({ code: values.code, username });
            setCode(values.code);
            setStep(3);
          }}
        />
      ) : null}
      {step === 3 ? (
        <StepForm<{ password: string; password2: string }>
          schema={RecoveryPasswordFormSchema}
          fields={[
            {
              name: 'password',
              label: t('auth.recovery.password'),
              type: 'password',
              autoComplete: 'new-password',
            },
            {
              name: 'password2',
              label: t('auth.recovery.password2'),
              type: 'password',
              autoComplete: 'new-password',
            },
          ]}
          onValid={async (values) => {
            await authApi.changePasswordWithCode({ ...values, username, code });
            setStep(4);
            later(() => openDialog('login'), RECOVERY_TO_LOGIN_DELAY_MS);
          }}
        />
      ) : null}
      {step === 4 ? (
        <p className={formStyles.notice} role="status">
          {t('auth.recovery.done')}
        </p>
      ) : null}
    </DialogShell>
  );
}

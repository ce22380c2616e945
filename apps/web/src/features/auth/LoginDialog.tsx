import { LoginRequestSchema, type LoginRequest } from '@lale/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialog, useSession } from '../../lib/session.ts';
import { beginSession } from '../../lib/sessionActions.ts';
import { reportFailure, serverErrorsTo } from '../../lib/forms/failure.ts';
import { formResolver } from '../../lib/forms/resolver.ts';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { TextField } from '../../lib/ui/form/fields.tsx';
import formStyles from '../../lib/ui/form/Form.module.css';
import { SubmitButton } from '../../lib/ui/SubmitButton.tsx';
import { TextLink } from '../../lib/ui/TextLink.tsx';
import linkStyles from '../../lib/ui/TextLink.module.css';
import { Link } from 'react-router';
import { authApi } from './api.ts';

/** Login dialog (spec §2): username, password, Login; links to recovery and sign-up. */
export function LoginDialog() {
  const { open, close } = useDialog('login');
  return open ? <LoginView close={close} /> : null;
}

function LoginView({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const openDialog = useSession((state) => state.openDialog);
  const { register, handleSubmit, setError, formState } = useForm<LoginRequest>({
    resolver: formResolver<LoginRequest>(LoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await authApi.login(values);
      beginSession(answer);
      // Spec §2: the full-screen phone verification follows a login whose phone is not verified yet
      // (opening it closes this dialog, one dialog at a time); a verified player just goes on.
      if (answer.data.smsVerified) close();
      else openDialog('smsVerify');
    } catch (error) {
      reportFailure(error, serverErrorsTo(setError));
    }
  });

  return (
    <DialogShell
      open
      onClose={close}
      variant="side"
      title={t('auth.login.title')}
      footer={
        <TextLink hash="register" onActivate={() => openDialog('register')}>
          {t('auth.login.signUp')}
        </TextLink>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={formStyles.form}>
        <TextField
          label={t('auth.login.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={formStyles.end}>
          <TextLink hash="recovery" onActivate={() => openDialog('recovery')}>
            {t('auth.login.recovery')}
          </TextLink>
        </div>
        <div className={formStyles.end}>
          {/* Sign-in stays refused after a self-exclusion until its end is asked for (issue #26). */}
          <Link className={linkStyles.link} to="/safer-play/self-exclusion-end" onClick={close}>
            {t('auth.login.selfExclusionEnd')}
          </Link>
        </div>
        <SubmitButton busy={isSubmitting}>{t('auth.login.submit')}</SubmitButton>
      </form>
    </DialogShell>
  );
}

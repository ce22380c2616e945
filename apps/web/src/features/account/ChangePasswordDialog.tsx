import { API_ENDPOINTS, ChangePasswordRequestSchema, type ChangePasswordRequest } from '@lale/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../lib/session.ts';
import { call } from '../../lib/api/index.ts';
import { reportFailure, serverErrorsTo } from '../../lib/forms/failure.ts';
import { formResolver } from '../../lib/forms/resolver.ts';
import { notify } from '../../lib/notify.ts';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { TextField } from '../../lib/ui/form/fields.tsx';
import formStyles from '../../lib/ui/form/Form.module.css';
import { SubmitButton } from '../../lib/ui/SubmitButton.tsx';

/** Change password (spec §2, §5): old, new, confirm; Change. Medium on desktop, full-screen on phones. */
export function ChangePasswordDialog() {
  const { open, close } = useDialog('changePassword');
  return open ? <ChangePasswordView close={close} /> : null;
}

function ChangePasswordView({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useForm<ChangePasswordRequest>({
    resolver: formResolver<ChangePasswordRequest>(ChangePasswordRequestSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await call(API_ENDPOINTS.customerChangePassword, values);
      if (message) notify.success(message);
      close();
    } catch (error) {
      reportFailure(error, serverErrorsTo(setError));
    }
  });

  return (
    <DialogShell open onClose={close} variant="medium" title={t('changePassword.title')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={formStyles.form}>
        <TextField
          label={t('changePassword.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <TextField
          label={t('changePassword.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('changePassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting}>{t('changePassword.submit')}</SubmitButton>
      </form>
    </DialogShell>
  );
}

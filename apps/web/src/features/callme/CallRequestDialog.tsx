import {
  API_ENDPOINTS,
  CallRequestFormSchema,
  formatCallMeMessage,
  PHONE_PREFIX,
  type CallMeRequest,
  type CallRequestForm,
} from '@lale/contracts';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDialog } from '../../lib/session.ts';
import { call } from '../../lib/api/index.ts';
import { reportFailure, serverErrorsTo } from '../../lib/forms/failure.ts';
import { formResolver } from '../../lib/forms/resolver.ts';
import { notify } from '../../lib/notify.ts';
import { DialogShell } from '../../lib/ui/dialog/DialogShell.tsx';
import { MaskedField, TextField } from '../../lib/ui/form/fields.tsx';
import formStyles from '../../lib/ui/form/Form.module.css';
import { TextAreaField } from '../../lib/ui/form/TextAreaField.tsx';
import { SubmitButton } from '../../lib/ui/SubmitButton.tsx';
import { PHONE_MASK } from '../account/index.ts';
import styles from './CallRequestDialog.module.css';
import '../../lib/i18n/contentPages.ts';

/**
 * Call request (spec §2, §5, §7): name, phone (+90 and a 10-digit mask) and a message. A phone left
 * empty (or only the prefix) is warned about and nothing is sent. The API receives the name and one
 * message that carries the phone, built by the contracts' formatCallMeMessage. Success: the server's
 * message and the dialog closes; failure: the server's message and the visitor stays.
 */
export function CallRequestDialog() {
  const { open, close } = useDialog('callRequest');
  return open ? <CallRequestView close={close} /> : null;
}

const EMPTY: CallRequestForm = { name: '', phone: '', message: '' };

function CallRequestView({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, setError, formState } = useForm<CallRequestForm>({
    resolver: formResolver<CallRequestForm>(CallRequestFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const send = async ({ name, phone, message }: CallRequestForm) => {
    const payload: CallMeRequest = { name, message: formatCallMeMessage(phone, message) };
    try {
      const answer = await call(API_ENDPOINTS.cmsCallMe, payload);
      notify.success(answer.message || t('content.callRequest.sent'));
      close();
    } catch (error) {
      reportFailure(error, serverErrorsTo(setError));
    }
  };
  // Spec §5: the missing phone is also a warning toast, the one thing the visitor is told to fix first.
  const warn = (invalid: FieldErrors<CallRequestForm>) => {
    if (invalid.phone?.message) notify.warning(invalid.phone.message);
  };

  return (
    <DialogShell
      open
      onClose={close}
      variant="medium"
      className={styles.window}
      title={t('content.callRequest.title')}
      description={t('content.callRequest.intro')}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(send, warn)(event)} className={formStyles.form}>
        <TextField
          label={t('content.callRequest.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <MaskedField
          control={control}
          name="phone"
          label={t('content.callRequest.phone')}
          mask={PHONE_MASK}
          prefix={PHONE_PREFIX}
          autoComplete="tel-national"
        />
        <TextAreaField
          label={t('content.callRequest.message')}
          rows={4}
          error={errors.message?.message}
          {...register('message')}
        />
        <SubmitButton busy={isSubmitting}>{t('content.callRequest.submit')}</SubmitButton>
      </form>
    </DialogShell>
  );
}

import { CLOSURE_REASONS, type ClosureReason } from '@lale/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportFailure } from '../../lib/forms/failure.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { ConfirmDialog } from '../../lib/ui/dialog/ConfirmDialog.tsx';
import { SelectField } from '../../lib/ui/form/fields.tsx';
import { TextAreaField } from '../../lib/ui/form/TextAreaField.tsx';
import { closeAccount } from './saferPlay.ts';
import playStyles from './SaferPlayPage.module.css';

/*
 * The safer-play page's "Close my account" (issue #26): a reason from the list (what the operator
 * counts), the player's own words if they want, then "are you sure?" in a dialog. The server refuses
 * while money is left to pay out and says what to do (shown as the error toast, the player stays
 * here); once it has closed the account, `onClosed` signs this browser out with its sentence.
 */

export function CloseAccount({ onClosed }: { onClosed: (message: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [reason, setReason] = useState<ClosureReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => closeAccount(reason as ClosureReason, text),
    onSuccess: onClosed,
    onError: (failure) => {
      setAsking(false);
      reportFailure(failure);
    },
  });

  return (
    <article className={playStyles.tool} aria-labelledby={headingId}>
      <h2 id={headingId} className={playStyles.toolTitle}>
        {t('saferPlay.close.title')}
      </h2>
      <p className={playStyles.text}>{t('saferPlay.close.text')}</p>
      <p className={playStyles.text}>
        {t('saferPlay.close.payoutFirst')}{' '}
        <Link className={playStyles.link} to="/dashboard/withdraw">
          {t('saferPlay.close.withdrawLink')}
        </Link>
      </p>
      <form
        noValidate
        className={playStyles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!reason) {
            setError(true);
            return;
          }
          setAsking(true);
        }}
      >
        <SelectField
          label={t('saferPlay.close.reasonLabel')}
          placeholder={t('saferPlay.close.reasonPlaceholder')}
          options={CLOSURE_REASONS.map((value) => ({ value, label: t(`saferPlay.close.reason.${value}`) }))}
          value={reason}
          required
          error={error ? t('saferPlay.close.reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.target.value as ClosureReason);
            setError(false);
          }}
        />
        <TextAreaField
          label={t('saferPlay.close.textLabel')}
          maxLength={500}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('saferPlay.close.submit')}
        </Button>
      </form>
      {asking ? (
        <ConfirmDialog
          title={t('saferPlay.close.confirmTitle')}
          description={t('saferPlay.close.confirmText')}
          keepLabel={t('saferPlay.keep')}
          confirmLabel={t('saferPlay.close.confirm')}
          pending={mutation.isPending}
          onConfirm={() => mutation.mutate()}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </article>
  );
}

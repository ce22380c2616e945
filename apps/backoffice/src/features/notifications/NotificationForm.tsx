import {
  ADMIN_NOTIFICATION_NOTE_MAX,
  ADMIN_NOTIFICATION_TITLE_MAX,
  type AdminNotificationRequest,
} from '@lale/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { ApiError, errorText } from '../../lib/api/client.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import styles from './Notifications.module.css';
import {
  NEW_NOTIFICATION,
  fieldOfPath,
  notificationResolver,
  toTarget,
  type Audience,
  type NotificationFormValues,
} from './notificationForm.ts';
import {
  NOTIFICATION_TYPE_OPTIONS,
  playersText,
  recipientsText,
  sentText,
  type RecipientCount,
} from './notificationLabels.ts';
import { fieldErrorsOf, previewNotification, sendNotification } from './notificationsApi.ts';
import { SegmentFilters } from './SegmentFilters.tsx';

const AUDIENCES: readonly { value: Audience; label: string; hint: string }[] = [
  { value: 'player', label: 'One player', hint: 'By their player ID.' },
  { value: 'segment', label: 'A segment', hint: 'Players who match every filter given.' },
  { value: 'all', label: 'Everyone active', hint: 'Every player whose account is active.' },
];

/** A text field's length against its limit, watched by itself so typing re-renders only the field. */
function Counted({
  control,
  name,
  max,
  children,
}: {
  control: Control<NotificationFormValues, unknown, AdminNotificationRequest>;
  name: 'title.tr' | 'title.en' | 'note.tr' | 'note.en';
  max: number;
  children: (hint: string) => ReactNode;
}) {
  const text = useWatch({ control, name });
  return children(`${text.length} of ${max} characters.`);
}

/** What the server refused: its message, and the field errors no field on screen could show. */
type Refusal = { message: string; unplaced: [path: string, message: string][] };

/**
 * Compose and send a notification (issue #27): the message in both languages, then its audience.
 * "Count recipients" asks the server who the audience reaches now; the count goes stale (and is
 * cleared) as soon as the audience changes. Send counts first when there is no count, asks to
 * confirm with it, then shows the server's word. Field errors land by their fields, the rest in the
 * form's alert in the bar at the bottom.
 */
export function NotificationForm() {
  const form = useForm<NotificationFormValues, unknown, AdminNotificationRequest>({
    resolver: notificationResolver,
    defaultValues: NEW_NOTIFICATION,
  });
  const { control, register } = form;
  const { errors } = form.formState;
  const audience = useWatch({ control, name: 'audience' });
  const audienceHint = useId();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [nobody, setNobody] = useState(false);
  const [confirm, setConfirm] = useState<{ body: AdminNotificationRequest; counts: RecipientCount } | null>(
    null,
  );

  const preview = useMutation({ mutationFn: previewNotification });
  const resetPreview = preview.reset;
  // A count is of the audience it was asked for: any change to the audience drops it (a count in
  // flight then lands nowhere, since reset detaches it).
  // The app is not built with the React Compiler; `watch` here only subscribes, outside render.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/incompatible-library -- see above
    const subscription = form.watch((_values, { name }) => {
      if (name !== undefined && name !== 'audience' && !name.startsWith('target.')) return;
      resetPreview();
      setNobody(false);
    });
    return () => subscription.unsubscribe();
  }, [form, resetPreview]);

  /** A refusal's field errors by their fields (the first takes the focus), the rest in the alert. */
  const showRefusal = (error: unknown) => {
    const chosen = form.getValues('audience');
    const fieldErrors = Object.entries(fieldErrorsOf(error));
    // An unknown player is a 404 without fields: it belongs by the Player ID.
    if (
      fieldErrors.length === 0 &&
      chosen === 'player' &&
      error instanceof ApiError &&
      error.kind === 'refused' &&
      error.status === 404
    ) {
      form.setError('target.playerId', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    const unplaced: Refusal['unplaced'] = [];
    let focus = true;
    for (const [path, message] of fieldErrors) {
      const field = fieldOfPath(path, chosen);
      if (!field) {
        unplaced.push([path, message]);
        continue;
      }
      form.setError(field, { type: 'server', message }, { shouldFocus: focus });
      focus = false;
    }
    const placed = fieldErrors.length > unplaced.length;
    setRefusal({
      message: placed ? `${errorText(error)} The fields concerned say what to change.` : errorText(error),
      unplaced,
    });
  };

  const startOver = () => {
    setRefusal(null);
    setSent(null);
    setNobody(false);
  };

  // The buttons stay enabled while counting (a disabled button would drop a keyboard user's focus):
  // a second press meanwhile does nothing.
  const countRecipients = async () => {
    if (preview.isPending) return;
    startOver();
    if (!(await form.trigger(['audience', 'target'], { shouldFocus: true }))) return;
    preview.mutate(toTarget(form.getValues()).target, { onError: showRefusal });
  };

  const ask = (body: AdminNotificationRequest, counts: RecipientCount) => {
    if (counts.recipients === 0) setNobody(true);
    else setConfirm({ body, counts });
  };

  const onSubmit = form.handleSubmit((body) => {
    if (preview.isPending) return;
    startOver();
    if (preview.data) ask(body, preview.data);
    else preview.mutate(body.target, { onSuccess: (counts) => ask(body, counts), onError: showRefusal });
  });

  return (
    <>
      <form noValidate className={styles.form} aria-label="New notification" onSubmit={onSubmit}>
        <div className={styles.columns}>
          <Panel title="Message">
            <div className={styles.typeRow}>
              <SelectField
                label="Type"
                hint="How the player’s list marks it."
                options={NOTIFICATION_TYPE_OPTIONS}
                error={errors.type?.message}
                {...register('type')}
              />
            </div>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Turkish</legend>
              <Counted control={control} name="title.tr" max={ADMIN_NOTIFICATION_TITLE_MAX}>
                {(hint) => (
                  <TextField
                    label="Title (Turkish)"
                    lang="tr"
                    autoComplete="off"
                    maxLength={ADMIN_NOTIFICATION_TITLE_MAX}
                    hint={hint}
                    error={errors.title?.tr?.message}
                    {...register('title.tr')}
                  />
                )}
              </Counted>
              <Counted control={control} name="note.tr" max={ADMIN_NOTIFICATION_NOTE_MAX}>
                {(hint) => (
                  <TextAreaField
                    label="Message (Turkish)"
                    lang="tr"
                    rows={5}
                    maxLength={ADMIN_NOTIFICATION_NOTE_MAX}
                    hint={hint}
                    error={errors.note?.tr?.message}
                    {...register('note.tr')}
                  />
                )}
              </Counted>
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>English</legend>
              <Counted control={control} name="title.en" max={ADMIN_NOTIFICATION_TITLE_MAX}>
                {(hint) => (
                  <TextField
                    label="Title (English)"
                    autoComplete="off"
                    maxLength={ADMIN_NOTIFICATION_TITLE_MAX}
                    hint={hint}
                    error={errors.title?.en?.message}
                    {...register('title.en')}
                  />
                )}
              </Counted>
              <Counted control={control} name="note.en" max={ADMIN_NOTIFICATION_NOTE_MAX}>
                {(hint) => (
                  <TextAreaField
                    label="Message (English)"
                    rows={5}
                    maxLength={ADMIN_NOTIFICATION_NOTE_MAX}
                    hint={hint}
                    error={errors.note?.en?.message}
                    {...register('note.en')}
                  />
                )}
              </Counted>
            </fieldset>
            <p className={styles.lead}>Each player reads it in the language they browse the site in.</p>
          </Panel>

          <Panel title="Recipients">
            <fieldset className={styles.audiences} aria-describedby={audienceHint}>
              <legend className={styles.legend}>Audience</legend>
              {AUDIENCES.map((option) => (
                <div key={option.value} className={styles.audience}>
                  <label className={styles.audienceLabel}>
                    <input
                      type="radio"
                      value={option.value}
                      aria-describedby={`${audienceHint}-${option.value}`}
                      {...register('audience')}
                    />
                    {option.label}
                  </label>
                  <span id={`${audienceHint}-${option.value}`} className={styles.hint}>
                    {option.hint}
                  </span>
                </div>
              ))}
              {errors.audience?.message && (
                <span className={styles.error} role="alert">
                  {errors.audience.message}
                </span>
              )}
            </fieldset>
            <p id={audienceHint} className={styles.saferPlay}>
              Self-excluded, timed-out and restricted players are always left out.
            </p>

            {audience === 'player' && (
              <div className={styles.columns3}>
                <TextField
                  label="Player ID"
                  type="number"
                  min={1}
                  step={1}
                  autoComplete="off"
                  hint="The number on the player’s card."
                  error={errors.target?.playerId?.message}
                  {...register('target.playerId')}
                />
              </div>
            )}
            {audience === 'segment' && (
              <SegmentFilters control={control} register={register} errors={errors} />
            )}

            <div className={styles.count}>
              <Button onClick={() => void countRecipients()}>Count recipients</Button>
              <p className={preview.data ? styles.counted : styles.countResult} role="status">
                {preview.isPending
                  ? 'Counting…'
                  : preview.data
                    ? recipientsText(preview.data)
                    : 'Not counted yet: the count is of the audience as it is now.'}
              </p>
            </div>
          </Panel>
        </div>

        <div className={styles.footer}>
          <div className={styles.footerStatus}>
            {!sent && !nobody && !refusal && (
              <p className={styles.lead}>
                Send counts the recipients when they are not counted, then asks you to confirm.
              </p>
            )}
            {sent && <Notice tone="ok">{sent}</Notice>}
            {nobody && <Notice tone="warn">Nobody would receive it: widen the audience.</Notice>}
            {refusal && (
              <Notice tone="error">
                {refusal.message}
                {refusal.unplaced.length > 0 && (
                  <ul className={styles.problems}>
                    {refusal.unplaced.map(([path, message]) => (
                      <li key={path}>
                        <code>{path}</code>: {message}
                      </li>
                    ))}
                  </ul>
                )}
              </Notice>
            )}
          </div>
          <Button type="submit" variant="primary">
            Send
          </Button>
        </div>
      </form>

      {confirm && (
        <ConfirmDialog
          title="Send notification"
          message={`“${confirm.body.title.en}” goes to ${playersText(confirm.counts.recipients)} as the audience is now (${confirm.counts.skippedRestricted} left out for safer play). A sent notification cannot be taken back.`}
          confirmLabel={`Send to ${playersText(confirm.counts.recipients)}`}
          onConfirm={async () => {
            try {
              const answer = await sendNotification(confirm.body);
              setSent(answer.message || sentText(answer.data));
            } catch (error) {
              // A refusal belongs by the form's fields; a lost connection stays here to retry.
              if (error instanceof ApiError && error.kind === 'refused') {
                setConfirm(null);
                showRefusal(error);
              }
              throw error;
            }
          }}
          onDone={() => {
            setConfirm(null);
            form.reset(NEW_NOTIFICATION);
          }}
          onClose={() => setConfirm(null)}
        />
      )}
    </>
  );
}

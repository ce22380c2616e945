import { NOTIFICATION_SEGMENT_STATUSES, type AdminNotificationRequest } from '@lale/contracts';
import { useId, type ReactNode } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '../../ui/Field.tsx';
import styles from './Notifications.module.css';
import type { NotificationFormValues } from './notificationForm.ts';
import { useCountries } from './notificationsApi.ts';
import { BONUS_USE_OPTIONS, CURRENCIES, SEGMENT_STATUS_LABELS } from './notificationLabels.ts';

/*
 * A segment's filters (issue #27): a player is in it when every filter given matches. Countries and
 * statuses are checkbox groups (a fieldset with its legend; the error read with the group), the
 * figures are labelled fields whose hints say what an empty one means.
 */

/** A group of checkboxes: its legend names it, its hint and error are read with it. */
export function CheckGroup({
  legend,
  hint,
  error,
  className,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

export function SegmentFilters({
  control,
  register,
  errors,
}: {
  control: Control<NotificationFormValues, unknown, AdminNotificationRequest>;
  register: UseFormRegister<NotificationFormValues>;
  errors: FieldErrors<NotificationFormValues>;
}) {
  const { countries, fallback } = useCountries();
  const currencyId = useWatch({ control, name: 'target.segment.deposits.currencyId' });
  const currency = CURRENCIES.find((c) => String(c.id) === currencyId)?.code;
  const segmentErrors = errors.target?.segment;
  return (
    <div className={styles.filters}>
      <CheckGroup
        legend="Countries"
        hint={
          fallback
            ? 'None ticked: every country. (The platform’s seeded countries: the live list could not be read.)'
            : 'None ticked: every country.'
        }
        error={segmentErrors?.countryIds?.message}
      >
        {countries ? (
          <div className={styles.countries}>
            {countries.map((country) => (
              <label key={country.id} className={styles.check}>
                <input
                  type="checkbox"
                  value={String(country.id)}
                  {...register('target.segment.countryIds')}
                />
                {country.name}
              </label>
            ))}
          </div>
        ) : (
          <p className={styles.hint} role="status">
            Loading countries…
          </p>
        )}
      </CheckGroup>

      <CheckGroup
        legend="Account status"
        hint="Closed accounts never receive anything."
        error={segmentErrors?.statuses?.message}
      >
        <div className={styles.inline}>
          {NOTIFICATION_SEGMENT_STATUSES.map((status) => (
            <label key={status} className={styles.check}>
              <input type="checkbox" value={status} {...register('target.segment.statuses')} />
              {SEGMENT_STATUS_LABELS[status]}
            </label>
          ))}
        </div>
      </CheckGroup>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Activity on the site</legend>
        <div className={styles.columns2}>
          <TextField
            label="Active within (days)"
            type="number"
            min={1}
            max={3650}
            step={1}
            hint="Seen on the site in the last so many days. Empty: any."
            error={segmentErrors?.activeWithinDays?.message}
            {...register('target.segment.activeWithinDays')}
          />
          <TextField
            label="Inactive for at least (days)"
            type="number"
            min={1}
            max={3650}
            step={1}
            hint="Not seen for so many days or more: the ones to win back. Empty: any."
            error={segmentErrors?.inactiveForDays?.message}
            {...register('target.segment.inactiveForDays')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Deposits</legend>
        <div className={styles.columns3}>
          <SelectField
            label="Deposit currency"
            hint="Players whose account is in it."
            options={[
              { value: '', label: 'No deposit filter' },
              ...CURRENCIES.map((c) => ({ value: String(c.id), label: c.code })),
            ]}
            error={segmentErrors?.deposits?.currencyId?.message}
            {...register('target.segment.deposits.currencyId')}
          />
          <TextField
            label="Deposited at least"
            inputMode="decimal"
            autoComplete="off"
            hint={currency ? `Confirmed deposits ever, in ${currency}.` : 'Confirmed deposits ever.'}
            error={segmentErrors?.deposits?.min?.message}
            {...register('target.segment.deposits.min')}
          />
          <TextField
            label="Deposited at most"
            inputMode="decimal"
            autoComplete="off"
            hint={currency ? `In ${currency}. Empty: no upper bound.` : 'Empty: no upper bound.'}
            error={segmentErrors?.deposits?.max?.message}
            {...register('target.segment.deposits.max')}
          />
        </div>
      </fieldset>

      <div className={styles.columns3}>
        <SelectField
          label="Bonus use"
          hint="Whether the player has had a bonus."
          options={BONUS_USE_OPTIONS}
          error={segmentErrors?.bonusUse?.message}
          {...register('target.segment.bonusUse')}
        />
      </div>
    </div>
  );
}

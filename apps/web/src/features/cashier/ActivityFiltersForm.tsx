import { TransactionStatus, TransactionType } from '@lale/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../lib/ui/Button.tsx';
import { Field } from '../../lib/ui/form/Field.tsx';
import { statusLabel, typeLabel } from './labels.ts';
import { NO_FILTERS, type ActivityFilters } from './activityFilters.ts';
import styles from './Cashier.module.css';

/** Type, status and date range of the financial-activities list; every change applies at once. */
export function ActivityFiltersForm({
  filters,
  onChange,
}: {
  filters: ActivityFilters;
  onChange: (next: ActivityFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (key: keyof ActivityFilters) => (value: string) => onChange({ ...filters, [key]: value });
  const changed = Object.values(filters).some((value) => value !== '');

  return (
    <form
      className={styles.filters}
      aria-label={t('cashier.activities.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label={t('cashier.activities.type')}>
        {(control) => (
          <select {...control} value={filters.type} onChange={(event) => set('type')(event.target.value)}>
            <option value="">{t('cashier.activities.all')}</option>
            {Object.values(TransactionType).map((type) => (
              <option key={type} value={type}>
                {typeLabel(t, type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('cashier.activities.status')}>
        {(control) => (
          <select {...control} value={filters.status} onChange={(event) => set('status')(event.target.value)}>
            <option value="">{t('cashier.activities.all')}</option>
            {Object.values(TransactionStatus)
              .filter((status) => status !== TransactionStatus.None)
              .map((status) => (
                <option key={status} value={status}>
                  {statusLabel(t, status)}
                </option>
              ))}
          </select>
        )}
      </Field>
      <Field label={t('cashier.activities.from')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set('from')(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('cashier.activities.to')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set('to')(event.target.value)}
          />
        )}
      </Field>
      {changed ? (
        <Button
          variant="secondary"
          size="small"
          className={styles.clear}
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('cashier.activities.clear')}
        </Button>
      ) : null}
    </form>
  );
}

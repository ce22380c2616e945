import {
  JURISDICTIONS,
  LIMIT_COOLING_OFF_HOURS,
  REALITY_CHECK_INTERVALS,
  SELF_EXCLUSION_COOLING_OFF_BOUNDS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type AdminSaferPlaySettings,
  type Jurisdiction,
  type RealityCheckInterval,
  type SaferPlaySettings,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { api } from '../../lib/api/client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { PATHS } from '../../lib/api/paths.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import styles from './SaferPlaySettingsPanel.module.css';

const KEY = ['settings', 'safer-play'] as const;

const PROFILE_NAMES: Record<Jurisdiction, string> = {
  ukgc: 'UK Gambling Commission (UKGC)',
  mga: 'Malta Gaming Authority (MGA)',
};
const TIME_OUT_NAMES: Record<TimeOutPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '1m': '1 month',
  '6w': '6 weeks',
};
const SELF_EXCLUSION_NAMES: Record<SelfExclusionPeriod, string> = {
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
};

/** The form's values: checkboxes give strings, number fields text. */
type Form = {
  profile: Jurisdiction;
  timeOutPeriods: string[];
  selfExclusionPeriods: string[];
  limitCoolingOffHours: string;
  selfExclusionCoolingOffHours: string;
  realityCheckIntervals: string[];
  realityCheckDefault: string;
  withdrawOnlySession: boolean;
};

const toForm = (s: SaferPlaySettings): Form => ({
  profile: s.profile,
  timeOutPeriods: [...s.timeOutPeriods],
  selfExclusionPeriods: [...s.selfExclusionPeriods],
  limitCoolingOffHours: String(s.limitCoolingOffHours),
  selfExclusionCoolingOffHours: String(s.selfExclusionCoolingOffHours),
  realityCheckIntervals: s.realityCheckIntervals.map(String),
  realityCheckDefault: s.realityCheckDefaultMinutes === null ? 'off' : String(s.realityCheckDefaultMinutes),
  withdrawOnlySession: s.withdrawOnlySession,
});

const fromForm = (f: Form): SaferPlaySettings => ({
  profile: f.profile,
  timeOutPeriods: f.timeOutPeriods as TimeOutPeriod[],
  selfExclusionPeriods: f.selfExclusionPeriods as SelfExclusionPeriod[],
  limitCoolingOffHours: Number(f.limitCoolingOffHours.trim()),
  selfExclusionCoolingOffHours: Number(f.selfExclusionCoolingOffHours.trim()),
  realityCheckIntervals: f.realityCheckIntervals.map(Number) as RealityCheckInterval[],
  realityCheckDefaultMinutes:
    f.realityCheckDefault === 'off' ? null : (Number(f.realityCheckDefault) as RealityCheckInterval),
  withdrawOnlySession: f.withdrawOnlySession,
});

/** What the form holds before the first answer (nothing is shown as saved until it arrives). */
const emptySettings: SaferPlaySettings = {
  profile: 'ukgc',
  timeOutPeriods: [],
  selfExclusionPeriods: [],
  limitCoolingOffHours: LIMIT_COOLING_OFF_HOURS.min,
  selfExclusionCoolingOffHours: SELF_EXCLUSION_COOLING_OFF_BOUNDS.min,
  realityCheckIntervals: [],
  realityCheckDefaultMinutes: null,
  withdrawOnlySession: false,
};

const hoursWithin =
  ({ min, max }: { min: number; max: number }) =>
  (value: string) =>
    (/^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max) ||
    `Enter whole hours from ${min} to ${max}.`;

const atLeastOne = (value: string[]) => value.length > 0 || 'Offer at least one.';

function Choices({
  legend,
  options,
  disabled,
  error,
  registration,
}: {
  legend: string;
  options: readonly (readonly [value: string, label: string])[];
  disabled: boolean;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value}>
          <input type="checkbox" value={value} {...registration} /> {label}
        </label>
      ))}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/**
 * The operator's safer-play rules (issue #26): a jurisdiction's preset, then each value within the
 * bounds the server enforces. Read with saferPlay.view, changed with saferPlay.edit (owner, risk); every
 * save is audited with before and after, and holds at once on the site.
 */
export function SaferPlaySettingsPanel({ editable }: { editable: boolean }) {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<AdminSaferPlaySettings>(PATHS.saferPlaySettings, undefined, signal),
  });
  const form = useForm<Form>({ defaultValues: toForm(emptySettings) });
  useEffect(() => {
    if (current.data) form.reset(toForm(current.data.settings));
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: (values: Form) => api.put<AdminSaferPlaySettings>(PATHS.saferPlaySettings, fromForm(values)),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  const errors = form.formState.errors;
  const presets = current.data?.presets;
  // Nothing is changed before the saved rules are read: their arrival resets the form, undoing an edit.
  const locked = !editable || !current.data;
  const profile = form.register('profile');

  return (
    <Panel title="Safer play">
      <p>
        The rules of the jurisdiction the platform serves: choose its profile to start from its preset, then
        adjust within the bounds no jurisdiction goes under (cooling-offs at least 24 hours, self-exclusion at
        least six months, time-out at most six weeks). Changes hold at once.
      </p>
      {current.data && (
        <p>
          {current.data.updatedAt
            ? `Last saved ${formatDateTime(current.data.updatedAt)} by ${current.data.updatedBy ?? 'unknown'}.`
            : 'Never saved: the default profile’s preset applies.'}
        </p>
      )}
      {current.isError && <ErrorNotice error={current.error} />}
      <form
        noValidate
        className="stack"
        aria-label="Safer play settings"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <SelectField
          label="Jurisdiction profile"
          hint="Choosing a profile fills in its preset; nothing is saved until you press Save."
          disabled={locked}
          options={JURISDICTIONS.map((value) => ({ value, label: PROFILE_NAMES[value] }))}
          {...profile}
          onChange={async (event) => {
            await profile.onChange(event);
            const chosen = presets?.[event.target.value as Jurisdiction];
            if (chosen) form.reset(toForm(chosen), { keepDefaultValues: true });
          }}
        />
        <div className={styles.groups}>
          <Choices
            legend="Time-outs offered"
            options={TIME_OUT_PERIODS.map((p) => [p, TIME_OUT_NAMES[p]] as const)}
            disabled={locked}
            error={errors.timeOutPeriods?.message}
            registration={form.register('timeOutPeriods', { validate: atLeastOne })}
          />
          <Choices
            legend="Self-exclusions offered"
            options={SELF_EXCLUSION_PERIODS.map((p) => [p, SELF_EXCLUSION_NAMES[p]] as const)}
            disabled={locked}
            error={errors.selfExclusionPeriods?.message}
            registration={form.register('selfExclusionPeriods', { validate: atLeastOne })}
          />
          <Choices
            legend="Reality-check intervals offered"
            options={REALITY_CHECK_INTERVALS.map((m) => [String(m), `${m} minutes`] as const)}
            disabled={locked}
            error={errors.realityCheckIntervals?.message}
            registration={form.register('realityCheckIntervals', { validate: atLeastOne })}
          />
        </div>
        <SelectField
          label="Reality check of a player who never chose"
          disabled={locked}
          error={errors.realityCheckDefault?.message}
          options={[
            { value: 'off', label: 'Off' },
            ...REALITY_CHECK_INTERVALS.map((m) => ({ value: String(m), label: `Every ${m} minutes` })),
          ]}
          {...form.register('realityCheckDefault', {
            validate: (value, values) =>
              value === 'off' ||
              values.realityCheckIntervals.includes(value) ||
              'Choose off or one of the intervals offered.',
          })}
        />
        <TextField
          label="Cooling-off of a limit's increase or removal (hours)"
          inputMode="numeric"
          readOnly={!editable}
          error={errors.limitCoolingOffHours?.message}
          {...form.register('limitCoolingOffHours', { validate: hoursWithin(LIMIT_COOLING_OFF_HOURS) })}
        />
        <TextField
          label="Cooling-off after asking for a self-exclusion's end (hours)"
          inputMode="numeric"
          readOnly={!editable}
          error={errors.selfExclusionCoolingOffHours?.message}
          {...form.register('selfExclusionCoolingOffHours', {
            validate: hoursWithin(SELF_EXCLUSION_COOLING_OFF_BOUNDS),
          })}
        />
        <label>
          <input type="checkbox" disabled={locked} {...form.register('withdrawOnlySession')} /> A restricted
          player signs in to a withdraw-only session (balance and withdrawals only)
        </label>
        {save.isError && <ErrorNotice error={save.error} />}
        {save.isSuccess && <Notice tone="ok">Saved.</Notice>}
        {editable && (
          <div>
            <Button type="submit" variant="primary" disabled={save.isPending || !current.data}>
              Save
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}

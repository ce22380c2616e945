import {
  BONUS_GAME_CATEGORIES,
  type AdminBonusDefinition,
  type AdminBonusDefinitionInput,
} from '@lale/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { writtenMessage } from '../../lib/api/answers.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/Field.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import styles from './Bonuses.module.css';
import { BONUS_DEFINITIONS_KEY, fieldErrorsOf, saveBonusDefinition } from './bonusApi.ts';
import {
  BONUS_FIELD_PATHS,
  NEW_BONUS,
  bonusResolver,
  isBonusFieldPath,
  toFormValues,
  usesDepositTerms,
  type BonusFieldPath,
  type BonusFormValues,
} from './bonusForm.ts';
import { CONTRIBUTION_LABELS, CURRENCIES, TRIGGER_OPTIONS, currencyCode } from './bonusLabels.tsx';

/**
 * Where the list page shows the server's word after a save (router state, gone on the next move);
 * `held`: the change waits for a second approver (issue #27).
 */
export type BonusesNotice = { notice: string; held?: boolean };

/**
 * A bonus definition's form (issue #27), new or saved: Basics, Amount, Wagering, Limits. Checked by
 * the contract's schema before sending (bonusForm.ts); a refusal's field errors are shown by their
 * fields. Saved, it returns to the list with the server's message. Read-only for a role without
 * bonuses.edit: the same fields, disabled, and no Save. A staff grant is forced to a set sum, and the
 * deposit's terms (minimum deposit, claim window) are left out: it has no deposit.
 */
export function BonusForm({
  definition,
  readOnly,
}: {
  definition: AdminBonusDefinition | null;
  readOnly: boolean;
}) {
  const navigate = useNavigate();
  const enabledHint = useId();
  const percentHint = useId();
  const queryClient = useQueryClient();
  const form = useForm<BonusFormValues, unknown, AdminBonusDefinitionInput>({
    resolver: bonusResolver,
    defaultValues: definition ? toFormValues(definition) : NEW_BONUS,
  });
  const [trigger, kind, currencyId] = useWatch({
    control: form.control,
    name: ['trigger', 'kind', 'currencyId'],
  });
  const currency = currencyCode(Number(currencyId));
  const staffGrant = trigger === 'staff_grant';
  const deposit = usesDepositTerms(trigger);
  /** Fields drawn for the chosen trigger and kind (a refusal about any other is listed apart). */
  const shown = (path: BonusFieldPath) =>
    path === 'code'
      ? trigger === 'deposit_code'
      : path === 'percent' || path === 'cap'
        ? kind === 'percent'
        : path === 'fixedAmount'
          ? kind === 'fixed'
          : path === 'minDeposit' || path === 'claimWindowDays'
            ? deposit
            : true;

  const save = useMutation({
    mutationFn: (body: AdminBonusDefinitionInput) => saveBonusDefinition(definition?.id ?? null, body),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: BONUS_DEFINITIONS_KEY });
      // Held (above the owner's line), nothing is saved yet: the list says it waits, with the old terms.
      const notice = writtenMessage(answer, (saved) =>
        definition ? `“${saved.title.en}” saved.` : `“${saved.title.en}” created.`,
      );
      void navigate('/bonuses', { state: { notice, held: answer.held } satisfies BonusesNotice });
    },
    onError: (error) => {
      const refused = fieldErrorsOf(error);
      // The first field the server names takes the focus, so a keyboard user lands on the problem.
      let focus = true;
      for (const path of BONUS_FIELD_PATHS) {
        const message = refused[path];
        if (!message || !shown(path)) continue;
        form.setError(path, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
    },
  });
  const otherProblems = Object.entries(fieldErrorsOf(save.error)).filter(
    ([path]) => !isBonusFieldPath(path) || !shown(path),
  );

  const { errors } = form.formState;
  const locked = readOnly || save.isPending;
  const register = form.register;

  return (
    <form
      noValidate
      className={styles.form}
      aria-label={definition ? `Bonus ${definition.title.en}` : 'New bonus'}
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <fieldset className={styles.sections} disabled={readOnly}>
        <div className={styles.wide}>
          <Panel title="Basics">
            <div className={styles.columns2}>
              <TextField
                label="Title (Turkish)"
                lang="tr"
                error={errors.title?.tr?.message}
                {...register('title.tr')}
              />
              <TextField
                label="Title (English)"
                error={errors.title?.en?.message}
                {...register('title.en')}
              />
              <TextAreaField
                label="Description (Turkish)"
                lang="tr"
                rows={3}
                error={errors.description?.tr?.message}
                {...register('description.tr')}
              />
              <TextAreaField
                label="Description (English)"
                rows={3}
                error={errors.description?.en?.message}
                {...register('description.en')}
              />
            </div>
            <div className={styles.columns4}>
              <SelectField
                label="Trigger"
                hint={
                  staffGrant
                    ? 'Granted by a member to one player, with a reason; never claimed.'
                    : 'What makes the bonus claimable.'
                }
                options={TRIGGER_OPTIONS}
                error={errors.trigger?.message}
                {...register('trigger', {
                  // A staff grant has no deposit to take a share of: the set sum is chosen for it.
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value === 'staff_grant') form.setValue('kind', 'fixed');
                  },
                })}
              />
              {trigger === 'deposit_code' && (
                <TextField
                  label="Code"
                  hint="3 to 40 letters and digits; players type it with a deposit."
                  autoComplete="off"
                  spellCheck={false}
                  error={errors.code?.message}
                  {...register('code')}
                />
              )}
              <SelectField
                label="Currency"
                hint="Every amount below is in it."
                options={[
                  ...CURRENCIES.map((c) => ({ value: String(c.id), label: `${c.code} (${c.symbol})` })),
                  // A saved definition in a currency this list does not know keeps it.
                  ...(CURRENCIES.some((c) => String(c.id) === currencyId)
                    ? []
                    : [{ value: currencyId, label: `Currency #${currencyId}` }]),
                ]}
                error={errors.currencyId?.message}
                {...register('currencyId')}
              />
              <div className={styles.switch}>
                <label className={styles.check}>
                  <input type="checkbox" aria-describedby={enabledHint} {...register('enabled')} />
                  Enabled
                </label>
                <span id={enabledHint} className={styles.hint}>
                  {staffGrant ? 'Members may grant it.' : 'Offered to players and claimable.'}
                </span>
                {errors.enabled?.message && (
                  <span className={styles.error} role="alert">
                    {errors.enabled.message}
                  </span>
                )}
              </div>
            </div>
          </Panel>
        </div>

        <Panel title="Amount">
          <fieldset className={styles.choice}>
            <legend className={styles.legend}>The bonus is</legend>
            <label className={styles.check}>
              <input
                type="radio"
                value="percent"
                disabled={staffGrant}
                aria-describedby={staffGrant ? percentHint : undefined}
                {...register('kind')}
              />{' '}
              A share of the deposit
            </label>
            <label className={styles.check}>
              <input type="radio" value="fixed" {...register('kind')} /> A set sum
            </label>
            {staffGrant && (
              <span id={percentHint} className={styles.choiceHint}>
                A staff grant is a set sum: there is no deposit to take a share of.
              </span>
            )}
            {errors.kind?.message && (
              <span className={styles.error} role="alert">
                {errors.kind.message}
              </span>
            )}
          </fieldset>
          {kind === 'percent' ? (
            <div className={styles.columns2}>
              <TextField
                label="Percent"
                inputMode="numeric"
                hint="Share of the deposit granted: 1 to 1000."
                error={errors.percent?.message}
                {...register('percent')}
              />
              <TextField
                label="Cap"
                inputMode="decimal"
                hint={`The most it grants, in ${currency}. Empty: no cap.`}
                error={errors.cap?.message}
                {...register('cap')}
              />
            </div>
          ) : (
            <TextField
              label="Fixed amount"
              inputMode="decimal"
              hint={
                trigger === 'signup_trial'
                  ? `In ${currency}. Empty: the site option trialbonusamount decides.`
                  : `In ${currency}.`
              }
              error={errors.fixedAmount?.message}
              {...register('fixedAmount')}
            />
          )}
          {deposit ? (
            <TextField
              label="Minimum deposit"
              inputMode="decimal"
              hint={`The smallest deposit that qualifies, in ${currency}. 0: any.`}
              error={errors.minDeposit?.message}
              {...register('minDeposit')}
            />
          ) : (
            <p className={styles.notUsed}>Minimum deposit: not used — a staff grant has no deposit.</p>
          )}
        </Panel>

        <Panel title="Wagering">
          <TextField
            label="Wagering multiple"
            inputMode="numeric"
            hint="Times the bonus is staked before it turns into cash: 0 to 1000."
            error={errors.wageringMultiple?.message}
            {...register('wageringMultiple')}
          />
          <fieldset className={styles.choice}>
            <legend className={styles.legend}>Share of each stake that counts, by game</legend>
            <div className={styles.columns2}>
              {BONUS_GAME_CATEGORIES.map((category) => (
                <TextField
                  key={category}
                  label={CONTRIBUTION_LABELS[category]}
                  inputMode="numeric"
                  hint="0 to 100."
                  error={errors.contributions?.[category]?.message}
                  {...register(`contributions.${category}`)}
                />
              ))}
            </div>
          </fieldset>
          <TextField
            label="Sports minimum odds"
            inputMode="decimal"
            hint="Total odds a sports bet needs to count: 1.00 to 1000, 2 places."
            error={errors.sportsMinOdds?.message}
            {...register('sportsMinOdds')}
          />
        </Panel>

        <div className={styles.wide}>
          <Panel title="Limits">
            <div className={styles.columns3}>
              <TextField
                label="Valid days"
                inputMode="numeric"
                hint="Days the bonus runs once claimed: 1 to 3650."
                error={errors.validDays?.message}
                {...register('validDays')}
              />
              {deposit ? (
                <TextField
                  label="Claim window days"
                  inputMode="numeric"
                  hint="Days after the deposit it may be claimed: 1 to 365."
                  error={errors.claimWindowDays?.message}
                  {...register('claimWindowDays')}
                />
              ) : (
                <p className={styles.notUsed}>
                  Claim window: not used — a staff grant is given, never claimed.
                </p>
              )}
              <TextField
                label="Maximum bet"
                inputMode="decimal"
                hint={`The largest stake while wagering, in ${currency}. Empty: no limit.`}
                error={errors.maxBet?.message}
                {...register('maxBet')}
              />
            </div>
          </Panel>
        </div>
      </fieldset>

      <div className={readOnly ? styles.footerStatic : styles.footer}>
        <div className={styles.footerStatus}>
          {save.isError && <ErrorNotice error={save.error} />}
          {otherProblems.length > 0 && (
            <ul className={styles.problems}>
              {otherProblems.map(([path, message]) => (
                <li key={path}>
                  <code>{path}</code>: {message}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.footerActions}>
          <Link className={buttonClass()} to="/bonuses">
            {readOnly ? 'Back to bonuses' : 'Cancel'}
          </Link>
          {!readOnly && (
            <Button type="submit" variant="primary" disabled={locked}>
              Save bonus
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

import {
  PAYMENT_LOGOS_PATH,
  PaymentFieldObjectType,
  TransactionType,
  type AdminPaymentMethod,
  type AdminPaymentMethodRequest,
  type AdminPaymentMethods,
} from '@lale/contracts';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { writtenMessage } from '../../lib/api/answers.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, FormDialogFooter } from '../../ui/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/Field.tsx';
import { CashierPreview } from './CashierPreview.tsx';
import {
  EMPTY_ROW,
  FIELD_TYPES,
  fieldRule,
  formPathOf,
  methodResolver,
  needsBankAccount,
  newMethodValues,
  toFormValues,
  type MethodFormValues,
} from './methodForm.ts';
import { fieldErrorsOf, logoSrc, useSaveMethod } from './methodsApi.ts';
import styles from './PaymentMethods.module.css';

/*
 * A payment method, new or edited: every field of the contract, the field definitions (add, remove,
 * reorder; each one's name, type, mask and options) and, beside them, the cashier's dialog as it will
 * look. Checked by the contract's schema before sending (methodForm.ts); the server's refusals (min
 * above max, a provider not configured, two fields of one name, ...) are shown by the fields they name.
 */

const DIRECTIONS = [
  { value: String(TransactionType.Deposit), label: 'Deposit' },
  { value: String(TransactionType.Withdraw), label: 'Withdrawal' },
];
const FLOWS = [
  { value: 'manual', label: 'Manual (an operator confirms it)' },
  { value: 'hosted', label: "Hosted (the provider's payment page)" },
];
const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: String(type.value), label: type.label }));

const logoName = (url: string) => url.slice(`${PAYMENT_LOGOS_PATH}/`.length).replace(/\.svg$/, '');

export function MethodEditor({
  method,
  type,
  lists,
  onSaved,
  onClose,
}: {
  /** null: a new method (it goes last in its direction). */
  method: AdminPaymentMethod | null;
  /** The direction a new method starts in (the open tab). */
  type: TransactionType;
  lists: Pick<AdminPaymentMethods, 'providers' | 'logos' | 'currencies'>;
  /** `held`: above the owner's line, the change waits for a second approver and is not applied. */
  onSaved: (message: string, held: boolean) => void;
  onClose: () => void;
}) {
  const save = useSaveMethod();
  const fieldsHeading = useId();
  const [listError, setListError] = useState('');
  const form = useForm<MethodFormValues, unknown, AdminPaymentMethodRequest>({
    resolver: methodResolver,
    defaultValues: method ? toFormValues(method) : newMethodValues(type, lists.currencies[0]?.code ?? 'TRY'),
  });
  const rows = useFieldArray({ control: form.control, name: 'fields' });
  const values = useWatch({ control: form.control }) as MethodFormValues;
  const errors = form.formState.errors;
  const watchedRows = values.fields ?? [];
  const currencyOptions = lists.currencies.map((currency) => ({
    value: currency.code,
    label: currency.code,
  }));
  if (!currencyOptions.some((option) => option.value === values.currency) && values.currency)
    currencyOptions.push({ value: values.currency, label: values.currency });
  const providerOptions = [
    { value: '', label: 'Choose a provider' },
    ...lists.providers.map((provider) => ({ value: provider, label: provider })),
  ];
  if (values.provider && !lists.providers.includes(values.provider))
    providerOptions.push({ value: values.provider, label: `${values.provider} (not configured)` });

  const submit = form.handleSubmit((body) => {
    setListError('');
    save.mutate(
      { id: method?.id ?? null, body },
      {
        onSuccess: (answer) =>
          onSaved(
            writtenMessage(answer, (saved) => `${saved.title} ${method ? 'saved' : 'added'}.`),
            answer.held,
          ),
        onError: (error) => {
          // The first field the server names takes the focus, so a keyboard user lands on the problem.
          let focus = true;
          for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
            if (path === 'fields') {
              setListError(message);
              continue;
            }
            form.setError(
              formPathOf(path) as FieldPath<MethodFormValues>,
              { type: 'server', message },
              {
                shouldFocus: focus,
              },
            );
            focus = false;
          }
        },
      },
    );
  });

  const rowError = (index: number, part: 'key' | 'objectType' | 'mask' | 'options') =>
    errors.fields?.[index]?.[part]?.message;

  return (
    <Dialog
      title={method ? `Edit payment method: ${method.title}` : 'New payment method'}
      onClose={onClose}
      wide
    >
      <form
        noValidate
        className={styles.editor}
        aria-label={method ? `Edit ${method.title}` : 'New payment method'}
        onSubmit={submit}
      >
        <div className="stack">
          <div className={styles.columns}>
            <SelectField
              label="Direction"
              options={DIRECTIONS}
              error={errors.type?.message}
              {...form.register('type')}
            />
            <TextField
              label="Title"
              autoComplete="off"
              error={errors.title?.message}
              {...form.register('title')}
            />
          </div>
          <div className={styles.logoRow}>
            {values.logo ? (
              <img className={styles.logo} src={logoSrc(values.logo)} alt="" />
            ) : (
              <span className={styles.logoEmpty} aria-hidden="true">
                Logo
              </span>
            )}
            <div className="stack">
              <TextField
                label="Logo"
                autoComplete="off"
                placeholder="/media/uploads/… or a built-in logo"
                hint="An uploaded picture's address (Content › pictures) or a built-in logo."
                error={errors.logo?.message}
                {...form.register('logo')}
              />
              <div className="row">
                {lists.logos.map((logo) => (
                  <Button
                    key={logo}
                    small
                    aria-pressed={values.logo === logo}
                    onClick={() => form.setValue('logo', logo, { shouldDirty: true })}
                  >
                    Use the {logoName(logo)} logo
                  </Button>
                ))}
              </div>
            </div>
          </div>
          <div className={styles.columns}>
            <SelectField
              label="Flow"
              options={FLOWS}
              error={errors.flow?.message}
              {...form.register('flow')}
            />
            {values.flow === 'hosted' ? (
              <SelectField
                label="Provider"
                options={providerOptions}
                hint="The hosted providers configured on this server."
                error={errors.provider?.message}
                {...form.register('provider')}
              />
            ) : (
              <TextField
                label="Provider"
                autoComplete="off"
                placeholder="manual-bank"
                hint="Your name for it (lower-case), shown in the payments list."
                error={errors.provider?.message}
                {...form.register('provider')}
              />
            )}
          </div>
          <div className={styles.columns3}>
            <SelectField
              label="Currency"
              options={currencyOptions}
              hint="One per method: players of other currencies do not see it."
              error={errors.currency?.message}
              {...form.register('currency')}
            />
            <TextField
              label="Minimum"
              inputMode="decimal"
              autoComplete="off"
              hint={`In ${values.currency}.`}
              error={errors.minAmount?.message}
              {...form.register('minAmount')}
            />
            <TextField
              label="Maximum"
              inputMode="decimal"
              autoComplete="off"
              hint={`In ${values.currency}.`}
              error={errors.maxAmount?.message}
              {...form.register('maxAmount')}
            />
          </div>
          {needsBankAccount(values) && (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Bank account the player transfers to</legend>
              <div className={styles.columns3}>
                <TextField
                  label="Bank"
                  autoComplete="off"
                  error={errors.bankAccount?.bankName?.message ?? errors.bankAccount?.message}
                  {...form.register('bankAccount.bankName')}
                />
                <TextField
                  label="IBAN"
                  autoComplete="off"
                  error={errors.bankAccount?.iban?.message}
                  {...form.register('bankAccount.iban')}
                />
                <TextField
                  label="Account holder"
                  autoComplete="off"
                  error={errors.bankAccount?.accountHolder?.message}
                  {...form.register('bankAccount.accountHolder')}
                />
              </div>
            </fieldset>
          )}
          <label className={styles.check}>
            <input type="checkbox" {...form.register('enabled')} />
            Switched on (offered to players)
          </label>

          <section className="stack" aria-labelledby={fieldsHeading}>
            <h3 id={fieldsHeading} className={styles.sectionTitle}>
              Fields the player fills in
            </h3>
            <p className={styles.faint}>
              Every field is required. Its label on the site is the text{' '}
              <code>cashier.fields.&lt;name&gt;</code> (Content › Translations), or the name itself. A mask
              uses 0 for each digit and doubles as the placeholder. The field named <code>amount</code> is the
              amount (a number).
            </p>
            {(listError || errors.fields?.root?.message || errors.fields?.message) && (
              <p className={styles.error} role="alert">
                {listError || errors.fields?.root?.message || errors.fields?.message}
              </p>
            )}
            {rows.fields.map((row, index) => {
              const n = index + 1;
              const current = watchedRows[index] ?? row;
              const showOptions =
                current.objectType === String(PaymentFieldObjectType.Dropdown) ||
                current.options.trim() !== '';
              return (
                <fieldset key={row.id} className={styles.fieldRow}>
                  <legend className={styles.legend}>
                    Field {n}
                    {current.key ? `: ${current.key}` : ''}
                  </legend>
                  <div className={styles.columns3}>
                    <TextField
                      label={`Field ${n} name`}
                      autoComplete="off"
                      error={rowError(index, 'key')}
                      {...form.register(`fields.${index}.key`)}
                    />
                    <SelectField
                      label={`Field ${n} type`}
                      options={TYPE_OPTIONS}
                      error={rowError(index, 'objectType')}
                      {...form.register(`fields.${index}.objectType`)}
                    />
                    <TextField
                      label={`Field ${n} mask`}
                      autoComplete="off"
                      placeholder="none"
                      error={rowError(index, 'mask')}
                      {...form.register(`fields.${index}.mask`)}
                    />
                  </div>
                  {showOptions && (
                    <TextAreaField
                      label={`Field ${n} options`}
                      rows={3}
                      hint="One per line: value | label. A numeric value is sent as a number."
                      error={rowError(index, 'options')}
                      {...form.register(`fields.${index}.options`)}
                    />
                  )}
                  <p className={styles.faint}>Required. {fieldRule(current)}</p>
                  <div className="row">
                    <Button small disabled={index === 0} onClick={() => rows.move(index, index - 1)}>
                      Move field {n} up
                    </Button>
                    <Button
                      small
                      disabled={index === rows.fields.length - 1}
                      onClick={() => rows.move(index, index + 1)}
                    >
                      Move field {n} down
                    </Button>
                    <Button small variant="danger" onClick={() => rows.remove(index)}>
                      Remove field {n}
                    </Button>
                  </div>
                </fieldset>
              );
            })}
            <div className="row">
              <Button onClick={() => rows.append({ ...EMPTY_ROW })}>Add field</Button>
            </div>
          </section>
          <FormDialogFooter
            submitLabel="Save method"
            onCancel={onClose}
            pending={save.isPending}
            error={save.error}
          />
        </div>
        <CashierPreview
          title={values.title ?? ''}
          currency={values.currency ?? ''}
          minAmount={values.minAmount ?? ''}
          maxAmount={values.maxAmount ?? ''}
          rows={watchedRows}
        />
      </form>
    </Dialog>
  );
}

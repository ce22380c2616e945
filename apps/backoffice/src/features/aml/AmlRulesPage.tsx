import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { AmlRule } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/Field.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Page, Panel } from '../../ui/Page.tsx';
import { AmlRates } from './AmlRates.tsx';
import { ScreeningPanel } from './ScreeningPanel.tsx';
import { useAmlRules, useSaveAmlRule } from './amlApi.ts';
import { RULE_HELP, RULE_NAMES } from './amlLabels.tsx';

/*
 * The AML rules (issue #26): each rule's switch and parameters. With aml.edit they are saved (the
 * server checks each parameter's range again and the change lands in the audit trail); without, read.
 */

type Form = { enabled: boolean; params: Record<string, string> };

function RuleForm({ rule, editable }: { rule: AmlRule; editable: boolean }) {
  const help = RULE_HELP[rule.code];
  const save = useSaveAmlRule(rule.code);
  const form = useForm<Form>({
    defaultValues: {
      enabled: rule.enabled,
      params: Object.fromEntries(Object.entries(rule.params).map(([key, value]) => [key, String(value)])),
    },
  });
  return (
    <Panel title={RULE_NAMES[rule.code]}>
      <p>{help.about}</p>
      <p>
        Last changed {formatDateTime(rule.updatedAt)}
        {rule.updatedBy ? ` by ${rule.updatedBy}` : ' (the default)'}.
      </p>
      <form
        noValidate
        className="stack"
        aria-label={`${RULE_NAMES[rule.code]} parameters`}
        onSubmit={form.handleSubmit((values) =>
          save.mutate({
            enabled: values.enabled,
            params: Object.fromEntries(
              Object.entries(values.params).map(([key, value]) => [key, Number(value.replace(',', '.'))]),
            ),
          }),
        )}
      >
        <label>
          <input type="checkbox" disabled={!editable} {...form.register('enabled')} /> Rule on
        </label>
        {Object.keys(rule.params).map((key) => (
          <TextField
            key={key}
            label={help.params[key]?.label ?? key}
            hint={help.params[key]?.hint}
            inputMode="decimal"
            readOnly={!editable}
            error={form.formState.errors.params?.[key]?.message}
            {...form.register(`params.${key}`, {
              validate: (value) => /^\d+(?:[.,]\d+)?$/.test(value.trim()) || 'Enter a number such as 0.5.',
            })}
          />
        ))}
        {save.isError && <ErrorNotice error={save.error} />}
        {save.isSuccess && <Notice tone="ok">Saved.</Notice>}
        {editable && (
          <div>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              Save
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}

export function AmlRulesPage() {
  const can = useCan();
  const rules = useAmlRules();
  return (
    <Page title="AML rules" subtitle={<Link to="/aml">AML cases</Link>}>
      {rules.isPending && <p>Loading…</p>}
      {rules.isError && <ErrorNotice error={rules.error} />}
      {rules.data?.map((rule) => (
        <RuleForm key={rule.code} rule={rule} editable={can('aml.edit')} />
      ))}
      <ScreeningPanel editable={can('aml.edit')} />
      <AmlRates editable={can('aml.edit')} />
    </Page>
  );
}

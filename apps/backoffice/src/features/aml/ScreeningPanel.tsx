import { SCREENING_CATEGORIES, type ScreeningCategory } from '@lale/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import type { ScreeningEntry } from '../../lib/api/types.ts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { type Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Facts, Panel } from '../../ui/Page.tsx';
import { EVIDENCE_VALUE_LABELS } from './amlLabels.tsx';
import { useAddSandboxEntry, useSandboxEntries, useScreeningStatus } from './screeningApi.ts';

/*
 * Sanctions and PEP screening on the AML rules page (issue #26): the provider and its list version, the
 * players waiting — or, without a provider (production before one is configured), that nobody is
 * screened. Outside production the sandbox's list is shown, and aml.edit adds a (fictional) person to
 * it: a list update, after which every player is screened again.
 */

const CATEGORY_WORDS = EVIDENCE_VALUE_LABELS.category!;
const column = createColumnHelper<ScreeningEntry>();
const COLUMNS: Columns<ScreeningEntry> = [
  column.accessor('id', { header: 'Entry' }),
  column.accessor('fullName', { header: 'Name' }),
  column.accessor('category', { header: 'Category', cell: (info) => CATEGORY_WORDS[info.getValue()] }),
  column.display({
    id: 'birth',
    header: 'Born',
    cell: (info) => info.row.original.birthDate ?? info.row.original.birthYear ?? '—',
  }),
  column.accessor('nationality', { header: 'Nationality', cell: (info) => info.getValue() ?? '—' }),
  column.accessor('listName', { header: 'List' }),
];

type EntryForm = {
  fullName: string;
  category: ScreeningCategory;
  listName: string;
  birthDate: string;
  birthYear: string;
  nationality: string;
  nationalId: string;
};

function AddEntryForm() {
  const add = useAddSandboxEntry();
  const entries = useSandboxEntries(true);
  const form = useForm<EntryForm>({
    defaultValues: {
      fullName: '',
      category: 'sanctions',
      listName: 'Tester additions (sandbox)',
      birthDate: '',
      birthYear: '',
      nationality: 'TR',
      nationalId: '',
    },
  });
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return (
    <form
      noValidate
      className="stack"
      aria-label="Add a person to the sandbox list"
      onSubmit={form.handleSubmit(async (values) => {
        await add.mutateAsync({
          fullName: values.fullName.trim(),
          category: values.category,
          listName: values.listName.trim(),
          birthDate: optional(values.birthDate),
          birthYear: optional(values.birthYear) === undefined ? undefined : Number(values.birthYear),
          nationality: optional(values.nationality)?.toUpperCase(),
          nationalId: optional(values.nationalId),
        });
        await entries.refetch();
        form.reset();
      })}
    >
      <TextField
        label="Full name"
        error={form.formState.errors.fullName?.message}
        {...form.register('fullName', {
          validate: (value) => value.trim().length >= 3 || 'Enter a name of at least 3 letters.',
        })}
      />
      <SelectField
        label="Category"
        options={SCREENING_CATEGORIES.map((value) => ({ value, label: CATEGORY_WORDS[value]! }))}
        {...form.register('category')}
      />
      <TextField label="List" {...form.register('listName')} />
      <TextField
        label="Birth date (optional)"
        hint="YYYY-MM-DD; or leave it empty and give the year alone."
        error={form.formState.errors.birthDate?.message}
        {...form.register('birthDate', {
          validate: (value) =>
            value.trim() === '' ||
            /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ||
            'Write the date as 1980-04-23.',
        })}
      />
      <TextField
        label="Birth year (optional)"
        inputMode="numeric"
        error={form.formState.errors.birthYear?.message}
        {...form.register('birthYear', {
          validate: (value) =>
            value.trim() === '' || /^(19|20)\d{2}$/.test(value.trim()) || 'Write a year such as 1980.',
        })}
      />
      <TextField
        label="Nationality (optional)"
        hint="Two letters: TR, DE…"
        {...form.register('nationality')}
      />
      <TextField label="National id (optional)" {...form.register('nationalId')} />
      {add.isError && <ErrorNotice error={add.error} />}
      {add.isSuccess && (
        <Notice tone="ok">Added as {add.data.id}: every player is screened again at the next sweep.</Notice>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={add.isPending}>
          Add to the sandbox list
        </Button>
      </div>
    </form>
  );
}

function SandboxList({ editable }: { editable: boolean }) {
  const entries = useSandboxEntries(true);
  return (
    <div className="stack">
      <h3>Sandbox list (fictional people; outside production only)</h3>
      {entries.isError && <ErrorNotice error={entries.error} />}
      {entries.data && (
        <PlainTable label="Sandbox list" rows={entries.data} columns={COLUMNS} rowKey={(entry) => entry.id} />
      )}
      {editable && <AddEntryForm />}
    </div>
  );
}

export function ScreeningPanel({ editable }: { editable: boolean }) {
  const status = useScreeningStatus();
  const data = status.data;
  return (
    <Panel title="Sanctions and PEP screening">
      {status.isError && <ErrorNotice error={status.error} />}
      {data && data.provider === null && (
        <Notice tone="warn">
          Screening is off: no screening provider is configured, so no player is screened against sanctions or
          PEP lists.
        </Notice>
      )}
      {data && data.provider !== null && !data.ruleEnabled && (
        <Notice tone="warn">The rule is off: nobody is screened until it is switched on again.</Notice>
      )}
      {data && (
        <Facts
          items={[
            ['Provider', data.provider ?? 'None configured'],
            ['List version', data.listVersion ?? '—'],
            ['List published', data.listUpdatedAt ? formatDateTime(data.listUpdatedAt) : '—'],
            ['Version noticed', data.listNoticedAt ? formatDateTime(data.listNoticedAt) : '—'],
            ['Players waiting to be screened', formatCount(data.due)],
            ['Of those, after a failed attempt', formatCount(data.failing)],
            ['Players whose last screening matched', formatCount(data.matched)],
          ]}
        />
      )}
      {data?.provider === 'sandbox' && <SandboxList editable={editable} />}
    </Panel>
  );
}

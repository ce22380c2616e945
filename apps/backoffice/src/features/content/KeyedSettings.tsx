import {
  AdminSiteOptionInputSchema,
  AdminSiteOptionParamsSchema,
  AdminTranslationInputSchema,
  foldForSearch,
  formatIssue,
  LOCALES,
  type AdminSiteOption,
  type AdminTranslation,
  type AdminTranslationInput,
  type Locale,
} from '@lale/contracts';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../lib/formResolver.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/Field.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import { Panel } from '../../ui/Page.tsx';
import {
  deleteSiteOption,
  deleteTranslation,
  doneMessage,
  fieldErrorsOf,
  useSaveSiteOption,
  useSaveTranslation,
  useSiteOptions,
  useSiteOptionsChanged,
  useTranslations,
  useTranslationsChanged,
} from './contentApi.ts';
import styles from './Content.module.css';

/*
 * The keyed settings of operator content (contracts/admin-cms.ts): translation overrides of the site's
 * bundled texts (locale + key) and site options (key; only options that are on reach the site — the
 * live-chat ids among them). Each is a searchable table edited in place (PUT creates or replaces),
 * with an "add" form above and delete behind a confirmation; all writes need content.edit.
 */

const LANGUAGE_NAMES: Record<Locale, string> = { tr: 'Turkish', en: 'English' };
const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));

type Issue = Parameters<typeof formatIssue>[0];

/** The first problem the contract finds in `value`, in the API's words; null when it passes. */
function firstProblem(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: unknown[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error?.issues[0] as Issue | undefined;
  return issue ? formatIssue(issue, 'en') : 'This value is not valid.';
}

/** Live search over a table's rows: typing filters at once (the rows are all here). */
function SearchBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form
      role="search"
      aria-label={label}
      className={styles.search}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}

/** Focus the element with `id` once React has drawn it (a row's Edit button after its inline edit). */
const focusLater = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0);

const matches = (query: string, ...texts: string[]) => {
  const wanted = foldForSearch(query.trim());
  return wanted === '' || texts.some((text) => foldForSearch(text).includes(wanted));
};

/**
 * One value edited in its row: Enter (or Save) sends it, Escape (or Cancel) leaves it as it was.
 * `extra` is any other control of the row (a site option's switch).
 */
function InlineEdit({
  label,
  initial,
  multiline,
  extra,
  check,
  onSave,
  onCancel,
}: {
  label: string;
  initial: string;
  multiline?: boolean;
  extra?: ReactNode;
  check: (value: string) => string | null;
  onSave: (value: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const errorId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(value);
    setProblem(found);
    if (found) return;
    setPending(true);
    try {
      await onSave(value);
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error));
      setProblem(fields[0] ?? (error instanceof Error ? error.message : 'The change was refused.'));
    } finally {
      setPending(false);
    }
  };
  const common = {
    'aria-label': label,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? errorId : undefined,
    className: styles.inlineControl,
    value,
    autoFocus: true,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancel();
      }
    },
  } as const;
  return (
    <form className={styles.inlineEdit} aria-label={label} onSubmit={(event) => void submit(event)}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => setValue(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => setValue(event.target.value)} />
      )}
      {extra}
      <span className={styles.rowActions}>
        <Button small type="submit" variant="primary" disabled={pending}>
          Save
        </Button>
        <Button small onClick={onCancel}>
          Cancel
        </Button>
      </span>
      {problem && (
        <span id={errorId} role="alert" className={styles.errorText}>
          {problem}
        </span>
      )}
    </form>
  );
}

// ── Translations ─────────────────────────────────────────────────────────────────────────────────

const translationId = (row: AdminTranslation) => `${row.locale}:${row.key}`;
const translationEditId = (row: AdminTranslation) => `translation-edit-${row.locale}-${row.key}`;
const optionEditId = (option: AdminSiteOption) => `site-option-edit-${option.key}`;

function NewTranslation({ onSaved }: { onSaved: (message: string) => void }) {
  const save = useSaveTranslation();
  const form = useForm<AdminTranslationInput>({
    defaultValues: { locale: 'tr', key: '', value: '' },
    resolver: contractResolver(AdminTranslationInputSchema),
  });
  const { errors } = form.formState;
  return (
    <Panel title="Add or replace a text">
      <form
        noValidate
        className={styles.addForm}
        aria-label="Add or replace a text"
        onSubmit={form.handleSubmit((row) =>
          save.mutate(row, {
            onSuccess: (answer) => {
              form.reset({ locale: row.locale, key: '', value: '' });
              onSaved(doneMessage(answer, `Text of ${row.key} (${LANGUAGE_NAMES[row.locale]}) saved.`));
            },
            onError: (error) => {
              for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
                if (path === 'locale' || path === 'key' || path === 'value') form.setError(path, { message });
              }
            },
          }),
        )}
      >
        <SelectField label="Language" options={LANGUAGE_OPTIONS} {...form.register('locale')} />
        <TextField
          label="Key"
          hint="A key of the site's texts, e.g. home.welcome (case matters)."
          autoComplete="off"
          spellCheck={false}
          error={errors.key?.message}
          {...form.register('key')}
        />
        <TextAreaField label="Text" rows={2} error={errors.value?.message} {...form.register('value')} />
        <div className={styles.addActions}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            Save translation
          </Button>
        </div>
      </form>
      {save.isError && <ErrorNotice error={save.error} />}
    </Panel>
  );
}

export function TranslationsTab({ editable }: { editable: boolean }) {
  const translations = useTranslations();
  const save = useSaveTranslation();
  const changed = useTranslationsChanged();
  const [query, setQuery] = useState('');
  const [language, setLanguage] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminTranslation | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const all = translations.data ?? [];
  const rows = all
    .filter((row) => (language === '' || row.locale === language) && matches(query, row.key, row.value))
    .sort((a, b) => a.key.localeCompare(b.key) || a.locale.localeCompare(b.locale));

  const columns: Columns<AdminTranslation> = [
    { id: 'key', header: 'Key', cell: ({ row }) => <code>{row.original.key}</code> },
    {
      id: 'locale',
      header: 'Language',
      cell: ({ row }) => LANGUAGE_NAMES[row.original.locale as Locale] ?? row.original.locale,
    },
    {
      id: 'value',
      header: 'Text',
      cell: ({ row }) => {
        const item = row.original;
        const name = `Text of ${item.key} (${LANGUAGE_NAMES[item.locale as Locale] ?? item.locale})`;
        if (editing !== translationId(item)) {
          return (
            <span className={styles.value} lang={item.locale}>
              {item.value}
            </span>
          );
        }
        return (
          <InlineEdit
            label={name}
            initial={item.value}
            multiline
            check={(value) => firstProblem(AdminTranslationInputSchema, { ...item, value })}
            onCancel={() => {
              setEditing(null);
              focusLater(translationEditId(item));
            }}
            onSave={async (value) => {
              const answer = await save.mutateAsync({ locale: item.locale as Locale, key: item.key, value });
              setEditing(null);
              setNotice(doneMessage(answer, `${name} saved.`));
              focusLater(translationEditId(item));
            }}
          />
        );
      },
    },
  ];
  const actions = (item: AdminTranslation) =>
    editing === translationId(item) ? null : (
      <span className={styles.rowActions}>
        <Button
          small
          id={translationEditId(item)}
          onClick={() => {
            setNotice(null);
            setEditing(translationId(item));
          }}
          aria-label={`Edit ${item.key} (${LANGUAGE_NAMES[item.locale as Locale] ?? item.locale})`}
        >
          Edit
        </Button>
        <Button
          small
          variant="danger"
          onClick={() => setDeleting(item)}
          aria-label={`Delete ${item.key} (${LANGUAGE_NAMES[item.locale as Locale] ?? item.locale})`}
        >
          Delete
        </Button>
      </span>
    );

  return (
    <div className="stack">
      <p className={styles.note}>
        The site ships its own texts in Turkish and English; a text here replaces the bundled one for its key
        and language. Deleting it brings the bundled text back.
      </p>
      {editable && <NewTranslation onSaved={setNotice} />}
      <div aria-live="polite">{notice && <Notice tone="ok">{notice}</Notice>}</div>
      <SearchBar label="Search translations">
        <TextField
          ref={searchRef}
          type="search"
          label="Search"
          placeholder="Key or text"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SelectField
          label="Language"
          value={language}
          options={[{ value: '', label: 'Any' }, ...LANGUAGE_OPTIONS]}
          onChange={(event) => setLanguage(event.target.value)}
        />
        <span className={styles.faint} aria-live="polite">
          {translations.isPending ? 'Loading…' : `${rows.length} of ${all.length}`}
        </span>
      </SearchBar>
      {translations.isError && <ErrorNotice error={translations.error} />}
      <div className={styles.rows}>
        <PlainTable
          label="Translations"
          rows={rows}
          columns={withActions(columns, editable && actions)}
          rowKey={translationId}
          empty={all.length === 0 ? 'No text is overridden: the site shows its own.' : 'Nothing matches.'}
        />
      </div>
      {deleting && (
        <ConfirmDialog
          title={`Delete the text of ${deleting.key}`}
          message={`The site shows its bundled ${LANGUAGE_NAMES[deleting.locale as Locale] ?? deleting.locale} text for ${deleting.key} again.`}
          confirmLabel="Delete text"
          onConfirm={() => deleteTranslation(deleting.locale, deleting.key)}
          onDone={() => {
            setNotice(`The text of ${deleting.key} was deleted.`);
            setDeleting(null);
            void changed();
            window.setTimeout(() => searchRef.current?.focus(), 0);
          }}
          onClose={() => {
            focusLater(translationEditId(deleting));
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

// ── Site options ─────────────────────────────────────────────────────────────────────────────────

type OptionForm = { key: string; value: string; status: boolean };

function NewSiteOption({ onSaved }: { onSaved: (message: string) => void }) {
  const save = useSaveSiteOption();
  const form = useForm<OptionForm>({ defaultValues: { key: '', value: '', status: true } });
  const { errors } = form.formState;
  return (
    <Panel title="Add or replace an option">
      <form
        noValidate
        className={styles.addForm}
        aria-label="Add or replace an option"
        onSubmit={form.handleSubmit((values) => {
          const key = AdminSiteOptionParamsSchema.safeParse({ key: values.key });
          if (!key.success) {
            form.setError('key', {
              message: firstProblem(AdminSiteOptionParamsSchema, { key: values.key }) ?? '',
            });
            return;
          }
          const option = { key: key.data.key, value: values.value, status: values.status };
          const valueProblem = firstProblem(AdminSiteOptionInputSchema, option);
          if (valueProblem) {
            form.setError('value', { message: valueProblem });
            return;
          }
          save.mutate(option, {
            onSuccess: (answer) => {
              form.reset({ key: '', value: '', status: true });
              onSaved(doneMessage(answer, `Option ${option.key} saved.`));
            },
            onError: (error) => {
              for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
                if (path === 'key' || path === 'value') form.setError(path, { message });
              }
            },
          });
        })}
      >
        <TextField
          label="Key"
          hint="Lower-case letters, digits, '.', '-' and '_'."
          autoComplete="off"
          spellCheck={false}
          error={errors.key?.message}
          {...form.register('key')}
        />
        <TextField
          label="Value"
          autoComplete="off"
          error={errors.value?.message}
          {...form.register('value')}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('status')} /> On (the site uses it)
        </label>
        <div className={styles.addActions}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            Save option
          </Button>
        </div>
      </form>
      {save.isError && <ErrorNotice error={save.error} />}
    </Panel>
  );
}

/** A site option's switch while its row is edited (saved with the value). */
function StatusSwitch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={label}
      />
      <span aria-hidden="true">On</span>
    </label>
  );
}

function EditSiteOption({
  option,
  onSaved,
  onCancel,
}: {
  option: AdminSiteOption;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveSiteOption();
  const [status, setStatus] = useState(option.status);
  return (
    <InlineEdit
      label={`Value of ${option.key}`}
      initial={option.value}
      extra={<StatusSwitch checked={status} onChange={setStatus} label={`${option.key} on`} />}
      check={(value) => firstProblem(AdminSiteOptionInputSchema, { value, status })}
      onCancel={onCancel}
      onSave={async (value) => {
        const answer = await save.mutateAsync({ key: option.key, value, status });
        onSaved(doneMessage(answer, `Option ${option.key} saved.`));
      }}
    />
  );
}

export function SiteOptionsTab({ editable }: { editable: boolean }) {
  const options = useSiteOptions();
  const changed = useSiteOptionsChanged();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminSiteOption | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const all = options.data ?? [];
  const rows = all
    .filter((row) => matches(query, row.key, row.value))
    .sort((a, b) => a.key.localeCompare(b.key));

  const columns: Columns<AdminSiteOption> = [
    { id: 'key', header: 'Key', cell: ({ row }) => <code>{row.original.key}</code> },
    {
      id: 'value',
      header: 'Value',
      cell: ({ row }) =>
        editing === row.original.key ? (
          <EditSiteOption
            option={row.original}
            onCancel={() => {
              setEditing(null);
              focusLater(optionEditId(row.original));
            }}
            onSaved={(message) => {
              setEditing(null);
              setNotice(message);
              focusLater(optionEditId(row.original));
            }}
          />
        ) : row.original.value === '' ? (
          <span className={styles.faint}>(empty)</span>
        ) : (
          <span className={styles.value}>{row.original.value}</span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (row.original.status ? <Badge tone="ok">On</Badge> : <Badge>Off</Badge>),
    },
  ];
  const actions = (option: AdminSiteOption) =>
    editing === option.key ? null : (
      <span className={styles.rowActions}>
        <Button
          small
          id={optionEditId(option)}
          onClick={() => {
            setNotice(null);
            setEditing(option.key);
          }}
          aria-label={`Edit ${option.key}`}
        >
          Edit
        </Button>
        <Button
          small
          variant="danger"
          onClick={() => setDeleting(option)}
          aria-label={`Delete ${option.key}`}
        >
          Delete
        </Button>
      </span>
    );

  return (
    <div className="stack">
      <p className={styles.note}>
        Settings the site reads by key (the live-chat ids among them). Only options that are on reach the
        site; an empty value is allowed.
      </p>
      {editable && <NewSiteOption onSaved={setNotice} />}
      <div aria-live="polite">{notice && <Notice tone="ok">{notice}</Notice>}</div>
      <SearchBar label="Search site options">
        <TextField
          ref={searchRef}
          type="search"
          label="Search"
          placeholder="Key or value"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <span className={styles.faint} aria-live="polite">
          {options.isPending ? 'Loading…' : `${rows.length} of ${all.length}`}
        </span>
      </SearchBar>
      {options.isError && <ErrorNotice error={options.error} />}
      <div className={styles.rows}>
        <PlainTable
          label="Site options"
          rows={rows}
          columns={withActions(columns, editable && actions)}
          rowKey={(option) => option.key}
          empty={all.length === 0 ? 'No site option yet.' : 'Nothing matches.'}
        />
      </div>
      {deleting && (
        <ConfirmDialog
          title={`Delete option ${deleting.key}`}
          message={`The site no longer finds ${deleting.key}; what reads it falls back to its default.`}
          confirmLabel="Delete option"
          onConfirm={() => deleteSiteOption(deleting.key)}
          onDone={() => {
            setNotice(`Option ${deleting.key} deleted.`);
            setDeleting(null);
            void changed();
            window.setTimeout(() => searchRef.current?.focus(), 0);
          }}
          onClose={() => {
            focusLater(optionEditId(deleting));
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../Button.tsx';
import { SelectField, TextField, type Option } from '../Field.tsx';
import styles from './DataList.module.css';

/** One filter of a list: a URL (and API) parameter with its control. */
export type FilterDef =
  | { name: string; label: string; type: 'text' | 'date' | 'number'; placeholder?: string }
  | { name: string; label: string; type: 'select'; options: readonly Option[] };

/** A select filter from its choices, `{ value: label }` in the order shown. */
export function selectFilter(name: string, label: string, choices: Record<string, string>): FilterDef {
  const options = Object.entries(choices).map(([value, text]) => ({ value, label: text }));
  return { name, label, type: 'select', options };
}

/*
 * The list's filters as one search form: typed values apply with "Search" (or Enter), so the URL
 * and the server see one change per search, not one per key; a choice in a select applies at once.
 */
export function ListFilters({
  label,
  filters,
  values,
  onApply,
}: {
  label: string;
  filters: readonly FilterDef[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const [draft, setDraft] = useState(values);
  const shownKey = new URLSearchParams(values).toString();
  const [shown, setShown] = useState(shownKey);
  // The URL changed under the form (back button, a link): show what it says.
  if (shown !== shownKey) {
    setShown(shownKey);
    setDraft(values);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form role="search" aria-label={`Filter ${label}`} className={styles.filters} onSubmit={submit}>
      {filters.map((filter) =>
        filter.type === 'select' ? (
          <SelectField
            key={filter.name}
            label={filter.label}
            name={filter.name}
            value={draft[filter.name] ?? ''}
            options={[{ value: '', label: 'Any' }, ...filter.options]}
            onChange={(event) => {
              const next = { ...draft, [filter.name]: event.target.value };
              setDraft(next);
              onApply(next);
            }}
          />
        ) : (
          <TextField
            key={filter.name}
            label={filter.label}
            name={filter.name}
            type={filter.type === 'text' ? 'search' : filter.type}
            placeholder={filter.type === 'text' ? filter.placeholder : undefined}
            value={draft[filter.name] ?? ''}
            onChange={(event) => setDraft({ ...draft, [filter.name]: event.target.value })}
          />
        ),
      )}
      <Button type="submit" variant="primary">
        Search
      </Button>
    </form>
  );
}

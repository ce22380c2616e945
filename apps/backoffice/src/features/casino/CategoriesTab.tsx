import type { AdminCasinoCategory } from '@lale/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { formatCount } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { moved, pictureSrc, useCategories, useReorderCategories } from './casinoApi.ts';
import { lobbyPageName } from './casinoLabels.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import styles from './Casino.module.css';

/*
 * The lobby's categories in the order the site shows their tabs. With casino.edit a category moves up
 * or down (the whole order is sent, every id once), is edited, or a new one is added at the end.
 */

const column = createColumnHelper<AdminCasinoCategory>();

const COLUMNS: Columns<AdminCasinoCategory> = [
  column.display({
    id: 'position',
    header: 'Order',
    cell: ({ row }) => <span className={styles.number}>{row.index + 1}</span>,
  }),
  column.accessor((category) => category.name.en, {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <span className={styles.stacked}>
        <span className={styles.name} lang="en">
          {row.original.name.en}
        </span>
        <span className={styles.faint} lang="tr">
          {row.original.name.tr}
        </span>
      </span>
    ),
  }),
  column.accessor('slugList', {
    header: 'Lobby pages',
    cell: (info) => (
      <span className={styles.badges}>
        {info.getValue().map((page: string) => (
          <Badge key={page}>{lobbyPageName(page)}</Badge>
        ))}
      </span>
    ),
  }),
  column.accessor('imageUrl', {
    header: 'Picture',
    cell: ({ row }) =>
      row.original.imageUrl ? (
        <img
          className={styles.thumbWide}
          src={pictureSrc(row.original.imageUrl)}
          alt={`${row.original.name.en} picture`}
          loading="lazy"
        />
      ) : (
        <span className={styles.faint}>Default</span>
      ),
  }),
  column.accessor('games', {
    header: 'Games',
    cell: (info) => <span className={styles.number}>{formatCount(info.getValue())}</span>,
  }),
];

const moveButtonId = (categoryId: number, step: -1 | 1) =>
  `casino-category-${categoryId}-${step < 0 ? 'up' : 'down'}`;

/** What a row's buttons do, and where the row stands in the order. */
type CategoryActions = {
  count: number;
  indexOf: (category: AdminCasinoCategory) => number;
  move: (category: AdminCasinoCategory, index: number, step: -1 | 1) => void;
  edit: (category: AdminCasinoCategory) => void;
};
const CategoryActionsContext = createContext<CategoryActions>({
  count: 0,
  indexOf: () => -1,
  move: () => {},
  edit: () => {},
});

function CategoryRowActions({ category }: { category: AdminCasinoCategory }) {
  const { count, indexOf, move, edit } = useContext(CategoryActionsContext);
  const index = indexOf(category);
  return (
    <span className={styles.actions}>
      <Button
        small
        id={moveButtonId(category.id, -1)}
        disabled={index <= 0}
        aria-label={`Move ${category.name.en} up`}
        onClick={() => move(category, index, -1)}
      >
        <span aria-hidden="true">↑</span> Move up
      </Button>
      <Button
        small
        id={moveButtonId(category.id, 1)}
        disabled={index === count - 1}
        aria-label={`Move ${category.name.en} down`}
        onClick={() => move(category, index, 1)}
      >
        <span aria-hidden="true">↓</span> Move down
      </Button>
      <Button small aria-label={`Edit ${category.name.en}`} onClick={() => edit(category)}>
        Edit
      </Button>
    </span>
  );
}

// Module constants: a cell function made anew on each render would be a new component to React,
// remounting every row's buttons (and losing the keyboard's focus).
const EDIT_COLUMNS = withActions(COLUMNS, (category) => <CategoryRowActions category={category} />);

export function CategoriesTab({ editable }: { editable: boolean }) {
  const categories = useCategories();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<AdminCasinoCategory | 'new' | null>(null);
  const [done, setDone] = useState('');
  // After a move the row is redrawn elsewhere: once the list shows it at its new place, the keyboard's
  // focus follows the button that moved it (or its other one, when that one is now disabled).
  const focusAfterMove = useRef<{ id: number; step: -1 | 1; at: number } | null>(null);
  const rows = categories.data ?? [];

  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || (categories.data ?? []).findIndex((row) => row.id === wanted.id) !== wanted.at) return;
    focusAfterMove.current = null;
    const same = document.getElementById(moveButtonId(wanted.id, wanted.step));
    const other = document.getElementById(moveButtonId(wanted.id, wanted.step === -1 ? 1 : -1));
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
  }, [categories.data]);

  const move = (category: AdminCasinoCategory, index: number, step: -1 | 1) => {
    // One move at a time: the next one is computed from the order this one leaves. (The buttons are
    // not disabled meanwhile, which would drop the keyboard's focus.)
    if (reorder.isPending) return;
    setDone('');
    focusAfterMove.current = { id: category.id, step, at: index + step };
    reorder.mutate(moved(rows, index, step), {
      onSuccess: (answer) =>
        setDone(
          answer.message.trim() ||
            `${category.name.en} moved ${step < 0 ? 'up' : 'down'} to place ${index + step + 1}.`,
        ),
      onError: () => {
        focusAfterMove.current = null;
      },
    });
  };

  const actions: CategoryActions = {
    count: rows.length,
    indexOf: (category) => rows.findIndex((row) => row.id === category.id),
    move,
    edit: (category) => {
      setDone('');
      setEditing(category);
    },
  };

  return (
    <div className="stack">
      <div className={styles.toolbar}>
        <p className={styles.intro}>
          The lobby shows each page&rsquo;s categories as tabs, in this order. Changes show on the site at
          once.
        </p>
        {editable && (
          <Button
            variant="primary"
            onClick={() => {
              setDone('');
              setEditing('new');
            }}
          >
            New category
          </Button>
        )}
      </div>
      <div role="status" className={styles.done}>
        {done}
      </div>
      {categories.isError && <ErrorNotice error={categories.error} />}
      {reorder.isError && <ErrorNotice error={reorder.error} />}
      <CategoryActionsContext.Provider value={actions}>
        <div className={styles.middle}>
          <PlainTable
            label="Categories"
            rows={rows}
            columns={editable ? EDIT_COLUMNS : COLUMNS}
            empty={categories.isPending ? 'Loading…' : 'There is no category yet.'}
          />
        </div>
      </CategoryActionsContext.Provider>
      {editing && (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          onSaved={(message) => {
            setEditing(null);
            setDone(message);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

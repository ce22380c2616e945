import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice, Notice } from '../../ui/Notice.tsx';
import type { CollectionDef, ContentItem } from './collections.tsx';
import {
  deleteItem,
  doneMessage,
  pictureSrc,
  swapped,
  useCollection,
  useCollectionChanged,
  useReorder,
  useSaveItem,
} from './contentApi.ts';
import { PublishedField } from './fields.tsx';
import { ItemEditor } from './ItemEditor.tsx';
import styles from './Content.module.css';

/*
 * One collection's tab: its items in the site's order with their picture, title and state, and for
 * content.edit the actions — edit (every field), publish / unpublish (`active`, the whole item
 * replaced), move up / down within the item's group (a reorder naming every id once) and delete.
 */

type Row<Item> = {
  item: Item;
  /** 1-based, within its group. */
  position: number;
  /** The neighbours in its group, which a move swaps it with. */
  before: Item | null;
  after: Item | null;
  /** Popups: the one the site shows (the newest published). */
  onSite: boolean;
};

/** The items grouped (groups in order of first appearance), each group in the site's order. */
function arrange<Item extends ContentItem>(items: readonly Item[], groupOf?: (item: Item) => string) {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = groupOf ? groupOf(item) : '';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const firstShown = items.find((item) => item.active)?.id;
  return [...groups.values()].flatMap((group) =>
    group.map((item, index): Row<Item> => ({
      item,
      position: index + 1,
      before: group[index - 1] ?? null,
      after: group[index + 1] ?? null,
      onSite: item.id === firstShown,
    })),
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Gives focus back to what opened a dialog once it closes (the dialog is unmounted, not hidden). */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: () => {
      const target = opener.current;
      window.setTimeout(() => target?.isConnected && target.focus(), 0);
    },
  };
}

export function CollectionTab<Item extends ContentItem, Input extends FieldValues>({
  def,
  editable,
  intro,
}: {
  def: CollectionDef<Item, Input>;
  editable: boolean;
  intro: string;
}) {
  const list = useCollection<Item>(def.name);
  const changed = useCollectionChanged(def.name);
  const toggle = useSaveItem<Item, Input>(def.name);
  const reorder = useReorder<Item>(def.name);
  const focus = useReturnFocus();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const Noun = capitalised(def.noun);
  const items = list.data ?? [];
  const rows = arrange(items, def.group?.of);
  const busy = toggle.isPending || reorder.isPending;
  const actionId = (action: string, item: Item) => `${def.name}-${action}-${item.id}`;

  const open = (target: Item | 'new') => {
    focus.remember();
    setNotice(null);
    setEditing(target);
  };
  const close = () => {
    setEditing(null);
    focus.restore();
  };

  const move = (row: Row<Item>, direction: 'up' | 'down') => {
    const other = direction === 'up' ? row.before : row.after;
    if (!other) return;
    const ids = items.map((item) => item.id);
    setNotice(null);
    reorder.mutate(swapped(ids, ids.indexOf(row.item.id), ids.indexOf(other.id)), {
      onSuccess: (answer) => {
        setNotice(doneMessage(answer, `“${def.titleOf(row.item)}” moved ${direction}.`));
        // Keyboard users keep their place: the same button of the moved row, or its twin at an end.
        window.setTimeout(() => {
          const same = document.getElementById(actionId(direction, row.item)) as HTMLButtonElement | null;
          const twin = document.getElementById(actionId(direction === 'up' ? 'down' : 'up', row.item));
          (same && !same.disabled ? same : twin)?.focus();
        }, 0);
      },
    });
  };

  const publish = (item: Item) => {
    setNotice(null);
    toggle.mutate(
      { id: item.id, input: { ...def.toInput(item), active: !item.active } },
      {
        onSuccess: (answer) =>
          setNotice(
            doneMessage(answer, `“${def.titleOf(item)}” ${item.active ? 'unpublished' : 'published'}.`),
          ),
      },
    );
  };

  const columns: Columns<Row<Item>> = [];
  if (def.ordered) {
    columns.push({
      id: 'order',
      header: 'Order',
      cell: ({ row }) => <span className={styles.num}>{row.original.position}</span>,
    });
  }
  if (def.pictureOf) {
    const pictureOf = def.pictureOf;
    columns.push({
      id: 'picture',
      header: 'Picture',
      cell: ({ row }) => {
        const url = pictureOf(row.original.item);
        return (
          <span className={styles.thumb}>
            {url ? <img src={pictureSrc(url)} alt={def.titleOf(row.original.item)} loading="lazy" /> : '—'}
          </span>
        );
      },
    });
  }
  columns.push({
    id: 'title',
    header: def.subtitleOf ? 'Title (English)' : Noun,
    cell: ({ row }) => (
      <span className={styles.twoLines}>
        <span className={styles.itemTitle}>{def.titleOf(row.original.item)}</span>
        {def.subtitleOf && (
          <span className={styles.faint} lang="tr">
            {def.subtitleOf(row.original.item)}
          </span>
        )}
      </span>
    ),
  });
  if (def.group) {
    const { Cell } = def.group;
    columns.push({
      id: 'group',
      header: def.group.header,
      cell: ({ row }) => <Cell item={row.original.item} />,
    });
  }
  if (def.linkOf) {
    const linkOf = def.linkOf;
    columns.push({
      id: 'link',
      header: 'Link',
      cell: ({ row }) => {
        const link = linkOf(row.original.item);
        return link ? (
          <code className={styles.address}>{link}</code>
        ) : (
          <span className={styles.faint}>—</span>
        );
      },
    });
  }
  columns.push({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const { item, onSite } = row.original;
      if (!item.active) return <Badge>Hidden</Badge>;
      if (def.ordered || onSite)
        return <Badge tone="ok">{def.ordered ? 'Published' : 'Published · on the site'}</Badge>;
      return (
        <span className={styles.twoLines}>
          <Badge tone="ok">Published</Badge>
          <span className={styles.faint}>A newer popup is shown</span>
        </span>
      );
    },
  });

  const actions = (row: Row<Item>) => {
    const { item } = row;
    const title = def.titleOf(item);
    return (
      <span className={styles.rowActions}>
        <Button small onClick={() => open(item)} aria-label={`Edit ${title}`}>
          Edit
        </Button>
        <Button
          small
          disabled={busy}
          onClick={() => publish(item)}
          aria-label={`${item.active ? 'Unpublish' : 'Publish'} ${title}`}
        >
          {item.active ? 'Unpublish' : 'Publish'}
        </Button>
        {def.ordered && (
          <>
            <Button
              small
              id={actionId('up', item)}
              disabled={busy || !row.before}
              onClick={() => move(row, 'up')}
              aria-label={`Move up ${title}`}
            >
              Move up
            </Button>
            <Button
              small
              id={actionId('down', item)}
              disabled={busy || !row.after}
              onClick={() => move(row, 'down')}
              aria-label={`Move down ${title}`}
            >
              Move down
            </Button>
          </>
        )}
        <Button
          small
          variant="danger"
          onClick={() => {
            focus.remember();
            setNotice(null);
            setDeleting(item);
          }}
          aria-label={`Delete ${title}`}
        >
          Delete
        </Button>
      </span>
    );
  };

  return (
    <div className="stack">
      <div className={styles.toolbar}>
        <p className={styles.note}>{intro}</p>
        {editable && (
          <Button id={`${def.name}-new`} variant="primary" onClick={() => open('new')}>
            New {def.noun}
          </Button>
        )}
      </div>
      <div aria-live="polite">{notice && <Notice tone="ok">{notice}</Notice>}</div>
      {list.isError && <ErrorNotice error={list.error} />}
      {toggle.isError && <ErrorNotice error={toggle.error} />}
      {reorder.isError && <ErrorNotice error={reorder.error} />}
      {list.isPending ? (
        <p>Loading…</p>
      ) : (
        <div className={styles.rows}>
          <PlainTable
            label={`${capitalised(def.name)} (${items.length})`}
            rows={rows}
            columns={withActions(columns, editable && actions)}
            rowKey={(row) => String(row.item.id)}
            empty={`No ${def.name} yet.`}
          />
        </div>
      )}
      {editing && (
        <ItemEditor<Input, Item>
          collection={def.name}
          noun={def.noun}
          title={editing === 'new' ? `New ${def.noun}` : `Edit ${def.noun}: ${def.titleOf(editing)}`}
          id={editing === 'new' ? null : editing.id}
          values={editing === 'new' ? def.blank() : def.toInput(editing)}
          schema={def.schema}
          onClose={close}
          onSaved={(message) => {
            close();
            setNotice(message);
          }}
        >
          {(form, choosePicture) => (
            <>
              <def.Fields form={form} choosePicture={choosePicture} />
              <PublishedField form={form} hint={def.publishedHint} />
            </>
          )}
        </ItemEditor>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${def.noun}: ${def.titleOf(deleting)}`}
          message={`${Noun} “${def.titleOf(deleting)}” leaves the site within a few seconds. This cannot be undone.`}
          confirmLabel={`Delete ${def.noun}`}
          onConfirm={() => deleteItem(def.name, deleting.id)}
          onDone={() => {
            const title = def.titleOf(deleting);
            setDeleting(null);
            setNotice(`${Noun} “${title}” deleted.`);
            void changed();
            // The row and its Delete button are gone: focus goes to the tab's own action, if any.
            window.setTimeout(() => document.getElementById(`${def.name}-new`)?.focus(), 0);
          }}
          onClose={() => {
            setDeleting(null);
            focus.restore();
          }}
        />
      )}
    </div>
  );
}

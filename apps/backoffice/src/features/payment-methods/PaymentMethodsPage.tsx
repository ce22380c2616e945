import { TransactionType, type AdminPaymentMethod, type AdminPaymentMethods } from '@lale/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Page } from '../../ui/Page.tsx';
import { Tabs, tabPanelProps, type TabItem } from '../../ui/Tabs.tsx';
import { ApprovalsLink } from '../approvals/ApprovalsLink.tsx';
import { MethodEditor } from './MethodEditor.tsx';
import { logoSrc, moved, usePaymentMethods, useReorderMethods, useSwitchMethod } from './methodsApi.ts';
import styles from './PaymentMethods.module.css';

/*
 * The cashier's payment methods (issue #27): per direction, what the deposit and withdraw pages offer,
 * in their order — logo, title, provider and flow, currency, limits, how many fields, whether it is
 * switched on. payments.view reads; payments.edit edits, switches, reorders and adds. The cashier reads
 * these rows on every call, so a change shows to players at once. The open tab is `?tab=` in the URL.
 */

const TABS: readonly TabItem[] = [
  { key: 'deposit', label: 'Deposit' },
  { key: 'withdrawal', label: 'Withdrawal' },
];

const typeOfTab = (tab: string) =>
  tab === 'withdrawal' ? TransactionType.Withdraw : TransactionType.Deposit;

const column = createColumnHelper<AdminPaymentMethod>();

function StatusCell({ method }: { method: AdminPaymentMethod }) {
  if (!method.enabled) return <Badge tone="warn">Off</Badge>;
  if (!method.offered)
    return (
      <span className={styles.stacked}>
        <Badge tone="danger">Provider not configured</Badge>
        <span className={styles.faint}>Players do not see it.</span>
      </span>
    );
  return <Badge tone="ok">On</Badge>;
}

const COLUMNS: Columns<AdminPaymentMethod> = [
  column.display({
    id: 'position',
    header: 'Order',
    cell: ({ row }) => <span className={styles.number}>{row.index + 1}</span>,
  }),
  column.accessor('logo', {
    header: 'Logo',
    cell: ({ row }) => (
      <img
        className={styles.thumb}
        src={logoSrc(row.original.logo)}
        alt={`${row.original.title} logo`}
        loading="lazy"
      />
    ),
  }),
  column.accessor('title', {
    header: 'Title',
    cell: (info) => <span className={styles.name}>{info.getValue()}</span>,
  }),
  column.accessor('provider', {
    header: 'Provider / flow',
    cell: ({ row }) => (
      <span className={styles.stacked}>
        <span className={styles.code}>{row.original.provider}</span>
        <span className={styles.faint}>{row.original.flow === 'hosted' ? 'Hosted page' : 'Manual'}</span>
      </span>
    ),
  }),
  column.accessor('currency', { header: 'Currency' }),
  column.display({
    id: 'limits',
    header: 'Limits',
    cell: ({ row }) => (
      <span className={styles.number}>
        {formatMoney(row.original.minAmount, row.original.currency)} –{' '}
        {formatMoney(row.original.maxAmount, row.original.currency)}
      </span>
    ),
  }),
  column.display({
    id: 'fields',
    header: 'Fields',
    cell: ({ row }) => (
      <span className={styles.number} title={row.original.fields.map((field) => field.key).join(', ')}>
        {row.original.fields.length}
      </span>
    ),
  }),
  column.accessor('enabled', {
    header: 'Status',
    cell: ({ row }) => <StatusCell method={row.original} />,
  }),
];

const moveButtonId = (id: number, step: -1 | 1) => `payment-method-${id}-${step < 0 ? 'up' : 'down'}`;

/** What a row's buttons do, and where the row stands in its direction's order. */
type RowActions = {
  count: number;
  indexOf: (method: AdminPaymentMethod) => number;
  move: (method: AdminPaymentMethod, index: number, step: -1 | 1) => void;
  edit: (method: AdminPaymentMethod) => void;
  toggle: (method: AdminPaymentMethod) => void;
};
const RowActionsContext = createContext<RowActions>({
  count: 0,
  indexOf: () => -1,
  move: () => {},
  edit: () => {},
  toggle: () => {},
});

function MethodRowActions({ method }: { method: AdminPaymentMethod }) {
  const { count, indexOf, move, edit, toggle } = useContext(RowActionsContext);
  const index = indexOf(method);
  return (
    <span className={styles.actions}>
      <Button small aria-label={`Edit ${method.title}`} onClick={() => edit(method)}>
        Edit
      </Button>
      <Button
        small
        aria-label={`${method.enabled ? 'Switch off' : 'Switch on'} ${method.title}`}
        onClick={() => toggle(method)}
      >
        {method.enabled ? 'Switch off' : 'Switch on'}
      </Button>
      <Button
        small
        id={moveButtonId(method.id, -1)}
        disabled={index <= 0}
        aria-label={`Move ${method.title} up`}
        onClick={() => move(method, index, -1)}
      >
        <span aria-hidden="true">↑</span> Move up
      </Button>
      <Button
        small
        id={moveButtonId(method.id, 1)}
        disabled={index === count - 1}
        aria-label={`Move ${method.title} down`}
        onClick={() => move(method, index, 1)}
      >
        <span aria-hidden="true">↓</span> Move down
      </Button>
    </span>
  );
}

// Module constants: a cell function made anew on each render would remount every row's buttons.
const EDIT_COLUMNS = withActions(COLUMNS, (method) => <MethodRowActions method={method} />);

const EMPTY: AdminPaymentMethods = { items: [], providers: [], logos: [], currencies: [] };

export function PaymentMethodsPage() {
  const can = useCan();
  const editable = can('payments.edit');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((item) => item.key === params.get('tab'))?.key ?? 'deposit';
  const type = typeOfTab(tab);
  const methods = usePaymentMethods();
  const reorder = useReorderMethods();
  const switchMethod = useSwitchMethod();
  const [editing, setEditing] = useState<AdminPaymentMethod | 'new' | null>(null);
  const [confirming, setConfirming] = useState<AdminPaymentMethod | null>(null);
  // The server's word after a write; `held`: it waits for a second approver (issue #27).
  const [done, setDoneState] = useState({ text: '', held: false });
  const setDone = (text: string, held = false) => setDoneState({ text, held });
  const focusAfterMove = useRef<{ id: number; step: -1 | 1; at: number } | null>(null);
  const data = methods.data ?? EMPTY;
  const rows = data.items.filter((method) => method.type === type);

  // After a move, the keyboard's focus follows the button that moved the row (or its other one).
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || rows.findIndex((row) => row.id === wanted.id) !== wanted.at) return;
    focusAfterMove.current = null;
    const same = document.getElementById(moveButtonId(wanted.id, wanted.step));
    const other = document.getElementById(moveButtonId(wanted.id, wanted.step === -1 ? 1 : -1));
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
  });

  const switchOn = (method: AdminPaymentMethod) =>
    switchMethod.mutate(
      { id: method.id, enabled: true },
      { onSuccess: (answer) => setDone(answer.message.trim() || `${method.title} switched on.`) },
    );

  const actions: RowActions = {
    count: rows.length,
    indexOf: (method) => rows.findIndex((row) => row.id === method.id),
    move: (method, index, step) => {
      if (reorder.isPending) return;
      setDone('');
      focusAfterMove.current = { id: method.id, step, at: index + step };
      reorder.mutate(
        { type, ordered: moved(rows, index, step) },
        {
          onSuccess: () =>
            setDone(`${method.title} moved ${step < 0 ? 'up' : 'down'} to place ${index + step + 1}.`),
          onError: () => {
            focusAfterMove.current = null;
          },
        },
      );
    },
    edit: (method) => {
      setDone('');
      setEditing(method);
    },
    toggle: (method) => {
      setDone('');
      if (method.enabled) setConfirming(method);
      else switchOn(method);
    },
  };

  return (
    <Page
      title="Payment methods"
      subtitle="What the cashier offers, per direction and in this order. Changes show to players at once."
      actions={
        editable ? (
          <Button
            variant="primary"
            onClick={() => {
              setDone('');
              setEditing('new');
            }}
          >
            New method
          </Button>
        ) : undefined
      }
    >
      <section className="stack" aria-label="Payment methods">
        <Tabs label="Direction" items={TABS} current={tab} onSelect={(key) => setParams({ tab: key })} />
        <div {...tabPanelProps(tab)} className="stack">
          <div role="status" className={done.held ? `${styles.done} ${styles.held}` : styles.done}>
            {done.text}
            {done.held && (
              <>
                {' '}
                <ApprovalsLink area="payments" />
              </>
            )}
          </div>
          {methods.isError && <ErrorNotice error={methods.error} />}
          {reorder.isError && <ErrorNotice error={reorder.error} />}
          {switchMethod.isError && <ErrorNotice error={switchMethod.error} />}
          <RowActionsContext.Provider value={actions}>
            <div className={styles.middle}>
              <PlainTable
                label={tab === 'deposit' ? 'Deposit methods' : 'Withdrawal methods'}
                rows={rows}
                columns={editable ? EDIT_COLUMNS : COLUMNS}
                empty={methods.isPending ? 'Loading…' : 'There is no method of this direction yet.'}
              />
            </div>
          </RowActionsContext.Provider>
        </div>
      </section>
      {editing && (
        <MethodEditor
          method={editing === 'new' ? null : editing}
          type={type}
          lists={data}
          onSaved={(message, held) => {
            setEditing(null);
            setDone(message, held);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={`Switch off ${confirming.title}?`}
          message={`Players stop seeing ${confirming.title} in the cashier at once. Payments already made through it go on as they are.`}
          confirmLabel="Switch off"
          onConfirm={async () => {
            const answer = await switchMethod.mutateAsync({ id: confirming.id, enabled: false });
            setDone(answer.message.trim() || `${confirming.title} switched off.`);
          }}
          onDone={() => setConfirming(null)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Page>
  );
}

import { APPROVAL_AREAS, CHANGE_STATUSES, type ApprovalArea, type PendingChange } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, use, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Field.tsx';
import { DataList, listQueryKey, type Columns } from '../../ui/list/DataList.tsx';
import { nextParams } from '../../ui/list/listParams.ts';
import { withActions } from '../../ui/list/withActions.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Page } from '../../ui/Page.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { Tabs, tabPanelProps } from '../../ui/Tabs.tsx';
import {
  AREA_LABELS,
  ChangeStatusBadge,
  changeText,
  kindLabel,
  MEASURE_LABELS,
  measureText,
  RequestFacts,
  STATUS_LABELS,
} from './approvalLabels.tsx';
import { approvalsListPath, decideChange, type Decision } from './approvalsApi.ts';
import styles from './Approvals.module.css';

/*
 * Four eyes above the owner's lines (issue #27): per area the role may view (payments, bonuses,
 * sports), the changes held for a second approver — what, which measure, before → after, the owner's
 * line, who asked and when, and once decided who decided, when and their note. A row opens what was
 * asked, field by field. With the area's approve a member approves (applied at once, as it was asked)
 * or rejects, with an optional note; their own change they may only withdraw. The area and the status
 * (pending unless chosen) are in the URL.
 */

const DECIDE_NOTE_MAX = 500;

/** Said after a decision when the server words none. */
const DONE = { Approve: 'Approved.', Reject: 'Rejected.', Withdraw: 'Withdrawn.' } as const;
const VERBS = { approve: 'Approve', reject: 'Reject', withdraw: 'Withdraw' } as const satisfies Record<
  Decision,
  keyof typeof DONE
>;

const STATUS_OPTIONS = [
  ...CHANGE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  { value: 'all', label: 'Any' },
];

const column = createColumnHelper<PendingChange>();

/** What a row's buttons do; the columns stay the same objects between renders (no remounted buttons). */
type RowContext = {
  open: ReadonlySet<number>;
  toggle: (id: number) => void;
  /** The member's own id (their change they only withdraw), and whether they hold the area's approve and edit. */
  me: number | null;
  canDecide: boolean;
  canWithdraw: boolean;
  decide: (change: PendingChange, decision: Decision) => void;
};
const Row = createContext<RowContext>({
  open: new Set(),
  toggle: () => {},
  me: null,
  canDecide: false,
  canWithdraw: false,
  decide: () => {},
});

const detailId = (change: PendingChange) => `approval-${change.id}`;
const named = (change: PendingChange) => `${kindLabel(change).toLowerCase()} ${change.targetName}`;

function RowActions({ change }: { change: PendingChange }) {
  const { open, toggle, me, canDecide, canWithdraw, decide } = use(Row);
  const expanded = open.has(change.id);
  const own = change.requestedBy === me;
  const pending = change.status === 'pending';
  const ownNoteId = `approval-${change.id}-own`;
  return (
    <span className={styles.actions}>
      <Button
        small
        aria-expanded={expanded}
        aria-controls={expanded ? detailId(change) : undefined}
        aria-label={`Details of the ${named(change)}`}
        onClick={() => toggle(change.id)}
      >
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> Details
      </Button>
      {pending && canDecide && (
        <>
          <Button
            small
            variant="primary"
            disabled={own}
            aria-describedby={own ? ownNoteId : undefined}
            aria-label={`Approve the ${named(change)}`}
            onClick={() => decide(change, 'approve')}
          >
            Approve
          </Button>
          {!own && (
            <Button
              small
              variant="danger"
              aria-label={`Reject the ${named(change)}`}
              onClick={() => decide(change, 'reject')}
            >
              Reject
            </Button>
          )}
        </>
      )}
      {pending && own && canWithdraw && (
        <Button
          small
          variant="danger"
          aria-label={`Withdraw the ${named(change)}`}
          onClick={() => decide(change, 'withdraw')}
        >
          Withdraw
        </Button>
      )}
      {pending && own && (
        <span id={ownNoteId} className={styles.own}>
          You asked for this change: a different member approves it.
        </span>
      )}
    </span>
  );
}

const BASE_COLUMNS: Columns<PendingChange> = [
  column.accessor('targetName', {
    header: 'What',
    cell: ({ row }) => (
      <span className={styles.stacked}>
        <span className={styles.name}>{row.original.targetName}</span>
        <span className={styles.faint}>{kindLabel(row.original)}</span>
      </span>
    ),
  }),
  column.accessor('measure', {
    header: 'Measure',
    cell: ({ row }) => MEASURE_LABELS[row.original.measure],
  }),
  column.display({
    id: 'change',
    header: 'Before → after',
    cell: ({ row }) => <span className={styles.change}>{changeText(row.original)}</span>,
  }),
  column.accessor('line', {
    header: 'Owner’s line',
    cell: ({ row }) => measureText(row.original, row.original.line),
  }),
  column.accessor('requestedAt', {
    header: 'Asked',
    cell: ({ row }) => (
      <span className={styles.stacked}>
        <span>{row.original.requestedByName}</span>
        <span className={styles.faint}>{formatDateTime(row.original.requestedAt)}</span>
      </span>
    ),
  }),
];

const DECIDED_COLUMNS: Columns<PendingChange> = [
  column.accessor('status', {
    header: 'Status',
    cell: (info) => <ChangeStatusBadge status={info.getValue()} />,
  }),
  column.accessor('decidedAt', {
    header: 'Decided',
    cell: ({ row }) =>
      row.original.decidedAt ? (
        <span className={styles.stacked}>
          <span>{row.original.decidedByName ?? '—'}</span>
          <span className={styles.faint}>{formatDateTime(row.original.decidedAt)}</span>
          {row.original.decisionNote && <span>“{row.original.decisionNote}”</span>}
        </span>
      ) : (
        '—'
      ),
  }),
];

const actions = (change: PendingChange) => <RowActions change={change} />;
/** Pending ones need no status nor decision; any other list shows both. */
const PENDING_COLUMNS = withActions(BASE_COLUMNS, actions);
const ALL_COLUMNS = withActions([...BASE_COLUMNS, ...DECIDED_COLUMNS], actions);

function ChangeDetail({ change }: { change: PendingChange }) {
  return (
    <div id={detailId(change)} className={styles.detail}>
      <h3 className={styles.detailTitle}>What was asked</h3>
      <RequestFacts request={change.payload} />
    </div>
  );
}

/** The confirmation's words: what approving (or rejecting) does to what. */
function decisionIntro(change: PendingChange, decision: Decision): string {
  const what = `${MEASURE_LABELS[change.measure]} of ${change.targetName}: ${changeText(change)}, above the owner’s line of ${measureText(change, change.line)}.`;
  if (decision === 'approve') return `${what} Approved, it is applied at once, as it was asked.`;
  return decision === 'withdraw'
    ? `${what} Withdrawn, nothing is applied.`
    : `${what} Rejected, nothing is applied; whoever asked sees your note.`;
}

function AreaChanges({ area, status }: { area: ApprovalArea; status: string }) {
  const can = useCan();
  const me = useSession().session?.staff.id ?? null;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [deciding, setDeciding] = useState<{ change: PendingChange; decision: Decision } | null>(null);
  const [notice, setNotice] = useState('');
  const path = approvalsListPath(area);
  const context: RowContext = {
    open,
    toggle: (id) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    me,
    canDecide: can(`${area}.approve`),
    canWithdraw: can(`${area}.edit`),
    decide: (change, decision) => {
      setNotice('');
      setDeciding({ change, decision });
    },
  };
  const verb = deciding ? VERBS[deciding.decision] : 'Reject';
  return (
    <>
      {notice && <Notice tone="ok">{notice}</Notice>}
      <Row value={context}>
        <DataList
          label={`Held changes of ${AREA_LABELS[area].toLowerCase()}`}
          path={path}
          columns={status === 'pending' ? PENDING_COLUMNS : ALL_COLUMNS}
          fixedQuery={{ status: status === 'all' ? undefined : status }}
          exportable={false}
          renderExpanded={(row) =>
            open.has(row.original.id) ? <ChangeDetail change={row.original} /> : null
          }
        />
      </Row>
      {deciding && (
        <ReasonDialog
          title={`${verb} the ${named(deciding.change)}`}
          intro={decisionIntro(deciding.change, deciding.decision)}
          label="Note"
          optional
          minLength={1}
          maxLength={DECIDE_NOTE_MAX}
          confirmLabel={verb}
          danger={deciding.decision !== 'approve'}
          onSubmit={async (note) => {
            const answer = await decideChange(deciding.change, deciding.decision, note);
            setNotice(answer.message.trim() || DONE[verb]);
          }}
          onDone={() => {
            setDeciding(null);
            void queryClient.invalidateQueries({ queryKey: listQueryKey(path) });
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}

export function ApprovalsPage() {
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const areas = APPROVAL_AREAS.filter((area) => can(`${area}.view`));
  const area = areas.find((one) => one === params.get('area')) ?? areas[0];
  const status = STATUS_OPTIONS.find((option) => option.value === params.get('status'))?.value ?? 'pending';
  const choose = (changes: Record<string, string | null>) => setParams(nextParams(params, changes));
  if (!area) return null;
  const list = (
    <div className="stack">
      <div className={styles.filters}>
        <SelectField
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) =>
            choose({ status: event.target.value === 'pending' ? null : event.target.value })
          }
        />
      </div>
      {/* A new area or status starts with nothing open and no word of an earlier decision. */}
      <AreaChanges key={`${area}:${status}`} area={area} status={status} />
    </div>
  );
  return (
    <Page
      title="Approvals"
      subtitle={
        <>
          Changes that go above the owner’s lines wait here for a second member: approved, they are applied as
          they were asked; rejected, nothing changes.
          {can('staff.view') && (
            <>
              {' '}
              The lines are in <Link to="/settings">Settings</Link>.
            </>
          )}
        </>
      }
    >
      {areas.length > 1 ? (
        <section className="stack" aria-label="Approvals">
          <Tabs
            label="Area"
            items={areas.map((key) => ({ key, label: AREA_LABELS[key] }))}
            current={area}
            onSelect={(key) => choose({ area: key })}
          />
          <div {...tabPanelProps(area)}>{list}</div>
        </section>
      ) : (
        list
      )}
    </Page>
  );
}

import { createColumnHelper } from '@tanstack/react-table';
import { createContext, use, useMemo, useState } from 'react';
import type { TradingEventDetail, TradingMarket } from '../../lib/api/types.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import type { Columns } from '../../ui/list/DataList.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { withActions } from '../../ui/list/withActions.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { SettleDialog } from './SettleDialog.tsx';
import { holdEvent, REASON_MAX, REASON_MIN } from './tradingApi.ts';
import {
  MARKET_CANCELLED,
  MARKET_SETTLED,
  marketState,
  marketTitle,
  outcomeLabel,
  outcomeSide,
  resultText,
  sortMarkets,
} from './tradingLabels.tsx';
import styles from './Trading.module.css';

/*
 * The event's markets as the trader acts on them: the title, the outcomes with their prices (and
 * results once settled), what holds the market (settled, the operator, the feed), and per market
 * Suspend / Reopen (sports.edit) and Settle… / Resettle… (sports.approve). Every button is named
 * after its market ("Suspend Total 2.5"), so a screen reader and a test find the right one.
 */

type Acting = { kind: 'suspend' | 'reopen' | 'settle' | 'resettle'; market: TradingMarket };

const column = createColumnHelper<TradingMarket>();

function Outcomes({ market, event }: { market: TradingMarket; event: TradingEventDetail }) {
  return (
    <ul className={styles.chips} aria-label={`Outcomes of ${marketTitle(market.key, market.specifiers)}`}>
      {market.outcomes.map((outcome) => {
        const side = outcomeSide(outcome.id, event);
        return (
          <li
            key={outcome.id}
            className={[styles.chip, !outcome.active && !outcome.result && styles.chipOff]
              .filter(Boolean)
              .join(' ')}
            title={side ?? undefined}
          >
            <span className={styles.chipName}>{outcomeLabel(outcome.id)}</span>
            {(outcome.odds || !outcome.result) && (
              <span className={styles.chipOdds}>{outcome.odds ?? '—'}</span>
            )}
            {!outcome.active && !outcome.result && <span className="visually-hidden">(not offered)</span>}
            {outcome.result && (
              <Badge tone={outcome.voidFactor === 1 ? 'neutral' : outcome.result === 'won' ? 'ok' : 'danger'}>
                {resultText(outcome.result, outcome.voidFactor)}
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What the cells need beside their market; the columns themselves never change (see COLUMNS). */
type MarketsScope = {
  event: TradingEventDetail;
  canEdit: boolean;
  canApprove: boolean;
  onAct: (acting: Acting) => void;
};

const Scope = createContext<MarketsScope | null>(null);

function useScope(): MarketsScope {
  const scope = use(Scope);
  if (!scope) throw new Error('A market cell outside EventMarkets');
  return scope;
}

function MarketName({ market }: { market: TradingMarket }) {
  return (
    <span className={styles.twoLines}>
      <strong>{marketTitle(market.key, market.specifiers)}</strong>
      <span className={styles.faint}>
        {market.key}
        {market.specifiers && ` · ${market.specifiers}`} · #{market.id}
      </span>
    </span>
  );
}

function MarketOutcomes({ market }: { market: TradingMarket }) {
  return <Outcomes market={market} event={useScope().event} />;
}

function MarketStatus({ market }: { market: TradingMarket }) {
  const state = marketState(market, useScope().event);
  return (
    <span className={styles.twoLines}>
      <span>
        <Badge tone={state.tone}>{state.label}</Badge>
      </span>
      {state.detail && <span className={styles.statusDetail}>{state.detail}</span>}
      {market.hold && state.label === 'Held' && (
        <span className={styles.faint}>Since {formatDateTime(market.hold.heldAt)}</span>
      )}
    </span>
  );
}

/*
 * Module-level columns whose cells read the event from context: TanStack renders a cell function as
 * a component, so columns made anew on each read of the event would remount every cell (and a
 * pressed button would lose the focus).
 */
const COLUMNS: Columns<TradingMarket> = [
  column.accessor('key', { header: 'Market', cell: ({ row }) => <MarketName market={row.original} /> }),
  column.display({
    id: 'outcomes',
    header: 'Outcomes',
    cell: ({ row }) => <MarketOutcomes market={row.original} />,
  }),
  column.accessor('status', { header: 'Status', cell: ({ row }) => <MarketStatus market={row.original} /> }),
];

const COLUMNS_WITH_ACTIONS = withActions(COLUMNS, (market) => <MarketActions market={market} />);

function MarketActions({ market }: { market: TradingMarket }) {
  const { canEdit, canApprove, onAct } = useScope();
  const title = marketTitle(market.key, market.specifiers);
  const settled = market.status === MARKET_SETTLED;
  const cancelled = market.status === MARKET_CANCELLED;
  return (
    <span className={styles.rowActions}>
      {/* One button that turns from Suspend to Reopen, so it keeps the focus when the market changes. */}
      {canEdit && (market.hold || (!settled && !cancelled)) && (
        <Button
          small
          variant={market.hold ? 'default' : 'danger'}
          onClick={() => onAct({ kind: market.hold ? 'reopen' : 'suspend', market })}
          aria-label={`${market.hold ? 'Reopen' : 'Suspend'} ${title}`}
        >
          {market.hold ? 'Reopen' : 'Suspend'}
        </Button>
      )}
      {canApprove && !cancelled && (
        <Button
          small
          onClick={() => onAct({ kind: settled ? 'resettle' : 'settle', market })}
          aria-label={`${settled ? 'Resettle' : 'Settle'} ${title}`}
        >
          {settled ? 'Resettle…' : 'Settle…'}
        </Button>
      )}
    </span>
  );
}

const HOLD_INTRO = {
  suspend:
    'Players see the market suspended and no bet is taken on it until it is reopened. The feed keeps updating it meanwhile.',
  reopen:
    'The operator’s hold is lifted and the feed’s status applies again (a market the feed suspended stays suspended).',
};

export function EventMarkets({
  event,
  onChanged,
}: {
  event: TradingEventDetail;
  /** After a write, with the server's message. */
  onChanged: (message: string) => void;
}) {
  const can = useCan();
  const canEdit = can('sports.edit');
  const canApprove = can('sports.approve');
  const [acting, setActing] = useState<Acting | null>(null);
  const scope = useMemo(
    () => ({ event, canEdit, canApprove, onAct: setActing }),
    [event, canEdit, canApprove],
  );
  const rows = useMemo(() => sortMarkets(event.markets), [event.markets]);
  const close = () => setActing(null);
  const title = acting && marketTitle(acting.market.key, acting.market.specifiers);
  return (
    <Scope value={scope}>
      <PlainTable
        label="Markets"
        rows={rows}
        columns={canEdit || canApprove ? COLUMNS_WITH_ACTIONS : COLUMNS}
        rowKey={(market) => String(market.id)}
        empty="The feed has sent no markets for this event."
      />
      {acting && (acting.kind === 'suspend' || acting.kind === 'reopen') && (
        <ReasonDialog
          title={`${acting.kind === 'suspend' ? 'Suspend' : 'Reopen'} ${title}`}
          intro={HOLD_INTRO[acting.kind]}
          label="Reason"
          confirmLabel={acting.kind === 'suspend' ? 'Suspend' : 'Reopen'}
          danger={acting.kind === 'suspend'}
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          onSubmit={async (reason) => {
            const answer = await holdEvent(
              event.eventId,
              acting.kind as 'suspend' | 'reopen',
              reason,
              acting.market,
            );
            onChanged(answer.message || `${title} ${acting.kind === 'suspend' ? 'suspended' : 'reopened'}.`);
          }}
          onDone={close}
          onClose={close}
        />
      )}
      {acting && (acting.kind === 'settle' || acting.kind === 'resettle') && (
        <SettleDialog
          event={event}
          market={acting.market}
          mode={acting.kind}
          onDone={(message) => {
            close();
            onChanged(message);
          }}
          onClose={close}
        />
      )}
    </Scope>
  );
}

import type { StaffLiveFrame } from '@lale/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TradingEventDetail } from '../../lib/api/types.ts';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { useCan } from '../../lib/permissions.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Facts, Page, Panel, Tile, Tiles } from '../../ui/Page.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { EventActionsRecord } from './EventActionsRecord.tsx';
import { EventLimitsDialog } from './EventLimitsDialog.tsx';
import { EventMarkets } from './EventMarkets.tsx';
import { OutcomeLiability } from './OutcomeLiability.tsx';
import { useToast } from './Toast.tsx';
import {
  holdEvent,
  REASON_MAX,
  REASON_MIN,
  tradingActionsKey,
  tradingEventKey,
  useEventChanged,
  useThrottled,
  useTradingEvent,
  useTradingLive,
} from './tradingApi.ts';
import { EventStatusBadge, matchName, scoreText } from './tradingLabels.tsx';
import styles from './Trading.module.css';

/*
 * One event in the trading room: the match now (score, clock, status, the operator's hold), its
 * markets with their holds and settlements, its open liability per currency, and what operators did
 * to it. A `book` frame for this event (a trader's suspend, anywhere) re-reads it at once; a `bets`
 * frame naming it re-reads it at most twice a second.
 */

function Scoreboard({ event }: { event: TradingEventDetail }) {
  const score = scoreText(event);
  return (
    <div className={styles.scoreboard}>
      <div className={styles.scoreStatus}>
        <EventStatusBadge status={event.status} />
        {event.matchTime && (
          <span className={styles.clock}>
            <span className="visually-hidden">Match time </span>
            {event.matchTime}
          </span>
        )}
      </div>
      <div className={styles.scoreLine}>
        <span className={styles.team}>{event.home}</span>
        <span className={styles.bigScore}>
          {score ? <span className="visually-hidden">Score </span> : null}
          {score ?? 'vs'}
        </span>
        <span className={styles.team}>{event.away}</span>
      </div>
      <div className={styles.holdState}>
        {event.hold ? (
          <>
            <Badge tone="danger">Held</Badge>
            <span className={styles.statusDetail}>
              {event.hold.reason} ({event.hold.heldBy}, {formatDateTime(event.hold.heldAt)})
            </span>
          </>
        ) : event.heldMarkets > 0 ? (
          <Badge tone="warn">
            {event.heldMarkets === 1 ? '1 market held' : `${event.heldMarkets} markets held`}
          </Badge>
        ) : (
          <Badge tone="ok">Open for bets</Badge>
        )}
      </div>
    </div>
  );
}

function limitFacts(event: TradingEventDetail) {
  const { limits, book } = event;
  return [
    [
      'Stake limit',
      limits.stakePercent === null
        ? `The book’s (${book.maxStake})`
        : `${limits.stakePercent}% of the book’s maximum (${book.maxStake})`,
    ],
    [
      'Live delay',
      limits.liveDelaySeconds === null
        ? `The book’s (${book.liveDelaySeconds} s)`
        : `${limits.liveDelaySeconds} s (the book’s: ${book.liveDelaySeconds} s)`,
    ],
    ['Open bets', formatCount(event.openBets)],
    [
      'Markets',
      `${formatCount(event.markets.length)}${event.heldMarkets ? `, ${event.heldMarkets} held` : ''}`,
    ],
  ] as const;
}

function EventLiability({ event }: { event: TradingEventDetail }) {
  if (event.liability.length === 0) return <p className={styles.faint}>No open bets on this event.</p>;
  return (
    <>
      <p className={styles.note}>
        Multiples count at their whole stake and payout on each of their legs: an upper bound.
      </p>
      {event.liability.map((liability) => (
        <section key={liability.currency} className="stack" aria-label={`Liability in ${liability.currency}`}>
          <h3 className={styles.subTitle}>In {liability.currency}</h3>
          <div className={styles.exposure}>
            <Tiles label={`Exposure in ${liability.currency}`}>
              <Tile label="Worst case" value={formatMoney(liability.worstCase, liability.currency)} />
              <Tile label="Total stake" value={formatMoney(liability.totalStake, liability.currency)} />
              <Tile label="Singles stake" value={formatMoney(liability.singlesStake, liability.currency)} />
              <Tile label="Open bets" value={formatCount(liability.openBets)} />
            </Tiles>
          </div>
          <OutcomeLiability liability={liability} label={`Outcomes in ${liability.currency}, worst first`} />
        </section>
      ))}
    </>
  );
}

type Dialog = 'suspend' | 'reopen' | 'limits' | null;

function EventActions({
  event,
  dialog,
  setDialog,
  onChanged,
}: {
  event: TradingEventDetail;
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
  onChanged: (message: string) => void;
}) {
  const close = () => setDialog(null);
  return (
    <>
      <div className={styles.pageActions}>
        {event.hold ? (
          <Button variant="primary" onClick={() => setDialog('reopen')}>
            Reopen event
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setDialog('suspend')}>
            Suspend event
          </Button>
        )}
        <Button onClick={() => setDialog('limits')}>Limits</Button>
      </div>
      {(dialog === 'suspend' || dialog === 'reopen') && (
        <ReasonDialog
          title={`${dialog === 'suspend' ? 'Suspend' : 'Reopen'} ${matchName(event)}`}
          intro={
            dialog === 'suspend'
              ? 'Every market of the event is held off bets, whatever the feed says, until the event is reopened.'
              : 'The hold on the whole event is lifted: the feed’s status applies again (markets held one by one stay held).'
          }
          label="Reason"
          confirmLabel={dialog === 'suspend' ? 'Suspend event' : 'Reopen event'}
          danger={dialog === 'suspend'}
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          onSubmit={async (reason) => {
            const answer = await holdEvent(event.eventId, dialog, reason);
            onChanged(
              answer.message || `${matchName(event)} ${dialog === 'suspend' ? 'suspended' : 'reopened'}.`,
            );
          }}
          onDone={close}
          onClose={close}
        />
      )}
      {dialog === 'limits' && (
        <EventLimitsDialog
          event={event}
          onDone={(message) => {
            close();
            onChanged(message);
          }}
          onClose={close}
        />
      )}
    </>
  );
}

export function TradingEventPage() {
  const eventId = useParams().eventId ?? '';
  const can = useCan();
  const found = useTradingEvent(eventId);
  const event = found.data;
  const [dialog, setDialog] = useState<Dialog>(null);
  const { toast, show } = useToast();
  const changed = useEventChanged(eventId);
  const queryClient = useQueryClient();
  const reread = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tradingEventKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: tradingActionsKey(eventId) }),
      ]),
    [queryClient, eventId],
  );
  const rereadSoon = useThrottled(() => void reread());
  useTradingLive((frame: StaffLiveFrame) => {
    const id = Number(eventId);
    if (frame.type === 'book' && frame.eventId === id) void reread();
    else if (frame.type === 'bets' && frame.eventIds.includes(id)) rereadSoon();
    else if (frame.type === 'resync') rereadSoon();
  });
  const onChanged = (message: string) => {
    show(message);
    void changed();
  };
  return (
    <Page
      title={event ? matchName(event) : `Event ${eventId}`}
      subtitle={
        event ? (
          <>
            {event.tournament} · {event.sport} · starts {formatDateTime(event.startTime)} · #{event.eventId} ·{' '}
            <Link to="/trading">Trading room</Link>
          </>
        ) : (
          <Link to="/trading">Trading room</Link>
        )
      }
      actions={
        event &&
        can('sports.edit') && (
          <EventActions event={event} dialog={dialog} setDialog={setDialog} onChanged={onChanged} />
        )
      }
    >
      {found.isPending && <p>Loading…</p>}
      {found.isError && <ErrorNotice error={found.error} />}
      {event && (
        <>
          <Panel title="Match">
            <Scoreboard event={event} />
            <Facts items={limitFacts(event)} />
          </Panel>
          <Panel title="Markets">
            <EventMarkets event={event} onChanged={onChanged} />
          </Panel>
          <Panel title="Liability">
            <EventLiability event={event} />
          </Panel>
          <Panel title="Operator actions">
            <EventActionsRecord eventId={eventId} />
          </Panel>
        </>
      )}
      {toast}
    </Page>
  );
}

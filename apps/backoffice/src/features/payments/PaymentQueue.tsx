import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { PaymentQueue as Queue, QueuedPayment } from '../../lib/api/types.ts';
import { formatCount, formatDuration, formatMoney } from '../../lib/format.ts';
import { SelectField } from '../../ui/Field.tsx';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';
import { Panel, Tile, Tiles } from '../../ui/Page.tsx';
import { paymentColumnsWithActions } from './PaymentActions.tsx';
import { PAYMENT_TYPE_OPTIONS } from './paymentLabels.tsx';
import { QUEUE_KEY } from './paymentsApi.ts';
import styles from './Payments.module.css';

const COLUMNS = paymentColumnsWithActions<QueuedPayment>();

/** Waiting payments, oldest first (as the server orders them): withdrawals and manual deposits. */
export function PaymentQueue() {
  const [params, setParams] = useSearchParams();
  const queue = useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) => api.get<Queue>(PATHS.paymentsQueue, undefined, signal),
    refetchInterval: 30_000,
  });
  const type = params.get('queueType') ?? '';
  const rows = (queue.data?.items ?? []).filter((payment) => !type || String(payment.type) === type);
  const summary = queue.data?.summary;
  return (
    <Panel title="Queue">
      {queue.isError && <ErrorNotice error={queue.error} />}
      {summary && (
        <Tiles label="Queue summary">
          <Tile label="Pending" value={formatCount(summary.pending)} />
          <Tile label="On hold" value={formatCount(summary.onHold)} />
          <Tile label="Queued amount" value={formatMoney(summary.queuedAmount, summary.currency)} />
          <Tile label="Average wait" value={formatDuration(summary.averageWaitSeconds)} />
        </Tiles>
      )}
      <div className={styles.toolbar}>
        <SelectField
          label="Show"
          value={type}
          options={[{ value: '', label: 'Withdrawals and manual deposits' }, ...PAYMENT_TYPE_OPTIONS]}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value) next.set('queueType', event.target.value);
            else next.delete('queueType');
            setParams(next);
          }}
        />
      </div>
      <PlainTable
        label="Payment queue"
        rows={rows}
        columns={COLUMNS}
        empty={queue.isPending ? 'Loading…' : 'Nothing is waiting.'}
      />
    </Panel>
  );
}

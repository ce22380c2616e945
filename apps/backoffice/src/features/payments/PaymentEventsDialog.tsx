import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import type { ProviderEvent } from '../../lib/api/types.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { autoColumns } from '../../ui/list/autoColumns.ts';
import { PlainTable } from '../../ui/list/PlainTable.tsx';
import { ErrorNotice } from '../../ui/Notice.tsx';

/** What the payment provider told us about this payment (its webhook calls), oldest first. */
export function PaymentEventsDialog({ paymentId, onClose }: { paymentId: number; onClose: () => void }) {
  const events = useQuery({
    queryKey: ['payments', paymentId, 'events'],
    queryFn: ({ signal }) =>
      api.get<ProviderEvent[] | { items: ProviderEvent[] }>(
        PATHS.payment(paymentId, 'events'),
        undefined,
        signal,
      ),
  });
  // The sketch leaves open whether the answer is a bare array or a page; both are read.
  const rows = (Array.isArray(events.data) ? events.data : (events.data?.items ?? [])) as Record<
    string,
    unknown
  >[];
  return (
    <Dialog title={`Provider events of payment ${paymentId}`} onClose={onClose} wide>
      {events.isPending && <p>Loading…</p>}
      {events.isError && <ErrorNotice error={events.error} />}
      {events.isSuccess && (
        <PlainTable
          label="Provider events"
          rows={rows}
          columns={autoColumns(rows)}
          empty="No provider events."
        />
      )}
    </Dialog>
  );
}

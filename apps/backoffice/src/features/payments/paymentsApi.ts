import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAYMENT_NOTE_MAX, ADMIN_PAYMENT_REJECT_NOTE_MIN } from '@lale/contracts';
import { api } from '../../lib/api/client.ts';
import { PATHS } from '../../lib/api/paths.ts';
import { useStaffLive } from '../../lib/live.ts';
import type { QueuedPayment } from '../../lib/api/types.ts';
import { listQueryKey } from '../../ui/list/DataList.tsx';

export const QUEUE_KEY = ['payments', 'queue'] as const;
export const REJECT_NOTE_MIN = ADMIN_PAYMENT_REJECT_NOTE_MIN;
export const REJECT_NOTE_MAX = ADMIN_PAYMENT_NOTE_MAX;

/** After a decision the queue and the list are read again (a first approval only changes the row). */
export function useRefreshPayments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
      queryClient.invalidateQueries({ queryKey: listQueryKey(PATHS.payments) }),
    ]);
}

/**
 * While signed in with payments.view: a payment queued or decided anywhere (a player's request,
 * another member's decision) re-reads the queue and the list, as a resync after a reconnect does.
 */
export function usePaymentsLive(enabled: boolean): void {
  const refresh = useRefreshPayments();
  useStaffLive('payments', enabled, () => void refresh());
}

export function useConfirmPayment() {
  const refresh = useRefreshPayments();
  return useMutation({
    mutationFn: (id: number) => api.post<QueuedPayment>(PATHS.payment(id, 'confirm'), {}),
    onSuccess: refresh,
  });
}

export const rejectPayment = (id: number, note: string) =>
  api.post<QueuedPayment>(PATHS.payment(id, 'reject'), { note });

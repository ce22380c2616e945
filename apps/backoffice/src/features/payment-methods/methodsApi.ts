import {
  ADMIN_PAYMENT_METHOD_PATHS,
  TransactionType,
  type AdminPaymentMethod,
  type AdminPaymentMethodRequest,
  type AdminPaymentMethods,
} from '@lale/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUrl } from '../../lib/api/client.ts';

/*
 * The payment methods screen's reads and writes (issue #27, contracts/admin-payment-methods.ts). One
 * read answers every method of both directions with what the editor offers (configured providers,
 * built-in logos, currencies); each write answers the server's message and re-reads the list.
 */

const withId = (template: string, id: number) => template.replace(':id', encodeURIComponent(String(id)));

export const METHOD_PATHS = {
  list: ADMIN_PAYMENT_METHOD_PATHS.list,
  item: (id: number) => withId(ADMIN_PAYMENT_METHOD_PATHS.item, id),
  enabled: (id: number) => withId(ADMIN_PAYMENT_METHOD_PATHS.enabled, id),
  reorder: ADMIN_PAYMENT_METHOD_PATHS.reorder,
} as const;

export const PAYMENT_METHODS_KEY = ['payment-methods'] as const;

export function usePaymentMethods() {
  return useQuery({
    queryKey: PAYMENT_METHODS_KEY,
    queryFn: ({ signal }) => api.get<AdminPaymentMethods>(METHOD_PATHS.list, undefined, signal),
  });
}

/**
 * Creates (no id) or replaces every field of a method. A largest payment raised above the owner's line
 * is held for a second approver (`held`): the list, read again, still shows the method as it was.
 */
export function useSaveMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AdminPaymentMethodRequest }) =>
      id === null
        ? api.write<AdminPaymentMethod>('POST', METHOD_PATHS.list, body)
        : api.write<AdminPaymentMethod>('PUT', METHOD_PATHS.item(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}

/** The switch: off, the cashier stops offering the method at once. */
export function useSwitchMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.send<AdminPaymentMethod>('POST', METHOD_PATHS.enabled(id), { enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}

/**
 * One direction's methods in a new order: every id of that direction once, as the server requires.
 * The list shows the new order at once and is read again afterwards (or put back when refused).
 */
export function useReorderMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ordered }: { type: TransactionType; ordered: AdminPaymentMethod[] }) =>
      api.send<AdminPaymentMethods>('POST', METHOD_PATHS.reorder, {
        ids: ordered.map((method) => method.id),
      }),
    onMutate: async ({ type, ordered }) => {
      await queryClient.cancelQueries({ queryKey: PAYMENT_METHODS_KEY });
      const before = queryClient.getQueryData<AdminPaymentMethods>(PAYMENT_METHODS_KEY);
      if (before) {
        const others = before.items.filter((method) => method.type !== type);
        // Deposits come first in the list, withdrawals after them.
        const items = type === TransactionType.Deposit ? [...ordered, ...others] : [...others, ...ordered];
        queryClient.setQueryData<AdminPaymentMethods>(PAYMENT_METHODS_KEY, { ...before, items });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(PAYMENT_METHODS_KEY, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_KEY }),
  });
}

/** The list with the item at `index` swapped with its neighbour (`step` -1: up, 1: down). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  const other = index + step;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/** A logo's address as this build loads it (built-in logos and uploads are served by the API). */
export const logoSrc = (url: string) => (url.startsWith('/') ? apiUrl(url) : url);

export { fieldErrorsOf } from '../../lib/api/answers.ts';

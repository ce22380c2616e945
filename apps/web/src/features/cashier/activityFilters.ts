import type { PaymentTransactionsRequest } from '@lale/contracts';

/*
 * The financial-activities filters as the page holds them (select and date inputs give text) and the
 * payment/transactions request they make: empty filters are left out, numbers sent as numbers, the
 * page turned into skip/take.
 */
export type ActivityFilters = { type: string; status: string; from: string; to: string };

export const NO_FILTERS: ActivityFilters = { type: '', status: '', from: '', to: '' };

export const ACTIVITIES_PAGE_SIZE = 10;

export function transactionsRequest(filters: ActivityFilters, page: number): PaymentTransactionsRequest {
  const request: PaymentTransactionsRequest = {
    skip: page * ACTIVITIES_PAGE_SIZE,
    take: ACTIVITIES_PAGE_SIZE,
  };
  if (filters.type !== '') request.type = Number(filters.type) as PaymentTransactionsRequest['type'];
  if (filters.status !== '') request.status = Number(filters.status) as PaymentTransactionsRequest['status'];
  if (filters.from !== '') request.from = filters.from;
  if (filters.to !== '') request.to = filters.to;
  return request;
}

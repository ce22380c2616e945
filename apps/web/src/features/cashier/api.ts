import {
  API_ENDPOINTS,
  type DepositResponse,
  type KycStatus,
  type PaymentDetail,
  type PaymentField,
  type PaymentMethod,
  type PaymentTransactionsRequest,
  type PaymentTransactionsResponse,
  type TransactionType,
} from '@lale/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { balanceQueryKey } from '../../lib/sessionActions.ts';
import { call } from '../../lib/api/index.ts';

/*
 * The cashier's calls (spec §7 payment/*, and the contract's methods, transactions and cancelwithdraw)
 * and the query keys their answers are cached under.
 */

export const cashierQueryKeys = {
  /** Every cashier read; invalidating it refreshes the tiles and the activities list. */
  all: ['payment'] as const,
  methods: (type: TransactionType) => ['payment', 'methods', type] as const,
  detail: (id: number, type: TransactionType) => ['payment', 'detail', type, id] as const,
  transactionsAll: ['payment', 'transactions'] as const,
  transactions: (request: PaymentTransactionsRequest) => ['payment', 'transactions', request] as const,
};

export async function fetchMethods(type: TransactionType, signal?: AbortSignal): Promise<PaymentMethod[]> {
  return (await call(API_ENDPOINTS.paymentMethods, { type }, { signal })).data;
}

export async function fetchFields(
  id: number,
  type: TransactionType,
  signal?: AbortSignal,
): Promise<PaymentField[]> {
  return (await call(API_ENDPOINTS.paymentDetail, { id, type }, { signal })).data;
}

export async function deposit(id: number, detail: PaymentDetail): Promise<DepositResponse> {
  return call(API_ENDPOINTS.paymentDeposit, { id, target: 'pay', detail });
}

export async function withdraw(id: number, detail: PaymentDetail): Promise<string> {
  return (await call(API_ENDPOINTS.paymentWithdraw, { id, detail })).message;
}

export async function fetchTransactions(
  request: PaymentTransactionsRequest,
  signal?: AbortSignal,
): Promise<PaymentTransactionsResponse['data']> {
  return (await call(API_ENDPOINTS.paymentTransactions, request, { signal })).data;
}

/**
 * The player's identity verification (GET kyc/status): whether it allows a withdrawal. The same query
 * key and the same answer as the verification page's, so either one's read serves the other.
 */
export const kycStatusQueryKey = ['kyc', 'status'] as const;
export async function fetchKycStatus(signal?: AbortSignal): Promise<KycStatus> {
  return (await call(API_ENDPOINTS.kycStatus, {}, { signal })).data;
}

export async function cancelWithdraw(id: number): Promise<string> {
  return (await call(API_ENDPOINTS.paymentCancelWithdraw, { id })).message;
}

/**
 * Money moved: the header's balance (the same query the 3 s poll runs) and the activities list are
 * asked again at once instead of at the next poll.
 */
export function afterMoneyMoved(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
  void queryClient.invalidateQueries({ queryKey: cashierQueryKeys.transactionsAll });
}

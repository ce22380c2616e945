import { API_ENDPOINTS, type DepositLimit, type DepositLimitPeriod } from '@lale/contracts';
import { call } from '../../lib/api/index.ts';

/** The deposit-limits calls (GET customer/depositlimits, POST customer/setdepositlimit). */

export type { DepositLimit, DepositLimitPeriod };

export async function fetchDepositLimits(signal?: AbortSignal): Promise<DepositLimit[]> {
  return (await call(API_ENDPOINTS.customerDepositLimits, {}, { signal })).data;
}

/** Confirms a period's pending increase or removal (its cooling-off over); answers the server's sentence. */
export async function confirmDepositLimit(period: DepositLimitPeriod): Promise<string> {
  return (await call(API_ENDPOINTS.customerConfirmDepositLimit, { period })).message;
}

/** Sets (amount) or removes (null) a limit; answers the server's sentence about what it did. */
export async function setDepositLimit(period: DepositLimitPeriod, amount: number | null): Promise<string> {
  return (await call(API_ENDPOINTS.customerSetDepositLimit, { period, amount })).message;
}

const TURKISH_THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * A lira amount as a player in Türkiye types it — '1.500,50', '1500,5', '1500' — or with a decimal
 * point ('1500.50') → the number the API takes; null when it is not an amount above zero with at most
 * 2 places. A comma is the decimal sign and dots group thousands; without a comma, dots in groups of
 * three ('10.000') are thousands too, otherwise a single dot is the decimal point.
 */
export function parseLiraInput(text: string): number | null {
  let value = text.replace(/[\s₺]/g, '');
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.');
  else if (TURKISH_THOUSANDS.test(value)) value = value.replace(/\./g, '');
  if (!PLAIN_AMOUNT.test(value)) return null;
  const amount = Number(value);
  return amount > 0 ? amount : null;
}

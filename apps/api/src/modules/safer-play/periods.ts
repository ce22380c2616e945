import type { SelfExclusionPeriod, TimeOutPeriod } from '@lale/contracts';

/*
 * How long each period the player may choose lasts (UKGC and MGA defaults: a time-out from 24 hours up
 * to six weeks, a self-exclusion of at least six months). Months are calendar months in UTC: six months
 * from 31 August end on the last moment of February's overflow, as Date arithmetic gives (3 March).
 */

const DAY_MS = 86_400_000;

const plusDays = (days: number) => (from: Date) => new Date(from.getTime() + days * DAY_MS);
const plusMonths = (months: number) => (from: Date) => {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

export const TIME_OUT_END: Record<TimeOutPeriod, (from: Date) => Date> = {
  '24h': plusDays(1),
  '7d': plusDays(7),
  '1m': plusMonths(1),
  '6w': plusDays(42),
};

export const SELF_EXCLUSION_END: Record<SelfExclusionPeriod, (from: Date) => Date> = {
  '6m': plusMonths(6),
  '1y': plusMonths(12),
  '5y': plusMonths(60),
};

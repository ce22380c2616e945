import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ADMIN_REPORTS_PATHS,
  REPORT_DEFAULT_DAYS,
  type AdminBonusCostReport,
  type AdminGgrReport,
  type AdminPaymentsReport,
  type AdminPlayersReport,
  type GgrGroup,
} from '@lale/contracts';
import { api, apiUrl, withQuery } from '../../lib/api/client.ts';
import { OPERATOR_TIME_ZONE } from '../../lib/format.ts';

/*
 * The reports' calls (issue #27, contracts/admin-reports.ts): one query per report, keyed by its range,
 * and the CSV twin's address with the same query. Days are Istanbul calendar days, as the API counts them.
 */

export type ReportRange = { from: string; to: string; currency: string };

export type ReportAnswers = {
  ggr: AdminGgrReport;
  payments: AdminPaymentsReport;
  bonusCost: AdminBonusCostReport;
  players: AdminPlayersReport;
};
export type ReportName = keyof ReportAnswers;

type QueryOf<Name extends ReportName> = Name extends 'ggr' ? ReportRange & { by: GgrGroup } : ReportRange;

const EXPORTS: Record<ReportName, string> = {
  ggr: ADMIN_REPORTS_PATHS.ggrExport,
  payments: ADMIN_REPORTS_PATHS.paymentsExport,
  bonusCost: ADMIN_REPORTS_PATHS.bonusCostExport,
  players: ADMIN_REPORTS_PATHS.playersExport,
};

/** The currencies the platform holds (reference data: TRY, EUR, USD; an unknown one is refused). */
export const REPORT_CURRENCIES = ['TRY', 'EUR', 'USD'] as const;

const DAY_MS = 86_400_000;

/** Today in Istanbul, 'YYYY-MM-DD'. */
export function istanbulToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE }).format(now);
}

/** The day `n` days after `day` (calendar arithmetic on the date alone). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The range the API answers without one: the last 30 days, today included. */
export function defaultRange(now = new Date()): Omit<ReportRange, 'currency'> {
  const to = istanbulToday(now);
  return { from: addDays(to, 1 - REPORT_DEFAULT_DAYS), to };
}

export function useReport<Name extends ReportName>(name: Name, query: QueryOf<Name>) {
  return useQuery({
    queryKey: ['report', name, query],
    queryFn: ({ signal }) => api.get<ReportAnswers[Name]>(ADMIN_REPORTS_PATHS[name], query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The report's CSV download with the same query. */
export function exportHref<Name extends ReportName>(name: Name, query: QueryOf<Name>): string {
  return apiUrl(withQuery(EXPORTS[name], query));
}

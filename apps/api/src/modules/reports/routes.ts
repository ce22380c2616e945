import {
  ADMIN_REPORTS_PATHS,
  AdminBonusCostReportResponseSchema,
  AdminDashboardQuerySchema,
  AdminDashboardResponseSchema,
  AdminGgrReportQuerySchema,
  AdminGgrReportResponseSchema,
  AdminPaymentsReportResponseSchema,
  AdminPlayersReportResponseSchema,
  AdminReportQuerySchema,
  type AdminBonusCostReport,
  type AdminGgrReport,
  type AdminPaymentsReport,
  type AdminPlayersReport,
} from '@lale/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvHeaders, toCsv, type CsvColumn } from '../../platform/csv.ts';
import { ok } from '../../platform/envelope.ts';
import { adminDoc, responses } from '../../platform/route-docs.ts';
import type { ReportsService } from './service.ts';

/*
 * Back office: the dashboard (issue #25) and the reports (issue #27), each report with its CSV twin
 * (`/export`: the same query; the rows and a last `total` row; formula cells escaped by platform/csv.ts;
 * an audit row per download, as every export).
 */

type Row<Report extends { rows: unknown[] }> = Report['rows'][number];
type Totals<Report extends { totals: unknown }> = Report['totals'];

const GGR_COLUMNS: readonly CsvColumn<Row<AdminGgrReport>>[] = [
  { header: 'key', value: (row) => row.key },
  { header: 'label', value: (row) => row.label },
  { header: 'stakes', value: (row) => row.stakes },
  { header: 'wins', value: (row) => row.wins },
  { header: 'ggr', value: (row) => row.ggr },
  { header: 'bonus_cost', value: (row) => row.bonusCost },
  { header: 'ngr', value: (row) => row.ngr },
];
const ggrTotal = (totals: Totals<AdminGgrReport>): Row<AdminGgrReport> => ({
  key: 'total',
  label: 'Total',
  ...totals,
});

const PAYMENTS_COLUMNS: readonly CsvColumn<Row<AdminPaymentsReport>>[] = [
  { header: 'direction', value: (row) => row.direction },
  { header: 'method_id', value: (row) => row.methodId },
  { header: 'method', value: (row) => row.method },
  { header: 'count', value: (row) => row.count },
  { header: 'amount', value: (row) => row.amount },
];
const paymentsTotals = (totals: Totals<AdminPaymentsReport>): Row<AdminPaymentsReport>[] => [
  {
    direction: 'deposit',
    methodId: null,
    method: 'Total',
    count: totals.depositCount,
    amount: totals.deposits,
  },
  {
    direction: 'withdrawal',
    methodId: null,
    method: 'Total',
    count: totals.withdrawalCount,
    amount: totals.withdrawals,
  },
];

const BONUS_COST_COLUMNS: readonly CsvColumn<Row<AdminBonusCostReport>>[] = [
  { header: 'day', value: (row) => row.day },
  { header: 'granted', value: (row) => row.granted },
  { header: 'converted', value: (row) => row.converted },
  { header: 'removed', value: (row) => row.removed },
  { header: 'free_round_wins', value: (row) => row.freeRoundWins },
  { header: 'promo_wins', value: (row) => row.promoWins },
];

const PLAYERS_COLUMNS: readonly CsvColumn<Row<AdminPlayersReport>>[] = [
  { header: 'day', value: (row) => row.day },
  { header: 'active_players', value: (row) => row.activePlayers },
  { header: 'sign_ups', value: (row) => row.signUps },
];

const CsvAnswer = z.string().describe('CSV, RFC 4180, formula cells escaped; the last row is the total');

/** `<report>-<from>-<to>.csv` */
const download = (name: string, report: { from: string; to: string }) =>
  csvHeaders(`${name}-${report.from}`, report.to);

export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
}> = async (app, { reports }) => {
  app.get(
    ADMIN_REPORTS_PATHS.dashboard,
    {
      config: { permission: 'reports.view' },
      schema: {
        ...adminDoc(
          'Dashboard: deposits, withdrawals, GGR (stakes − wins, each at the time of its ledger transfer), NGR (GGR − bonus converted), active players and sign-ups, per Istanbul day',
        ),
        querystring: AdminDashboardQuerySchema,
        response: responses(AdminDashboardResponseSchema),
      },
    },
    async (request) => ok(await reports.dashboard(request.query.days, request.query.currency)),
  );

  app.get(
    ADMIN_REPORTS_PATHS.ggr,
    {
      config: { permission: 'reports.view' },
      schema: {
        ...adminDoc(
          'GGR and NGR over Istanbul days, by day, provider, game, sport or market (each breakdown sums to the totals)',
        ),
        querystring: AdminGgrReportQuerySchema,
        response: responses(AdminGgrReportResponseSchema),
      },
    },
    async (request) => ok(await reports.ggr(request.query)),
  );

  app.get(
    ADMIN_REPORTS_PATHS.ggrExport,
    {
      config: { permission: 'reports.view', audit: 'read' },
      schema: {
        ...adminDoc('The GGR report as CSV: the same query, its rows and a total row'),
        querystring: AdminGgrReportQuerySchema,
        // Sent as text/csv (a string is never serialised as JSON); the schema only documents it.
        response: responses(CsvAnswer),
      },
    },
    async (request, reply) => {
      const report = await reports.ggr(request.query);
      return reply
        .headers(download(`ggr-by-${report.by}`, report))
        .send(toCsv(GGR_COLUMNS, [...report.rows, ggrTotal(report.totals)]));
    },
  );

  app.get(
    ADMIN_REPORTS_PATHS.payments,
    {
      config: { permission: 'reports.view' },
      schema: {
        ...adminDoc('Deposits credited and withdrawals paid out over Istanbul days, per payment method'),
        querystring: AdminReportQuerySchema,
        response: responses(AdminPaymentsReportResponseSchema),
      },
    },
    async (request) => ok(await reports.payments(request.query)),
  );

  app.get(
    ADMIN_REPORTS_PATHS.paymentsExport,
    {
      config: { permission: 'reports.view', audit: 'read' },
      schema: {
        ...adminDoc('The payments report as CSV: the same query, its rows and a total row per direction'),
        querystring: AdminReportQuerySchema,
        response: responses(CsvAnswer),
      },
    },
    async (request, reply) => {
      const report = await reports.payments(request.query);
      return reply
        .headers(download('payments-by-method', report))
        .send(toCsv(PAYMENTS_COLUMNS, [...report.rows, ...paymentsTotals(report.totals)]));
    },
  );

  app.get(
    ADMIN_REPORTS_PATHS.bonusCost,
    {
      config: { permission: 'reports.view' },
      schema: {
        ...adminDoc(
          'Bonus cost per Istanbul day: granted, converted to cash, removed (forfeited, expired), free-round and promotional wins',
        ),
        querystring: AdminReportQuerySchema,
        response: responses(AdminBonusCostReportResponseSchema),
      },
    },
    async (request) => ok(await reports.bonusCost(request.query)),
  );

  app.get(
    ADMIN_REPORTS_PATHS.bonusCostExport,
    {
      config: { permission: 'reports.view', audit: 'read' },
      schema: {
        ...adminDoc('The bonus cost report as CSV: the same query, its days and a total row'),
        querystring: AdminReportQuerySchema,
        response: responses(CsvAnswer),
      },
    },
    async (request, reply) => {
      const report = await reports.bonusCost(request.query);
      return reply
        .headers(download('bonus-cost', report))
        .send(toCsv(BONUS_COST_COLUMNS, [...report.rows, { day: 'total', ...report.totals }]));
    },
  );

  app.get(
    ADMIN_REPORTS_PATHS.players,
    {
      config: { permission: 'reports.view' },
      schema: {
        ...adminDoc('Active players (distinct stakers) and sign-ups per Istanbul day and over the range'),
        querystring: AdminReportQuerySchema,
        response: responses(AdminPlayersReportResponseSchema),
      },
    },
    async (request) => ok(await reports.players(request.query)),
  );

  app.get(
    ADMIN_REPORTS_PATHS.playersExport,
    {
      config: { permission: 'reports.view', audit: 'read' },
      schema: {
        ...adminDoc('The players report as CSV: the same query, its days and a total row'),
        querystring: AdminReportQuerySchema,
        response: responses(CsvAnswer),
      },
    },
    async (request, reply) => {
      const report = await reports.players(request.query);
      return reply
        .headers(download('players', report))
        .send(toCsv(PLAYERS_COLUMNS, [...report.rows, { day: 'total', ...report.totals }]));
    },
  );
};

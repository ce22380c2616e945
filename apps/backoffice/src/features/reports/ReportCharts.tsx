import type {
  AdminBonusCostReport,
  AdminGgrReport,
  AdminPaymentsReport,
  AdminPlayersReport,
} from '@lale/contracts';
import { useId, type ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { CHART_COLOURS, CHART_TICK, CHART_TOOLTIP_STYLE, shortDay } from '../../ui/chart.ts';

/*
 * The reports' charts, drawn as the dashboard's are (Recharts, ui/chart.ts). Each is an image with a
 * name and a one-line text summary (its totals) for screen readers; every figure is also in the table
 * under it.
 */

function ChartFrame({
  label,
  summary,
  height = 260,
  children,
}: {
  label: string;
  summary: string;
  height?: number;
  children: ReactElement;
}) {
  const summaryId = useId();
  return (
    <figure role="img" aria-label={label} aria-describedby={summaryId} className="chart">
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
      <figcaption id={summaryId} className="visually-hidden">
        {summary}
      </figcaption>
    </figure>
  );
}

const money = (currency: string) => (value: unknown) =>
  typeof value === 'number' ? formatMoney(value, currency) : String(value);

const GROUP_NAMES: Record<AdminGgrReport['by'], string> = {
  day: 'day',
  provider: 'provider',
  game: 'game',
  sport: 'sport',
  market: 'market',
};

/** GGR and NGR: lines over the days, or a bar per provider, game, sport or market. */
export function GgrChart({ report }: { report: AdminGgrReport }) {
  const label = `GGR and NGR by ${GROUP_NAMES[report.by]}`;
  const format = money(report.currency);
  const summary = `Over ${report.from} to ${report.to}: GGR ${format(report.totals.ggr)}, NGR ${format(report.totals.ngr)}. The figures are in the table below.`;
  if (report.by === 'day') {
    return (
      <ChartFrame label={label} summary={summary}>
        <LineChart data={report.rows}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tickFormatter={shortDay} tick={CHART_TICK} />
          <YAxis tick={CHART_TICK} width={80} />
          <Tooltip contentStyle={CHART_TOOLTIP_STYLE} formatter={format} />
          <Legend />
          <Line
            type="monotone"
            dataKey="ggr"
            name="GGR"
            stroke={CHART_COLOURS[2]}
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="ngr"
            name="NGR"
            stroke={CHART_COLOURS[3]}
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ChartFrame>
    );
  }
  return (
    <ChartFrame label={label} summary={summary} height={Math.max(200, report.rows.length * 36 + 60)}>
      <BarChart data={report.rows} layout="vertical">
        <CartesianGrid stroke="var(--border)" horizontal={false} />
        <XAxis type="number" tick={CHART_TICK} />
        <YAxis type="category" dataKey="label" tick={CHART_TICK} width={200} />
        <Tooltip contentStyle={CHART_TOOLTIP_STYLE} formatter={format} />
        <Legend />
        <Bar dataKey="ggr" name="GGR" fill={CHART_COLOURS[2]} />
        <Bar dataKey="ngr" name="NGR" fill={CHART_COLOURS[3]} />
      </BarChart>
    </ChartFrame>
  );
}

/** Deposits and withdrawals as a pair of bars per payment method. */
export function PaymentsChart({ report }: { report: AdminPaymentsReport }) {
  const byMethod = new Map<string, { method: string; deposits: number; withdrawals: number }>();
  for (const row of report.rows) {
    const entry = byMethod.get(row.method) ?? { method: row.method, deposits: 0, withdrawals: 0 };
    if (row.direction === 'deposit') entry.deposits += row.amount;
    else entry.withdrawals += row.amount;
    byMethod.set(row.method, entry);
  }
  const format = money(report.currency);
  const { totals } = report;
  const summary = `Over ${report.from} to ${report.to}: ${formatCount(totals.depositCount)} deposits of ${format(totals.deposits)}, ${formatCount(totals.withdrawalCount)} withdrawals of ${format(totals.withdrawals)}. The figures are in the table below.`;
  return (
    <ChartFrame label="Deposits and withdrawals by method" summary={summary}>
      <BarChart data={[...byMethod.values()]}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="method" tick={CHART_TICK} />
        <YAxis tick={CHART_TICK} width={80} />
        <Tooltip contentStyle={CHART_TOOLTIP_STYLE} formatter={format} />
        <Legend />
        <Bar dataKey="deposits" name="Deposits" fill={CHART_COLOURS[0]} />
        <Bar dataKey="withdrawals" name="Withdrawals" fill={CHART_COLOURS[1]} />
      </BarChart>
    </ChartFrame>
  );
}

export const BONUS_COST_SERIES = [
  ['granted', 'Granted'],
  ['converted', 'Converted to cash'],
  ['removed', 'Removed or expired'],
  ['freeRoundWins', 'Free-round wins'],
  ['promoWins', 'Promotional wins'],
] as const;

/** The bonus cost's five figures as lines over the days. */
export function BonusCostChart({ report }: { report: AdminBonusCostReport }) {
  const format = money(report.currency);
  const summary = `Over ${report.from} to ${report.to}: ${BONUS_COST_SERIES.map(
    ([key, name]) => `${name.toLowerCase()} ${format(report.totals[key])}`,
  ).join(', ')}. The figures are in the table below.`;
  return (
    <ChartFrame label="Bonus cost by day" summary={summary}>
      <LineChart data={report.rows}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={CHART_TICK} />
        <YAxis tick={CHART_TICK} width={80} />
        <Tooltip contentStyle={CHART_TOOLTIP_STYLE} formatter={format} />
        <Legend />
        {BONUS_COST_SERIES.map(([key, name], index) => (
          <Line
            key={key}
            type="monotone"
            dataKey={key}
            name={name}
            stroke={CHART_COLOURS[index]}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}

/** Active players and sign-ups as bars per day. */
export function PlayersChart({ report }: { report: AdminPlayersReport }) {
  const summary = `Over ${report.from} to ${report.to}: ${formatCount(report.totals.activePlayers)} active players, ${formatCount(report.totals.signUps)} sign-ups. The figures are in the table below.`;
  return (
    <ChartFrame label="Active players and sign-ups by day" summary={summary}>
      <BarChart data={report.rows}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={CHART_TICK} />
        <YAxis tick={CHART_TICK} width={60} allowDecimals={false} />
        <Tooltip contentStyle={CHART_TOOLTIP_STYLE} />
        <Legend />
        <Bar dataKey="activePlayers" name="Active players" fill={CHART_COLOURS[0]} />
        <Bar dataKey="signUps" name="Sign-ups" fill={CHART_COLOURS[2]} />
      </BarChart>
    </ChartFrame>
  );
}

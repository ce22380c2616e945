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
import type { Dashboard } from '../../lib/api/types.ts';
import { CHART_TICK as tick, CHART_TOOLTIP_STYLE as tooltipStyle, shortDay } from '../../ui/chart.ts';

/*
 * The last days as charts: money in and out as bars, GGR and NGR as lines. Colours come from the
 * tokens (ui/chart.ts). Each chart has a text name for screen readers; the figures themselves are in
 * the tiles and the reports' tables.
 */

export function PaymentsChart({ daily }: { daily: Dashboard['daily'] }) {
  return (
    <figure role="img" aria-label="Deposits and withdrawals by day" className="chart">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={daily}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={tick} />
          <YAxis tick={tick} width={80} />
          <Tooltip contentStyle={tooltipStyle} />
          <Legend />
          <Bar dataKey="deposits" name="Deposits" fill="var(--chart-1)" />
          <Bar dataKey="withdrawals" name="Withdrawals" fill="var(--chart-2)" />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function RevenueChart({ daily }: { daily: Dashboard['daily'] }) {
  return (
    <figure role="img" aria-label="GGR and NGR by day" className="chart">
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={daily}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} tick={tick} />
          <YAxis tick={tick} width={80} />
          <Tooltip contentStyle={tooltipStyle} />
          <Legend />
          <Line
            type="monotone"
            dataKey="ggr"
            name="GGR"
            stroke="var(--chart-3)"
            strokeWidth={2}
            dot={false}
          />
          <Line
            type="monotone"
            dataKey="ngr"
            name="NGR"
            stroke="var(--chart-4)"
            strokeWidth={2}
            dot={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

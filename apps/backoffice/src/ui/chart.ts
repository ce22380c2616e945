/*
 * What every chart of the back office shares (Recharts, issue #25): axis ticks and the tooltip in the
 * tokens' colours (CSS variables work in SVG attributes), the series colours, and days shortened on
 * an axis. A chart is a <figure role="img"> with a text name; its figures are in a table beside it.
 */
export const CHART_TICK = { fill: 'var(--text-muted)', fontSize: 12 };
export const CHART_TOOLTIP_STYLE = {
  background: 'var(--bg-raised)',
  border: '1px solid var(--border-strong)',
};
export const CHART_COLOURS = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
] as const;

/** 'YYYY-MM-DD' → 'MM-DD' (an axis of days within a year or two). */
export function shortDay(day: string): string {
  return day.slice(5);
}

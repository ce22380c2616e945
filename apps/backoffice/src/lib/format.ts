/*
 * How the back office writes amounts and times: amounts with their currency code, times in the
 * operator's zone (Europe/Istanbul, as the reports count days), so every screen agrees with the reports.
 */
export const OPERATOR_TIME_ZONE = 'Europe/Istanbul';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: OPERATOR_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatMoney(amount: number | null | undefined, currency = 'TRY'): string {
  if (amount === null || amount === undefined) return '—';
  return `${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-GB');
}

/** 3725 → '1 h 2 min'; 45 → '45 s'. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** A value of unknown shape (an audit row's before/after, a provider event) as readable text. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

import { formatLira } from '../../lib/money.ts';

/** An amount in the method's currency: lira in the site's lira format, any other with its code. */
export function formatAmount(amount: number, currency: string): string {
  return currency === 'TRY' ? formatLira(amount) : `${amount.toFixed(2)} ${currency}`;
}

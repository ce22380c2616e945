import type { AdminBonusDefinition, BonusGameCategory, BonusTrigger } from '@lale/contracts';
import { Badge } from '../../ui/Badge.tsx';

/* The bonus screens' words for the API's codes, and how a definition's amounts read (issue #27). */

export const TRIGGER_LABELS: Record<BonusTrigger, string> = {
  signup_trial: 'Sign-up trial',
  first_deposit: 'First deposit',
  deposit_code: 'Deposit code',
  staff_grant: 'Staff grant',
};

export const TRIGGER_OPTIONS = Object.entries(TRIGGER_LABELS).map(([value, label]) => ({ value, label }));

/** The contribution fields' labels, by game category (the contract's `contributions` keys). */
export const CONTRIBUTION_LABELS: Record<BonusGameCategory, string> = {
  slot: 'Slots contribution %',
  live: 'Live casino contribution %',
  table: 'Table games contribution %',
  sports: 'Sports contribution %',
};

/*
 * The currencies a definition may be in. The back office has no currencies call, so these are the
 * platform's seeded rows (apps/api/src/db/seed.ts: 1 TRY, 2 EUR, 3 USD); the server refuses an
 * unknown id (`currencyId`), shown by the field like any other refusal.
 */
export const CURRENCIES: readonly { id: number; code: string; symbol: string }[] = [
  { id: 1, code: 'TRY', symbol: '₺' },
  { id: 2, code: 'EUR', symbol: '€' },
  { id: 3, code: 'USD', symbol: '$' },
];

export const currencyOf = (currencyId: number) => CURRENCIES.find((currency) => currency.id === currencyId);

/** The currency's code for hints ("In TRY."); an id the list does not know reads as its number. */
export const currencyCode = (currencyId: number) => currencyOf(currencyId)?.code ?? `currency #${currencyId}`;

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const withPlaces = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** 1000 in TRY → '₺1,000'; 12.5 → '₺12.50' (places only when there are any). */
export function formatBonusMoney(amount: number, currencyId: number): string {
  const figure = Number.isInteger(amount) ? whole.format(amount) : withPlaces.format(amount);
  const currency = currencyOf(currencyId);
  return currency ? `${currency.symbol}${figure}` : `${figure} (currency #${currencyId})`;
}

/** What the bonus grants: '100% up to ₺1,000', '50%, no cap', '₺50'. */
export function formatBonusAmount(definition: AdminBonusDefinition): string {
  if (definition.kind === 'percent') {
    const share = `${definition.percent ?? 0}%`;
    return definition.cap === null
      ? `${share}, no cap`
      : `${share} up to ${formatBonusMoney(definition.cap, definition.currencyId)}`;
  }
  // The sign-up trial may leave its amount to the site option `trialbonusamount`.
  return definition.fixedAmount === null
    ? 'Site’s trial amount'
    : formatBonusMoney(definition.fixedAmount, definition.currencyId);
}

export function BonusStatusBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge tone="ok">Enabled</Badge> : <Badge>Disabled</Badge>;
}

import {
  TransactionType,
  type ApprovalArea,
  type ApprovalMeasure,
  type ChangeKind,
  type ChangeStatus,
  type PendingChange,
} from '@lale/contracts';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { headerOf } from '../../ui/list/autoColumns.ts';
import { Facts } from '../../ui/Page.tsx';
import { currencyCode, TRIGGER_LABELS } from '../bonuses/bonusLabels.tsx';
import { FIELD_TYPES } from '../payment-methods/methodForm.ts';
import styles from './Approvals.module.css';

/* The approvals screen's words for the API's codes, and a held change's request as labelled fields. */

export const AREA_LABELS: Record<ApprovalArea, string> = {
  payments: 'Payments',
  bonuses: 'Bonuses',
  sports: 'Sports',
};

export const KIND_LABELS: Record<ChangeKind, string> = {
  payment_method: 'Payment method',
  bonus_definition: 'Bonus',
  event_stake_limit: 'Event’s stake limit',
  player_stake_limit: 'Player’s stake limit',
};

/** A change of a method or bonus yet to be created (no target). */
const NEW_KIND_LABELS: Partial<Record<ChangeKind, string>> = {
  payment_method: 'New payment method',
  bonus_definition: 'New bonus',
};

export const kindLabel = (change: Pick<PendingChange, 'kind' | 'targetId'>) =>
  (change.targetId === null ? NEW_KIND_LABELS[change.kind] : undefined) ?? KIND_LABELS[change.kind];

export const MEASURE_LABELS: Record<ApprovalMeasure, string> = {
  paymentMethodMax: 'Largest single payment',
  bonusAward: 'Most one bonus can award',
  stakePercent: 'Stake limit (% of the book’s maximum)',
};

export const STATUS_LABELS: Record<ChangeStatus, string> = {
  pending: 'Pending',
  applied: 'Applied',
  rejected: 'Rejected',
};

const STATUS_TONES: Record<ChangeStatus, BadgeTone> = { pending: 'warn', applied: 'ok', rejected: 'danger' };

export function ChangeStatusBadge({ status }: { status: ChangeStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** A value of the change's measure: an amount in its currency, or a percentage. */
export const measureText = (change: Pick<PendingChange, 'measure' | 'currency'>, value: string) =>
  change.measure === 'stakePercent' ? `${value}%` : formatMoney(Number(value), change.currency ?? '');

/** Before, in words: null is a method or bonus that did not exist. */
export const beforeText = (change: PendingChange) =>
  change.before === null ? 'new' : measureText(change, change.before);

/** After, in words: null is no upper bound (a percent bonus without a cap). */
export const afterText = (change: PendingChange) =>
  change.after === null ? 'no upper bound' : measureText(change, change.after);

/** "5,000.00 TRY → 20,000.00 TRY", "new → 50,000.00 TRY", "30% → no upper bound". */
export const changeText = (change: PendingChange) => `${beforeText(change)} → ${afterText(change)}`;

// ── The request, readably ─────────────────────────────────────────────────────────────────────────

/** The request bodies' field names (payment method, bonus definition, stake limits), in words. */
const FIELD_LABELS: Record<string, string> = {
  type: 'Direction',
  title: 'Title',
  logo: 'Logo',
  provider: 'Provider',
  flow: 'Flow',
  currency: 'Currency',
  minAmount: 'Minimum',
  maxAmount: 'Maximum',
  enabled: 'Switched on',
  fields: 'Fields the player fills in',
  bankAccount: 'Bank account',
  bankName: 'Bank',
  iban: 'IBAN',
  accountHolder: 'Account holder',
  description: 'Description',
  trigger: 'Trigger',
  code: 'Code',
  kind: 'Kind',
  percent: 'Percent',
  cap: 'Cap',
  fixedAmount: 'Fixed amount',
  minDeposit: 'Minimum deposit',
  wageringMultiple: 'Wagering multiple',
  contributions: 'Wagering contributions (%)',
  sportsMinOdds: 'Sports minimum odds',
  validDays: 'Valid days',
  claimWindowDays: 'Claim window days',
  maxBet: 'Maximum bet',
  currencyId: 'Currency',
  stakePercent: 'Stake limit (% of the book’s maximum)',
  liveDelaySeconds: 'Live delay (seconds)',
  reason: 'Reason',
  tr: 'Turkish',
  en: 'English',
  slot: 'Slots',
  live: 'Live casino',
  table: 'Table games',
  sports: 'Sports',
};

const FIELD_ORDER = Object.keys(FIELD_LABELS);
/** A field's place: the labelled ones in their order above, any other after them. */
const fieldOrder = (name: string) => {
  const at = FIELD_ORDER.indexOf(name);
  return at === -1 ? FIELD_ORDER.length : at;
};

const AMOUNT_FIELDS = new Set(['minAmount', 'maxAmount', 'cap', 'fixedAmount', 'minDeposit', 'maxBet']);

/** Fields whose code reads better in words; undefined: shown as it is. */
const FIELD_WORDS: Record<string, (value: unknown) => string | undefined> = {
  type: (value) =>
    value === TransactionType.Deposit
      ? 'Deposit'
      : value === TransactionType.Withdraw
        ? 'Withdrawal'
        : undefined,
  flow: (value) => ({ manual: 'Manual', hosted: 'Hosted page' })[String(value)],
  trigger: (value) => TRIGGER_LABELS[value as keyof typeof TRIGGER_LABELS],
  kind: (value) => ({ percent: 'A share of the deposit', fixed: 'A set sum' })[String(value)],
  currencyId: (value) => (typeof value === 'number' ? currencyCode(value) : undefined),
  stakePercent: (value) => (value === null ? 'None (the book’s)' : undefined),
  liveDelaySeconds: (value) => (value === null ? 'The book’s' : undefined),
};

/** A payment method's field definition in one line: "CardNo — Text (String), mask 0000 0000". */
function paymentField(value: unknown): string {
  const { key, objectType, mask, option } = (value ?? {}) as Record<string, unknown>;
  const type = FIELD_TYPES.find((one) => one.value === objectType)?.label ?? String(objectType);
  const options = Array.isArray(option) ? `, ${option.length} options` : '';
  return `${String(key)} — ${type}${typeof mask === 'string' && mask ? `, mask ${mask}` : ''}${options}`;
}

function FieldValue({
  name,
  value,
  currency,
}: {
  name: string;
  value: unknown;
  currency: string;
}): ReactNode {
  const words = FIELD_WORDS[name]?.(value);
  if (words !== undefined) return words;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && AMOUNT_FIELDS.has(name) && currency) return formatMoney(value, currency);
  if (Array.isArray(value)) {
    if (value.length === 0) return 'None';
    return (
      <ol className={styles.payloadList}>
        {value.map((item, index) => (
          <li key={index}>
            {name === 'fields' ? (
              paymentField(item)
            ) : (
              <FieldValue name={name} value={item} currency={currency} />
            )}
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object')
    return <RequestFacts request={value as Record<string, unknown>} currency={currency} />;
  return String(value);
}

/** A request body as labelled fields (nested ones inside), amounts in the request's currency. */
export function RequestFacts({
  request,
  currency,
}: {
  request: Record<string, unknown>;
  /** The currency of the amounts; by default the request's own (`currency`, or `currencyId`). */
  currency?: string;
}) {
  const code =
    currency ??
    (typeof request.currency === 'string'
      ? request.currency
      : typeof request.currencyId === 'number'
        ? currencyCode(request.currencyId)
        : '');
  // Stored requests come back with their keys in the database's order: shown in the forms' order.
  const entries = Object.entries(request).sort(([a], [b]) => fieldOrder(a) - fieldOrder(b));
  return (
    <Facts
      items={entries.map(
        ([name, value]) =>
          [
            FIELD_LABELS[name] ?? headerOf(name),
            <FieldValue name={name} value={value} currency={code} />,
          ] as const,
      )}
    />
  );
}

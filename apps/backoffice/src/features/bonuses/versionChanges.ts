import {
  BONUS_GAME_CATEGORIES,
  type AdminBonusDefinition,
  type BonusGameCategory,
  type BonusTrigger,
} from '@lale/contracts';
import { TRIGGER_LABELS, currencyCode } from './bonusLabels.tsx';

/*
 * What changed from one version of a definition's terms to the next (issue #27), in words: "Fixed
 * amount 100 → 200", "Enabled → Disabled". The terms are compared field by field; an earlier version's
 * terms were stored as they were then, so a field it lacks reads as "—" rather than failing.
 */

type Terms = Partial<AdminBonusDefinition>;

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const withPlaces = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** 1000 → '1,000'; 12.5 → '12.50'; missing → '—'. */
function figure(value: unknown): string {
  if (typeof value !== 'number') return '—';
  return Number.isInteger(value) ? whole.format(value) : withPlaces.format(value);
}

/** A figure that may be null on purpose (no cap, no limit), with the words for null. */
const orNone = (none: string) => (value: unknown) => (value === null ? none : figure(value));

const quoted = (value: unknown) => (typeof value === 'string' ? `“${value}”` : '—');

const CONTRIBUTION_WORDS: Record<BonusGameCategory, string> = {
  slot: 'Slots contribution',
  live: 'Live casino contribution',
  table: 'Table games contribution',
  sports: 'Sports contribution',
};

const KIND_WORDS: Record<string, string> = { percent: 'A share of the deposit', fixed: 'A set sum' };

/** A compared term: how to read it from the terms, its label, and how its value reads. */
type Term = { label: string; read: (terms: Terms) => unknown; show: (value: unknown) => string };

const field =
  <K extends keyof AdminBonusDefinition>(key: K) =>
  (terms: Terms) =>
    terms[key];

const TERMS: readonly Term[] = [
  { label: 'Title (English)', read: (terms) => terms.title?.en, show: quoted },
  { label: 'Title (Turkish)', read: (terms) => terms.title?.tr, show: quoted },
  {
    label: 'Trigger',
    read: field('trigger'),
    show: (v) => (typeof v === 'string' && v in TRIGGER_LABELS ? TRIGGER_LABELS[v as BonusTrigger] : '—'),
  },
  { label: 'Code', read: field('code'), show: (v) => (typeof v === 'string' ? v : 'none') },
  {
    label: 'Currency',
    read: field('currencyId'),
    show: (v) => (typeof v === 'number' ? currencyCode(v) : '—'),
  },
  { label: 'Amount', read: field('kind'), show: (v) => KIND_WORDS[String(v)] ?? '—' },
  { label: 'Percent', read: field('percent'), show: (v) => (v === null ? 'none' : `${figure(v)}%`) },
  { label: 'Cap', read: field('cap'), show: orNone('no cap') },
  { label: 'Fixed amount', read: field('fixedAmount'), show: orNone('none') },
  { label: 'Minimum deposit', read: field('minDeposit'), show: figure },
  { label: 'Wagering multiple', read: field('wageringMultiple'), show: (v) => `×${figure(v)}` },
  ...BONUS_GAME_CATEGORIES.map((category): Term => ({
    label: CONTRIBUTION_WORDS[category],
    read: (terms) => terms.contributions?.[category],
    show: (v) => (typeof v === 'number' ? `${figure(v)}%` : '—'),
  })),
  {
    label: 'Sports minimum odds',
    read: field('sportsMinOdds'),
    show: (v) => (typeof v === 'number' ? v.toFixed(2) : '—'),
  },
  { label: 'Valid days', read: field('validDays'), show: figure },
  { label: 'Claim window days', read: field('claimWindowDays'), show: figure },
  { label: 'Maximum bet', read: field('maxBet'), show: orNone('no limit') },
];

/** Long texts: that they changed, not both of them whole. */
const TEXTS: readonly { label: string; read: (terms: Terms) => unknown }[] = [
  { label: 'Description (English)', read: (terms) => terms.description?.en },
  { label: 'Description (Turkish)', read: (terms) => terms.description?.tr },
];

const enabledWords = (value: unknown) => (value === true ? 'Enabled' : value === false ? 'Disabled' : '—');

/** Each change from `before` to `after`, in the form's order; none when the terms are the same. */
export function termChanges(before: Terms, after: Terms): string[] {
  const changes: string[] = [];
  for (const term of TERMS) {
    const [was, is] = [term.read(before), term.read(after)];
    if (was !== is) changes.push(`${term.label} ${term.show(was)} → ${term.show(is)}`);
  }
  for (const text of TEXTS) if (text.read(before) !== text.read(after)) changes.push(`${text.label} changed`);
  if (before.enabled !== after.enabled)
    changes.push(`${enabledWords(before.enabled)} → ${enabledWords(after.enabled)}`);
  return changes;
}

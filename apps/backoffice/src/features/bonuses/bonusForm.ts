import {
  AdminBonusDefinitionInputSchema,
  BONUS_GAME_CATEGORIES,
  type AdminBonusDefinition,
  type AdminBonusDefinitionInput,
  type BonusGameCategory,
  type BonusTrigger,
} from '@lale/contracts';
import type { FieldError, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import { contractResolver } from '../../lib/formResolver.ts';

/*
 * The bonus form's values and their way to the API's body. Inputs hold text (an amount may be typed
 * with a comma); `toBody` turns the text into the contract's numbers, leaves out what the chosen
 * trigger and kind do not use (code, percent and cap, fixed amount), and the contract's own schema
 * (AdminBonusDefinitionInputSchema through contractResolver) checks the result, so the form refuses
 * exactly what the API would, in the same words. Field names are the body's paths ('contributions.slot'),
 * so a refusal's `data.errors` lands on the field it names.
 *
 * A staff grant (issue #27) is handed to one player by a member, with no deposit: it is always a set
 * sum, and the deposit's terms (minimum deposit, claim window) do not apply, so its body carries the
 * contract's defaults for them whatever the hidden fields hold.
 */

/** What a staff grant's body holds for the deposit terms it does not use (the contract's defaults). */
export const STAFF_GRANT_UNUSED = { minDeposit: 0, claimWindowDays: 7 } as const;

/** The fields a staff grant does not use, so the form hides them. */
export const usesDepositTerms = (trigger: BonusTrigger) => trigger !== 'staff_grant';

export type BonusFormValues = {
  title: { tr: string; en: string };
  description: { tr: string; en: string };
  trigger: BonusTrigger;
  code: string;
  currencyId: string;
  enabled: boolean;
  kind: 'fixed' | 'percent';
  percent: string;
  cap: string;
  fixedAmount: string;
  minDeposit: string;
  wageringMultiple: string;
  contributions: Record<BonusGameCategory, string>;
  sportsMinOdds: string;
  validDays: string;
  claimWindowDays: string;
  maxBet: string;
};

/** Every field of the form by its body path: where a server's field error may be shown. */
export const BONUS_FIELD_PATHS = [
  'title.tr',
  'title.en',
  'description.tr',
  'description.en',
  'trigger',
  'code',
  'currencyId',
  'enabled',
  'kind',
  'percent',
  'cap',
  'fixedAmount',
  'minDeposit',
  'wageringMultiple',
  ...BONUS_GAME_CATEGORIES.map((category) => `contributions.${category}` as const),
  'sportsMinOdds',
  'validDays',
  'claimWindowDays',
  'maxBet',
] as const;
export type BonusFieldPath = (typeof BONUS_FIELD_PATHS)[number];

export const isBonusFieldPath = (path: string): path is BonusFieldPath =>
  (BONUS_FIELD_PATHS as readonly string[]).includes(path);

/** A new definition: the contract's defaults filled in, the terms that have none left to the operator. */
export const NEW_BONUS: BonusFormValues = {
  title: { tr: '', en: '' },
  description: { tr: '', en: '' },
  trigger: 'first_deposit',
  code: '',
  currencyId: '1',
  enabled: true,
  kind: 'percent',
  percent: '',
  cap: '',
  fixedAmount: '',
  minDeposit: '0',
  wageringMultiple: '',
  contributions: { slot: '100', live: '10', table: '10', sports: '0' },
  sportsMinOdds: '1.50',
  validDays: '30',
  claimWindowDays: '7',
  maxBet: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** A saved definition in the form's terms. */
export function toFormValues(definition: AdminBonusDefinition): BonusFormValues {
  return {
    title: { ...definition.title },
    description: { ...definition.description },
    trigger: definition.trigger,
    code: definition.code ?? '',
    currencyId: String(definition.currencyId),
    enabled: definition.enabled,
    kind: definition.kind,
    percent: text(definition.percent),
    cap: text(definition.cap),
    fixedAmount: text(definition.fixedAmount),
    minDeposit: text(definition.minDeposit),
    wageringMultiple: text(definition.wageringMultiple),
    contributions: {
      slot: text(definition.contributions.slot),
      live: text(definition.contributions.live),
      table: text(definition.contributions.table),
      sports: text(definition.contributions.sports),
    },
    sportsMinOdds: definition.sportsMinOdds.toFixed(2),
    validDays: text(definition.validDays),
    claimWindowDays: text(definition.claimWindowDays),
    maxBet: text(definition.maxBet),
  };
}

const REQUIRED = 'This field is required.';
const NOT_A_NUMBER = 'Enter a number, such as 50 or 12.5.';
const NOT_WHOLE = 'Enter a whole number.';

type Problems = Partial<Record<BonusFieldPath, string>>;

/**
 * The body the form's values make, and what the schema cannot word well: text that is not a number
 * (the schema would only see NaN), a fraction where a whole number belongs, an empty figure the
 * contract requires (it would see a missing value), and the fields the chosen trigger or kind requires
 * (the contract's cross-field check runs only once every field parses, so it is repeated here to show
 * them all at once).
 */
export function toBody(values: BonusFormValues): { body: Record<string, unknown>; problems: Problems } {
  const problems: Problems = {};
  /**
   * The number typed: '12,5' → 12.5. Empty is `null` for an optional figure, left out (`undefined`)
   * where the contract has a default, or a problem where it is required. Not a number: NaN and a problem.
   */
  const numberAt = (
    path: BonusFieldPath,
    value: string,
    empty: 'null' | 'default' | 'required',
    integer = false,
  ) => {
    const typed = value.trim().replace(',', '.');
    if (typed === '') {
      if (empty === 'required') problems[path] = REQUIRED;
      return empty === 'null' ? null : undefined;
    }
    if (!/^-?\d+(\.\d+)?$/.test(typed)) {
      problems[path] = NOT_A_NUMBER;
      return Number.NaN;
    }
    const number = Number(typed);
    if (integer && !Number.isInteger(number)) problems[path] = NOT_WHOLE;
    return number;
  };
  const { trigger } = values;
  // A staff grant has no deposit to take a share of: whatever the radio says, it is a set sum.
  const kind = trigger === 'staff_grant' ? 'fixed' : values.kind;
  const deposit = usesDepositTerms(trigger);
  const code = values.code.trim();
  if (trigger === 'deposit_code' && code === '') problems.code = REQUIRED;
  if (kind === 'percent' && values.percent.trim() === '') problems.percent = REQUIRED;
  if (kind === 'fixed' && trigger !== 'signup_trial' && values.fixedAmount.trim() === '')
    problems.fixedAmount = REQUIRED;
  const body = {
    title: { tr: values.title.tr.trim(), en: values.title.en.trim() },
    description: { tr: values.description.tr.trim(), en: values.description.en.trim() },
    trigger,
    // Players' codes are compared upper-cased; the server stores them so.
    code: trigger === 'deposit_code' && code !== '' ? code.toUpperCase() : null,
    kind,
    percent: kind === 'percent' ? numberAt('percent', values.percent, 'null', true) : null,
    cap: kind === 'percent' ? numberAt('cap', values.cap, 'null') : null,
    fixedAmount: kind === 'fixed' ? numberAt('fixedAmount', values.fixedAmount, 'null') : null,
    minDeposit: deposit
      ? numberAt('minDeposit', values.minDeposit, 'default')
      : STAFF_GRANT_UNUSED.minDeposit,
    wageringMultiple: numberAt('wageringMultiple', values.wageringMultiple, 'required', true),
    contributions: Object.fromEntries(
      BONUS_GAME_CATEGORIES.map((category) => [
        category,
        numberAt(`contributions.${category}`, values.contributions[category], 'required', true),
      ]),
    ),
    sportsMinOdds: numberAt('sportsMinOdds', values.sportsMinOdds, 'default'),
    validDays: numberAt('validDays', values.validDays, 'required', true),
    claimWindowDays: deposit
      ? numberAt('claimWindowDays', values.claimWindowDays, 'default', true)
      : STAFF_GRANT_UNUSED.claimWindowDays,
    maxBet: numberAt('maxBet', values.maxBet, 'null'),
    enabled: values.enabled,
    currencyId: Number(values.currencyId),
  };
  return { body, problems };
}

/** Puts `error` at a dotted path of react-hook-form's nested errors ('contributions.slot'). */
function setError(errors: Record<string, unknown>, path: string, error: FieldError) {
  const [head, ...rest] = path.split('.');
  if (!head) return;
  if (rest.length === 0) {
    errors[head] = error;
    return;
  }
  const inner = (errors[head] ?? {}) as Record<string, unknown>;
  errors[head] = inner;
  setError(inner, rest.join('.'), error);
}

const contract = contractResolver<AdminBonusDefinitionInput>(AdminBonusDefinitionInputSchema);

/** The form's resolver: values → body → the contract's schema; the parsed body is what is submitted. */
export const bonusResolver: Resolver<BonusFormValues, unknown, AdminBonusDefinitionInput> = async (
  values,
  context,
  options,
) => {
  const { body, problems } = toBody(values);
  const result = await contract(
    body as AdminBonusDefinitionInput,
    context,
    options as unknown as ResolverOptions<AdminBonusDefinitionInput>,
  );
  const found = Object.entries(problems);
  if (found.length === 0) {
    return Object.keys(result.errors).length === 0
      ? { values: result.values as AdminBonusDefinitionInput, errors: {} }
      : { values: {}, errors: result.errors as FieldErrors<BonusFormValues> };
  }
  // These sentences replace the schema's for the same field ("Invalid value type." for NaN).
  const errors = { ...(result.errors as Record<string, unknown>) };
  if (errors.contributions) errors.contributions = { ...(errors.contributions as object) };
  for (const [path, message] of found) setError(errors, path, { type: 'form', message });
  return { values: {}, errors: errors as FieldErrors<BonusFormValues> };
};

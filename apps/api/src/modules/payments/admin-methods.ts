import {
  AdminPaymentMethodInputSchema,
  decimalToMinor,
  minorToDecimal,
  PAYMENT_FIELD_KEYS,
  PAYMENT_LOGOS_PATH,
  PaymentFieldObjectType,
  TransactionType,
  type AdminPaymentMethod,
  type AdminPaymentMethodRequest,
  type AdminPaymentMethods,
  type PaymentField,
} from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Applier, ChangeImpact } from '../approvals/index.ts';
import { refuse } from '../../platform/domain-errors.ts';
import type { MoneyService } from '../../platform/money.ts';
import type { MethodValues, PaymentMethodsAdminRepo } from './admin-methods-repo.ts';
import { isLogoName, LOGOS, logoUrl, type LogoName } from './logos.ts';
import type { PaymentMethodProblem } from './outcomes.ts';
import type { DepositProviders } from './providers.ts';
import type { StoredMethod } from './repo.ts';

/*
 * The operator's payment methods (issue #27): what the cashier's tiles and dialogs show is these rows.
 * The contract checks each field alone (AdminPaymentMethodInputSchema: the field definitions with the
 * cashier's own rules); this service checks what spans fields, all at once, and refuses with
 * PaymentMethodInvalid naming each field — before anything is written, so a refusal stores nothing:
 *
 * - the currency exists; min and max fit its minor units and min ≤ max;
 * - hosted needs a provider configured on this server (never offered otherwise, DESIGN §10), and only
 *   deposits are hosted (every payout is an operator's); a manual deposit needs the bank account the
 *   player is told to transfer to;
 * - a built-in logo exists;
 * - the fields: keys unique (whatever their case), exactly the cashier's shapes where a key has a rule
 *   of its own (`amount` a number without mask or options, which every deposit and withdrawal reads;
 *   Iban, CardNo, ExpiryDate, Cvv text), a Dropdown has options, option ids unique, no mask where the
 *   site draws no text input. Keys of PAYMENT_FIELD_KEYS are stored in their own spelling ('iban' →
 *   'Iban') so their rule applies; the answer shows what was stored.
 *
 * The cashier reads the rows on every request (no cache), so a write shows on the player's next call.
 */

type Deps = {
  repo: PaymentMethodsAdminRepo;
  money: MoneyService;
  /** The hosted providers this process has (deposit-providers.ts). */
  providers: DepositProviders;
};

const NUMERIC: ReadonlySet<number> = new Set([
  PaymentFieldObjectType.Int,
  PaymentFieldObjectType.Long,
  PaymentFieldObjectType.Decimal,
]);

/** Keys whose rule reads the value as text (payment.ts fieldSchemaFor). */
const TEXT_RULE_KEYS: ReadonlySet<string> = new Set([
  PAYMENT_FIELD_KEYS.iban,
  PAYMENT_FIELD_KEYS.cardNo,
  PAYMENT_FIELD_KEYS.expiry,
  PAYMENT_FIELD_KEYS.cvv,
]);

/** The spelling of each key with a rule, by its lower case. */
const RULE_KEYS = new Map(Object.values(PAYMENT_FIELD_KEYS).map((key) => [key.toLowerCase(), key]));

const BUILT_IN_PREFIX = `${PAYMENT_LOGOS_PATH}/`;

type Problems = Record<string, PaymentMethodProblem>;

/** The definitions as stored: rule keys in their own spelling, nothing else changed. */
function storedFields(fields: AdminPaymentMethodRequest['fields']): PaymentField[] {
  return fields.map((field) => ({
    key: RULE_KEYS.get(field.key.toLowerCase()) ?? field.key,
    mask: field.mask,
    objectType: field.objectType,
    option: field.option,
  }));
}

function fieldProblems(fields: readonly PaymentField[], problems: Problems): void {
  const seen = new Set<string>();
  for (const [index, field] of fields.entries()) {
    const at = (part: keyof PaymentField) => `fields.${index}.${part}`;
    const folded = field.key.toLowerCase();
    if (seen.has(folded)) problems[at('key')] = 'paymentMethodFieldKeyDuplicate';
    seen.add(folded);

    if (field.key === PAYMENT_FIELD_KEYS.amount) {
      // Every deposit and withdrawal reads a number here (service.ts checkedDetail).
      if (!NUMERIC.has(field.objectType) || field.option !== null || field.mask !== null)
        problems[at('objectType')] = 'paymentMethodAmountFieldShape';
    } else if (TEXT_RULE_KEYS.has(field.key)) {
      if (field.objectType !== PaymentFieldObjectType.String || field.option !== null)
        problems[at('objectType')] = 'paymentMethodTextFieldShape';
    }
    if (field.option === null) {
      if (field.objectType === PaymentFieldObjectType.Dropdown)
        problems[at('option')] = 'paymentMethodOptionsRequired';
    } else if (new Set(field.option.map((option) => String(option.id))).size !== field.option.length) {
      // The site matches the chosen value by its text: '1' and 1 would be one choice.
      problems[at('option')] = 'paymentMethodOptionDuplicate';
    }
    if (field.mask !== null && (field.option !== null || field.objectType === PaymentFieldObjectType.Bool))
      problems[at('mask')] ??= 'paymentMethodMaskUnused';
  }
  if (!seen.has(PAYMENT_FIELD_KEYS.amount)) problems.fields = 'paymentMethodAmountFieldMissing';
}

const bankAccountOf = (settings: Record<string, string>): AdminPaymentMethod['bankAccount'] =>
  settings.bankName && settings.iban && settings.accountHolder
    ? { bankName: settings.bankName, iban: settings.iban, accountHolder: settings.accountHolder }
    : null;

export function createPaymentMethodsAdmin({ repo, money, providers }: Deps) {
  const offered = (method: StoredMethod) =>
    method.enabled && (method.flow === 'manual' || providers.has(method.provider));

  async function view(method: StoredMethod): Promise<AdminPaymentMethod> {
    const currency = await money.currency(method.currencyId);
    return {
      id: method.id,
      type: method.type as AdminPaymentMethod['type'],
      title: method.title,
      logo: method.logo,
      provider: method.provider,
      flow: method.flow,
      currency: currency.code,
      minAmount: minorToDecimal(method.minAmountMinor, currency.minorUnits),
      maxAmount: minorToDecimal(method.maxAmountMinor, currency.minorUnits),
      enabled: method.enabled,
      sortOrder: method.sortOrder,
      fields: method.fields,
      bankAccount: bankAccountOf(method.settings),
      offered: offered(method),
    };
  }

  /** The row an input makes, or PaymentMethodInvalid with every problem found. */
  async function toValues(input: AdminPaymentMethodRequest): Promise<MethodValues> {
    const problems: Problems = {};
    const currency = await money.currencyByCode(input.currency);
    let minAmountMinor: bigint | null = null;
    let maxAmountMinor: bigint | null = null;
    if (!currency) problems.currency = 'paymentCurrencyUnknown';
    else {
      minAmountMinor = decimalToMinor(input.minAmount, currency.minorUnits);
      maxAmountMinor = decimalToMinor(input.maxAmount, currency.minorUnits);
      if (minAmountMinor === null) problems.minAmount = 'paymentMethodAmountPlaces';
      if (maxAmountMinor === null) problems.maxAmount = 'paymentMethodAmountPlaces';
      if (minAmountMinor !== null && maxAmountMinor !== null && minAmountMinor > maxAmountMinor)
        problems.maxAmount = 'paymentMethodMinAboveMax';
    }
    // With no currency to convert by, the decimals are compared as they are.
    if (!currency && input.minAmount > input.maxAmount) problems.maxAmount = 'paymentMethodMinAboveMax';

    const deposit = input.type === TransactionType.Deposit;
    if (input.flow === 'hosted') {
      if (!deposit) problems.flow = 'paymentMethodPayoutManual';
      else if (!providers.has(input.provider)) problems.provider = 'paymentMethodProviderNotConfigured';
    } else if (deposit && input.bankAccount === null) {
      problems.bankAccount = 'paymentMethodBankAccountRequired';
    }

    if (input.logo.startsWith(BUILT_IN_PREFIX)) {
      const name = input.logo.slice(BUILT_IN_PREFIX.length).replace(/\.svg$/, '');
      if (!isLogoName(name)) problems.logo = 'paymentMethodLogoUnknown';
    }

    const fields = storedFields(input.fields);
    fieldProblems(fields, problems);

    if (Object.keys(problems).length > 0) throw refuse({ code: 'PaymentMethodInvalid', fields: problems });
    return {
      type: input.type,
      title: input.title.trim(),
      logo: input.logo,
      minAmountMinor: minAmountMinor!,
      maxAmountMinor: maxAmountMinor!,
      currencyId: currency!.id,
      provider: input.provider,
      flow: input.flow,
      enabled: input.enabled,
      fields,
      // Only a manual deposit tells the player a bank account; any other flow keeps none.
      settings:
        input.bankAccount && deposit && input.flow === 'manual'
          ? {
              bankName: input.bankAccount.bankName.trim(),
              iban: input.bankAccount.iban.trim(),
              accountHolder: input.bankAccount.accountHolder.trim(),
            }
          : {},
    };
  }

  async function found(id: number): Promise<AdminPaymentMethod> {
    const method = await repo.method(id);
    if (!method) throw refuse({ code: 'PaymentMethodNotFound' });
    return view(method);
  }

  async function list(): Promise<AdminPaymentMethods> {
    const [rows, currencies] = await Promise.all([repo.all(), repo.currencies()]);
    return {
      items: await Promise.all(rows.map(view)),
      providers: [...providers.keys()].sort(),
      logos: (Object.keys(LOGOS) as LogoName[]).map(logoUrl),
      currencies: currencies.map(({ code, minorUnits }) => ({ code, minorUnits })),
    };
  }

  /** One method under its row lock, or PaymentMethodNotFound. */
  async function locked(tx: DbExecutor, id: number) {
    const method = await repo.method(id, tx, true);
    if (!method) throw refuse({ code: 'PaymentMethodNotFound' });
    return method;
  }

  const service = {
    list,
    /** One method as the editor shows it. */
    method: found,

    /** A new method, last of its direction. */
    async create(input: AdminPaymentMethodRequest): Promise<AdminPaymentMethod> {
      return found(await repo.insert(await toValues(input)));
    },

    /**
     * Every field replaced; answers the method before and after. A provider's webhook is matched to
     * the method's provider (service.ts applyWebhook), so the provider of a method with checkouts still
     * open is kept until they end (paid, or expired after CHECKOUT_LIFETIME_MS).
     */
    async replace(id: number, input: AdminPaymentMethodRequest) {
      const values = await toValues(input);
      return repo.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.provider !== values.provider && (await repo.openCheckouts(tx, id)) > 0)
          throw refuse({ code: 'PaymentMethodInvalid', fields: { provider: 'paymentMethodCheckoutsOpen' } });
        await repo.update(tx, id, values, before.type !== values.type);
        return { before: await view(before), after: await view(await locked(tx, id)) };
      });
    },

    /**
     * What a create (id null) or replace would do to the method's largest single payment, measured for
     * the owner's approval line (issue #27); the input is checked first, so a held change is a valid one.
     */
    async impactOf(id: number | null, input: AdminPaymentMethodRequest): Promise<ChangeImpact> {
      const values = await toValues(input);
      const before = id === null ? null : await repo.method(id);
      if (id !== null && !before) throw refuse({ code: 'PaymentMethodNotFound' });
      return {
        kind: 'payment_method',
        targetId: id,
        targetName: before?.title ?? values.title,
        measure: 'paymentMethodMax',
        currencyId: values.currencyId,
        // A method moved to another currency is measured as new in it.
        before: before && before.currencyId === values.currencyId ? before.maxAmountMinor : 'new',
        after: values.maxAmountMinor,
        payload: input,
      };
    },

    /** The switch: off, the cashier stops offering it at once (a payment already made goes on). */
    async setEnabled(id: number, enabled: boolean) {
      return repo.transaction(async (tx) => {
        const before = await locked(tx, id);
        await repo.setEnabled(tx, id, enabled);
        return { before: await view(before), after: await view(await locked(tx, id)) };
      });
    },

    /**
     * One direction's methods in a new order: `ids` names every method of one direction exactly once
     * (checked and written with every method locked). Answers the ids before and after, and the list.
     */
    async reorder(ids: readonly number[]) {
      const order = await repo.transaction(async (tx) => {
        const all = await repo.lockAll(tx);
        const type = all.find((row) => row.id === ids[0])?.type;
        const ofType = all.filter((row) => row.type === type).map((row) => row.id);
        const sameSet =
          type !== undefined &&
          ids.length === ofType.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => ofType.includes(id));
        if (!sameSet) throw refuse({ code: 'PaymentMethodOrderMismatch' });
        const before = (await repo.all(tx)).filter((row) => row.type === type).map((row) => row.id);
        await repo.reorder(tx, ids);
        return { type: type!, before };
      });
      return { ...order, after: [...ids], list: await list() };
    },

    /** A change a second approver let through: the create or replace it was asked as. */
    async applyHeld({ targetId, payload }: Parameters<Applier>[0]) {
      const input = AdminPaymentMethodInputSchema.parse(payload);
      if (targetId === null) {
        const after = await service.create(input);
        return { targetId: after.id, after };
      }
      const { before, after } = await service.replace(targetId, input);
      return { targetId, before, after };
    },
  };
  return service;
}

export type PaymentMethodsAdmin = ReturnType<typeof createPaymentMethodsAdmin>;

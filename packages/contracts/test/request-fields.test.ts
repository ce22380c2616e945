import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src/index.ts';
import {
  API_CONTRACT,
  formatIssue,
  idRule,
  INT32_MAX,
  int32Rule,
  numberFromText,
  plainText,
  requiredIdRule,
  requiredText,
  skipRule,
  takeRule,
} from '../src/index.ts';

/*
 * The shared string and integer rules refuse what the database cannot take (a NUL character, half of
 * a surrogate pair, an integer beyond a PostgreSQL `integer`), and every string and integer field of
 * every request schema goes through them: the walk below finds each field and tries the values.
 */

const NUL = 'ab\u0000cd';
const LONE_HIGH = 'abc\uD800d';
const LONE_LOW = '\uDC00abcd';

const codes = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('plain text: every string of a request', () => {
  it.each([
    ['a NUL character', NUL],
    ['a lone high surrogate', LONE_HIGH],
    ['a lone low surrogate', LONE_LOW],
    ['a reversed pair', '\uDE00\uD83D'],
  ])('refuses %s with the invalidCharacters code', (_label, value) => {
    expect(codes(plainText(), value)).toEqual(['invalidCharacters']);
  });

  it.each([
    ['an emoji (a whole surrogate pair)', 'gol 😀 attı'],
    ['Turkish letters', 'çğıöşüÇĞİÖŞÜ'],
    ['tabs and new lines', 'a\tb\nc'],
    ['the character after NUL', '\u0001'],
    ['the characters around the surrogates', '\uD7FF\uE000'],
  ])('accepts %s', (_label, value) => {
    expect(plainText().safeParse(value).success).toBe(true);
  });

  it('is told first, before the length, in words a person can act on', () => {
    const issue = requiredText(5, 30).safeParse('a\u0000').error!.issues[0]!;
    expect(issue.message).toBe('invalidCharacters');
    expect(formatIssue(issue, 'en')).toMatch(/character that cannot be used.*delete it/);
    expect(formatIssue(issue, 'tr')).toMatch(/Kullanılamayan bir karakter/);
  });
});

describe('integers: both sides of the PostgreSQL integer limit', () => {
  it.each([
    ['int32Rule', int32Rule, -(2 ** 31), INT32_MAX],
    ['idRule', idRule, 1, INT32_MAX],
    ['requiredIdRule', requiredIdRule, 1, INT32_MAX],
    ['skipRule', skipRule, 0, INT32_MAX],
  ] as const)('%s accepts its bounds and refuses one past them', (_name, rule, min, max) => {
    expect(rule.safeParse(min).success).toBe(true);
    expect(rule.safeParse(max).success).toBe(true);
    expect(rule.safeParse(min - 1).success).toBe(false);
    expect(rule.safeParse(max + 1).success).toBe(false);
  });

  it('words the limit as a maximum', () => {
    const issue = idRule.safeParse(INT32_MAX + 1).error!.issues[0]!;
    expect(formatIssue(issue, 'en')).toBe(`Must be at most ${INT32_MAX}.`);
    expect(formatIssue(issue, 'tr')).toBe(`En fazla ${INT32_MAX} olabilir.`);
  });

  it('a page size stays within its own maximum', () => {
    expect(takeRule(100).safeParse(100).success).toBe(true);
    expect(takeRule(100).safeParse(101).success).toBe(false);
    expect(takeRule(100).safeParse(0).success).toBe(false);
  });

  it('numbers sent as text are checked by the same rule', () => {
    const id = numberFromText(idRule);
    expect(id.safeParse(String(INT32_MAX)).data).toBe(INT32_MAX);
    for (const text of [String(INT32_MAX + 1), '99999999999999999999', '1e400', '1.5', '-1', 'NaN', 'abc']) {
      expect(id.safeParse(text).success, text).toBe(false);
    }
  });
});

// ── The walk over every request schema ───────────────────────────────────────────────────────────────

type Leaf = { path: string; kind: 'string' | 'number'; schema: z.ZodType };

/** The string and number fields of a schema, with the schema that checks each one. */
function leaves(schema: z.ZodType, path = ''): Leaf[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (key: string) => leaves(def[key] as z.ZodType, path);
  switch (def.type) {
    case 'string':
      return [{ path, kind: 'string', schema }];
    case 'number':
      return [{ path, kind: 'number', schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        leaves(field, path ? `${path}.${key}` : key),
      );
    case 'array':
      return leaves(def.element as z.ZodType, `${path}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => leaves(option, path));
    case 'record':
      return [
        ...leaves(def.keyType as z.ZodType, `${path}{key}`),
        ...leaves(def.valueType as z.ZodType, `${path}{}`),
      ];
    case 'pipe': {
      // A number read from text: the whole pipe is the field's rule (coercion, then the integer rule).
      const out = (def.out as z.ZodType)._zod.def.type;
      return out === 'number' || out === 'string' ? [{ path, kind: out, schema }] : inner('out');
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner('innerType');
    case 'literal':
    case 'enum':
    case 'boolean':
    case 'null':
    case 'never':
      return [];
    case 'unknown':
      // A Lale Original's choices and moves: the game's own schema validates them, on the server, after
      // this envelope (modules/originals/games/*.ts); nowhere else may a request carry an unknown.
      if (SECOND_STAGE_FIELDS.has(path)) return [];
      throw new Error(`${path}: a request field of type unknown has no rule here`);
    default:
      throw new Error(`${path}: a request field of type ${def.type} has no rule here`);
  }
}

/** Fields validated in a second stage by the game they go to (see 'unknown' above). */
const SECOND_STAGE_FIELDS = new Set(['choices', 'move']);

/** Every request schema: the site's calls, and every exported request, input, params or query schema. */
const REQUEST_SCHEMAS: [name: string, schema: z.ZodType][] = [
  ...Object.entries(API_CONTRACT).map(
    ([key, entry]) => [`API_CONTRACT.${key}`, entry.request] as [string, z.ZodType],
  ),
  ...Object.entries(contracts)
    .filter(([name, value]) => /(Request|Input|Params|Query)Schema$/.test(name) && value instanceof z.ZodType)
    .map(([name, value]) => [name, value as z.ZodType] as [string, z.ZodType]),
];

/**
 * Numbers that are amounts, not integers: a payment field's value (buildPaymentDetailSchema narrows
 * them per payment method), a deposit limit, a bonus definition's amounts, a bet's stake and the
 * operator's bet search's minimum stake (MoneySchema), a bonus definition's sports minimum odds
 * (2 decimals, at most 1000), the AML rules' parameters and euro rates, and the KYC deposit caps.
 */
const DECIMAL_FIELDS = new Set([
  'detail{}',
  'amount',
  'cap',
  'fixedAmount',
  'minDeposit',
  'maxBet',
  'stake',
  'minStake',
  'sportsMinOdds',
  // An AML rule's parameters (a share such as 0.5; each rule's own schema bounds them) and a currency's
  // euro rate (6 decimals).
  'params{}',
  'unitsPerEur',
  // A currency's unverified deposit cap (KYC levels, 2 decimals).
  'depositCaps[].cap',
  // A payment method's limits (issue #27; in its currency's minor units on the server).
  'minAmount',
  'maxAmount',
  // A notification segment's lifetime deposit bounds (issue #27; that currency's minor units on the server).
  'target.segment.deposits.min',
  'target.segment.deposits.max',
  // A jackpot level's value (issue #27; site currency).
  'levels[].value',
  // The owner's approval lines (issue #27; each currency's minor units on the server).
  'paymentMethodMax[].amount',
  'bonusAward[].amount',
]);

const fields = REQUEST_SCHEMAS.flatMap(([name, schema]) =>
  leaves(schema).map((leaf) => ({ ...leaf, where: `${name} ${leaf.path}` })),
);

describe('every string and integer field of every request schema', () => {
  it('finds the fields (admin content, query strings and path parameters included)', () => {
    const names = new Set(REQUEST_SCHEMAS.map(([name]) => name));
    for (const name of [
      'AdminSliderInputSchema',
      'AdminCmsIdParamsSchema',
      'AdminTranslationsQuerySchema',
      'DevOutboxQuerySchema',
      'AdminNotificationRequestSchema',
    ]) {
      expect(names).toContain(name);
    }
    expect(fields.filter((f) => f.kind === 'string').length).toBeGreaterThan(60);
    expect(fields.filter((f) => f.kind === 'number').length).toBeGreaterThan(15);
  });

  it.each(fields.filter((f) => f.kind === 'string').map((f) => [f.where, f] as const))(
    '%s refuses a NUL character and lone surrogates',
    (_where, { schema }) => {
      for (const value of [NUL, LONE_HIGH, LONE_LOW])
        expect(codes(schema, value)).toContain('invalidCharacters');
    },
  );

  it.each(
    fields
      .filter((f) => f.kind === 'number' && !DECIMAL_FIELDS.has(f.path))
      .map((f) => [f.where, f] as const),
  )('%s refuses integers beyond the integer column and fractions', (_where, { schema }) => {
    for (const value of [INT32_MAX + 1, -(2 ** 31) - 1, 2 ** 60, 1.5]) {
      expect(schema.safeParse(value).success, String(value)).toBe(false);
      expect(schema.safeParse(String(value)).success, `'${value}'`).toBe(false);
    }
  });
});

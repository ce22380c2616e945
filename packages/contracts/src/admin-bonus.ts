import { z } from 'zod';
import { localizedTextRule } from './admin-cms.ts';
import { BonusTriggerSchema } from './bonus.ts';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { idRule, int32Rule, requiredText, utcTimestampRule } from './rules.ts';

/*
 * Operator API for bonus definitions (issue #11 "bonus definitions CRUD", DESIGN §4 "/api/admin/...").
 * Like the other admin calls it is not a call of the site (spec §7), so it lives outside API_CONTRACT.
 * Amounts are decimals in the definition's currency, as everywhere on the API; the server converts them
 * by that currency's minor units and refuses more places than it has. DELETE disables (bonuses already
 * granted keep pointing at their definition).
 */

export const ADMIN_BONUS_DEFINITIONS_PATH = '/api/admin/bonus-definitions';
export const ADMIN_BONUS_DEFINITION_PATH = `${ADMIN_BONUS_DEFINITIONS_PATH}/:id`;

export const BONUS_GAME_CATEGORIES = ['slot', 'live', 'table', 'sports'] as const;
export type BonusGameCategory = (typeof BONUS_GAME_CATEGORIES)[number];

const percentRule = int32Rule.min(0).max(100);

/** Share of each stake that counts towards wagering, per game category (0..100 %). */
export const BonusContributionsSchema = z.object({
  slot: percentRule,
  live: percentRule,
  table: percentRule,
  sports: percentRule,
});
export type BonusContributions = z.infer<typeof BonusContributionsSchema>;

/** A code players type: letters and digits (compared upper-cased). */
export const bonusCodeRule = requiredText(3, 40).regex(/^[A-Za-z0-9]+$/, { error: 'lettersAndDigits' });

/**
 * Total odds a sports bet needs for its stake to count towards wagering (issue 23): 1.00..1000, at most
 * 2 decimals (the book's odds have 2). Default 1.50.
 */
const minOddsRule = z
  .number()
  .min(1)
  .max(1000)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: 'oddsDecimals' });

const positiveMoney = MoneySchema.refine((value) => value > 0, { error: 'positiveAmount' });

export const AdminBonusDefinitionInputSchema = z
  .object({
    title: localizedTextRule(120),
    description: localizedTextRule(2000),
    trigger: BonusTriggerSchema,
    /** Required for deposit_code, absent otherwise. */
    code: bonusCodeRule.nullable().default(null),
    kind: z.enum(['fixed', 'percent']),
    /** percent: share of the deposit (1..1000 %). */
    percent: int32Rule.min(1).max(1000).nullable().default(null),
    /** percent: the most it grants; null = no cap. */
    cap: positiveMoney.nullable().default(null),
    /** fixed: the amount granted (the trial's amount is the site option `trialbonusamount`). */
    fixedAmount: positiveMoney.nullable().default(null),
    minDeposit: MoneySchema.default(0),
    wageringMultiple: int32Rule.min(0).max(1000),
    contributions: BonusContributionsSchema,
    sportsMinOdds: minOddsRule.default(1.5),
    validDays: int32Rule.min(1).max(3650),
    claimWindowDays: int32Rule.min(1).max(365).default(7),
    maxBet: positiveMoney.nullable().default(null),
    enabled: z.boolean().default(true),
    currencyId: idRule,
  })
  .superRefine((value, ctx) => {
    if (value.trigger === 'deposit_code' && value.code === null)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'required' });
    if (value.trigger !== 'deposit_code' && value.code !== null)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'invalid' });
    if (value.kind === 'percent' && value.percent === null)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'required' });
    if (value.kind === 'fixed' && value.trigger !== 'signup_trial' && value.fixedAmount === null)
      ctx.addIssue({ code: 'custom', path: ['fixedAmount'], message: 'required' });
    // A staff grant has no deposit to take a share of: it is a set sum.
    if (value.trigger === 'staff_grant' && value.kind !== 'fixed')
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'invalid' });
  });
export type AdminBonusDefinitionInput = z.infer<typeof AdminBonusDefinitionInputSchema>;

export const AdminBonusDefinitionSchema = z.object({
  id: z.number().int(),
  title: z.object({ tr: z.string(), en: z.string() }),
  description: z.object({ tr: z.string(), en: z.string() }),
  trigger: BonusTriggerSchema,
  code: z.string().nullable(),
  kind: z.enum(['fixed', 'percent']),
  percent: z.number().int().nullable(),
  cap: MoneySchema.nullable(),
  fixedAmount: MoneySchema.nullable(),
  minDeposit: MoneySchema,
  wageringMultiple: z.number().int(),
  contributions: BonusContributionsSchema,
  sportsMinOdds: z.number(),
  validDays: z.number().int(),
  claimWindowDays: z.number().int(),
  maxBet: MoneySchema.nullable(),
  enabled: z.boolean(),
  currencyId: z.number().int(),
  /** The terms' version: every change makes a new one (issue #27). */
  version: z.number().int(),
  createdAt: utcTimestampRule,
  updatedAt: utcTimestampRule,
});
export type AdminBonusDefinition = z.infer<typeof AdminBonusDefinitionSchema>;

export const AdminBonusDefinitionParamsSchema = z.object({ id: z.coerce.number().pipe(idRule) });
export const AdminBonusDefinitionResponseSchema = envelope(AdminBonusDefinitionSchema);
export const AdminBonusDefinitionListResponseSchema = envelope(z.array(AdminBonusDefinitionSchema));

// ── Versions and staff grants (issue #27) ───────────────────────────────────────────────────────────

export const ADMIN_BONUS_VERSIONS_PATH = `${ADMIN_BONUS_DEFINITION_PATH}/versions`;

/** One version of a definition's terms: the current one has no `replacedAt`. */
export const AdminBonusVersionSchema = z.object({
  version: z.number().int(),
  terms: AdminBonusDefinitionSchema,
  replacedBy: z.string().nullable(),
  replacedAt: utcTimestampRule.nullable(),
});
export const AdminBonusVersionsResponseSchema = envelope(z.array(AdminBonusVersionSchema));

/** A staff member grants a `staff_grant` definition's bonus to one player, with the reason kept. */
export const ADMIN_PLAYER_BONUS_GRANT_PATH = '/api/admin/players/:id/bonuses';
export const AdminBonusGrantRequestSchema = z.object({
  definitionId: idRule,
  reason: requiredText(3, 500),
});
export type AdminBonusGrantRequest = z.infer<typeof AdminBonusGrantRequestSchema>;
export const AdminBonusGrantResponseSchema = envelope(
  z.object({
    bonusId: z.number().int(),
    playerId: z.number().int(),
    definitionId: z.number().int(),
    definitionVersion: z.number().int(),
    amount: MoneySchema,
    wageringRequired: MoneySchema,
    expiresAt: utcTimestampRule,
  }),
);

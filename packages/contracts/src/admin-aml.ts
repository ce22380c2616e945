import { z } from 'zod';
import { MAX_PAGE_TAKE } from './constants.ts';
import { PlayerStatusSchema } from './admin-integrity.ts';
import { envelope } from './envelope.ts';
import { MoneySchema } from './money.ts';
import {
  idRule,
  numberFromText,
  plainText,
  requiredText,
  skipRule,
  takeRule,
  utcTimestampRule,
} from './rules.ts';

/*
 * Back office, AML monitoring (issue #26): rules that raise a case for staff, and the cases' queue with
 * notes and decisions. `aml.view` reads, `aml.edit` writes notes and rules' parameters, `aml.approve`
 * decides a case. Every write is in the audit trail; cases and notes are never deleted (records are kept
 * five years: the tables have no delete path at all).
 */

const AML = '/api/admin/aml';

export const ADMIN_AML_PATHS = {
  cases: `${AML}/cases`,
  reportedExport: `${AML}/cases/reported/export`,
  case: `${AML}/cases/:id`,
  caseExport: `${AML}/cases/:id/export`,
  notes: `${AML}/cases/:id/notes`,
  decide: `${AML}/cases/:id/decision`,
  take: `${AML}/cases/:id/take`,
  assignee: `${AML}/cases/:id/assignee`,
  assignees: `${AML}/assignees`,
  rules: `${AML}/rules`,
  rule: `${AML}/rules/:code`,
  rates: `${AML}/rates`,
  rate: `${AML}/rates/:currency`,
} as const;

/** The rules built so far; each is one file in the API's `modules/aml/rules/`. */
export const AML_RULE_CODES = [
  'deposit_withdrawn',
  'lifetime_threshold',
  'many_instruments',
  'deposit_velocity',
  'screening_match',
  'excluded_lookalike',
] as const;
export const AmlRuleCodeSchema = z.enum(AML_RULE_CODES);
export type AmlRuleCode = z.infer<typeof AmlRuleCodeSchema>;

/**
 * Each rule's parameters, validated when staff edit them and when the rule reads them.
 *
 * `deposit_withdrawn.maxStakeShare`: a withdrawal raises a case when the cash staked since the player's
 * last deposit is below this share of that deposit. Money put in and taken out with little play is the
 * classic placement-and-layering pattern of gambling AML guidance (FATF, the UKGC's AML guidance): the
 * casino becomes a way to make money look like winnings. 0.5 by default — less than half of the deposit
 * played through — is strict enough to catch "deposit, one spin, withdraw" and loose enough not to flag
 * an ordinary session that ended early.
 *
 * `lifetime_threshold.thresholdEur`: a case when the player's cash stakes, or their winnings, over the
 * whole relationship reach this many euros (converted at the operator's own rate, aml_eur_rates). €2,000
 * is the EU's customer due-diligence threshold for gambling (AMLD 4 art. 11(d)): from there the operator
 * must know who the player is and where the money comes from. Whole euros.
 *
 * `many_instruments`: a case when the player used at least `minInstruments` distinct payment instruments
 * (cards, bank accounts, e-wallets, crypto wallets: what the cashier keeps of each payment) within
 * `windowDays`. Many cards or accounts feeding one gambling account is a third-party-funding and
 * stolen-instrument pattern of the FATF's and the UKGC's guidance; 4 in 30 days is more than a player
 * paying with their own card and their own bank ever needs, and is what operators commonly start from.
 *
 * `deposit_velocity`: a case when, within the last `windowHours`, the player made at least `maxDeposits`
 * confirmed deposits, or deposited at least `multiple` times their own normal for that long (their daily
 * average over the `baselineDays` before the window) and at least `floorEur` euros at the operator's
 * rate. A sudden change from a player's own pattern is the guidance's "unusual activity"; 5 deposits a
 * day, 5× the usual and €1,000 keep ordinary weekend play out of the queue. The floor makes a new player
 * (no normal yet) raise a case only for a large amount.
 *
 * `screening_match.minNameScore`: the sanctions and PEP screening (the API's `modules/screening`) raises
 * a case when a list entry's name matches the player's with at least this score (0.7 to 1) and the birth
 * date agrees (ARCHITECTURE "Screening" has the whole rule). 1 is exact names only — fuzzy matching off:
 * after folding case, Turkish i's and accents and ignoring the order of the names. 0.85 by default lets
 * one or two letters differ in a name (Mehmet / Mehmed, a transliteration) — the spelling variants a
 * list and a sign-up form disagree on most — while two different names stay apart.
 *
 * `excluded_lookalike` has no parameters: a case when an account's name and birth date are those of a
 * player whose self-exclusion is in force — at the sign-up, or when the other one self-excludes (the API's
 * migration 0043 raises it). Name and birth date do not exclude by themselves (many people share them);
 * a person judges, and restricts the account when it is the same player.
 */
export const AML_RULE_PARAMS = {
  deposit_withdrawn: z.object({
    maxStakeShare: z.number().min(0.01).max(1),
  }),
  lifetime_threshold: z.object({
    thresholdEur: z.number().int().min(100).max(1_000_000),
  }),
  many_instruments: z.object({
    minInstruments: z.number().int().min(2).max(50),
    windowDays: z.number().int().min(1).max(365),
  }),
  deposit_velocity: z.object({
    windowHours: z.number().int().min(1).max(168),
    maxDeposits: z.number().int().min(2).max(100),
    multiple: z.number().int().min(2).max(100),
    baselineDays: z.number().int().min(7).max(365),
    floorEur: z.number().int().min(100).max(1_000_000),
  }),
  screening_match: z.object({
    minNameScore: z.number().min(0.7).max(1),
  }),
  excluded_lookalike: z.object({}),
} as const satisfies Record<AmlRuleCode, z.ZodType>;
export type AmlRuleParams<C extends AmlRuleCode> = z.infer<(typeof AML_RULE_PARAMS)[C]>;

export const AML_CASE_STATUSES = [
  'open',
  'cleared',
  'documents_requested',
  'restricted',
  'closed',
  'reported',
] as const;
export const AmlCaseStatusSchema = z.enum(AML_CASE_STATUSES);
export type AmlCaseStatus = z.infer<typeof AmlCaseStatusSchema>;

/** A case still waiting for a decision: a new one, one waiting for documents, one whose player is held. */
export const AML_PENDING_STATUSES: readonly AmlCaseStatus[] = ['open', 'documents_requested', 'restricted'];

export const AML_DECISIONS = ['clear', 'request_documents', 'restrict', 'close', 'report'] as const;
export const AmlDecisionSchema = z.enum(AML_DECISIONS);
export type AmlDecision = z.infer<typeof AmlDecisionSchema>;

/** The status each decision leaves the case in. */
export const AML_DECISION_STATUS: Readonly<Record<AmlDecision, AmlCaseStatus>> = {
  clear: 'cleared',
  request_documents: 'documents_requested',
  restrict: 'restricted',
  close: 'closed',
  report: 'reported',
};

export const AML_NOTE_MAX = 2000;

const page = {
  skip: numberFromText(skipRule).default(0),
  take: numberFromText(takeRule(MAX_PAGE_TAKE)).default(20),
};

/** Whose cases the queue shows: the signed-in member's own, or those nobody has taken yet. */
export const AML_ASSIGNEE_FILTERS = ['mine', 'unassigned'] as const;
export const AmlAssigneeFilterSchema = z.enum(AML_ASSIGNEE_FILTERS);

/** The queue: cases waiting for a decision first (oldest first), then decided ones, newest first. */
export const AdminAmlCasesQuerySchema = z.object({
  status: AmlCaseStatusSchema.optional(),
  assignee: AmlAssigneeFilterSchema.optional(),
  ...page,
});
export type AdminAmlCasesQuery = z.infer<typeof AdminAmlCasesQuerySchema>;

/** What a rule saw when it raised the case (a snapshot: amounts as they were). */
export const AmlEvidenceSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type AmlEvidence = z.infer<typeof AmlEvidenceSchema>;

export const AdminAmlCaseRowSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  username: z.string(),
  rule: AmlRuleCodeSchema,
  status: AmlCaseStatusSchema,
  createdAt: utcTimestampRule,
  decidedAt: utcTimestampRule.nullable(),
  decidedBy: z.string().nullable(),
  /** The staff member working the case (their username); null until someone takes it. */
  assignee: z.string().nullable(),
});
export type AdminAmlCaseRow = z.infer<typeof AdminAmlCaseRowSchema>;

export const AdminAmlCasesResponseSchema = envelope(
  z.object({ items: z.array(AdminAmlCaseRowSchema), total: z.number().int() }),
);

export const AdminAmlNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string(),
  createdAt: utcTimestampRule,
});
export type AdminAmlNote = z.infer<typeof AdminAmlNoteSchema>;

export const AdminAmlCaseSchema = AdminAmlCaseRowSchema.extend({
  evidence: AmlEvidenceSchema,
  decisionReason: z.string().nullable(),
  notes: z.array(AdminAmlNoteSchema),
  player: z.object({
    id: z.number().int(),
    username: z.string(),
    status: PlayerStatusSchema,
    createdAt: utcTimestampRule,
    currency: z.string(),
    cash: MoneySchema,
    /** Other cases of the same player, any status. */
    otherCases: z.number().int(),
  }),
});
export type AdminAmlCase = z.infer<typeof AdminAmlCaseSchema>;
export const AdminAmlCaseResponseSchema = envelope(AdminAmlCaseSchema);

export const AdminAmlCaseParamsSchema = z.object({ id: numberFromText(idRule) });

export const AdminAmlNoteRequestSchema = z.object({ body: requiredText(2, AML_NOTE_MAX) });
export const AdminAmlNoteResponseSchema = envelope(AdminAmlNoteSchema);

export const AdminAmlDecisionRequestSchema = z.object({
  decision: AmlDecisionSchema,
  reason: requiredText(3, 1000),
});
export type AdminAmlDecisionRequest = z.infer<typeof AdminAmlDecisionRequestSchema>;

/**
 * Assigning a case (issue #26): `take` puts it on the caller (aml.edit; refused when someone else holds
 * it), `assignee` gives it to any member who may see AML cases, or to nobody (aml.approve).
 */
export const AdminAmlAssignRequestSchema = z.object({ staffId: idRule.nullable() });
export type AdminAmlAssignRequest = z.infer<typeof AdminAmlAssignRequestSchema>;

/** A staff member a case can be given to: active, with aml.view. */
export const AdminAmlAssigneeSchema = z.object({ id: z.number().int(), username: z.string() });
export type AdminAmlAssignee = z.infer<typeof AdminAmlAssigneeSchema>;
export const AdminAmlAssigneesResponseSchema = envelope(z.array(AdminAmlAssigneeSchema));

export const AdminAmlRuleSchema = z.object({
  code: AmlRuleCodeSchema,
  enabled: z.boolean(),
  params: z.record(z.string(), z.number()),
  updatedBy: z.string().nullable(),
  updatedAt: utcTimestampRule,
});
export type AdminAmlRule = z.infer<typeof AdminAmlRuleSchema>;
export const AdminAmlRulesResponseSchema = envelope(z.array(AdminAmlRuleSchema));
export const AdminAmlRuleResponseSchema = envelope(AdminAmlRuleSchema);

export const AdminAmlRuleParamsSchema = z.object({ code: AmlRuleCodeSchema });

/** A rule's switch and parameters; the parameters are checked against that rule's own schema. */
export const AdminAmlRuleUpdateRequestSchema = z.object({
  enabled: z.boolean(),
  // Each rule's own schema (AML_RULE_PARAMS) checks the names and ranges; here only their form.
  params: z.record(plainText().max(64), z.number().finite()),
});
export type AdminAmlRuleUpdateRequest = z.infer<typeof AdminAmlRuleUpdateRequestSchema>;

/** The operator's euro rate of one currency: how many units one euro buys (the threshold rules use it). */
export const AdminAmlRateSchema = z.object({
  currency: z.string(),
  unitsPerEur: z.number(),
  updatedBy: z.string().nullable(),
  updatedAt: utcTimestampRule,
});
export type AdminAmlRate = z.infer<typeof AdminAmlRateSchema>;
export const AdminAmlRatesResponseSchema = envelope(z.array(AdminAmlRateSchema));
export const AdminAmlRateResponseSchema = envelope(AdminAmlRateSchema);

export const AdminAmlRateParamsSchema = z.object({
  currency: plainText().regex(/^[A-Z]{3}$/),
});

/** At most six decimals (the column's scale), above zero. */
export const AdminAmlRateUpdateRequestSchema = z.object({
  unitsPerEur: z.number().positive().max(1_000_000_000).multipleOf(0.000001),
});

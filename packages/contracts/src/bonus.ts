import { z } from 'zod';
import { envelope, MessageResponseSchema, NoPayloadSchema } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { idRule, requiredText, utcTimestampRule } from './rules.ts';

/* Trial bonus (spec §2 Sign-up and Celebration, §4 Registration, §7 bonus/*). */

/**
 * GET bonus/trialbonusamount → data: the amount offered. 0 means no trial bonus: the sign-up checkbox
 * is hidden and the celebration offers a deposit instead. `success: false` makes the site reload.
 */
export const TrialBonusAmountRequestSchema = NoPayloadSchema;
export const TrialBonusAmountResponseSchema = envelope(MoneySchema);
export type TrialBonusAmountResponse = z.infer<typeof TrialBonusAmountResponseSchema>;

/** GET bonus/definetrialbonus: claims the trial bonus for the logged-in player; only success is used. */
export const DefineTrialBonusRequestSchema = NoPayloadSchema;
export const DefineTrialBonusResponseSchema = MessageResponseSchema;
export type DefineTrialBonusResponse = z.infer<typeof DefineTrialBonusResponseSchema>;

/*
 * The bonus engine's player calls (issue #11; not in spec §7): the bonuses page lists the offers the
 * player can claim now and their own bonuses with wagering progress.
 */

/** `staff_grant` (issue #27): granted by a staff member to one player with a reason, never claimed. */
export const BonusTriggerSchema = z.enum(['signup_trial', 'first_deposit', 'deposit_code', 'staff_grant']);
export type BonusTrigger = z.infer<typeof BonusTriggerSchema>;

export const PlayerBonusStatusSchema = z.enum(['active', 'completed', 'expired', 'forfeited']);
export type PlayerBonusStatus = z.infer<typeof PlayerBonusStatusSchema>;

/** An offer the player may claim now (e.g. the first-deposit bonus after their first confirmed deposit). */
export const BonusOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  trigger: BonusTriggerSchema,
  /** What claiming now would credit. */
  amount: MoneySchema,
  wageringMultiple: z.number().min(0),
  /** Days the bonus runs once claimed. */
  validDays: z.number().int().positive(),
  /** Largest single stake while wagering; null = no cap. */
  maxBet: MoneySchema.nullable(),
});
export type BonusOffer = z.infer<typeof BonusOfferSchema>;

export const PlayerBonusSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: PlayerBonusStatusSchema,
  /** The amount granted. */
  amount: MoneySchema,
  /** Turnover required to convert the bonus to cash, and done so far (never above required). */
  wageringRequired: MoneySchema,
  wageringDone: MoneySchema,
  maxBet: MoneySchema.nullable(),
  createdAt: utcTimestampRule,
  expiresAt: utcTimestampRule,
});
export type PlayerBonus = z.infer<typeof PlayerBonusSchema>;

// GET bonus/list → {offers, bonuses} (bonuses newest first).
export const BonusListRequestSchema = NoPayloadSchema;
export const BonusListResponseSchema = envelope(
  z.object({ offers: z.array(BonusOfferSchema), bonuses: z.array(PlayerBonusSchema) }),
);
export type BonusListResponse = z.infer<typeof BonusListResponseSchema>;

// POST bonus/claim: an offer by id, or a deposit bonus by its code (applies to the latest qualifying deposit).
export const BonusClaimRequestSchema = z.union([
  z.object({ id: idRule }),
  z.object({ code: requiredText(3, 40) }),
]);
export type BonusClaimRequest = z.infer<typeof BonusClaimRequestSchema>;
export const BonusClaimResponseSchema = MessageResponseSchema;

// POST bonus/forfeit {id}: the player gives up an active bonus (its remaining bonus money is removed).
export const BonusForfeitRequestSchema = z.object({ id: idRule });
export const BonusForfeitResponseSchema = MessageResponseSchema;

import type { z } from 'zod';
import { envelope, MessageResponseSchema, NoPayloadSchema } from './envelope.ts';
import { MoneySchema } from './money.ts';

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

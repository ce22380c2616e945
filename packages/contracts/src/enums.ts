import { z } from 'zod';
import {
  NotificationType,
  TransactionStatus,
  TransactionType,
  GameRoundStatus,
  GameTransactionType,
  PaymentFieldObjectType,
  PhoneVerificationPage,
  LaunchPlatform,
} from './enum-values.ts';

/*
 * A zod schema per numeric enum of enum-values.ts that accepts only its numbers, so the API and the site
 * can never disagree on a value.
 */
function numericEnumSchema<const T extends Record<string, number>>(values: T) {
  const numbers = Object.values(values) as T[keyof T][];
  // z.literal over the list (not a refine) so the OpenAPI document lists the allowed numbers as an
  // `enum`, and a wrong value is an invalid_value issue ("choose a valid option").
  return z.literal(numbers) as unknown as z.ZodType<T[keyof T]>;
}

export const NotificationTypeSchema = numericEnumSchema(NotificationType);
export const TransactionStatusSchema = numericEnumSchema(TransactionStatus);
export const TransactionTypeSchema = numericEnumSchema(TransactionType);
export const GameRoundStatusSchema = numericEnumSchema(GameRoundStatus);
export const GameTransactionTypeSchema = numericEnumSchema(GameTransactionType);
export const PaymentFieldObjectTypeSchema = numericEnumSchema(PaymentFieldObjectType);
export const PhoneVerificationPageSchema = numericEnumSchema(PhoneVerificationPage);
export const LaunchPlatformSchema = numericEnumSchema(LaunchPlatform);

import { z } from 'zod';

/*
 * Numeric enums exactly as spec §3 numbers them. Each is a frozen object (name → number) plus a zod
 * schema that accepts only those numbers, so the API and the site can never disagree on a value.
 */
function numericEnum<const T extends Record<string, number>>(values: T) {
  const numbers = Object.values(values) as T[keyof T][];
  // z.literal over the list (not a refine) so the OpenAPI document lists the allowed numbers as an
  // `enum`, and a wrong value is an invalid_value issue ("choose a valid option").
  const schema = z.literal(numbers) as unknown as z.ZodType<T[keyof T]>;
  return [Object.freeze(values), schema] as const;
}

export const [NotificationType, NotificationTypeSchema] = numericEnum({
  Deposit: 1,
  Withdraw: 2,
  Jackpot: 3,
  Bonus: 4,
  System: 5,
});
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

export const [TransactionStatus, TransactionStatusSchema] = numericEnum({
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
});
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export const [TransactionType, TransactionTypeSchema] = numericEnum({ Deposit: 1, Withdraw: 2 });
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const [GameRoundStatus, GameRoundStatusSchema] = numericEnum({
  Processing: 1,
  Completed: 2,
  Cancelled: 3,
  Expired: 4,
});
export type GameRoundStatus = (typeof GameRoundStatus)[keyof typeof GameRoundStatus];

export const [GameTransactionType, GameTransactionTypeSchema] = numericEnum({ Win: 1, Bet: 2 });
export type GameTransactionType = (typeof GameTransactionType)[keyof typeof GameTransactionType];

export const [PaymentFieldObjectType, PaymentFieldObjectTypeSchema] = numericEnum({
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
});
export type PaymentFieldObjectType = (typeof PaymentFieldObjectType)[keyof typeof PaymentFieldObjectType];

export const [PhoneVerificationPage, PhoneVerificationPageSchema] = numericEnum({
  NotVerifiedPage: 0,
  VerifiedPage: 1,
  UpdatePage: 2,
  VerificationCodePage: 3,
});
export type PhoneVerificationPage = (typeof PhoneVerificationPage)[keyof typeof PhoneVerificationPage];

/** Launch platform of casino/egtlaunchurl and casino/hub88launchurl (spec §7: 1 desktop, 2 mobile). */
export const [LaunchPlatform, LaunchPlatformSchema] = numericEnum({ Desktop: 1, Mobile: 2 });
export type LaunchPlatform = (typeof LaunchPlatform)[keyof typeof LaunchPlatform];

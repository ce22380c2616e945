/*
 * Numeric enums exactly as spec §3 numbers them, as frozen objects (name → number). Free of zod on
 * purpose: the site's first page uses some (notification icons); the schemas that accept only these
 * numbers live in enums.ts.
 */

export const NotificationType = Object.freeze({
  Deposit: 1,
  Withdraw: 2,
  Jackpot: 3,
  Bonus: 4,
  System: 5,
} as const);
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

export const TransactionStatus = Object.freeze({
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const);
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export const TransactionType = Object.freeze({ Deposit: 1, Withdraw: 2 } as const);
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export const GameRoundStatus = Object.freeze({
  Processing: 1,
  Completed: 2,
  Cancelled: 3,
  Expired: 4,
} as const);
export type GameRoundStatus = (typeof GameRoundStatus)[keyof typeof GameRoundStatus];

export const GameTransactionType = Object.freeze({ Win: 1, Bet: 2 } as const);
export type GameTransactionType = (typeof GameTransactionType)[keyof typeof GameTransactionType];

export const PaymentFieldObjectType = Object.freeze({
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const);
export type PaymentFieldObjectType = (typeof PaymentFieldObjectType)[keyof typeof PaymentFieldObjectType];

export const PhoneVerificationPage = Object.freeze({
  NotVerifiedPage: 0,
  VerifiedPage: 1,
  UpdatePage: 2,
  VerificationCodePage: 3,
} as const);
export type PhoneVerificationPage = (typeof PhoneVerificationPage)[keyof typeof PhoneVerificationPage];

/** Launch platform of casino/egtlaunchurl and casino/hub88launchurl (spec §7: 1 desktop, 2 mobile). */
export const LaunchPlatform = Object.freeze({ Desktop: 1, Mobile: 2 } as const);
export type LaunchPlatform = (typeof LaunchPlatform)[keyof typeof LaunchPlatform];

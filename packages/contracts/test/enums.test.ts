import { describe, expect, it } from 'vitest';
import {
  GameRoundStatus,
  GameRoundStatusSchema,
  GameTransactionType,
  LaunchPlatform,
  LaunchPlatformSchema,
  NotificationType,
  NotificationTypeSchema,
  PaymentFieldObjectType,
  PhoneVerificationPage,
  ProviderNameSchema,
  TransactionStatus,
  TransactionType,
} from '../src/index.ts';

/** The numbers of spec §3, written out again so a renumbering in enums.ts fails here. */
describe('numeric enums match spec §3', () => {
  it.each([
    ['Notification type', NotificationType, { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 }],
    [
      'Transaction status',
      TransactionStatus,
      { None: 0, Confirmed: 1, Pending: 2, Merged: 3, Rejected: 4, Cancelled: 5, Created: 6 },
    ],
    ['Transaction type', TransactionType, { Deposit: 1, Withdraw: 2 }],
    ['Game-round status', GameRoundStatus, { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 }],
    ['Game transaction type', GameTransactionType, { Win: 1, Bet: 2 }],
    [
      'Payment field object type',
      PaymentFieldObjectType,
      { String: 1, Int: 2, Long: 3, Decimal: 4, Bool: 5, DateTime: 6, Dropdown: 7 },
    ],
    [
      'Phone verification page',
      PhoneVerificationPage,
      { NotVerifiedPage: 0, VerifiedPage: 1, UpdatePage: 2, VerificationCodePage: 3 },
    ],
    ['Launch platform (spec §7)', LaunchPlatform, { Desktop: 1, Mobile: 2 }],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
    expect(Object.isFrozen(actual)).toBe(true);
  });

  it('schemas accept exactly the listed numbers', () => {
    for (const n of [1, 2, 3, 4, 5]) expect(NotificationTypeSchema.safeParse(n).success).toBe(true);
    for (const n of [0, 6, 1.5, '1']) expect(NotificationTypeSchema.safeParse(n).success).toBe(false);
    expect(GameRoundStatusSchema.safeParse(0).success).toBe(false);
    expect(LaunchPlatformSchema.safeParse(3).success).toBe(false);
  });

  it('provider names are the seven of spec §7, spelled as written, and our own studio', () => {
    expect(ProviderNameSchema.options).toEqual([
      'SoftGamings',
      'Hub88',
      'Egt Digital',
      'Amusnet',
      'Pragmatic Play',
      'EveryMatrix',
      'Digitain',
      'Lale Originals',
    ]);
    expect(ProviderNameSchema.safeParse('Egt').success).toBe(false);
  });
});

import { z } from 'zod';
import { envelope, NoPayloadSchema } from './envelope.ts';
import { MoneySchema } from './money.ts';

/** GET user/balance → {balance, bonusBalance}; polled every 3000 ms while logged in (spec §7). */
export const BalanceSchema = z.object({ balance: MoneySchema, bonusBalance: MoneySchema });
export const BalanceRequestSchema = NoPayloadSchema;
export const BalanceResponseSchema = envelope(BalanceSchema);
export type Balance = z.infer<typeof BalanceSchema>;
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;

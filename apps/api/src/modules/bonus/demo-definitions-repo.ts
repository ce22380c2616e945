import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { bonusDefinitions } from '../../db/schema.ts';

/*
 * Demo bonus definitions (never in production, like the demo accounts): a first-deposit welcome bonus
 * and a code bonus, in lira. Idempotent: the welcome bonus is added only while no first-deposit
 * definition exists, the code bonus only while its code is free, so an operator's edits stay.
 */

const CONTRIBUTIONS = { slot: 100, live: 10, table: 10, sports: 100 };

export const DEMO_WELCOME_BONUS = {
  title: { tr: 'Hoş Geldin Bonusu', en: 'Welcome Bonus' },
  description: {
    tr: 'İlk yatırımınıza %100, 1.000 ₺’ye kadar bonus. Çevrim 10 kat, en yüksek bahis 50 ₺, 30 gün geçerli.',
    en: '100% on your first deposit, up to ₺1,000. Wagering ×10, max bet ₺50, valid for 30 days.',
  },
  trigger: 'first_deposit',
  kind: 'percent',
  percent: 100,
  capMinor: 100_000n,
  minDepositMinor: 10_000n,
  wageringMultiple: 10,
  contributions: CONTRIBUTIONS,
  validDays: 30,
  claimWindowDays: 7,
  maxBetMinor: 5_000n,
  currencyId: 1,
} as const;

export const DEMO_CODE_BONUS = {
  title: { tr: 'LALE50 Yatırım Bonusu', en: 'LALE50 Deposit Bonus' },
  description: {
    tr: 'Yatırımınızdan sonra LALE50 kodunu girin: %50, 500 ₺’ye kadar. Çevrim 8 kat, 14 gün geçerli.',
    en: 'Enter LALE50 after a deposit: 50%, up to ₺500. Wagering ×8, valid for 14 days.',
  },
  trigger: 'deposit_code',
  code: 'LALE50',
  kind: 'percent',
  percent: 50,
  capMinor: 50_000n,
  minDepositMinor: 5_000n,
  wageringMultiple: 8,
  contributions: CONTRIBUTIONS,
  validDays: 14,
  claimWindowDays: 3,
  maxBetMinor: 5_000n,
  currencyId: 1,
} as const;

export async function seedDemoBonusDefinitions(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [welcome] = await tx
      .select({ id: bonusDefinitions.id })
      .from(bonusDefinitions)
      .where(eq(bonusDefinitions.trigger, 'first_deposit'))
      .limit(1);
    if (!welcome) await tx.insert(bonusDefinitions).values(DEMO_WELCOME_BONUS);
    await tx.insert(bonusDefinitions).values(DEMO_CODE_BONUS).onConflictDoNothing();
  });
}

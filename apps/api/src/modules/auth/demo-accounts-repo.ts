import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { players } from '../../db/schema.ts';
import { seedIdentityVerified } from '../kyc/index.ts';
import { createWalletService } from '../wallet/index.ts';
import { emailKey, usernameKey } from './identity.ts';
import { hashPassword } from '../../platform/password.ts';

/*
 * Demo accounts (README "Demo accounts"): a player with a verified phone and 1,000.00 ₺ cash. (The back
 * office has staff of its own: modules/staff.) Idempotent like the rest of the seed: an account that exists is left
 * alone (its password is hashed only when it is created), and the demo cash is one ledger transfer
 * with a fixed idempotency key, so it is credited once. Never seeded in production (known passwords).
 * Seeded by the composition (server.ts, tests) after db/seed.ts, since accounts need this module and
 * the ledger, which db/ sits below.
 */

export const DEMO_PLAYER = { username: 'demo1234', password: 'Demo1234!' } as const;
export const DEMO_CASH_MINOR = 100_000n;

const ACCOUNTS = [
  {
    ...DEMO_PLAYER,
    usercode: '10000001',
    email: 'demo@lale.local',
    phone: '905320000000',
    personalNo: '10000000146',
    name: 'Demo',
    surname: 'Oyuncu',
  },
] as const;

const TRY = 1;
const TURKIYE = 1;

export async function seedDemoAccounts(db: Database): Promise<void> {
  const wallet = createWalletService(db);
  for (const { password, ...account } of ACCOUNTS) {
    const key = usernameKey(account.username);
    const [existing] = await db.select({ id: players.id }).from(players).where(eq(players.usernameKey, key));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(players)
        .values({
          ...account,
          usernameKey: key,
          emailKey: emailKey(account.email),
          birthDate: '1990-01-01',
          countryId: TURKIYE,
          currencyId: TRY,
          passwordHash: await hashPassword(password),
          phoneVerifiedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: players.id });
      // Another process seeding at the same moment created it first.
      if (!created) return;
      await wallet.openPlayerAccounts(created.id, TRY, tx);
      // Fully verified (issue #26), so every journey with a demo player still withdraws.
      await seedIdentityVerified(tx, created.id, new Date());
      const result = await wallet.transfer(
        {
          idempotencyKey: 'seed:demo-cash',
          from: { type: 'system', kind: 'payments_clearing', currencyId: TRY },
          to: { type: 'player', playerId: created.id, kind: 'cash', currencyId: TRY },
          amountMinor: DEMO_CASH_MINOR,
          kind: 'seed',
        },
        tx,
      );
      if (result.status !== 'applied' && result.status !== 'replayed') {
        throw new Error(`demo cash not credited: ${result.status}`);
      }
    });
  }
}

/** The demo accounts present in `db` (their usernames): none may exist where real players play. */
export async function existingDemoAccounts(db: Database): Promise<string[]> {
  const rows = await db
    .select({ username: players.username })
    .from(players)
    .where(
      inArray(
        players.usernameKey,
        ACCOUNTS.map((account) => usernameKey(account.username)),
      ),
    );
  return rows.map((row) => row.username).sort();
}

import { z } from 'zod';
import { openDatabase } from './db/connection.ts';
import { ledgerInvariants } from './modules/wallet/index.ts';

/*
 * `npm run ledger:check -w @lale/api`: checks the ledger's invariants (modules/wallet/invariants.ts) on
 * the PostgreSQL at DATABASE_URL, prints them as JSON and exits 1 when one is broken. The restore drill
 * (deploy/restore-drill.sh) runs it on the cluster it restored; an operator can run it on any copy.
 * It reads only DATABASE_URL — no other configuration, no secret — and writes nothing (one read-only
 * repeatable-read transaction), so it is safe on a live primary, if slow on a big ledger.
 */

const Env = z.object({ DATABASE_URL: z.url({ message: 'DATABASE_URL must be a PostgreSQL URL' }) });

async function main(): Promise<number> {
  const parsed = Env.safeParse(process.env);
  if (!parsed.success) {
    console.error(`ledger:check: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
    return 2;
  }
  const database = await openDatabase({ databaseUrl: parsed.data.DATABASE_URL, poolSize: 1 });
  try {
    const invariants = await ledgerInvariants(database.db);
    const printable = JSON.stringify(invariants, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    console.log(printable);
    return invariants.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('ledger:check failed:', err);
    process.exit(2);
  },
);

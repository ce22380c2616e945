import { StaffInviteRequestSchema } from '@lale/contracts';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from './db/connection.ts';
import { loadConfig } from './config.ts';
import { staffMembersOutsideApp } from './modules/staff/index.ts';
import { systemClock } from './platform/clock.ts';
import { isDomainError } from './platform/domain-errors.ts';
import { ConfigError } from './platform/secrets.ts';

/*
 * `npm run staff:create -w @lale/api -- --username ayse --name "Ayşe Yılmaz" --email ayse@example.com
 * [--role owner]`: creates a back-office staff member from a shell — in production, the first owner
 * (production seeds no demo staff and refuses to start with one). Prints a one-time password; the member
 * enrols the second factor (QR code) at the first sign-in. Migrates first, so it also runs before the
 * server's first start. Stop the server when the database is the embedded one (PGlite has one owner).
 */

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string', default: 'owner' },
    },
  });
  const input = StaffInviteRequestSchema.safeParse({
    username: values.username,
    displayName: values.name,
    email: values.email,
    role: values.role,
  });
  if (!input.success) {
    const flag = (field: PropertyKey | undefined) => (field === 'displayName' ? 'name' : String(field));
    const problems = input.error.issues.map((issue) => `--${flag(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(
      `usage: --username <3-50> --name <display name> --email <e-mail> [--role owner]; ${problems.join('; ')}`,
    );
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: 1 }
      : { pglite: join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    const members = staffMembersOutsideApp(database.db, config.secrets.TOKEN_PEPPER, systemClock);
    const created = await members.invite(input.data);
    process.stdout.write(
      `Created ${created.staff.role} "${created.staff.username}" (id ${created.staff.id}).\n` +
        `One-time password: ${created.temporaryPassword}\n` +
        'Sign in at /backoffice; the first sign-in enrols the authenticator app by QR code.\n',
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else if (isDomainError(err)) console.error(`staff:create refused: ${err.outcome.code}`);
  else console.error('staff:create failed:', err);
  process.exit(1);
});

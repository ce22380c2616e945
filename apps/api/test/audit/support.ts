import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/connection.ts';
import type { DbExecutor } from '../../src/db/executor.ts';
import { createAuditRepo, type AuditRepo } from '../../src/modules/audit/repo.ts';
import { createAuditService, type AuditEntry } from '../../src/modules/audit/service.ts';
import type { Clock } from '../../src/platform/clock.ts';
import { testClock } from '../support/accounts.ts';

/* The audit trail's test pieces: a service on a test database, entries, and a superuser's hands. */

export const SIGNING_KEY = 'audit-signing-key-for-tests-only-0123456789';

export function auditOn(db: Database, options: { clock?: Clock; repo?: AuditRepo; key?: string } = {}) {
  const repo = options.repo ?? createAuditRepo(db);
  return {
    repo,
    audit: createAuditService({
      repo,
      clock: options.clock ?? testClock(),
      signingKey: options.key ?? SIGNING_KEY,
    }),
  };
}

/** A staff write as the staff module would record it; `n` varies the target. */
export const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  staffId: 7,
  staffUsername: 'ayse.ops',
  staffRole: 'support',
  ip: '203.0.113.7',
  area: 'players',
  action: 'block',
  permission: 'players.edit',
  targetType: 'player',
  targetId: 1000 + n,
  outcome: 'ok',
  before: { status: 'active' },
  after: { status: 'blocked', reason: `case ${n}` },
  ...overrides,
});

/**
 * What a superuser can do: the table's triggers off for one transaction (session_replication_role
 * skips every ordinary trigger; only a superuser may set it).
 */
export function asSuperuser(db: Database, work: (tx: DbExecutor) => Promise<void>): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx);
  });
}

/** An empty trail again, between tests of one file (a superuser's TRUNCATE, triggers off). */
export const wipeTrail = (db: Database) =>
  asSuperuser(db, async (tx) => {
    await tx.execute(sql`truncate audit_log, audit_chain_head restart identity`);
  });

/** The error `attempt` fails with (the test fails if it succeeds). */
export async function failure(attempt: Promise<unknown>): Promise<unknown> {
  try {
    await attempt;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to be refused');
}

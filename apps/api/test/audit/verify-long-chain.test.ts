import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditChainHead } from '../../src/db/schema.ts';
import {
  contentHash,
  GENESIS_HASH,
  headSignature,
  rowSignature,
  type AuditContent,
} from '../../src/modules/audit/chain.ts';
import { createAuditRepo } from '../../src/modules/audit/repo.ts';
import { VERIFY_BATCH } from '../../src/modules/audit/service.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { asSuperuser, auditOn, SIGNING_KEY } from './support.ts';

/*
 * A long trail (20,000 rows, written straight into the table as record() would have) is verified in
 * batches: no read returns more than VERIFY_BATCH rows, so memory stays flat however long the chain.
 * Twenty batches prove the walk as well as a hundred would; a longer trail is only a longer wait.
 */

const ROWS = 20_000;
const INSERT_CHUNK = 10_000;

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  let prevHash = GENESIS_HASH;
  const start = Date.parse('2026-01-01T00:00:00Z');
  for (let first = 1; first <= ROWS; first += INSERT_CHUNK) {
    const chunk = [];
    for (let seq = first; seq < first + INSERT_CHUNK && seq <= ROWS; seq += 1) {
      const content: AuditContent = {
        seq,
        at: new Date(start + seq * 1000),
        staffId: seq % 5,
        staffUsername: `staff${seq % 5}`,
        staffRole: 'support',
        ip: '198.51.100.1',
        area: 'players',
        action: 'note',
        permission: 'players.edit',
        targetType: 'player',
        targetId: String(seq % 997),
        outcome: 'ok',
        before: null,
        after: { text: `note ${seq}` },
        prevHash,
      };
      const hash = contentHash(content);
      chunk.push({ ...content, hash, signature: rowSignature(SIGNING_KEY, hash) });
      prevHash = hash;
    }
    // One JSON parameter per chunk: far quicker than 18 bind parameters per row.
    await database.db
      .execute(sql`insert into audit_log (seq, at, staff_id, staff_username, staff_role, ip, area,
        action, permission, target_type, target_id, outcome, before, after, prev_hash, hash, signature)
      select * from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(seq bigint, at timestamptz,
        "staffId" bigint, "staffUsername" text, "staffRole" text, ip text, area text, action text,
        permission text, "targetType" text, "targetId" text, outcome text, before jsonb, after jsonb,
        "prevHash" text, hash text, signature text)`);
  }
  await database.db.insert(auditChainHead).values({
    id: 1,
    lastSeq: ROWS,
    lastHash: prevHash,
    signature: headSignature(SIGNING_KEY, ROWS, prevHash),
  });
}, 300_000);
afterAll(() => database.close());

it('walks a long chain in batches and names a break near its end', async () => {
  const repo = createAuditRepo(database.db);
  let largestRead = 0;
  const counting = {
    ...repo,
    linksAfter: async (...args: Parameters<typeof repo.linksAfter>) => {
      const rows = await repo.linksAfter(...args);
      largestRead = Math.max(largestRead, rows.length);
      return rows;
    },
  };
  const { audit } = auditOn(database.db, { repo: counting });
  // One walk over the whole chain (a second one would only double the test's time): a row near the
  // end is changed, so every row before it is read and checked first.
  await asSuperuser(database.db, async (tx) => {
    await tx.execute(sql`update audit_log set ip = '10.6.6.6' where seq = ${ROWS - 10}`);
  });
  expect(await audit.verify()).toMatchObject({
    ok: false,
    checked: ROWS - 11,
    firstBroken: { seq: ROWS - 10, reason: 'hash_mismatch' },
  });
  expect(largestRead).toBe(VERIFY_BATCH);
}, 300_000);

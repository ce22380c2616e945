import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbExecutor } from '../../src/db/executor.ts';
import { canonicalJson, contentHash, type StoredLink } from '../../src/modules/audit/chain.ts';
import { APPEND_ONLY_SQLSTATE } from '../../src/modules/audit/repo.ts';
import { DomainError } from '../../src/platform/domain-errors.ts';
import { keyedHash } from '../../src/platform/keyed-hash.ts';
import { raisedSqlState } from '../../src/platform/pg-errors.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { asSuperuser, auditOn, entry, failure, wipeTrail } from './support.ts';

/*
 * The audit trail on the database (issue #25): rows chain and verify; the database refuses to change
 * them; and what a superuser does anyway — switch the triggers off, rewrite rows, even re-hash them
 * consistently, cut rows out — verify names, by the first row it touched.
 */

let database: TestDatabase;
let db: TestDatabase['db'];
let service: ReturnType<typeof auditOn>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  service = auditOn(db);
});
afterAll(() => database.close());
beforeEach(() => wipeTrail(db));

const recordMany = async (count: number) => {
  for (let n = 1; n <= count; n += 1) await service.audit.record(entry(n));
};
const chain = () => service.repo.linksAfter(db, 0, 10_000);

describe('record and verify', () => {
  it('chains rows from seq 1 and verifies them, JSON exactly as given', async () => {
    const odd = {
      zeta: 1,
      a: { 'long key first': [3, 2, 1], b: null },
      amountMinor: 150_000n,
      when: new Date('2026-11-28T10:00:00Z'),
      text: 'Ayşe İğdır 🌷 "quoted"',
      nul: 'a\u0000b',
      gone: undefined,
    };
    await service.audit.record(entry(1, { before: null, after: odd }));
    await service.audit.record(
      entry(2, { staffId: null, staffRole: null, outcome: 'failed', before: undefined }),
    );
    await service.audit.record(
      entry(3, { targetType: null, targetId: null, permission: null, after: [1, 'x'] }),
    );

    expect(await service.audit.verify()).toEqual({ ok: true, checked: 3, firstBroken: null });
    const rows = await chain();
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3]);
    expect(rows[0]!.after).toEqual({
      zeta: 1,
      a: { 'long key first': [3, 2, 1], b: null },
      amountMinor: '150000',
      when: '2026-11-28T10:00:00.000Z',
      text: 'Ayşe İğdır 🌷 "quoted"',
      nul: 'a\uFFFDb',
    });
    expect(rows[1]!.prevHash).toBe(rows[0]!.hash);
    expect(rows[2]!.prevHash).toBe(rows[1]!.hash);
    expect(rows[0]!.targetId).toBe('1001');
  });

  it('hashes one canonical form: sorted keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"x":2,"y":1}]},"b":1}',
    );
  });

  it('gives 50 concurrent writers seq 1..50 in one valid chain', async () => {
    const written = await Promise.all(Array.from({ length: 50 }, (_, n) => service.audit.record(entry(n))));
    expect(written.map((row) => row.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, n) => n + 1),
    );
    expect(await service.audit.verify()).toEqual({ ok: true, checked: 50, firstBroken: null });
  });

  it('verifies in batches, the same answer however small', async () => {
    await recordMany(23);
    for (const batch of [1, 7, 23, 1000])
      expect(await service.audit.verify(batch)).toEqual({ ok: true, checked: 23, firstBroken: null });
  });

  it("writes inside the caller's transaction: the row stands or falls with the write it describes", async () => {
    await recordMany(1);
    const undone = await failure(
      db.transaction(async (tx) => {
        await service.audit.record(entry(2), tx);
        throw new Error('the staff write failed after its audit row');
      }),
    );
    expect(String(undone)).toMatch(/staff write failed/);
    expect(await db.transaction((tx) => service.audit.record(entry(3), tx))).toMatchObject({ seq: 2 });
    expect(await service.audit.verify()).toEqual({ ok: true, checked: 2, firstBroken: null });
  });

  it('refuses to extend a chain whose key is not its own', async () => {
    await recordMany(2);
    const stranger = auditOn(db, { key: 'another-key-another-key-another-key-0000' });
    expect(await stranger.audit.verify()).toMatchObject({
      ok: false,
      firstBroken: { seq: 1, reason: 'bad_signature' },
    });
    await expect(stranger.audit.record(entry(3))).rejects.toThrow(DomainError);
  });
});

describe('the database refuses to change the trail', () => {
  it.each([
    ['UPDATE', sql`update audit_log set ip = '10.0.0.1' where seq = 1`],
    ['DELETE', sql`delete from audit_log where seq = 1`],
    ['TRUNCATE', sql`truncate audit_log`],
    ['DELETE of the head', sql`delete from audit_chain_head`],
    ['TRUNCATE of the head', sql`truncate audit_chain_head`],
    ['a head moved back', sql`update audit_chain_head set last_seq = last_seq - 1`],
    ['a head moved two ahead', sql`update audit_chain_head set last_seq = last_seq + 2`],
  ])('%s', async (_name, statement) => {
    await recordMany(2);
    const error = await failure(db.execute(statement));
    expect(raisedSqlState(error, APPEND_ONLY_SQLSTATE), String(error)).toBe(true);
    expect(await service.audit.verify()).toEqual({ ok: true, checked: 2, firstBroken: null });
  });

  it('belongs to lale_audit_owner, so a role that is not a superuser cannot switch it off', async () => {
    const owners = await db.execute<{ tablename: string; tableowner: string }>(
      sql`select tablename, tableowner from pg_tables where tablename in ('audit_log', 'audit_chain_head') order by 1`,
    );
    expect((owners as unknown as { rows: unknown[] }).rows).toEqual([
      { tablename: 'audit_chain_head', tableowner: 'lale_audit_owner' },
      { tablename: 'audit_log', tableowner: 'lale_audit_owner' },
    ]);
    await recordMany(1);
    // An API role as production has it: what the migration granted, and no more. Roles are the
    // cluster's, shared by every test database, so it is made the race-safe way.
    await db.execute(sql`do $$ begin
      if not exists (select from pg_roles where rolname = 'lale_audit_probe') then
        begin create role lale_audit_probe nologin; exception when duplicate_object or unique_violation then null; end;
      end if; end $$`);
    await db.execute(sql`grant select, insert on audit_log to lale_audit_probe`);
    await db.execute(sql`grant select, insert, update on audit_chain_head to lale_audit_probe`);
    const attempts = [
      'alter table audit_log disable trigger all',
      'alter table audit_log disable trigger audit_log_no_update_or_delete',
      'alter table audit_chain_head disable trigger all',
      'drop trigger audit_log_no_update_or_delete on audit_log',
      'create or replace function audit_refuse_change() returns trigger language plpgsql as $$ begin return new; end $$',
      'drop function audit_refuse_change() cascade',
      'alter table audit_log owner to lale_audit_probe',
      'set session_replication_role = replica',
      `update audit_log set ip = '10.0.0.1'`,
      'delete from audit_log',
      'truncate audit_log',
    ];
    for (const attempt of attempts) {
      const error = await failure(
        db.transaction(async (tx) => {
          await tx.execute(sql`set local role lale_audit_probe`);
          await tx.execute(sql.raw(attempt));
        }),
      );
      expect(raisedSqlState(error, '42501'), `${attempt}: ${String(error)}`).toBe(true);
    }
    expect(await service.audit.verify()).toEqual({ ok: true, checked: 1, firstBroken: null });
  });
});

/** A superuser's rewrite of `row` in place, triggers off. */
const rewrite = (row: StoredLink) => sql`update audit_log set after = ${JSON.stringify(row.after)}::jsonb,
  prev_hash = ${row.prevHash}, hash = ${row.hash}, signature = ${row.signature} where id = ${row.id}`;

describe('what a superuser does anyway is found', () => {
  it('a row changed with the triggers disabled: its hash no longer fits', async () => {
    await recordMany(5);
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger all`);
      await tx.execute(sql`update audit_log set after = '{"status": "active"}' where seq = 3`);
      await tx.execute(sql`alter table audit_log enable trigger all`);
    });
    const row3 = (await chain())[2]!;
    expect(await service.audit.verify()).toEqual({
      ok: false,
      checked: 2,
      firstBroken: { seq: 3, id: row3.id, reason: 'hash_mismatch' },
    });
  });

  it.each([
    ['ALTER TABLE … DISABLE TRIGGER ALL', 'disable'],
    ['session_replication_role = replica', 'replica'],
  ])('a suffix re-hashed consistently (%s): the first re-hashed row is named', async (_name, how) => {
    await recordMany(8);
    const rows = await chain();
    // From row 4 on: row 4 says something else, and every hash and link after it is made to fit.
    // Without the key the signatures cannot follow; the forger signs with a guess.
    let previous = rows[2]!.hash;
    const forged = rows.slice(3).map((row, i) => {
      const after = i === 0 ? { status: 'active', reason: 'never blocked' } : row.after;
      const content = { ...row, after, prevHash: previous };
      const hash = contentHash(content);
      previous = hash;
      return { ...content, hash, signature: keyedHash('guessed-key', 'audit-row', hash) };
    });
    const write = async (tx: DbExecutor) => {
      for (const row of forged) await tx.execute(rewrite(row));
      await tx.execute(sql`update audit_chain_head set last_hash = ${previous}`);
    };
    if (how === 'replica') await asSuperuser(db, write);
    else
      await db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger all`);
        await tx.execute(sql`alter table audit_chain_head disable trigger all`);
        await write(tx);
        await tx.execute(sql`alter table audit_log enable trigger all`);
        await tx.execute(sql`alter table audit_chain_head enable trigger all`);
      });

    expect(await service.audit.verify()).toEqual({
      ok: false,
      checked: 3,
      firstBroken: { seq: 4, id: rows[3]!.id, reason: 'bad_signature' },
    });
  });

  it('a row deleted in the middle: the missing seq is named', async () => {
    await recordMany(6);
    await asSuperuser(db, async (tx) => {
      await tx.execute(sql`delete from audit_log where seq = 4`);
    });
    expect(await service.audit.verify()).toEqual({
      ok: false,
      checked: 3,
      firstBroken: { seq: 4, id: null, reason: 'seq_gap' },
    });
  });

  it('rows deleted at the end: the signed head still names them', async () => {
    await recordMany(6);
    await asSuperuser(db, async (tx) => {
      await tx.execute(sql`delete from audit_log where seq >= 5`);
    });
    expect(await service.audit.verify()).toEqual({
      ok: false,
      checked: 4,
      firstBroken: { seq: 5, id: null, reason: 'head_mismatch' },
    });
    // The next row chains on the head, so the hole stays visible rather than being papered over.
    await service.audit.record(entry(7));
    expect(await service.audit.verify()).toMatchObject({
      ok: false,
      firstBroken: { seq: 5, reason: 'seq_gap' },
    });
  });

  it('rows deleted at the end and the head moved back without the key: the head is named, writing stops', async () => {
    await recordMany(6);
    const rows = await chain();
    await asSuperuser(db, async (tx) => {
      await tx.execute(sql`delete from audit_log where seq >= 5`);
      await tx.execute(sql`update audit_chain_head set last_seq = 4, last_hash = ${rows[3]!.hash}`);
    });
    expect(await service.audit.verify()).toEqual({
      ok: false,
      checked: 4,
      firstBroken: { seq: 4, id: null, reason: 'head_signature' },
    });
    const refused = await failure(service.audit.record(entry(7)));
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).outcome).toEqual({ code: 'AuditChainBroken' });
    expect((await chain()).length).toBe(4);
  });
});

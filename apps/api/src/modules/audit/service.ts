import type { AuditRow, AuditRowOutcome, AuditVerification } from '@lale/contracts';
import type { DbExecutor } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { refuse } from '../../platform/domain-errors.ts';
import { sameHash } from '../../platform/keyed-hash.ts';
import {
  contentHash,
  GENESIS_HASH,
  headSignature,
  jsonContent,
  linkFault,
  rowSignature,
  storableText,
  type AuditContent,
  type StoredLink,
} from './chain.ts';
import type { AuditFilter, AuditHead, AuditOrder, AuditRepo } from './repo.ts';

/*
 * The audit trail (issue #25, ARCHITECTURE "Audit trail"): `record` appends one signed, chained row;
 * `verify` walks the chain and names the first place it is broken. The staff module calls `record` for
 * every staff write, sign-in, failure and refused access; nothing else writes here.
 */

/** One audited event, as the caller knows it. */
export type AuditEntry = {
  /** null: a sign-in with a username no staff member has. */
  staffId: number | null;
  staffUsername: string;
  staffRole?: string | null;
  ip: string;
  area: string;
  action: string;
  permission?: string | null;
  targetType?: string | null;
  targetId?: string | number | null;
  outcome: AuditRowOutcome;
  /** Any JSON-able value (bigints are written as their digits); undefined and null: not told. */
  before?: unknown;
  after?: unknown;
};

/** The most rows one CSV export holds (API.md: every export stops there). */
export const AUDIT_EXPORT_MAX = 10_000;

/** Rows per read while verifying: memory stays flat however long the chain. */
export const VERIFY_BATCH = 1_000;

const nullable = (value: string | null | undefined) => (value == null ? null : storableText(value));

function asRow(link: StoredLink): AuditRow {
  const { prevHash: _prevHash, hash: _hash, signature: _signature, at, ...row } = link;
  return { ...row, at: at.toISOString() };
}

export function createAuditService({
  repo,
  clock,
  signingKey,
}: {
  repo: AuditRepo;
  clock: Clock;
  /** AUDIT_SIGNING_KEY: outside the database, so whoever rewrites rows there cannot re-sign them. */
  signingKey: string;
}) {
  const signedHead = (lastSeq: number, lastHash: string): AuditHead => ({
    lastSeq,
    lastHash,
    signature: headSignature(signingKey, lastSeq, lastHash),
  });
  const headIsSigned = (head: AuditHead) =>
    sameHash(headSignature(signingKey, head.lastSeq, head.lastHash), head.signature);

  /** The head, locked: created (signed, empty) before the very first row. */
  async function lockHead(tx: DbExecutor): Promise<AuditHead> {
    const head = await repo.lockHead(tx);
    if (head) return head;
    await repo.startHead(tx, signedHead(0, GENESIS_HASH));
    return (await repo.lockHead(tx))!;
  }

  async function append(tx: DbExecutor, entry: AuditEntry): Promise<{ id: number; seq: number }> {
    const head = await lockHead(tx);
    // A head whose signature fails was rewritten (rows cut off at the end): chaining on would sign over it.
    if (!headIsSigned(head)) throw refuse({ code: 'AuditChainBroken' });
    const content: AuditContent = {
      seq: head.lastSeq + 1,
      at: clock.now(),
      staffId: entry.staffId,
      staffUsername: storableText(entry.staffUsername),
      staffRole: nullable(entry.staffRole),
      ip: storableText(entry.ip),
      area: storableText(entry.area),
      action: storableText(entry.action),
      permission: nullable(entry.permission),
      targetType: nullable(entry.targetType),
      targetId: nullable(entry.targetId == null ? null : String(entry.targetId)),
      outcome: entry.outcome,
      before: jsonContent(entry.before),
      after: jsonContent(entry.after),
      prevHash: head.lastHash,
    };
    const hash = contentHash(content);
    const id = await repo.append(tx, { ...content, hash, signature: rowSignature(signingKey, hash) });
    await repo.advanceHead(tx, signedHead(content.seq, hash));
    return { id, seq: content.seq };
  }

  return {
    /**
     * Appends `entry` as the chain's next row. Inside `executor` when given (the caller's transaction:
     * the row stands or falls with the write it describes, and the head stays locked until that
     * transaction ends), else in a transaction of its own.
     */
    record(entry: AuditEntry, executor?: DbExecutor): Promise<{ id: number; seq: number }> {
      return executor ? append(executor, entry) : repo.transaction((tx) => append(tx, entry));
    },

    async list(filter: AuditFilter, skip: number, take: number, order: AuditOrder) {
      const [rows, total] = await Promise.all([repo.list(filter, order, skip, take), repo.count(filter)]);
      return { items: rows.map(asRow), total };
    },

    /** The rows of a CSV export: the list's filter and order, at most AUDIT_EXPORT_MAX rows. */
    async export(filter: AuditFilter, order: AuditOrder = { sort: 'seq', dir: 'desc' }): Promise<AuditRow[]> {
      return (await repo.list(filter, order, 0, AUDIT_EXPORT_MAX)).map(asRow);
    },

    /**
     * Walks the whole chain in seq order, `batch` rows per read, in one snapshot (rows appended
     * meanwhile are not seen, nor half seen). Names the first broken row: its content re-hashed or
     * changed, a row missing in the middle, and, at the end, a head that was rewritten or that names
     * rows no longer there.
     */
    verify(batch: number = VERIFY_BATCH): Promise<AuditVerification> {
      return repo.snapshot(async (tx) => {
        const head = await repo.head(tx);
        let previous = { seq: 0, hash: GENESIS_HASH };
        let checked = 0;
        const broken = (
          seq: number,
          id: number | null,
          reason: NonNullable<AuditVerification['firstBroken']>['reason'],
        ) => ({
          ok: false,
          checked,
          firstBroken: { seq, id, reason },
        });
        for (;;) {
          const links = await repo.linksAfter(tx, previous.seq, batch);
          for (const link of links) {
            const fault = linkFault(link, previous, signingKey);
            if (fault === 'seq_gap') return broken(previous.seq + 1, null, fault);
            if (fault) return broken(link.seq, link.id, fault);
            checked += 1;
            previous = { seq: link.seq, hash: link.hash };
          }
          if (links.length < batch) break;
        }
        const last = head ?? { lastSeq: 0, lastHash: GENESIS_HASH, signature: '' };
        if (head && !headIsSigned(head)) return broken(head.lastSeq, null, 'head_signature');
        if (last.lastSeq !== previous.seq || last.lastHash !== previous.hash)
          return broken(Math.min(last.lastSeq, previous.seq) + 1, null, 'head_mismatch');
        return { ok: true, checked, firstBroken: null };
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

import { createHash } from 'node:crypto';
import type { AuditBreakReason, AuditRowOutcome } from '@lale/contracts';
import { keyedHash, sameHash } from '../../platform/keyed-hash.ts';

/*
 * The chain's arithmetic, written once: the canonical form of a row, its hash, its signature and the
 * head's. Writer (service.record) and checker (service.verify) both call these, so they cannot drift.
 *
 * Canonical form: JSON with every object's keys sorted, at every depth, of the row's content fields and
 * `prevHash`. PostgreSQL stores jsonb with its keys reordered (shorter first), so the hash is never taken
 * over the text as sent; `jsonContent` gives the value exactly as jsonb will give it back.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A row's content: everything the hash covers (not its id, which the database assigns). */
export type AuditContent = {
  seq: number;
  at: Date;
  staffId: number | null;
  staffUsername: string;
  staffRole: string | null;
  ip: string;
  area: string;
  action: string;
  permission: string | null;
  targetType: string | null;
  targetId: string | null;
  outcome: AuditRowOutcome;
  before: Json;
  after: Json;
  prevHash: string;
};

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Text as PostgreSQL stores it: it refuses NUL and unpaired surrogates (a username typed at a failed
 * sign-in is anyone's), so they become U+FFFD here, before hashing, rather than failing the insert.
 */
export const storableText = (text: string): string =>
  text.replace(/\p{Cs}/gu, '\uFFFD').replaceAll('\u0000', '\uFFFD');

/** `value` as jsonb keeps it: undefined → null, bigint → its digits, dates → ISO text, text storable. */
export function jsonContent(value: unknown): Json {
  if (value === undefined) return null;
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? item.toString() : item,
  ) as string | undefined;
  if (text === undefined) return null;
  return clean(JSON.parse(text) as Json);
}

function clean(value: Json): Json {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), clean(item)]));
}

/** JSON with sorted keys at every depth: the same value always gives the same text. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as Json)}`).join(',')}}`;
}

/**
 * SHA-256 (hex) of the row's canonical form; `v` names the form, should it ever change. The fields are
 * named one by one, so a stored row (with its id, hash and signature) hashes as its content alone.
 */
export function contentHash(c: AuditContent): string {
  const canonical = canonicalJson({
    v: 1,
    seq: c.seq,
    at: c.at.toISOString(),
    staffId: c.staffId,
    staffUsername: c.staffUsername,
    staffRole: c.staffRole,
    ip: c.ip,
    area: c.area,
    action: c.action,
    permission: c.permission,
    targetType: c.targetType,
    targetId: c.targetId,
    outcome: c.outcome,
    before: c.before,
    after: c.after,
    prevHash: c.prevHash,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export const rowSignature = (key: string, hash: string): string => keyedHash(key, 'audit-row', hash);

export const headSignature = (key: string, lastSeq: number, lastHash: string): string =>
  keyedHash(key, 'audit-head', String(lastSeq), lastHash);

export type StoredLink = AuditContent & { id: number; hash: string; signature: string };

/**
 * What is wrong with `row` given the link before it (null: nothing). The order names the cause: a
 * missing row before anything else, then a changed row (its content no longer gives its hash), then
 * one re-hashed by someone without the key, then a row that does not follow its predecessor.
 */
export function linkFault(
  row: StoredLink,
  previous: { seq: number; hash: string },
  key: string,
): AuditBreakReason | null {
  if (row.seq !== previous.seq + 1) return 'seq_gap';
  if (contentHash(row) !== row.hash) return 'hash_mismatch';
  if (!sameHash(rowSignature(key, row.hash), row.signature)) return 'bad_signature';
  if (row.prevHash !== previous.hash) return 'prev_link';
  return null;
}

/*
 * System accounts (house, payments clearing, bonus expense) are striped over shard rows (DESIGN §5: no
 * hot rows). Every bet also moves money on the house account; if that were one row, every bet in the
 * casino would queue on its row lock and commit one at a time. With N shard rows, bets of different
 * players update different rows and commit in parallel; the account's balance is the sum of its shards.
 */

/**
 * 16 shards: well above the number of transactions a pool of database connections runs at once (pg's
 * default pool is 10 per process, a few processes per database), so two concurrent bets rarely share a
 * shard, while the sum over shards stays a cheap 16-row read. Changing it later is safe: balances are
 * summed over every shard row that exists, and only new rows are created.
 */
export const DEFAULT_SYSTEM_SHARDS = 16;

/*
 * Which shard: when one side is a player account, the player account's id modulo N (sequential ids
 * spread players evenly, and it is computed inside the locking statement: see lookupCondition in repo.ts).
 */

/**
 * The shard for a transfer between two system accounts (no player involved): a hash of the idempotency
 * key (FNV-1a, 32 bits), so the choice is deterministic, and a replay lands on the same rows.
 */
export function shardOfKey(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

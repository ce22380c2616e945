/*
 * Telling the database's refusals apart. drizzle wraps driver errors (DrizzleQueryError) and keeps the
 * driver's error (pg's DatabaseError, PGlite's) as `cause`; both carry PostgreSQL's SQLSTATE `code` and
 * the violated `constraint`, so we walk the cause chain instead of depending on either wrapper.
 */

type PgErrorFields = { code?: unknown; constraint?: unknown };

function pgErrorFields(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === 'string') return fields;
    current = fields.cause;
  }
  return undefined;
}

const CHECK_VIOLATION = '23514';
export const PLAYER_NON_NEGATIVE_CONSTRAINT = 'ledger_accounts_player_non_negative';

/**
 * True when the database refused to take a player account below zero. The wallet checks funds on the
 * locked row first, so this is the backstop: should it ever fire, the caller still gets
 * `insufficient_funds` rather than a crash.
 */
export function isInsufficientFundsViolation(error: unknown): boolean {
  const fields = pgErrorFields(error);
  return fields?.code === CHECK_VIOLATION && fields.constraint === PLAYER_NON_NEGATIVE_CONSTRAINT;
}

/** A caller bug (bad amount, unopened account, mixed currencies): thrown, never answered as a status. */
export class WalletUsageError extends Error {
  override name = 'WalletUsageError';
}

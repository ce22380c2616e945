/*
 * The database's constraint refusals, told apart by SQLSTATE and constraint name. drizzle wraps driver
 * errors (DrizzleQueryError) and keeps the driver's (pg's DatabaseError, PGlite's) as `cause`; both
 * carry PostgreSQL's SQLSTATE `code` and the `constraint`, so the cause chain is walked instead of
 * depending on either wrapper. The one walker of such chains: modules ask here, never walk their own.
 */

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

/** How deep a chain of `cause`s is followed (drizzle wraps once; a few more levels are tolerated). */
const MAX_DEPTH = 5;

/**
 * The constraint of the first error in `error`'s cause chain with SQLSTATE `sqlstate` ('' when the
 * driver named none), or undefined when the chain holds no such error.
 */
function violatedConstraint(error: unknown, sqlstate: string): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === sqlstate) return typeof fields.constraint === 'string' ? fields.constraint : '';
    current = fields.cause;
  }
  return undefined;
}

/** The violated unique constraint's name, or undefined when `error` is anything else. */
export const violatedUniqueConstraint = (error: unknown) => violatedConstraint(error, UNIQUE_VIOLATION);

/** The violated check constraint's name, or undefined when `error` is anything else. */
export const violatedCheckConstraint = (error: unknown) => violatedConstraint(error, CHECK_VIOLATION);

/** True when `error`'s cause chain holds an error with SQLSTATE `sqlstate` (a RAISE with its own code). */
export const raisedSqlState = (error: unknown, sqlstate: string) =>
  violatedConstraint(error, sqlstate) !== undefined;

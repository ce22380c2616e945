/*
 * The database's unique-constraint refusals, told apart by constraint name. drizzle wraps driver
 * errors (DrizzleQueryError) and keeps the driver's (pg's DatabaseError, PGlite's) as `cause`; both
 * carry PostgreSQL's SQLSTATE `code` and the `constraint`, so the cause chain is walked.
 */

const UNIQUE_VIOLATION = '23505';

/** The violated unique constraint's name, or undefined when `error` is anything else. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === UNIQUE_VIOLATION) {
      return typeof fields.constraint === 'string' ? fields.constraint : '';
    }
    current = fields.cause;
  }
  return undefined;
}

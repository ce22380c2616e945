import { STAFF_COOKIE } from '@lale/contracts';

/*
 * How tests carry a staff session (support/staff.ts makes one): one string, `staff:<token>.<csrf>`, sent
 * the way the back office sends it — the session cookie and the CSRF header.
 */

export const STAFF_TOKEN_PREFIX = 'staff:';

/** The headers of a staff session string. */
export function staffHeaders(token: string): Record<string, string> {
  const [cookie = '', csrf = ''] = token.slice(STAFF_TOKEN_PREFIX.length).split('.');
  return { cookie: `${STAFF_COOKIE}=${cookie}`, 'x-csrf-token': csrf };
}

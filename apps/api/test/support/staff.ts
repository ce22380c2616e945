import { STAFF_COOKIE, type StaffRole } from '@lale/contracts';
import type { AppModules } from '../../src/app.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';

/*
 * A back-office session for tests that exercise an admin route rather than the sign-in itself (that is
 * apps/api/test/staff/): the seeded demo member of a role gets a session straight from the staff
 * module. Tests carry it as one string, `staff:<token>.<csrf>`, which `bearer()` (support/accounts.ts)
 * sends the way the back office does: the session cookie and the CSRF header.
 */

export const STAFF_TOKEN_PREFIX = 'staff:';

export async function staffToken(t: { modules: AppModules }, role: StaffRole = 'owner'): Promise<string> {
  const { staff, sessions } = t.modules.staff;
  const member = await staff.byUsernameKey(DEMO_STAFF[role].username);
  if (!member) throw new Error(`the demo ${role} is not seeded`);
  const opened = await sessions.open(member.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return `${STAFF_TOKEN_PREFIX}${opened.token}.${opened.csrfToken}`;
}

/** The headers of a staff session string (see staffToken). */
export function staffHeaders(token: string): Record<string, string> {
  const [cookie = '', csrf = ''] = token.slice(STAFF_TOKEN_PREFIX.length).split('.');
  return { cookie: `${STAFF_COOKIE}=${cookie}`, 'x-csrf-token': csrf };
}

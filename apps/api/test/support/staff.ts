import type { StaffRole } from '@lale/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppModules } from '../../src/app.ts';
import { bearer, call } from './accounts.ts';
import { STAFF_TOKEN_PREFIX } from './staff-headers.ts';
import { DEMO_STAFF } from '../../src/modules/staff/index.ts';

/*
 * A back-office session for tests that exercise an admin route rather than the sign-in itself (that is
 * apps/api/test/staff/): the seeded demo member of a role gets a session straight from the staff
 * module. Tests carry it as one string, `staff:<token>.<csrf>`, which `bearer()` (support/accounts.ts)
 * sends the way the back office does: the session cookie and the CSRF header.
 */

export async function staffToken(t: { modules: AppModules }, role: StaffRole = 'owner'): Promise<string> {
  const { staff, sessions } = t.modules.staff;
  const member = await staff.byUsernameKey(DEMO_STAFF[role].username);
  if (!member) throw new Error(`the demo ${role} is not seeded`);
  const opened = await sessions.open(member.id, { ip: '127.0.0.1', userAgent: 'vitest' });
  return `${STAFF_TOKEN_PREFIX}${opened.token}.${opened.csrfToken}`;
}

/** A staff member as the four-eyes tests hold one: a session and the member's id. */
export type Staff = { token: string; id: number };

async function member(t: { modules: AppModules }, role: StaffRole): Promise<Staff> {
  const found = await t.modules.staff.staff.byUsernameKey(DEMO_STAFF[role].username);
  return { token: await staffToken(t, role), id: found!.id };
}

/** The demo owner. */
export const demoAdmin = (t: { modules: AppModules }) => member(t, 'owner');

/** A second member who is not the owner: by default the demo payments member (payments.approve too). */
export const anotherAdmin = (t: { modules: AppModules }, role: StaffRole = 'payments') => member(t, role);

/** One back-office call with a staff session string (see staffToken). */
export const adminCall = <T = unknown>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  call<T>(app, {
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(token), 'x-locale': 'en' },
  });

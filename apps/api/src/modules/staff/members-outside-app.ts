import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../platform/clock.ts';
import { createStaffMembers } from './members.ts';
import { createStaffSessions } from './sessions.ts';
import { createStaffSessionsRepo } from './sessions-repo.ts';
import { createStaffRepo } from './staff-repo.ts';

/**
 * The staff members' service without the app, for a shell command (src/staff-create.ts: production's
 * first owner). Built the way the module builds it.
 */
export function staffMembersOutsideApp(db: Database, pepper: string, clock: Clock) {
  const staff = createStaffRepo(db);
  const sessions = createStaffSessions({ repo: createStaffSessionsRepo(db), clock, pepper });
  return createStaffMembers({ db, staff, sessions, clock });
}

import type { StaffRole } from '@lale/contracts';
import { isDomainError } from '../../platform/domain-errors.ts';
import { hashPassword } from '../../platform/password.ts';
import type { Sealer } from '../../platform/sealed.ts';
import type { StaffMembers } from './members.ts';
import type { StaffRepo } from './staff-repo.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-credentials.ts';
import { staffUsernameKey } from './sign-in.ts';

/*
 * Demo staff, one per role, seeded outside production only (README "Back office"): the password and
 * the TOTP secret are published so a newcomer can sign in (add the secret to any authenticator app, or
 * `npx otplib`-style tools). Marked `demo`, so production refuses to start while one is active
 * (assertNoDemoStaff). Idempotent: a member that exists is left alone, also when another API process
 * starting at the same moment seeds it first (its insert wins; ours finds the name taken).
 */

let demoHash: Promise<string> | undefined;
/** Hashed once per process: every test app seeds the seven members. */
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_STAFF_PASSWORD));

export async function seedDemoStaff(deps: { staff: StaffRepo; members: StaffMembers; sealer: Sealer }) {
  for (const [role, demo] of Object.entries(DEMO_STAFF) as [StaffRole, (typeof DEMO_STAFF)[StaffRole]][]) {
    if (await deps.staff.byUsernameKey(staffUsernameKey(demo.username))) continue;
    const invited = await deps.members
      .invite(
        {
          username: demo.username,
          displayName: demo.displayName,
          email: `${demo.username}@staff.lale.local`,
          role,
        },
        { demo: true, passwordHash: await demoPasswordHash() },
      )
      .catch((err: unknown) => {
        if (isDomainError(err, 'StaffUsernameTaken')) return undefined;
        throw err;
      });
    if (!invited) continue;
    const created = invited.staff;
    // Enrolled already, with the published secret: the README's code works at the first sign-in.
    await deps.staff.update(created.id, {
      totpSecret: deps.sealer.seal(demo.totpSecret),
      totpEnrolledAt: new Date(0),
    });
  }
}

/** Production refuses to start while a demo member (published password and secret) is active. */
export async function assertNoDemoStaff(staff: StaffRepo): Promise<void> {
  const demos = await staff.demoCount();
  if (demos > 0)
    throw new Error(
      `${demos} demo staff member(s) with published credentials are active: disable them (UPDATE staff SET status = 'disabled' WHERE demo) before starting in production`,
    );
}

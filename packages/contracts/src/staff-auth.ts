import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredSecret, requiredText } from './rules.ts';
import { STAFF_ROLES, type Permission } from './staff-permissions.ts';

/*
 * Back office sign-in (issue #25). Staff are not players: their own table, their own sessions, and a
 * second factor that cannot be skipped. A password alone never yields a session:
 *   1. POST login {username, password} → a short-lived challenge, and for a member without a second
 *      factor yet the TOTP secret to enrol (as an otpauth URL and a QR code);
 *   2. POST totp {challenge, code} (6 digits, or a recovery code) → the session: an httpOnly
 *      SameSite=Strict cookie, plus the CSRF token every unsafe call repeats in the `x-csrf-token` header.
 * The session ends after 15 idle minutes; `me` answers the member and the CSRF token again after a reload.
 */

export const STAFF_COOKIE = 'lale_staff';
export const HEADER_CSRF = 'x-csrf-token';
export const STAFF_IDLE_MINUTES = 15;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export const STAFF_AUTH_PATHS = {
  login: '/api/admin/auth/login',
  totp: '/api/admin/auth/totp',
  me: '/api/admin/auth/me',
  logout: '/api/admin/auth/logout',
} as const;

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const StaffLoginRequestSchema = z.object({
  username: requiredText(3, 50),
  password: requiredSecret(8, 200),
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

/** Step two's ticket. `enrol` is present only while the member has no second factor yet. */
export const StaffChallengeSchema = z.object({
  challenge: z.string(),
  expiresAt: z.string(),
  enrol: z
    .object({
      /** Base32 secret, for typing into an authenticator by hand. */
      secret: z.string(),
      otpauthUrl: z.string(),
      /** The otpauth URL as an SVG QR code (markup the app renders as an image). */
      qrSvg: z.string(),
    })
    .nullable(),
});
export const StaffChallengeResponseSchema = envelope(StaffChallengeSchema);
export type StaffChallenge = z.infer<typeof StaffChallengeSchema>;

/** A 6-digit TOTP code, or one of the recovery codes (`xxxxx-xxxxx`). */
export const StaffTotpRequestSchema = z.object({
  challenge: requiredText(16, 128),
  code: requiredText(TOTP_DIGITS, 32),
});
export type StaffTotpRequest = z.infer<typeof StaffTotpRequestSchema>;

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: StaffRoleSchema,
  permissions: z.array(z.string() as z.ZodType<Permission>),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffSessionSchema = z.object({
  staff: StaffMemberSchema,
  csrfToken: z.string(),
  idleTimeoutSeconds: z.number().int(),
  /** Only right after enrolment: shown once, stored hashed, each usable once. */
  recoveryCodes: z.array(z.string()).nullable(),
});
export const StaffSessionResponseSchema = envelope(StaffSessionSchema);
export type StaffSession = z.infer<typeof StaffSessionSchema>;

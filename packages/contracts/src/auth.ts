import { z } from 'zod';
import { AuthFormSchema } from './auth-form.ts';
import { envelope, MessageResponseSchema, NoPayloadSchema } from './envelope.ts';
import { MoneySchema } from './money.ts';
import { loginUsernameRule, passwordRule, utcTimestampRule } from './rules.ts';

/*
 * auth/login, auth/form, auth/logout and the auth data both login and register answer with
 * (spec §3 "Auth state / authData", §7). Registration is in registration.ts, recovery in recovery.ts.
 */

/**
 * What the site keeps locally after login or registration. The sports-feed fields are null when the
 * operator has no account with that feed for this player (or the feed is switched off).
 */
export const AuthDataSchema = z.object({
  /** Opaque bearer token (DESIGN §4). */
  token: z.string().min(1),
  username: z.string(),
  /** The player's public customer code, shown in the account area and quoted to support. */
  usercode: z.string(),
  balance: MoneySchema,
  betsyCid: z.string().nullable(),
  betsyUrl: z.string().nullable(),
  betsyToken: z.string().nullable(),
  betcoToken: z.string().nullable(),
  betcoUrl: z.string().nullable(),
  phone: z.string(),
  smsVerified: z.boolean(),
  /** The x-fingerprint the session was opened with, echoed so the site keeps one value. */
  fingerprint: z.string(),
  /** Start of the previous session (UTC), null on the first login — shown as "last login". */
  lastLoginAt: utcTimestampRule.nullable(),
  /**
   * Present only on a restricted player's withdraw-only session (issue #26, when the operator allows
   * it): the restriction (safer-play.ts's kinds, spelled here to keep the two files free of a cycle)
   * and its end (null: until lifted, or until the player asks for a self-exclusion's end). Such a
   * session sees the balance and withdraws it; every other call is refused (423).
   */
  withdrawOnly: z
    .object({
      kind: z.enum(['time_out', 'self_exclusion', 'operator']),
      until: utcTimestampRule.nullable(),
    })
    .optional(),
});
export type AuthData = z.infer<typeof AuthDataSchema>;

// POST auth/login {username, password} → auth data
export const LoginRequestSchema = z.object({ username: loginUsernameRule, password: passwordRule });
export const LoginResponseSchema = envelope(AuthDataSchema);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

// GET auth/form → data.countries
export const AuthFormRequestSchema = NoPayloadSchema;
export const AuthFormResponseSchema = envelope(AuthFormSchema);
export type AuthFormResponse = z.infer<typeof AuthFormResponseSchema>;

// GET auth/logout → ignored by the site; the server revokes the session.
export const LogoutRequestSchema = NoPayloadSchema;
export const LogoutResponseSchema = MessageResponseSchema;
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

import { z } from 'zod';
import { MessageResponseSchema } from './envelope.ts';
import { confirmationMatches, passwordRule, recoveryUsernameRule, resetCodeRule } from './rules.ts';

/*
 * Password recovery (spec §2 Recovery dialog, §4, §5, §7): 1 username → auth/sendresetpassword,
 * 2 code → auth/checkresetcode, 3 new password → auth/changepasswordwithcode, 4 done.
 * The step forms are exported separately because steps 2 and 3 only show some of the fields the
 * request carries (the site adds the username and code it kept from earlier steps).
 */

// Step 1 — POST auth/sendresetpassword {username}
export const SendResetPasswordRequestSchema = z.object({ username: recoveryUsernameRule });
export const SendResetPasswordResponseSchema = MessageResponseSchema;
export type SendResetPasswordRequest = z.infer<typeof SendResetPasswordRequestSchema>;

// Step 2 — POST auth/checkresetcode {code, username}
export const RecoveryCodeFormSchema = z.object({ code: resetCodeRule });
export const CheckResetCodeRequestSchema = z.object({ code: resetCodeRule, username: recoveryUsernameRule });
export const CheckResetCodeResponseSchema = MessageResponseSchema;
export type RecoveryCodeForm = z.infer<typeof RecoveryCodeFormSchema>;
export type CheckResetCodeRequest = z.infer<typeof CheckResetCodeRequestSchema>;

// Step 3 — POST auth/changepasswordwithcode {password, password2, username, code}
const newPasswordFields = { password: passwordRule, password2: passwordRule };
const passwordsMatch = confirmationMatches('password', 'password2');

export const RecoveryPasswordFormSchema = z.object(newPasswordFields).check(passwordsMatch);
export const ChangePasswordWithCodeRequestSchema = z
  .object({ ...newPasswordFields, username: recoveryUsernameRule, code: resetCodeRule })
  .check(passwordsMatch);
export const ChangePasswordWithCodeResponseSchema = MessageResponseSchema;
export type RecoveryPasswordForm = z.infer<typeof RecoveryPasswordFormSchema>;
export type ChangePasswordWithCodeRequest = z.infer<typeof ChangePasswordWithCodeRequestSchema>;

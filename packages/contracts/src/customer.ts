import { z } from 'zod';
import { MessageResponseSchema } from './envelope.ts';
import { confirmationMatches, passwordRule, phoneRule, smsCodeRule } from './rules.ts';

/*
 * Account calls of the logged-in player (spec §7 customer/*): phone verification and password change.
 * Notifications are in notification.ts.
 */

/**
 * POST customer/updatephone. Step 1 sends the phone (the server texts a code); step 2 sends the phone
 * and the 6-digit code. Step 0 of the registration dialog is the sign-up form itself and is never sent.
 * A `code` sent with step 1 is ignored (stripped), so the site may post its whole form.
 * The same union is the phone-verification form schema: the code is only validated on step 2.
 */
export const UpdatePhoneSendCodeSchema = z.object({ step: z.literal(1), phone: phoneRule });
export const UpdatePhoneVerifySchema = z.object({ step: z.literal(2), phone: phoneRule, code: smsCodeRule });
export const UpdatePhoneRequestSchema = z.discriminatedUnion('step', [
  UpdatePhoneSendCodeSchema,
  UpdatePhoneVerifySchema,
]);
export const UpdatePhoneResponseSchema = MessageResponseSchema;
export type UpdatePhoneRequest = z.infer<typeof UpdatePhoneRequestSchema>;

/** POST customer/changepassword: all three min 5; the confirmation must equal the new password. */
export const ChangePasswordRequestSchema = z
  .object({ oldPassword: passwordRule, password: passwordRule, confirmPassword: passwordRule })
  .check(confirmationMatches('password', 'confirmPassword'));
export const ChangePasswordResponseSchema = MessageResponseSchema;
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

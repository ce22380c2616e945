import { API_ENDPOINTS, UpdatePhoneRequestSchema } from '@lale/contracts';
import { useForm } from 'react-hook-form';
import { useSession } from '../../../lib/session.ts';
import { call } from '../../../lib/api/index.ts';
import { formResolver } from '../../../lib/forms/resolver.ts';
import { notify } from '../../../lib/notify.ts';

/*
 * POST customer/updatephone (spec §7), shared by the three phone-verification screens: step 1 texts a
 * code to the phone, step 2 checks it. The form holds the step so one schema validates both.
 */
export type PhoneFormValues = { step: 1 | 2; phone: string; code: string };

export function usePhoneForm(phone: string, step: 1 | 2 = 1) {
  return useForm<PhoneFormValues>({
    resolver: formResolver<PhoneFormValues>(UpdatePhoneRequestSchema),
    defaultValues: { step, phone, code: '' },
  });
}

/** Step 1: the server texts a code. Its message ("code sent") is shown. */
export async function sendPhoneCode(phone: string): Promise<void> {
  const { message } = await call(API_ENDPOINTS.customerUpdatePhone, { step: 1, phone });
  if (message) notify.success(message);
}

/** Step 2: the code is right; the session now knows the phone is verified. */
export async function verifyPhoneCode(phone: string, code: string): Promise<void> {
  const { message } = await call(API_ENDPOINTS.customerUpdatePhone, { step: 2, phone, code });
  useSession.getState().setPhone(phone, true);
  if (message) notify.success(message);
}

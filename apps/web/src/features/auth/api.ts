import { API_ENDPOINTS } from '@lale/contracts';
import { call, type CallBody } from '../../lib/api/index.ts';

/* The auth calls of spec §7, typed by the contracts. Each resolves with the whole envelope. */
const E = API_ENDPOINTS;
export const authApi = {
  login: (body: CallBody<typeof E.authLogin>) => call(E.authLogin, body),
  register: (body: CallBody<typeof E.authRegister>) => call(E.authRegister, body),
  countries: async () => (await call(E.authForm)).data.countries,
  sendResetPassword: (body: CallBody<typeof E.authSendResetPassword>) => call(E.authSendResetPassword, body),
  checkResetCode: (body: CallBody<typeof E.authCheckResetCode>) => call(E.authCheckResetCode, body),
  changePasswordWithCode: (body: CallBody<typeof E.authChangePasswordWithCode>) =>
    call(E.authChangePasswordWithCode, body),
};

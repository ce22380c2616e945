import {
  API_PATHS,
  type AuthData,
  type AuthForm,
  type ChangePasswordWithCodeRequest,
  type CheckResetCodeRequest,
  type LoginRequest,
  type RegisterRequestInput,
  type SendResetPasswordRequest,
} from '@lale/contracts';
import { api } from '../../lib/api/index.ts';

/* The auth calls of spec §7, typed by the contracts. Each resolves with the whole envelope. */
export const authApi = {
  login: (body: LoginRequest) => api.post<AuthData>(API_PATHS.authLogin, body),
  register: (body: RegisterRequestInput) => api.post<AuthData>(API_PATHS.authRegister, body),
  countries: async () => (await api.get<AuthForm>(API_PATHS.authForm)).data.countries,
  sendResetPassword: (body: SendResetPasswordRequest) =>
    api.post<null>(API_PATHS.authSendResetPassword, body),
  checkResetCode: (body: CheckResetCodeRequest) => api.post<null>(API_PATHS.authCheckResetCode, body),
  changePasswordWithCode: (body: ChangePasswordWithCodeRequest) =>
    api.post<null>(API_PATHS.authChangePasswordWithCode, body),
};

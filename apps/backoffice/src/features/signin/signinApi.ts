import {
  STAFF_AUTH_PATHS,
  type StaffChallenge,
  type StaffLoginRequest,
  type StaffSession,
  type StaffTotpRequest,
} from '@lale/contracts';
import { api } from '../../lib/api/client.ts';

// A 401 here is a wrong password or code, not an ended session: the page shows the message.
const asSignIn = { signOutOnUnauthorized: false } as const;

export const submitPassword = (body: StaffLoginRequest) =>
  api.post<StaffChallenge>(STAFF_AUTH_PATHS.login, body, asSignIn);

export const submitCode = (body: StaffTotpRequest) =>
  api.post<StaffSession>(STAFF_AUTH_PATHS.totp, body, asSignIn);

import type { TestApp } from '../support/app.ts';

/* Helpers of the EveryMatrix tests: the test configuration and a wallet call posted as EveryMatrix would. */

/** EveryMatrix's test credentials and launch (what EVERYMATRIX_* holds in these tests). */
export const EM_ENV = {
  EVERYMATRIX_LOGIN_NAME: 'lale-em-test',
  EVERYMATRIX_PASSWORD: 'em-test-password-4193',
  EVERYMATRIX_OPERATOR_ID: '4193',
  EVERYMATRIX_DOMAIN_ID: '2041',
  EVERYMATRIX_LAUNCH_URL: 'https://casino.em.example',
} as const;

/** The credentials every call carries, as EveryMatrix sends them. */
export const EM_CREDENTIALS = {
  LoginName: EM_ENV.EVERYMATRIX_LOGIN_NAME,
  Password: EM_ENV.EVERYMATRIX_PASSWORD,
  OperatorId: EM_ENV.EVERYMATRIX_OPERATOR_ID,
} as const;

export type EmAnswer = {
  ApiVersion: string;
  Request: string | null;
  ReturnCode: number;
  Message: string;
  Balance?: number;
  Currency?: string;
  SessionId?: string;
  AccountId?: string;
  AccountTransactionId?: string;
  TransactionStatus?: string;
  [k: string]: unknown;
};

/** Posts `body` (JSON text when a string) to the EveryMatrix wallet; HTTP 200 is required. */
export async function everyMatrix(
  t: TestApp,
  body: Record<string, unknown> | string,
  { remoteAddress }: { remoteAddress?: string } = {},
): Promise<EmAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/providers/everymatrix/wallet',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (response.statusCode !== 200) throw new Error(`everymatrix: HTTP ${response.statusCode}`);
  return JSON.parse(response.body) as EmAnswer;
}

/** A call with the test credentials. */
export const emCall = (t: TestApp, body: Record<string, unknown>) =>
  everyMatrix(t, { ApiVersion: '1.0', ...EM_CREDENTIALS, ...body });

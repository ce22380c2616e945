import { expect } from 'vitest';
import { generate } from 'otplib';
import type { StaffRole } from '@lale/contracts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../apps/api/src/modules/staff/demo-credentials.ts';

/*
 * The operator's side of a journey without a browser: a demo staff member (one per role, seeded outside
 * production with a published password and TOTP secret) signs in through the back-office API the way
 * the back office does — password, then code — and keeps the session cookie and the CSRF token for its
 * calls. A journey picks the least-privileged role that holds the permission it needs.
 */

export type StaffSession = { baseUrl: string; cookie: string; csrfToken: string };

export type DemoStaffRole = StaffRole;

const TOTP_STEP_MS = 30_000;

/** The code the member's authenticator shows now. */
export const demoStaffCode = (role: StaffRole): Promise<string> =>
  generate({ secret: DEMO_STAFF[role].totpSecret });

/** Until the next 30-second step begins: a code is taken once per step, so a second sign-in waits for it. */
export const untilNextTotpStep = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 50));

async function post(baseUrl: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function attemptSignIn(baseUrl: string, role: StaffRole): Promise<StaffSession | undefined> {
  const login = await post(baseUrl, '/api/admin/auth/login', {
    username: DEMO_STAFF[role].username,
    password: DEMO_STAFF_PASSWORD,
  });
  const challenge = (await login.json()) as {
    success: boolean;
    message: string;
    data: { challenge: string };
  };
  expect(login.status, challenge.message).toBe(200);
  const totp = await post(baseUrl, '/api/admin/auth/totp', {
    challenge: challenge.data.challenge,
    code: await demoStaffCode(role),
  });
  const signedIn = (await totp.json()) as { success: boolean; data: { csrfToken: string } };
  if (totp.status !== 200) return undefined;
  const cookie = totp.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith('lale_staff='));
  expect(cookie).toBeDefined();
  return { baseUrl, cookie: cookie!, csrfToken: signedIn.data.csrfToken };
}

/**
 * Signs the role's demo member in. A code is refused when this member already used this step's code
 * (replay protection); then once more with the next step's code and a fresh challenge.
 */
export async function staffLogin(baseUrl: string, role: StaffRole): Promise<StaffSession> {
  const first = await attemptSignIn(baseUrl, role);
  if (first) return first;
  await untilNextTotpStep();
  const second = await attemptSignIn(baseUrl, role);
  expect(second, `the ${role} demo member's code was refused twice`).toBeDefined();
  return second!;
}

/** One back-office call as the member, whatever it answers (the cookie, and the CSRF header on writes). */
export function adminFetch(
  session: StaffSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${session.baseUrl}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrfToken }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** One back-office call; fails the test on anything but 2xx and answers the envelope's data. */
export async function adminCall<T>(
  session: StaffSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await adminFetch(session, method, path, body);
  const envelope = (await response.json()) as { success: boolean; message: string; data: T };
  expect(response.status, envelope.message).toBeLessThan(300);
  return envelope.data;
}

/** A player's API token (the site's own sign-in), for journeys that act as the player without a page. */
export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await post(baseUrl, '/api/auth/login', { username, password });
  const envelope = (await response.json()) as { success: boolean; data: { token: string } };
  expect(envelope.success).toBe(true);
  return envelope.data.token;
}

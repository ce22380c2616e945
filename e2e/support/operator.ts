import { expect } from 'vitest';

/*
 * The operator's side of a journey: the back-office API as the seeded admin (admin1234) uses it.
 * Plain fetch, no browser: the operator's screens are not part of the player site.
 */

export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const envelope = (await response.json()) as { success: boolean; data: { token: string } };
  expect(envelope.success).toBe(true);
  return envelope.data.token;
}

export function adminLogin(baseUrl: string): Promise<string> {
  return apiLogin(baseUrl, 'admin1234', 'Admin1234!');
}

/** One back-office call; fails the test on anything but 2xx and answers the envelope's data. */
export async function adminCall<T>(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string; data: T };
  expect(response.status, envelope.message).toBeLessThan(300);
  return envelope.data;
}

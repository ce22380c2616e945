import type { AuthData, FullRegisterRequest } from '@lale/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Clock } from '../../src/platform/clock.ts';
import { STAFF_TOKEN_PREFIX, staffHeaders } from './staff-headers.ts';

/*
 * Helpers for the account tests: a clock the test moves, unique valid sign-up payloads, and calls
 * that return the envelope.
 */

export type TestClock = Clock & { advance(ms: number): void; set(at: Date | string): void };

export function testClock(start: Date | string = '2026-03-10T09:00:00Z'): TestClock {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    set: (at) => {
      now = new Date(at);
    },
  };
}

export const MINUTE = 60_000;

/** A Turkish national id that passes the checksum, built from 9 digits (the first not 0). */
export function personalNo(nine: string): string {
  const d = [...nine].map(Number);
  const at = (i: number) => d[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((sum, n) => sum + n, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

let serial = 0;

/** A full sign-up payload whose username, e-mail, phone and PersonalNo no other call of this run uses. */
export function fullRegistration(overrides: Partial<FullRegisterRequest> = {}): FullRegisterRequest {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  const payload: FullRegisterRequest = {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: `oyuncu${n}`,
    email: `oyuncu${n}@example.com`,
    phone: `90533000${n}`,
    PersonalNo: personalNo(`2${n}1234`),
    country: 1,
    currencyId: 1,
    birthDate: '1990-05-17',
    birthDateDay: '17',
    birthDateMonth: '05',
    birthDateYear: '1990',
    password: 'Gizli123!',
    password2: 'Gizli123!',
    ...overrides,
  };
  if (overrides.birthDate && !overrides.birthDateYear) {
    const [year, month, day] = overrides.birthDate.split('-') as [string, string, string];
    Object.assign(payload, { birthDateYear: year, birthDateMonth: month, birthDateDay: day });
  }
  return payload;
}

export type Envelope<T = unknown> = { success: boolean; message: string; data: T };
export type Answer<T = unknown> = { status: number; body: Envelope<T> };

export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions): Promise<Answer<T>> {
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

/** A player's bearer token, or a staff session from support/staff.ts (cookie and CSRF header). */
export const bearer = (token: string): Record<string, string> =>
  token.startsWith(STAFF_TOKEN_PREFIX) ? staffHeaders(token) : { authorization: `Bearer ${token}` };

let addressSerial = 0;

/**
 * A client address no other call of this run uses (10.200.0.1, 10.200.0.2, ...): tests that open many
 * accounts or text many phones stay under the per-address allowances, which have tests of their own.
 */
export function freshAddress(): string {
  addressSerial += 1;
  return `10.200.${Math.floor(addressSerial / 250)}.${(addressSerial % 250) + 1}`;
}

/** Signs up (from a fresh address unless `remoteAddress` is given) and answers the auth data. */
export async function registerOk(
  app: FastifyInstance,
  payload: object = fullRegistration(),
  remoteAddress = freshAddress(),
) {
  const answer = await call<AuthData>(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Partial<InjectOptions> = {},
) {
  return call<AuthData>(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    ...extra,
  });
}

/** The 6-digit code of the newest message the dev outbox holds for `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const answer = await call<{ body: string }[]>(app, {
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const code = /\b(\d{6})\b/.exec(answer.body.data[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** A 6-digit code different from `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

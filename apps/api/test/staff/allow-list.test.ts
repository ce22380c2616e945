import { STAFF_AUTH_PATHS } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/modules/staff/index.ts';
import { bearer } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';

/* STAFF_ALLOWED_IPS (issue #25): outside the listed ranges the back office answers 403 to everyone. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_ALLOWED_IPS: '10.1.0.0/16,203.0.113.7' } });
});
afterAll(() => t.close());

const login = (remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: STAFF_AUTH_PATHS.login,
    remoteAddress,
    payload: { username: DEMO_STAFF.owner.username, password: DEMO_STAFF_PASSWORD },
  });

describe('the staff address allow-list', () => {
  it('lets a listed address or range sign in and refuses any other, a live session included', async () => {
    expect((await login('10.1.20.30')).statusCode).toBe(200);
    expect((await login('203.0.113.7')).statusCode).toBe(200);
    expect((await login('10.2.0.1')).statusCode).toBe(403);
    const owner = await staffToken(t, 'owner');
    const list = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/staff', remoteAddress, headers: bearer(owner) });
    expect((await list('10.1.0.9')).statusCode).toBe(200);
    expect((await list('198.51.100.1')).statusCode).toBe(403);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, fullRegistration } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/app.ts';

/*
 * A registration whose insert fails is a 500 with a log line for the operator; that line must not carry
 * what the player typed (drizzle puts a failed query's parameters in its error and its message).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('personal data in the logs of a failed query', () => {
  it('logs the failure without the national ID, phone, e-mail or password hash', async () => {
    // Every new player row now breaks a constraint: the insert fails inside the registration.
    await t.database.db.execute(
      sql`alter table players add constraint refuse_new_players check (false) not valid`,
    );
    const payload = fullRegistration();
    const answer = await call(t.app, { method: 'POST', url: '/api/auth/register', payload });
    expect(answer.status).toBe(500);

    const failure = t.logs.find((line) => line.msg === 'request failed');
    expect(failure, 'the failure is logged').toBeDefined();
    const logged = JSON.stringify(t.logs);
    // The operator still learns which query failed and why.
    expect(logged).toContain('refuse_new_players');
    expect(logged).toContain('params: [redacted]');
    for (const value of [payload.PersonalNo, payload.phone, payload.email, payload.name, payload.surname]) {
      expect(logged).not.toContain(value);
    }
    expect(logged).not.toMatch(/\$argon2/);
  });
});

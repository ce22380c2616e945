import { STAFF_ROLES, type StaffRole } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { staffToken } from '../support/staff.ts';

/*
 * Every back-office route × every role (issue #25). The routes come from the server's own route table
 * (the staff guard records each /api/admin route as it is registered, and refuses to start with one
 * that declares no permission), so a new route missing from the matrix below fails here. The matrix is
 * written out literally: the permission each route needs and the roles that may call it. A role that
 * may not gets 403 before its body is read; one that may gets past the guard (here: a 2xx, or a 400/404
 * for the deliberately empty body and unknown ids, so nothing changes).
 */

/** The routes that check the session themselves: sign-in, and the live channel (each topic its permission; live.test.ts). */
const OWN_SESSION_CHECK = [
  ['POST', '/api/admin/auth/login'],
  ['POST', '/api/admin/auth/totp'],
  ['GET', '/api/admin/auth/me'],
  ['POST', '/api/admin/auth/logout'],
  ['GET', '/api/admin/live'],
];

const MATRIX: [method: string, url: string, permission: string, roles: string][] = [
  ['GET', '/api/admin/staff', 'staff.view', 'owner'],
  ['POST', '/api/admin/staff', 'staff.edit', 'owner'],
  ['PUT', '/api/admin/staff/:id', 'staff.edit', 'owner'],
  ['POST', '/api/admin/staff/:id/reset-2fa', 'staff.edit', 'owner'],
  ['GET', '/api/admin/bonus-definitions', 'bonuses.view', 'owner support payments risk content analyst'],
  ['POST', '/api/admin/bonus-definitions', 'bonuses.edit', 'owner content'],
  ['PUT', '/api/admin/bonus-definitions/:id', 'bonuses.edit', 'owner content'],
  ['DELETE', '/api/admin/bonus-definitions/:id', 'bonuses.edit', 'owner content'],
  [
    'GET',
    '/api/admin/bonus-definitions/:id/versions',
    'bonuses.view',
    'owner support payments risk content analyst',
  ],
  ['POST', '/api/admin/players/:id/bonuses', 'bonuses.approve', 'owner'],
  ['POST', '/api/admin/notifications', 'content.edit', 'owner content'],
  ['POST', '/api/admin/notifications/preview', 'content.edit', 'owner content'],
  ['POST', '/api/admin/casino/providers/:id/enabled', 'casino.edit', 'owner content'],
  ['POST', '/api/admin/casino/games/:id/enabled', 'casino.edit', 'owner content'],
  ['GET', '/api/admin/callbacks', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/callbacks/export', 'players.view', 'owner support payments risk trader analyst'],
  ['POST', '/api/admin/callbacks/:id/handle', 'players.edit', 'owner support risk'],
  ['GET', '/api/admin/cms/sliders', 'content.view', 'owner content analyst'],
  ['POST', '/api/admin/cms/sliders', 'content.edit', 'owner content'],
  ['PUT', '/api/admin/cms/sliders/:id', 'content.edit', 'owner content'],
  ['DELETE', '/api/admin/cms/sliders/:id', 'content.edit', 'owner content'],
  ['POST', '/api/admin/cms/sliders/reorder', 'content.edit', 'owner content'],
  ['GET', '/api/admin/cms/promotions', 'content.view', 'owner content analyst'],
  ['POST', '/api/admin/cms/promotions', 'content.edit', 'owner content'],
  ['PUT', '/api/admin/cms/promotions/:id', 'content.edit', 'owner content'],
  ['DELETE', '/api/admin/cms/promotions/:id', 'content.edit', 'owner content'],
  ['POST', '/api/admin/cms/promotions/reorder', 'content.edit', 'owner content'],
  ['GET', '/api/admin/cms/pages', 'content.view', 'owner content analyst'],
  ['POST', '/api/admin/cms/pages', 'content.edit', 'owner content'],
  ['PUT', '/api/admin/cms/pages/:id', 'content.edit', 'owner content'],
  ['DELETE', '/api/admin/cms/pages/:id', 'content.edit', 'owner content'],
  ['POST', '/api/admin/cms/pages/reorder', 'content.edit', 'owner content'],
  ['GET', '/api/admin/cms/popups', 'content.view', 'owner content analyst'],
  ['POST', '/api/admin/cms/popups', 'content.edit', 'owner content'],
  ['PUT', '/api/admin/cms/popups/:id', 'content.edit', 'owner content'],
  ['DELETE', '/api/admin/cms/popups/:id', 'content.edit', 'owner content'],
  ['GET', '/api/admin/cms/translations', 'content.view', 'owner content analyst'],
  ['PUT', '/api/admin/cms/translations', 'content.edit', 'owner content'],
  ['DELETE', '/api/admin/cms/translations/:locale/:key', 'content.edit', 'owner content'],
  ['GET', '/api/admin/cms/site-options', 'content.view', 'owner content analyst'],
  ['PUT', '/api/admin/cms/site-options/:key', 'content.edit', 'owner content'],
  ['DELETE', '/api/admin/cms/site-options/:key', 'content.edit', 'owner content'],
  ['GET', '/api/admin/cms/app-links', 'content.view', 'owner content analyst'],
  ['POST', '/api/admin/cms/app-links/reorder', 'content.edit', 'owner content'],
  ['PUT', '/api/admin/cms/app-links/:name', 'content.edit', 'owner content'],
  ['DELETE', '/api/admin/cms/app-links/:name', 'content.edit', 'owner content'],
  ['POST', '/api/admin/cms/media', 'content.edit', 'owner content'],
  ['GET', '/api/admin/cms/media', 'content.view', 'owner content analyst'],
  ['GET', '/api/admin/casino/jackpots', 'casino.view', 'owner support risk content analyst'],
  ['PUT', '/api/admin/casino/jackpots/:name', 'casino.edit', 'owner content'],
  ['GET', '/api/admin/casino/providers', 'casino.view', 'owner support risk content analyst'],
  ['GET', '/api/admin/casino/games', 'casino.view', 'owner support risk content analyst'],
  ['PUT', '/api/admin/casino/games/:id', 'casino.edit', 'owner content'],
  ['GET', '/api/admin/casino/categories', 'casino.view', 'owner support risk content analyst'],
  ['POST', '/api/admin/casino/categories', 'casino.edit', 'owner content'],
  ['POST', '/api/admin/casino/categories/reorder', 'casino.edit', 'owner content'],
  ['PUT', '/api/admin/casino/categories/:id', 'casino.edit', 'owner content'],
  ['GET', '/api/admin/game-wallet/held-refunds', 'casino.view', 'owner support risk content analyst'],
  ['POST', '/api/admin/game-wallet/held-refunds/:id/resolve', 'casino.approve', 'owner'],
  ['POST', '/api/admin/sports/events/:eventId/suspend', 'sports.edit', 'owner trader'],
  ['POST', '/api/admin/sports/events/:eventId/reopen', 'sports.edit', 'owner trader'],
  ['POST', '/api/admin/sports/events/:eventId/settle', 'sports.approve', 'owner trader'],
  ['POST', '/api/admin/sports/events/:eventId/resettle', 'sports.approve', 'owner trader'],
  ['GET', '/api/admin/sports/liability', 'sports.view', 'owner support risk trader analyst'],
  ['GET', '/api/admin/sports/bets', 'sports.view', 'owner support risk trader analyst'],
  ['GET', '/api/admin/sports/actions', 'sports.view', 'owner support risk trader analyst'],
  ['GET', '/api/admin/sports/events', 'sports.view', 'owner support risk trader analyst'],
  ['GET', '/api/admin/sports/events/:eventId', 'sports.view', 'owner support risk trader analyst'],
  ['PUT', '/api/admin/sports/events/:eventId/limits', 'sports.edit', 'owner trader'],
  ['GET', '/api/admin/sports/players/:playerId/limits', 'sports.view', 'owner support risk trader analyst'],
  ['PUT', '/api/admin/sports/players/:playerId/limits', 'sports.edit', 'owner trader'],
  ['GET', '/api/admin/payments', 'payments.view', 'owner support payments risk analyst'],
  ['GET', '/api/admin/payments/export', 'payments.view', 'owner support payments risk analyst'],
  ['GET', '/api/admin/payments/queue', 'payments.view', 'owner support payments risk analyst'],
  ['GET', '/api/admin/payments/:id/events', 'payments.view', 'owner support payments risk analyst'],
  ['POST', '/api/admin/payments/:id/confirm', 'payments.approve', 'owner payments'],
  ['POST', '/api/admin/payments/:id/reject', 'payments.approve', 'owner payments'],
  ['GET', '/api/admin/settings/withdrawal-approval', 'payments.view', 'owner support payments risk analyst'],
  ['PUT', '/api/admin/settings/withdrawal-approval', 'staff.edit', 'owner'],
  ['GET', '/api/admin/payment-methods', 'payments.view', 'owner support payments risk analyst'],
  ['POST', '/api/admin/payment-methods', 'payments.edit', 'owner payments'],
  ['POST', '/api/admin/payment-methods/reorder', 'payments.edit', 'owner payments'],
  ['PUT', '/api/admin/payment-methods/:id', 'payments.edit', 'owner payments'],
  ['POST', '/api/admin/payment-methods/:id/enabled', 'payments.edit', 'owner payments'],
  ['GET', '/api/admin/reports/dashboard', 'reports.view', 'owner payments risk trader content analyst'],
  ['GET', '/api/admin/reports/ggr', 'reports.view', 'owner payments risk trader content analyst'],
  ['GET', '/api/admin/reports/ggr/export', 'reports.view', 'owner payments risk trader content analyst'],
  ['GET', '/api/admin/reports/payments', 'reports.view', 'owner payments risk trader content analyst'],
  ['GET', '/api/admin/reports/payments/export', 'reports.view', 'owner payments risk trader content analyst'],
  ['GET', '/api/admin/reports/bonus-cost', 'reports.view', 'owner payments risk trader content analyst'],
  [
    'GET',
    '/api/admin/reports/bonus-cost/export',
    'reports.view',
    'owner payments risk trader content analyst',
  ],
  ['GET', '/api/admin/reports/players', 'reports.view', 'owner payments risk trader content analyst'],
  ['GET', '/api/admin/reports/players/export', 'reports.view', 'owner payments risk trader content analyst'],
  ['GET', '/api/admin/reports/reconciliation', 'reports.view', 'owner payments risk trader content analyst'],
  ['POST', '/api/admin/reports/reconciliation/statements', 'reports.edit', 'owner'],
  ['POST', '/api/admin/reports/reconciliation/rerun', 'reports.edit', 'owner'],
  ['GET', '/api/admin/corrections', 'payments.view', 'owner support payments risk analyst'],
  ['POST', '/api/admin/corrections', 'payments.edit', 'owner payments'],
  ['POST', '/api/admin/corrections/:id/approve', 'payments.approve', 'owner payments'],
  ['POST', '/api/admin/corrections/:id/reject', 'payments.approve', 'owner payments'],
  ['GET', '/api/admin/approvals/lines', 'staff.view', 'owner'],
  ['PUT', '/api/admin/approvals/lines', 'staff.edit', 'owner'],
  ['GET', '/api/admin/approvals/payments', 'payments.view', 'owner support payments risk analyst'],
  ['POST', '/api/admin/approvals/payments/:id/approve', 'payments.approve', 'owner payments'],
  ['POST', '/api/admin/approvals/payments/:id/reject', 'payments.approve', 'owner payments'],
  ['POST', '/api/admin/approvals/payments/:id/withdraw', 'payments.edit', 'owner payments'],
  ['GET', '/api/admin/approvals/bonuses', 'bonuses.view', 'owner support payments risk content analyst'],
  ['POST', '/api/admin/approvals/bonuses/:id/approve', 'bonuses.approve', 'owner'],
  ['POST', '/api/admin/approvals/bonuses/:id/reject', 'bonuses.approve', 'owner'],
  ['POST', '/api/admin/approvals/bonuses/:id/withdraw', 'bonuses.edit', 'owner content'],
  ['GET', '/api/admin/approvals/sports', 'sports.view', 'owner support risk trader analyst'],
  ['POST', '/api/admin/approvals/sports/:id/approve', 'sports.approve', 'owner trader'],
  ['POST', '/api/admin/approvals/sports/:id/reject', 'sports.approve', 'owner trader'],
  ['POST', '/api/admin/approvals/sports/:id/withdraw', 'sports.edit', 'owner trader'],
  ['GET', '/api/admin/integrity/findings', 'aml.view', 'owner risk'],
  ['GET', '/api/admin/audit', 'audit.view', 'owner risk'],
  ['GET', '/api/admin/players/:id/audit', 'audit.view', 'owner risk'],
  ['GET', '/api/admin/audit/export', 'audit.view', 'owner risk'],
  ['POST', '/api/admin/audit/verify', 'audit.view', 'owner risk'],
  ['GET', '/api/admin/players', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/players/export', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/players/:id', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/players/:id/ledger', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/players/:id/payments', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/players/:id/bonuses', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/players/:id/bets', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/players/:id/rounds', 'players.view', 'owner support payments risk trader analyst'],
  ['GET', '/api/admin/players/:id/sessions', 'players.view', 'owner support payments risk trader analyst'],
  ['POST', '/api/admin/players/:id/sessions/:sessionId/end', 'players.edit', 'owner support risk'],
  ['POST', '/api/admin/players/:id/sessions/end-all', 'players.edit', 'owner support risk'],
  ['POST', '/api/admin/players/:id/notes', 'players.edit', 'owner support risk'],
  ['POST', '/api/admin/players/:id/block', 'players.edit', 'owner support risk'],
  ['POST', '/api/admin/players/:id/unblock', 'players.edit', 'owner support risk'],
  ['POST', '/api/admin/players/:id/status', 'players.edit', 'owner support risk'],
  ['GET', '/api/admin/players/:id/restrictions', 'saferPlay.view', 'owner support risk'],
  ['POST', '/api/admin/players/:id/restrictions', 'saferPlay.edit', 'owner risk'],
  ['POST', '/api/admin/players/:id/restrictions/:restrictionId/lift', 'saferPlay.edit', 'owner risk'],
  ['GET', '/api/admin/saferplay/settings', 'saferPlay.view', 'owner support risk'],
  ['PUT', '/api/admin/saferplay/settings', 'saferPlay.edit', 'owner risk'],
  ['GET', '/api/admin/players/:id/kyc', 'kyc.view', 'owner support risk'],
  ['GET', '/api/admin/kyc/levels', 'kyc.view', 'owner support risk'],
  ['PUT', '/api/admin/kyc/levels', 'kyc.edit', 'owner risk'],
  ['GET', '/api/admin/kyc/retention', 'kyc.view', 'owner support risk'],
  ['PUT', '/api/admin/kyc/retention', 'kyc.edit', 'owner risk'],
  ['POST', '/api/admin/players/:id/kyc/review', 'kyc.edit', 'owner risk'],
  ['GET', '/api/admin/players/:id/kyc/documents/:documentId', 'kyc.view', 'owner support risk'],
  ['GET', '/api/admin/aml/cases', 'aml.view', 'owner risk'],
  ['GET', '/api/admin/aml/cases/reported/export', 'aml.view', 'owner risk'],
  ['GET', '/api/admin/aml/cases/:id', 'aml.view', 'owner risk'],
  ['GET', '/api/admin/aml/cases/:id/export', 'aml.view', 'owner risk'],
  ['POST', '/api/admin/aml/cases/:id/notes', 'aml.edit', 'owner risk'],
  ['POST', '/api/admin/aml/cases/:id/decision', 'aml.approve', 'owner risk'],
  ['POST', '/api/admin/aml/cases/:id/take', 'aml.edit', 'owner risk'],
  ['PUT', '/api/admin/aml/cases/:id/assignee', 'aml.approve', 'owner risk'],
  ['GET', '/api/admin/aml/assignees', 'aml.view', 'owner risk'],
  ['GET', '/api/admin/aml/rules', 'aml.view', 'owner risk'],
  ['PUT', '/api/admin/aml/rules/:code', 'aml.edit', 'owner risk'],
  ['GET', '/api/admin/aml/rates', 'aml.view', 'owner risk'],
  ['PUT', '/api/admin/aml/rates/:currency', 'aml.edit', 'owner risk'],
  ['GET', '/api/admin/screening', 'aml.view', 'owner risk'],
  ['GET', '/api/admin/players/:id/screening', 'aml.view', 'owner risk'],
  ['GET', '/api/admin/screening/sandbox/entries', 'aml.view', 'owner risk'],
  ['POST', '/api/admin/screening/sandbox/entries', 'aml.edit', 'owner risk'],
];

let t: TestApp;
const sessions = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) sessions.set(role, await staffToken(t, role));
});
afterAll(() => t.close());

/** A path with every parameter an id nobody has (a string one for the text keys). */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => (/id$/i.test(name) ? '987654321' : 'no-such'));

describe('the roles × routes matrix', () => {
  it('lists exactly the routes the server registered, each with the permission written here', () => {
    const table = t.modules.staff.routeTable();
    expect(
      table.filter((route) => route.permission === null).map((route) => [route.method, route.url]),
    ).toEqual(OWN_SESSION_CHECK);
    expect(
      table
        .filter((route) => route.permission !== null)
        .map((route) => [route.method, route.url, route.permission]),
    ).toEqual(MATRIX.map(([method, url, permission]) => [method, url, permission]));
  });

  it.each(MATRIX)('%s %s (%s): only %s', async (method, url, _permission, allowed) => {
    for (const role of STAFF_ROLES) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: concrete(url),
        headers: { ...bearer(sessions.get(role)!), 'x-locale': 'en' },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      const may = allowed.split(' ').includes(role);
      if (may) expect([401, 403], `${role} may call ${method} ${url}`).not.toContain(response.statusCode);
      else expect(response.statusCode, `${role} may not call ${method} ${url}`).toBe(403);
    }
  });

  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of MATRIX)
      expect((await t.app.inject({ method: method as 'GET', url: concrete(url) })).statusCode).toBe(401);
  });
});

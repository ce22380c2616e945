import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../src/platform/paths.ts';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type OpenApi = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
        parameters?: { name: string; in: string }[];
      }
    >
  >;
};

describe('GET /api/health', () => {
  it('reports status, version and the database engine in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '',
      data: { status: 'ok', version: API_VERSION, database: t.database.kind },
    });
  });
});

describe('API documentation', () => {
  it('is the document snapshotted before issue 24 moved routes into module manifests', async () => {
    // Every path, method, parameter and schema a caller reads; a deliberate change updates the file.
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    await expect(JSON.stringify(response.json(), null, 2) + '\n').toMatchFileSnapshot(
      './snapshots/openapi.json',
    );
  });

  it('publishes an OpenAPI 3.1 document listing every endpoint with its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/admin/aml/assignees',
      '/api/admin/aml/cases',
      '/api/admin/aml/cases/reported/export',
      '/api/admin/aml/cases/{id}',
      '/api/admin/aml/cases/{id}/assignee',
      '/api/admin/aml/cases/{id}/decision',
      '/api/admin/aml/cases/{id}/export',
      '/api/admin/aml/cases/{id}/notes',
      '/api/admin/aml/cases/{id}/take',
      '/api/admin/aml/rates',
      '/api/admin/aml/rates/{currency}',
      '/api/admin/aml/rules',
      '/api/admin/aml/rules/{code}',
      '/api/admin/approvals/bonuses',
      '/api/admin/approvals/bonuses/{id}/approve',
      '/api/admin/approvals/bonuses/{id}/reject',
      '/api/admin/approvals/bonuses/{id}/withdraw',
      '/api/admin/approvals/lines',
      '/api/admin/approvals/payments',
      '/api/admin/approvals/payments/{id}/approve',
      '/api/admin/approvals/payments/{id}/reject',
      '/api/admin/approvals/payments/{id}/withdraw',
      '/api/admin/approvals/sports',
      '/api/admin/approvals/sports/{id}/approve',
      '/api/admin/approvals/sports/{id}/reject',
      '/api/admin/approvals/sports/{id}/withdraw',
      '/api/admin/audit',
      '/api/admin/audit/export',
      '/api/admin/audit/verify',
      '/api/admin/auth/login',
      '/api/admin/auth/logout',
      '/api/admin/auth/me',
      '/api/admin/auth/totp',
      '/api/admin/bonus-definitions',
      '/api/admin/bonus-definitions/{id}',
      '/api/admin/bonus-definitions/{id}/versions',
      '/api/admin/callbacks',
      '/api/admin/callbacks/export',
      '/api/admin/callbacks/{id}/handle',
      '/api/admin/casino/categories',
      '/api/admin/casino/categories/reorder',
      '/api/admin/casino/categories/{id}',
      '/api/admin/casino/games',
      '/api/admin/casino/games/{id}',
      '/api/admin/casino/games/{id}/enabled',
      '/api/admin/casino/jackpots',
      '/api/admin/casino/jackpots/{name}',
      '/api/admin/casino/providers',
      '/api/admin/casino/providers/{id}/enabled',
      '/api/admin/cms/app-links',
      '/api/admin/cms/app-links/reorder',
      '/api/admin/cms/app-links/{name}',
      '/api/admin/cms/media',
      '/api/admin/cms/pages',
      '/api/admin/cms/pages/reorder',
      '/api/admin/cms/pages/{id}',
      '/api/admin/cms/popups',
      '/api/admin/cms/popups/{id}',
      '/api/admin/cms/promotions',
      '/api/admin/cms/promotions/reorder',
      '/api/admin/cms/promotions/{id}',
      '/api/admin/cms/site-options',
      '/api/admin/cms/site-options/{key}',
      '/api/admin/cms/sliders',
      '/api/admin/cms/sliders/reorder',
      '/api/admin/cms/sliders/{id}',
      '/api/admin/cms/translations',
      '/api/admin/cms/translations/{locale}/{key}',
      '/api/admin/corrections',
      '/api/admin/corrections/{id}/approve',
      '/api/admin/corrections/{id}/reject',
      '/api/admin/game-wallet/held-refunds',
      '/api/admin/game-wallet/held-refunds/{id}/resolve',
      '/api/admin/integrity/findings',
      '/api/admin/kyc/levels',
      '/api/admin/kyc/retention',
      '/api/admin/notifications',
      '/api/admin/notifications/preview',
      '/api/admin/payment-methods',
      '/api/admin/payment-methods/reorder',
      '/api/admin/payment-methods/{id}',
      '/api/admin/payment-methods/{id}/enabled',
      '/api/admin/payments',
      '/api/admin/payments/export',
      '/api/admin/payments/queue',
      '/api/admin/payments/{id}/confirm',
      '/api/admin/payments/{id}/events',
      '/api/admin/payments/{id}/reject',
      '/api/admin/players',
      '/api/admin/players/export',
      '/api/admin/players/{id}',
      '/api/admin/players/{id}/audit',
      '/api/admin/players/{id}/bets',
      '/api/admin/players/{id}/block',
      '/api/admin/players/{id}/bonuses',
      '/api/admin/players/{id}/kyc',
      '/api/admin/players/{id}/kyc/documents/{documentId}',
      '/api/admin/players/{id}/kyc/review',
      '/api/admin/players/{id}/ledger',
      '/api/admin/players/{id}/notes',
      '/api/admin/players/{id}/payments',
      '/api/admin/players/{id}/restrictions',
      '/api/admin/players/{id}/restrictions/{restrictionId}/lift',
      '/api/admin/players/{id}/rounds',
      '/api/admin/players/{id}/screening',
      '/api/admin/players/{id}/sessions',
      '/api/admin/players/{id}/sessions/end-all',
      '/api/admin/players/{id}/sessions/{sessionId}/end',
      '/api/admin/players/{id}/status',
      '/api/admin/players/{id}/unblock',
      '/api/admin/reports/bonus-cost',
      '/api/admin/reports/bonus-cost/export',
      '/api/admin/reports/dashboard',
      '/api/admin/reports/ggr',
      '/api/admin/reports/ggr/export',
      '/api/admin/reports/payments',
      '/api/admin/reports/payments/export',
      '/api/admin/reports/players',
      '/api/admin/reports/players/export',
      '/api/admin/reports/reconciliation',
      '/api/admin/reports/reconciliation/rerun',
      '/api/admin/reports/reconciliation/statements',
      '/api/admin/saferplay/settings',
      '/api/admin/screening',
      '/api/admin/screening/sandbox/entries',
      '/api/admin/settings/withdrawal-approval',
      '/api/admin/sports/actions',
      '/api/admin/sports/bets',
      '/api/admin/sports/events',
      '/api/admin/sports/events/{eventId}',
      '/api/admin/sports/events/{eventId}/limits',
      '/api/admin/sports/events/{eventId}/reopen',
      '/api/admin/sports/events/{eventId}/resettle',
      '/api/admin/sports/events/{eventId}/settle',
      '/api/admin/sports/events/{eventId}/suspend',
      '/api/admin/sports/liability',
      '/api/admin/sports/players/{playerId}/limits',
      '/api/admin/staff',
      '/api/admin/staff/{id}',
      '/api/admin/staff/{id}/reset-2fa',
      '/api/auth/changepasswordwithcode',
      '/api/auth/checkresetcode',
      '/api/auth/form',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/register',
      '/api/auth/sendresetpassword',
      '/api/bonus/claim',
      '/api/bonus/definetrialbonus',
      '/api/bonus/forfeit',
      '/api/bonus/list',
      '/api/bonus/trialbonusamount',
      '/api/casino/amusnetlaunchurl',
      '/api/casino/categorygames',
      '/api/casino/dtlaunchurl',
      '/api/casino/egtlaunchurl',
      '/api/casino/emlaunchurl',
      '/api/casino/eqyptquest',
      '/api/casino/favorites',
      '/api/casino/gamehistory',
      '/api/casino/games',
      '/api/casino/hub88launchurl',
      '/api/casino/originalslaunchurl',
      '/api/casino/pragmaticlaunchurl',
      '/api/casino/roundtransactions',
      '/api/casino/softgamingslaunchurl',
      '/api/casino/togglefavorite',
      '/api/cms/callme',
      '/api/cms/grouped',
      '/api/customer/changepassword',
      '/api/customer/confirmdepositlimit',
      '/api/customer/depositlimits',
      '/api/customer/notification',
      '/api/customer/profile',
      '/api/customer/readnotification',
      '/api/customer/sessions',
      '/api/customer/setdepositlimit',
      '/api/customer/updatephone',
      '/api/dev/originals/clock',
      '/api/dev/outbox',
      '/api/dev/sports/script',
      '/api/health',
      '/api/kyc/document',
      '/api/kyc/status',
      '/api/kyc/submit',
      '/api/kyc/webhook/{provider}',
      '/api/originals/rotateseed',
      '/api/originals/round',
      '/api/originals/rounds',
      '/api/originals/seeds',
      '/api/payment/cancelwithdraw',
      '/api/payment/deposit',
      '/api/payment/detail',
      '/api/payment/methods',
      '/api/payment/transactions',
      '/api/payment/withdraw',
      '/api/payments/webhook/{provider}',
      '/api/saferplay/close',
      '/api/saferplay/confirmlimit',
      '/api/saferplay/confirmsessionlimit',
      '/api/saferplay/history',
      '/api/saferplay/limits',
      '/api/saferplay/realitycheck',
      '/api/saferplay/selfexclusion',
      '/api/saferplay/selfexclusion/endrequest',
      '/api/saferplay/sessionlimits',
      '/api/saferplay/setlimit',
      '/api/saferplay/setrealitycheck',
      '/api/saferplay/setsessionlimit',
      '/api/saferplay/status',
      '/api/saferplay/timeout',
      '/api/sports/cashout',
      '/api/sports/event',
      '/api/sports/events',
      '/api/sports/mybets',
      '/api/sports/placebet',
      '/api/user/balance',
      '/health/live',
      '/health/ready',
    ]);
    // Guarded calls say they need the bearer token.
    expect(JSON.stringify(doc.paths['/api/user/balance']?.get)).toContain('bearerAuth');

    const schemaOf = (path: string) =>
      JSON.stringify(doc.paths[path]?.get?.responses['200']?.content?.['application/json']?.schema);
    expect(schemaOf('/api/auth/form')).toContain('countries');
    expect(schemaOf('/api/cms/grouped')).toContain('sliderList');
    expect(schemaOf('/api/cms/grouped')).toContain('egtJackpotCards');
    expect(schemaOf('/api/health')).toContain('"pglite"');
    expect(doc.paths['/api/dev/outbox']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'to', in: 'query' })]),
    );
    // failures are documented as the error envelope
    expect(
      JSON.stringify(
        doc.paths['/api/health']?.get?.responses['5XX'] ?? doc.paths['/api/health']?.get?.responses['5xx'],
      ),
    ).toContain('success');
  });

  it('serves a browsable page that loads its script from this server, with its own CSP', async () => {
    const redirect = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(redirect.statusCode).toBe(301);

    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('src="js/scalar.js"');
    expect(page.body).toContain('/api/docs/openapi.json');
    expect(page.body).not.toMatch(/https?:\/\/cdn\./);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self' 'unsafe-inline'");

    const script = await t.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(100_000);
  });
});

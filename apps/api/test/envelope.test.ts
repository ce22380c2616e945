import { ErrorEnvelopeSchema } from '@lale/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT } from '../src/app.ts';
import { securityHeaders } from '../src/platform/security.ts';
import { createTestApp, type TestApp } from './support/app.ts';

const EchoBody = z.object({ username: z.string().min(5).max(30), age: z.number().int().min(18) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.post('/api/test/echo', { schema: { body: EchoBody } }, async (request) => ({
        success: true,
        message: '',
        data: request.body,
      }));
      app.get('/api/test/boom', async () => {
        throw new Error('connection to 10.0.0.7 refused: password authentication failed for user "lale"');
      });
    },
  });
});
afterAll(() => t.close());

function expectErrorEnvelope(response: { headers: Record<string, unknown>; json: () => unknown }) {
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = ErrorEnvelopeSchema.parse(response.json());
  expect(body.success).toBe(false);
  return body;
}

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/echo',
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('the /api envelope', () => {
  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await post('{"username": "abcde",');
    expect(response.statusCode).toBe(400);
    expect(expectErrorEnvelope(response).message).toBe('İstek gövdesi geçerli bir JSON değil.');
  });

  it('answers an empty JSON body with a 400 envelope', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expectErrorEnvelope(response);
  });

  it('reports invalid input field by field, in Turkish by default', async () => {
    const response = await post(JSON.stringify({ username: 'abc' }));
    expect(response.statusCode).toBe(400);
    const body = expectErrorEnvelope(response);
    expect(body.message).toBe('Lütfen işaretli alanları düzeltin.');
    expect(body.data).toEqual({
      errors: { username: 'En az 5 karakter olmalıdır.', age: 'Bu alan zorunludur.' },
    });
  });

  it('reports invalid input in English when x-locale is en', async () => {
    const response = await post(JSON.stringify({ username: 'x'.repeat(31), age: 12 }), { 'x-locale': 'en' });
    expect(response.statusCode).toBe(400);
    const body = expectErrorEnvelope(response);
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(body.data).toEqual({
      errors: { username: 'Must be at most 30 characters.', age: 'Must be at least 18.' },
    });
  });

  it('validates query strings the same way', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-locale': 'EN' },
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorEnvelope(response).data).toEqual({ errors: { to: 'This field is required.' } });
  });

  it('lets valid input through', async () => {
    const response = await post(JSON.stringify({ username: 'player1', age: 30 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: '', data: { username: 'player1', age: 30 } });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await post('username=player1', { 'content-type': 'text/plain' });
    expect(response.statusCode).toBe(415);
    expect(expectErrorEnvelope(response).message).toMatch(/application\/json/);
    const form = await post('username=player1', {
      'content-type': 'application/x-www-form-urlencoded',
      'x-locale': 'en',
    });
    expect(form.statusCode).toBe(415);
    expect(expectErrorEnvelope(form).message).toBe('The request body must be sent as application/json.');
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await post(JSON.stringify({ username: 'x'.repeat(BODY_LIMIT), age: 30 }), {
      'x-locale': 'en',
    });
    expect(response.statusCode).toBe(413);
    expect(expectErrorEnvelope(response).message).toBe('The request body is too large.');
  });

  it('answers unknown paths and methods under /api with a JSON 404, never HTML', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/health'],
      ['POST', '/api/cms/grouped'],
      ['GET', '/api/auth/form/extra'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(expectErrorEnvelope(response)).toEqual({
        success: false,
        message: 'İstenen adres bulunamadı.',
        data: null,
      });
    }
    const en = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-locale': 'en' } });
    expect(en.json()).toMatchObject({ message: 'The requested address was not found.' });
  });

  it('turns an unexpected error into a 500 that names only the request id, and logs the real error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(500);
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const body = expectErrorEnvelope(response);
    expect(body).toEqual({
      success: false,
      message: `Something went wrong. Please try again later. (Request id: ${requestId})`,
      data: null,
    });
    expect(response.body).not.toMatch(/10\.0\.0\.7|password|stack|Error/);

    const logged = t.logs.find((line) => line.reqId === requestId && line.level === 50);
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('connection to 10.0.0.7 refused');
  });

  it('gives every answer its own request id and ignores one sent by the client', async () => {
    const a = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged' },
    });
    const b = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).not.toBe('forged');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('keeps tokens and authorization headers out of the logs', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/health?access_token=tok-SECRET-123&code=654321',
      headers: { authorization: 'Bearer bearer-SECRET-456' },
    });
    const text = JSON.stringify(t.logs);
    expect(text).toContain('access_token=[redacted]');
    expect(text).not.toMatch(/SECRET|654321/);
  });

  it('sends a strict content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Scripts from this origin, the live-chat widget's loader and (outside production only) the one
    // constant inline script of the game sandbox's SoftGamings launch, by its hash.
    expect(csp).toMatch(/script-src 'self' https:\/\/embed\.tawk\.to 'sha256-[A-Za-z0-9+/]{43}=';/);
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:3000/);
    // Inline code never runs; inline styles are allowed only because the live-chat widget injects them
    // (PROTOCOLS §4e; test/live-chat-csp.test.ts pins the production policy with and without chat).
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/embed\.tawk\.to https:\/\/\*\.tawk\.to;/);
  });

  it('sends every security header on answers, refusals, crashes and unknown paths', async () => {
    const answers = await Promise.all(
      [
        { method: 'GET' as const, url: '/api/health' },
        { method: 'GET' as const, url: '/api/cms/grouped', headers: { 'accept-encoding': 'br' } },
        { method: 'POST' as const, url: '/api/test/echo', payload: { username: 'x' } },
        { method: 'GET' as const, url: '/api/test/boom' },
        { method: 'GET' as const, url: '/api/no-such-thing' },
      ].map((request) => t.app.inject(request)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 400, 500, 404]);
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      // Plain http here: HSTS would be meaningless (see the https case below).
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests when the site is served over https', () => {
    const headers = new Map(securityHeaders({ ...t.config, publicUrl: 'https://lale.example' }));
    expect(headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(headers.get('content-security-policy')).toContain("connect-src 'self' wss://lale.example");
  });
});

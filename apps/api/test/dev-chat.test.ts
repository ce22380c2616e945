import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

/*
 * The stand-in live-chat widget (LIVE_CHAT_SANDBOX=on, never in production): served for the other
 * loopback origin, it does to the page what the real widget does (the e2e site-rows journey loads it).
 */

let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:4100', LIVE_CHAT_SANDBOX: 'on' } });
  off = await createTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:4100' } });
});

afterAll(async () => {
  await t?.close();
  await off?.close();
});

describe('the stand-in live-chat widget', () => {
  it('serves a script that injects a style, sets style attributes, opens a frame and a socket on its origin', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/dev-chat/embed/lale-site/default' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    // The site's page loads it cross-origin.
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain("document.createElement('style')");
    expect(script.body).toContain("setAttribute('style'");
    expect(script.body).toContain('"http://localhost:4100/dev-chat/frame"');
    expect(script.body).toContain('new WebSocket("ws://localhost:4100/hub/dev-chat")');
    expect(script.body).toContain('maximize()');
  });

  it('serves its frame to be embedded by the site only', async () => {
    const frame = await t.app.inject({ method: 'GET', url: '/dev-chat/frame' });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('<h1>Canlı destek</h1>');
    expect(frame.headers['content-security-policy']).toContain('frame-ancestors http://127.0.0.1:4100');
  });

  it('does not exist unless switched on', async () => {
    const script = await off.app.inject({ method: 'GET', url: '/dev-chat/embed/lale-site/default' });
    expect(script.statusCode).not.toBe(200);
    expect(off.config.liveChat.sandbox).toBe(false);
  });
});

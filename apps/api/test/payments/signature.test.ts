import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from '../../src/modules/payments/index.ts';

/* The webhook signature (PROTOCOLS §7): HMAC-SHA256 over `t.rawBody`, constant-time, ±5 minutes. */

const SECRET = 'k'.repeat(40);
const NOW = new Date('2026-03-10T09:00:00Z');
const T = NOW.getTime() / 1000;
const BODY = Buffer.from('{"id":"evt_1","amount":50000}');

const check = (header: string | undefined, rawBody = BODY, now = NOW) =>
  verifyWebhookSignature({ secret: SECRET, header, rawBody, now });

describe('webhook signatures', () => {
  it('accepts its own signature over the exact bytes, within five minutes either way', () => {
    expect(check(signWebhook(SECRET, BODY, T))).toEqual({ ok: true });
    expect(check(signWebhook(SECRET, BODY, T - 300))).toEqual({ ok: true });
    expect(check(signWebhook(SECRET, BODY, T + 300))).toEqual({ ok: true });
  });

  it('refuses another secret, other bytes (even re-serialised JSON) and a moved timestamp', () => {
    expect(check(signWebhook('x'.repeat(40), BODY, T))).toEqual({ ok: false, reason: 'mismatch' });
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(BODY.toString()), null, 1));
    expect(check(signWebhook(SECRET, BODY, T), reformatted)).toEqual({ ok: false, reason: 'mismatch' });
    const moved = signWebhook(SECRET, BODY, T).replace(`t=${T}`, `t=${T + 1}`);
    expect(check(moved)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a stale or future timestamp', () => {
    expect(check(signWebhook(SECRET, BODY, T - 301))).toEqual({ ok: false, reason: 'stale' });
    expect(check(signWebhook(SECRET, BODY, T + 301))).toEqual({ ok: false, reason: 'stale' });
  });

  it('refuses malformed headers without throwing', () => {
    for (const header of [
      undefined,
      '',
      't=1',
      'v1=abc',
      `t=${T},v1=zz`,
      `t=abc,v1=${'0'.repeat(64)}`,
      `t=${T},v1=${'0'.repeat(63)}`,
    ]) {
      expect(check(header), String(header)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

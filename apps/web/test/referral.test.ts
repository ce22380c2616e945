import { INT32_MAX, refIdRule } from '@lale/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStartupForTests, runStartup } from '../src/app/startup.ts';
import { registerPayload } from '../src/features/auth/registerPayload.ts';
import { captureReferral, isRefId } from '../src/lib/referral.ts';
import { mockFetch } from './helpers.tsx';

const signUp = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse1990',
  email: 'ayse@example.com',
  phone: '905321234567',
  country: 7,
  password: 'gizli123',
  password2: 'gizli123',
};

beforeEach(() => {
  resetStartupForTests();
  window.history.replaceState(null, '', '/');
});

describe('referral links (spec §3: refId kept under the local key refId, sent at sign-up)', () => {
  it('keeps the id of a ?refId= link and sends it as a number with the sign-up', () => {
    expect(captureReferral('?refId=4821337')).toBe(4821337);
    expect(localStorage.getItem('refId')).toBe('4821337');
    expect(registerPayload(signUp, true)).toMatchObject({ refId: 4821337 });
  });

  it('ignores a value that is not a player number and keeps the one already stored', () => {
    localStorage.setItem('refId', '77');
    for (const bad of [
      '?refId=abc',
      '?refId=-5',
      '?refId=0',
      '?refId=1.5',
      '?refId=',
      '?refId=99999999999',
      '?x=1',
    ])
      expect(captureReferral(bad)).toBeNull();
    expect(localStorage.getItem('refId')).toBe('77');
    expect(registerPayload(signUp, false)).toMatchObject({ refId: 77 });
  });

  it('accepts exactly what refIdRule of the contracts accepts (checked without zod on the first page)', () => {
    const values = [
      1,
      2,
      7,
      4821337,
      INT32_MAX - 1,
      INT32_MAX,
      INT32_MAX + 1,
      2 ** 32,
      2 ** 53 - 1,
      2 ** 53,
      1e21,
      0,
      -0,
      -1,
      -INT32_MAX,
      1.5,
      0.5,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const value of values)
      expect(isRefId(value), String(value)).toBe(refIdRule.safeParse(value).success);
  });

  it('sends no refId when no link brought the visitor', () => {
    expect(registerPayload(signUp, true)).not.toHaveProperty('refId');
  });

  it('is read at start-up from the page address, on any route', async () => {
    mockFetch().mockRejectedValue(new TypeError('offline'));
    window.history.replaceState(null, '', '/casino/slot?refId=1234567');
    await runStartup({
      fetchBootstrap: () => Promise.reject(new Error('offline')),
      computeFingerprint: () => Promise.resolve('fp-1'),
    });
    expect(localStorage.getItem('refId')).toBe('1234567');
  });
});

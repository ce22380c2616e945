import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_CONTRACT,
  API_ENDPOINTS,
  API_METHODS,
  API_PATHS,
  HUB_PATH,
  LAUNCH_ENDPOINT_BY_PROVIDER,
} from '../src/index.ts';

/** Spec §7's table, copied verbatim (method and path relative to ./api/). */
const SPEC_CALLS = `
POST auth/login
POST auth/register
GET auth/form
GET auth/logout
POST auth/sendresetpassword
POST auth/checkresetcode
POST auth/changepasswordwithcode
POST customer/updatephone
POST customer/changepassword
POST customer/readnotification
POST customer/notification
GET bonus/definetrialbonus
GET bonus/trialbonusamount
GET cms/grouped
POST cms/callme
POST payment/detail
POST payment/withdraw
POST payment/deposit
GET user/balance
POST casino/games
POST casino/categorygames
POST casino/togglefavorite
GET casino/eqyptquest
POST casino/pragmaticlaunchurl
POST casino/dtlaunchurl
POST casino/emlaunchurl
POST casino/amusnetlaunchurl
POST casino/egtlaunchurl
POST casino/hub88launchurl
POST casino/softgamingslaunchurl
`
  .trim()
  .split('\n')
  .map((line) => {
    const [method, path] = line.split(' ');
    return `${method} /api/${path}`;
  });

describe('API_PATHS (spec §7)', () => {
  const listed = Object.values(API_ENDPOINTS).map((e) => `${e.method} ${e.path}`);

  it('lists every call of spec §7 with its method', () => {
    expect(listed).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('adds nothing but the account and safer-play pages, the cashier, bonus, casino and sportsbook pages and the health probe', () => {
    expect(listed.filter((call) => !SPEC_CALLS.includes(call))).toEqual([
      // Lale Sports (issue #13): the spec does not show the sportsbook's calls.
      'POST /api/sports/events',
      'POST /api/sports/event',
      'POST /api/sports/placebet',
      'POST /api/sports/mybets',
      'POST /api/sports/cashout',
      'GET /api/customer/profile',
      'GET /api/customer/sessions',
      'POST /api/payment/methods',
      'POST /api/payment/transactions',
      'POST /api/payment/cancelwithdraw',
      'GET /api/bonus/list',
      'POST /api/bonus/claim',
      'POST /api/bonus/forfeit',
      'GET /api/customer/depositlimits',
      'POST /api/customer/setdepositlimit',
      'POST /api/customer/confirmdepositlimit',
      // Safer play (issue #26): the player's own time-out and self-exclusion.
      'GET /api/saferplay/status',
      'POST /api/saferplay/timeout',
      'POST /api/saferplay/selfexclusion',
      'GET /api/saferplay/limits',
      'POST /api/saferplay/setlimit',
      'POST /api/saferplay/confirmlimit',
      'GET /api/saferplay/sessionlimits',
      'POST /api/saferplay/setsessionlimit',
      'POST /api/saferplay/confirmsessionlimit',
      'GET /api/saferplay/history',
      'POST /api/saferplay/close',
      'POST /api/saferplay/selfexclusion/endrequest',
      // Identity verification (issue #26): the player's level, documents and review.
      'GET /api/kyc/status',
      'POST /api/kyc/document',
      'POST /api/kyc/submit',
      'GET /api/saferplay/realitycheck',
      'POST /api/saferplay/setrealitycheck',
      'POST /api/casino/originalslaunchurl',
      'POST /api/casino/gamehistory',
      'POST /api/casino/roundtransactions',
      'GET /api/casino/favorites',
      // Lale Originals (issue #14): the player's provably fair seeds and rounds.
      'GET /api/originals/seeds',
      'POST /api/originals/rotateseed',
      'POST /api/originals/round',
      'POST /api/originals/rounds',
      'GET /api/health',
    ]);
  });

  it('has no duplicate path', () => {
    expect(new Set(Object.values(API_PATHS)).size).toBe(Object.keys(API_PATHS).length);
  });

  it('exposes path and method maps by key', () => {
    expect(API_PATHS.authLogin).toBe('/api/auth/login');
    expect(API_PATHS.casinoEgyptQuest).toBe('/api/casino/eqyptquest');
    expect(API_METHODS.authForm).toBe('GET');
    expect(API_METHODS.customerNotification).toBe('POST');
    expect(HUB_PATH).toBe('/hub/frnotify');
  });

  it('gives every endpoint a request and a response schema that OpenAPI can express', () => {
    for (const [key, endpoint] of Object.entries(API_CONTRACT)) {
      expect(endpoint.path, key).toBe(API_ENDPOINTS[key as keyof typeof API_ENDPOINTS].path);
      for (const io of ['input', 'output'] as const) {
        expect(() => z.toJSONSchema(endpoint.request, { io }), `${key} request`).not.toThrow();
        expect(() => z.toJSONSchema(endpoint.response, { io }), `${key} response`).not.toThrow();
      }
    }
  });

  it('launches each provider through its own endpoint', () => {
    expect(LAUNCH_ENDPOINT_BY_PROVIDER['Egt Digital']).toBe('casinoEgtLaunchUrl');
    expect(LAUNCH_ENDPOINT_BY_PROVIDER.EveryMatrix).toBe('casinoEmLaunchUrl');
    expect(LAUNCH_ENDPOINT_BY_PROVIDER.Digitain).toBe('casinoDtLaunchUrl');
    expect(LAUNCH_ENDPOINT_BY_PROVIDER['Lale Originals']).toBe('casinoOriginalsLaunchUrl');
    expect(new Set(Object.values(LAUNCH_ENDPOINT_BY_PROVIDER)).size).toBe(8);
  });
});

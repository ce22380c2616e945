import { describe, expect, it } from 'vitest';
import {
  API_CONTRACT,
  type ApiEndpointKey,
  AuthDataSchema,
  BalanceSchema,
  ErrorEnvelopeSchema,
  GameSchema,
  HealthSchema,
  LoginResponseSchema,
  NotificationRealtimeMessageSchema,
  NotificationSchema,
  PromotionSchema,
  RealtimeMessageSchema,
  CasinoCategorySchema,
  MessageResponseSchema,
  CasinoGamesRequestSchema,
  NotificationsRequestSchema,
  DepositRequestSchema,
  EgtLaunchUrlRequestSchema,
  SoftGamingsLaunchUrlRequestSchema,
  PaymentDetailResponseSchema,
  JackpotCardSchema,
} from '../src/index.ts';
import { EXAMPLES } from './examples.ts';
import { issues } from './helpers.ts';

const keys = Object.keys(API_CONTRACT) as ApiEndpointKey[];

describe('every endpoint', () => {
  it.each(keys)('%s accepts a realistic request and response', (key) => {
    expect(issues(API_CONTRACT[key].request, EXAMPLES[key].request)).toEqual([]);
    expect(issues(API_CONTRACT[key].response, EXAMPLES[key].response)).toEqual([]);
  });

  it.each(keys)('%s refuses a response without the envelope', (key) => {
    const { data } = EXAMPLES[key].response as { data: unknown };
    expect(API_CONTRACT[key].response.safeParse(data).success).toBe(false);
  });
});

describe('response details', () => {
  const authData = (EXAMPLES.authLogin.response as { data: Record<string, unknown> }).data;

  it('auth data needs every field of spec §3 and a UTC lastLoginAt', () => {
    for (const field of ['token', 'usercode', 'betsyCid', 'smsVerified', 'fingerprint', 'lastLoginAt']) {
      const { [field]: _dropped, ...rest } = authData;
      expect(AuthDataSchema.safeParse(rest).success, field).toBe(false);
    }
    expect(AuthDataSchema.safeParse({ ...authData, lastLoginAt: '2024-11-02 18:04' }).success).toBe(false);
  });

  // At most ISO 4217's 4 places: the schema cannot know the currency; its own places are minorToDecimal's.
  it('money has at most 4 decimals and is never negative', () => {
    expect(BalanceSchema.safeParse({ balance: 10.07, bonusBalance: 0.1 }).success).toBe(true);
    expect(BalanceSchema.safeParse({ balance: 10.075, bonusBalance: 1.2345 }).success).toBe(true);
    expect(BalanceSchema.safeParse({ balance: 10.07501, bonusBalance: 0 }).success).toBe(false);
    expect(BalanceSchema.safeParse({ balance: -1, bonusBalance: 0 }).success).toBe(false);
    expect(
      LoginResponseSchema.safeParse({ success: true, message: '', data: { ...authData, balance: '12.50' } })
        .success,
    ).toBe(false);
  });

  it('a notification has a spec type and a UTC ISO timestamp', () => {
    const n = { id: 1, title: 't', note: 'n', type: 4, timeStamp: '2024-01-31T23:59:00Z', isRead: true };
    expect(NotificationSchema.safeParse(n).success).toBe(true);
    expect(NotificationSchema.safeParse({ ...n, type: 6 }).success).toBe(false);
    expect(NotificationSchema.safeParse({ ...n, timeStamp: '2024-01-31T23:59:00+03:00' }).success).toBe(
      false,
    );
  });

  it('a message-only answer carries data null, not an omitted key', () => {
    expect(MessageResponseSchema.safeParse({ success: true, message: 'ok', data: null }).success).toBe(true);
    expect(MessageResponseSchema.safeParse({ success: true, message: 'ok' }).success).toBe(false);
  });

  it('a validation refusal carries field errors', () => {
    const refusal = {
      success: false,
      message: 'Lütfen işaretli alanları düzeltin.',
      data: { errors: { username: 'Bu alan zorunludur.' } },
    };
    expect(ErrorEnvelopeSchema.safeParse(refusal).success).toBe(true);
  });

  it('payment field definitions need a known object type and a nullable mask and option', () => {
    const field = { key: 'amount', mask: null, objectType: 4, option: null };
    expect(PaymentDetailResponseSchema.safeParse({ success: true, message: '', data: [field] }).success).toBe(
      true,
    );
    const bad = { ...field, objectType: 8 };
    expect(PaymentDetailResponseSchema.safeParse({ success: true, message: '', data: [bad] }).success).toBe(
      false,
    );
    const { mask: _m, ...noMask } = field;
    expect(
      PaymentDetailResponseSchema.safeParse({ success: true, message: '', data: [noMask] }).success,
    ).toBe(false);
  });

  it('entities of spec §3 parse realistic values', () => {
    expect(
      GameSchema.safeParse({
        gameCode: 'x1',
        name: 'X',
        providerName: 'Hub88',
        mainProviderId: 2,
        productId: null,
        system: null,
      }).success,
    ).toBe(true);
    expect(
      GameSchema.safeParse({
        gameCode: 'x1',
        name: 'X',
        providerName: 'NetEnt',
        mainProviderId: 2,
        productId: null,
        system: null,
      }).success,
    ).toBe(false);
    expect(
      CasinoCategorySchema.safeParse({ id: 1, name: 'Slot', slugList: ['slot', 'popular'], imageUrl: null })
        .success,
    ).toBe(true);
    expect(
      PromotionSchema.safeParse({
        id: 1,
        images: ['/a.webp', '/b.webp'],
        title: 'Bonus',
        description: '<p>x</p>',
      }).success,
    ).toBe(true);
    expect(HealthSchema.safeParse({ status: 'ok', version: '1.0.0', database: 'postgres' }).success).toBe(
      true,
    );
    expect(HealthSchema.safeParse({ status: 'ok', version: '1.0.0', database: 'mysql' }).success).toBe(false);
    expect(
      JackpotCardSchema.safeParse({ instanceName: 'High Cash', levelStats: [{ level: 1, value: 1 }] })
        .success,
    ).toBe(false);
  });

  it('realtime messages have a command and a message', () => {
    expect(RealtimeMessageSchema.safeParse({ command: 'BalanceChanged', message: '12.5' }).success).toBe(
      true,
    );
    expect(RealtimeMessageSchema.safeParse({ message: 'x' }).success).toBe(false);
    const notification = {
      id: 1,
      title: 't',
      note: 'n',
      type: 5,
      timeStamp: '2024-01-31T23:59:00Z',
      isRead: false,
    };
    expect(
      NotificationRealtimeMessageSchema.safeParse({ command: 'Notification', message: notification }).success,
    ).toBe(true);
  });
});

describe('request details', () => {
  it('notification paging defaults to skip 0, take 100 and refuses more than 100', () => {
    expect(NotificationsRequestSchema.parse({})).toEqual({ skip: 0, take: 100 });
    expect(NotificationsRequestSchema.safeParse({ skip: 0, take: 101 }).success).toBe(false);
    expect(NotificationsRequestSchema.safeParse({ skip: -1, take: 10 }).success).toBe(false);
  });

  it('game search defaults to a page of 4', () => {
    expect(CasinoGamesRequestSchema.parse({ live: true, search: 'rulet' })).toEqual({
      live: true,
      search: 'rulet',
      skip: 0,
      take: 4,
    });
  });

  it("deposit target must be 'pay'", () => {
    expect(DepositRequestSchema.safeParse({ id: 1, target: 'withdraw', detail: {} }).success).toBe(false);
  });

  it('EGT/Hub88 platform is 1 or 2 and lobbyUrl must be http(s)', () => {
    const launch = { platform: 1, gameCode: '2001', language: 'tr', lobbyUrl: 'https://lale.example/' };
    expect(EgtLaunchUrlRequestSchema.safeParse({ ...launch, platform: 3 }).success).toBe(false);
    expect(EgtLaunchUrlRequestSchema.safeParse({ ...launch, lobbyUrl: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(EgtLaunchUrlRequestSchema.safeParse({ ...launch, language: 'de' }).success).toBe(false);
  });

  it('SoftGamings isMobile is 1 or 0, not a boolean', () => {
    expect(
      SoftGamingsLaunchUrlRequestSchema.safeParse({ system: '998', pageCode: 'x', isMobile: true }).success,
    ).toBe(false);
    expect(
      SoftGamingsLaunchUrlRequestSchema.safeParse({ system: '998', pageCode: 'x', isMobile: 1 }).success,
    ).toBe(true);
  });
});

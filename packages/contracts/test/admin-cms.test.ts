import { describe, expect, it } from 'vitest';
import {
  CONTENT_IMAGE_ORIGINS,
  ADMIN_CMS_TITLE_MAX,
  AdminAppLinkParamsSchema,
  AdminPromotionInputSchema,
  AdminReorderRequestSchema,
  AdminSiteOptionParamsSchema,
  AdminTranslationInputSchema,
  CALL_ME_PHONE_DIGITS,
  CallMeRequestSchema,
  formatCallMeMessage,
  formatIssue,
  isContentImageUrl,
  isSafeLink,
  parseCallMeMessage,
} from '../src/index.ts';
import { issues, repeat } from './helpers.ts';

/* Rules of the operator content API (admin-cms.ts) and the call-request message (cms.ts). */

describe('links of operator content', () => {
  it.each([
    '/promotions',
    '/casino/live?tab=1#top',
    '/',
    'https://t.me/lalebet',
    'https://a.example:8443/x?y=1',
  ])('accepts %s', (value) => expect(isSafeLink(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'http://lale.bet',
    '//evil.example',
    '/\\evil.example',
    'https://user:pass@evil.example',
    'https://evil.example/a b',
    'https://',
    'promotions',
    ' /promotions',
    '/promo\ttions',
    'https://a.example/\u0000',
  ])('refuses %j', (value) => expect(isSafeLink(value)).toBe(false));
});

describe('pictures of operator content', () => {
  it.each(['/media/promotions/welcome-card.svg', '/media/a/b/c.webp'])('accepts %s', (value) =>
    expect(isContentImageUrl(value)).toBe(true),
  );

  // Both sides of the origin list the site's CSP img-src is built from.
  const CDN = ['https://cdn.example.com'];
  it.each(['https://cdn.example.com/p.png', 'https://CDN.example.com/a/b.webp?v=2'])(
    'accepts %s when its origin is allowed',
    (value) => expect(isContentImageUrl(value, CDN)).toBe(true),
  );
  it.each([
    'https://cdn.example.com/p.png',
    'https://cdn.example.com.evil.example/p.png',
    'https://cdn.example.com:8443/p.png',
    'https://other.example/p.png',
  ])('refuses %s when its origin is not allowed', (value) => {
    expect(isContentImageUrl(value, value.startsWith('https://cdn.example.com/') ? [] : CDN)).toBe(false);
  });
  it('allows exactly the origins of CONTENT_IMAGE_ORIGINS by default', () => {
    for (const origin of CONTENT_IMAGE_ORIGINS) expect(isContentImageUrl(`${origin}/p.png`)).toBe(true);
    expect(isContentImageUrl('https://not-an-allowed-origin.example/p.png')).toBe(false);
  });

  it.each([
    '/media/',
    '/media/../secret.png',
    '/media/a/./b.png',
    '/media//a.png',
    '/uploads/a.png',
    '/media/a b.png',
    'data:image/png;base64,AAAA',
    'http://cdn.example.com/p.png',
    'javascript:alert(1)',
  ])('refuses %j', (value) => expect(isContentImageUrl(value)).toBe(false));
});

describe('admin inputs', () => {
  const promotion = {
    title: { tr: 'Başlık', en: 'Title' },
    description: { tr: '<p>x</p>', en: '<p>y</p>' },
    images: { card: '/media/p/card.svg', detail: '/media/p/detail.png' },
    active: true,
  };

  it(`titles are 1-${ADMIN_CMS_TITLE_MAX} characters in both languages`, () => {
    const withTitle = (tr: string) => ({ ...promotion, title: { tr, en: 'x' } });
    expect(issues(AdminPromotionInputSchema, withTitle(repeat(ADMIN_CMS_TITLE_MAX)))).toEqual([]);
    expect(issues(AdminPromotionInputSchema, withTitle(repeat(ADMIN_CMS_TITLE_MAX + 1)))).toHaveLength(1);
    expect(issues(AdminPromotionInputSchema, withTitle(''))).toEqual([
      { path: 'title.tr', message: 'required' },
    ]);
    expect(issues(AdminPromotionInputSchema, { ...promotion, title: { tr: 'x' } })).toEqual([
      { path: 'title.en', message: 'required' },
    ]);
  });

  it('a bad picture or link reads as a sentence the operator can act on', () => {
    const result = AdminPromotionInputSchema.safeParse({
      ...promotion,
      images: { card: 'x.png', detail: 'x' },
    });
    const [issue] = result.error!.issues;
    expect(formatIssue(issue!, 'en')).toMatch(/^Enter a path starting with \/media\//);
  });

  it('site option keys and app-link names are lower-cased, then limited to a-z, digits, . - _', () => {
    expect(AdminSiteOptionParamsSchema.parse({ key: 'Chat-Site-ID' })).toEqual({ key: 'chat-site-id' });
    expect(AdminAppLinkParamsSchema.parse({ name: 'TikTok' })).toEqual({ name: 'tiktok' });
    for (const key of ['', 'chat id', 'a/b', 'şans', repeat(101)]) {
      expect(AdminSiteOptionParamsSchema.safeParse({ key }).success, key).toBe(false);
    }
    expect(AdminSiteOptionParamsSchema.safeParse({ key: repeat(100) }).success).toBe(true);
  });

  it('translation keys are dotted names; the locale is one of the site', () => {
    const row = (key: string, locale = 'en') => ({ locale, key, value: 'x' });
    for (const key of ['home.welcome', 'header.login', 'REGISTER_DONE', 'a.b-c.d_e']) {
      expect(AdminTranslationInputSchema.safeParse(row(key)).success, key).toBe(true);
    }
    for (const key of ['', '.a', 'a.', 'a..b', '1a', 'a b', 'a/b']) {
      expect(AdminTranslationInputSchema.safeParse(row(key)).success, key).toBe(false);
    }
    expect(AdminTranslationInputSchema.safeParse(row('a', 'de')).success).toBe(false);
  });

  it('a reorder names at least one id', () => {
    expect(AdminReorderRequestSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(AdminReorderRequestSchema.safeParse({ ids: [0] }).success).toBe(false);
    expect(AdminReorderRequestSchema.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
  });
});

describe('call request message', () => {
  const send = (phone: string, text = 'Beni arayın') =>
    CallMeRequestSchema.safeParse({ name: 'Ahmet Kaya', message: formatCallMeMessage(phone, text) });

  it('splits back into phone and text', () => {
    expect(parseCallMeMessage(formatCallMeMessage('905321234567', 'iki\nsatır'))).toEqual({
      phone: '905321234567',
      text: 'iki\nsatır',
    });
    expect(parseCallMeMessage('Mesaj: merhaba')).toBeNull();
  });

  it(`needs ${CALL_ME_PHONE_DIGITS.min}-${CALL_ME_PHONE_DIGITS.max} digits in the phone`, () => {
    expect(send(repeat(CALL_ME_PHONE_DIGITS.min, '5')).success).toBe(true);
    expect(send(repeat(CALL_ME_PHONE_DIGITS.max, '5')).success).toBe(true);
    expect(send('+90 532 123 45 67').success).toBe(true);
    for (const phone of [
      repeat(CALL_ME_PHONE_DIGITS.min - 1, '5'),
      repeat(CALL_ME_PHONE_DIGITS.max + 1, '5'),
      '90',
      '',
    ]) {
      const result = send(phone);
      expect(
        result.error?.issues.map((i) => i.message),
        phone,
      ).toEqual(['phoneRequired']);
    }
  });

  it('needs a text that is not blank', () => {
    expect(send('905321234567', '  ').error?.issues.map((i) => i.message)).toEqual(['required']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  birthDateRule,
  birthDayRule,
  birthMonthRule,
  birthYearRule,
  callRequestMessageRule,
  callRequestNameRule,
  callRequestPhoneRule,
  countryIdRule,
  currencyIdRule,
  emailRule,
  loginUsernameRule,
  passwordRule,
  personalNoRule,
  personNameRule,
  phoneRule,
  recoveryUsernameRule,
  resetCodeRule,
  smsCodeRule,
  usernameRule,
} from '../src/index.ts';
import { firstMessageAt, repeat } from './helpers.ts';

const ok = (schema: Parameters<typeof firstMessageAt>[0], value: unknown) =>
  expect(schema.safeParse(value).success, `${JSON.stringify(value)} should pass`).toBe(true);
const fails = (schema: Parameters<typeof firstMessageAt>[0], value: unknown) =>
  expect(schema.safeParse(value).success, `${JSON.stringify(value)} should fail`).toBe(false);

/** min-1 and max+1 fail, min and max pass (spec §5 lengths), and '' is 'required' only. */
function checksLength(schema: Parameters<typeof firstMessageAt>[0], min: number, max: number, char = 'a') {
  fails(schema, repeat(min - 1, char));
  ok(schema, repeat(min, char));
  ok(schema, repeat(max, char));
  fails(schema, repeat(max + 1, char));
  expect(schema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['required']);
}

describe('text length rules (spec §5)', () => {
  it('login username is 5-30', () => checksLength(loginUsernameRule, 5, 30));
  it('login/sign-up/change/recovery password is 5-100', () => checksLength(passwordRule, 5, 100));
  it('sign-up name and surname are 2-100', () => checksLength(personNameRule, 2, 100));
  it('sign-up username is 5-30', () => checksLength(usernameRule, 5, 30));
  it('recovery username is 5-30, as long as sign-up allows', () => checksLength(recoveryUsernameRule, 5, 30));
  it('recovery code is 3-20', () => checksLength(resetCodeRule, 3, 20));
  it('call-request name is 5-30', () => checksLength(callRequestNameRule, 5, 30));
  it('call-request message is 5-100', () => checksLength(callRequestMessageRule, 5, 100));
  it('phone is 5-20 digits', () => checksLength(phoneRule, 5, 20, '5'));
});

describe('required', () => {
  it('a blank text counts as empty, a blank password does not', () => {
    expect(firstMessageAt(personNameRule, '   ')).toBe('required');
    ok(passwordRule, '     ');
  });
  it('a missing value is refused', () => {
    fails(loginUsernameRule, undefined);
    fails(phoneRule, undefined);
  });
});

describe('sign-up username: letters and digits only', () => {
  it.each(['player1', 'PLAYER2024', 'çağrıöşü', 'ÇAĞRIÖŞÜİ', 'Şükrü99'])('accepts %s', (value) =>
    ok(usernameRule, value),
  );
  it.each(['play er', 'player_1', 'player.1', 'play-er', 'игрок12', 'player!', 'ﾌﾟﾚｲﾔｰ1'])(
    'refuses %s',
    (value) => expect(firstMessageAt(usernameRule, value)).toBe('lettersAndDigits'),
  );
  it('login username does not apply the character rule', () => ok(loginUsernameRule, 'old_user.name'));
});

describe('email', () => {
  it('accepts valid addresses within 5-100', () => {
    ok(emailRule, 'a@b.co');
    ok(emailRule, `${repeat(100 - '@example.com'.length)}@example.com`);
  });
  it('refuses bad formats with the email code', () => {
    expect(firstMessageAt(emailRule, 'player.example.com')).toBe('email');
    expect(firstMessageAt(emailRule, 'player@example')).toBe('email');
    expect(firstMessageAt(emailRule, 'pla yer@example.com')).toBe('email');
  });
  it('enforces the length limits', () => {
    fails(emailRule, 'a@b.');
    fails(emailRule, `${repeat(101 - '@example.com'.length)}@example.com`);
    expect(firstMessageAt(emailRule, '')).toBe('required');
  });
});

describe('digit-only rules', () => {
  it('phone refuses non-digits', () => {
    expect(firstMessageAt(phoneRule, '90532 123 45 67')).toBe('digits');
    expect(firstMessageAt(phoneRule, '+905321234567')).toBe('digits');
    ok(phoneRule, '905321234567');
  });
  it('PersonalNo is exactly 11 digits', () => {
    fails(personalNoRule, '1234567890');
    ok(personalNoRule, '12345678901');
    fails(personalNoRule, '123456789012');
    expect(firstMessageAt(personalNoRule, '1234567890a')).toBe('digits');
    expect(firstMessageAt(personalNoRule, '')).toBe('required');
  });
  it('SMS code is exactly 6 digits, without the mask dashes', () => {
    fails(smsCodeRule, '12345');
    ok(smsCodeRule, '123456');
    fails(smsCodeRule, '1234567');
    expect(firstMessageAt(smsCodeRule, '12-345')).toBe('digits');
    fails(smsCodeRule, '12-34-56');
  });
  it('birth boxes take 2, 2 and 4 digits', () => {
    for (const [rule, length] of [
      [birthDayRule, 2],
      [birthMonthRule, 2],
      [birthYearRule, 4],
    ] as const) {
      fails(rule, repeat(length - 1, '1'));
      ok(rule, repeat(length, '1'));
      fails(rule, repeat(length + 1, '1'));
      expect(firstMessageAt(rule, repeat(length, 'x'))).toBe('digits');
      expect(firstMessageAt(rule, '')).toBe('required');
    }
  });
  it('birthDate is year-month-day', () => {
    ok(birthDateRule, '1990-03-07');
    expect(firstMessageAt(birthDateRule, '07.03.1990')).toBe('invalidDate');
    expect(firstMessageAt(birthDateRule, '')).toBe('required');
  });
});

describe('ids', () => {
  it('country is required: missing, NaN, 0 (the placeholder) and text all say required', () => {
    for (const value of [undefined, Number.NaN, 0, -1, '', '1', 1.5]) {
      expect(firstMessageAt(countryIdRule, value), String(value)).toBe('required');
    }
    ok(countryIdRule, 1);
  });
  it('currencyId defaults to 1 and refuses 0', () => {
    expect(currencyIdRule.parse(undefined)).toBe(1);
    expect(currencyIdRule.parse(2)).toBe(2);
    fails(currencyIdRule, 0);
  });
});

describe('call-request phone', () => {
  it.each(['', '90', '90 ', '+90'])('%j is phoneRequired', (value) =>
    expect(firstMessageAt(callRequestPhoneRule, value)).toBe('phoneRequired'),
  );
  it('a number after the prefix passes', () => ok(callRequestPhoneRule, '905321234567'));
  it.each(['9', '90532', '9053212345678', '445321234567'])('%j is phoneIncomplete', (value) =>
    expect(firstMessageAt(callRequestPhoneRule, value)).toBe('phoneIncomplete'),
  );
  it('mask spaces do not count', () => ok(callRequestPhoneRule, '90 532 123 45 67'));
});

import { describe, expect, it } from 'vitest';
import {
  CallMeRequestSchema,
  CallRequestFormSchema,
  ChangePasswordRequestSchema,
  ChangePasswordWithCodeRequestSchema,
  CheckResetCodeRequestSchema,
  FastRegisterRequestSchema,
  formatCallMeMessage,
  composeBirthDate,
  formatIssue,
  FullRegisterFieldsSchema,
  FullRegisterFormSchema,
  FullRegisterRequestSchema,
  issuesToFieldErrors,
  LoginRequestSchema,
  RecoveryPasswordFormSchema,
  RegisterRequestSchema,
  SendResetPasswordRequestSchema,
  UpdatePhoneRequestSchema,
} from '../src/index.ts';
import { firstMessageAt, issues } from './helpers.ts';

const fullRegistration = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayseyilmaz',
  email: 'ayse@example.com',
  phone: '905321234567',
  PersonalNo: '10000000146',
  country: 1,
  currencyId: 1,
  birthDate: '1990-03-07',
  birthDateDay: '07',
  birthDateMonth: '03',
  birthDateYear: '1990',
  trialBonus: 1 as const,
  password: 'secret1',
  password2: 'secret1',
  refId: 42,
};

const fastRegistration = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayseyilmaz',
  email: 'ayse@example.com',
  phone: '905321234567',
  country: 1,
  currencyId: 1,
  password: 'secret1',
  password2: 'secret1',
  isFast: true as const,
};

describe('login', () => {
  it('accepts the spec payload and reports each empty field as required', () => {
    expect(LoginRequestSchema.safeParse({ username: 'player1', password: 'secret' }).success).toBe(true);
    const errors = issuesToFieldErrors(
      LoginRequestSchema.safeParse({ username: '', password: '' }).error!.issues,
      'en',
    );
    expect(errors).toEqual({ username: 'This field is required.', password: 'This field is required.' });
  });
});

describe('registration', () => {
  it('accepts the full payload, and the same without isFast or trialBonus', () => {
    expect(RegisterRequestSchema.safeParse(fullRegistration).success).toBe(true);
    const { trialBonus: _t, ...sent } = fullRegistration;
    expect(RegisterRequestSchema.safeParse({ ...sent, isFast: false }).success).toBe(true);
  });

  it('defaults currencyId to 1 when absent', () => {
    const { currencyId: _c, ...rest } = fullRegistration;
    expect(RegisterRequestSchema.parse(rest).currencyId).toBe(1);
  });

  it('fast variant needs no birth date or PersonalNo but still needs the country', () => {
    expect(RegisterRequestSchema.safeParse(fastRegistration).success).toBe(true);
    const { country: _c, ...noCountry } = fastRegistration;
    expect(firstMessageAt(RegisterRequestSchema, noCountry, 'country')).toBe('required');
  });

  it('full variant requires PersonalNo and the birth boxes', () => {
    const { PersonalNo: _p, birthDateDay: _d, ...rest } = fullRegistration;
    const paths = issues(RegisterRequestSchema, rest).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['PersonalNo', 'birthDateDay']));
  });

  it('reports a password mismatch on password2 with the message mismatch', () => {
    for (const schema of [RegisterRequestSchema, FullRegisterRequestSchema]) {
      expect(issues(schema, { ...fullRegistration, password2: 'secret2' })).toEqual([
        { path: 'password2', message: 'mismatch' },
      ]);
    }
    expect(issues(FastRegisterRequestSchema, { ...fastRegistration, password2: 'secret2' })).toEqual([
      { path: 'password2', message: 'mismatch' },
    ]);
  });

  it('still reports the mismatch while other fields are empty (as a half-filled form is)', () => {
    const result = issues(RegisterRequestSchema, { ...fullRegistration, name: '', password2: 'other1' });
    expect(result).toContainEqual({ path: 'name', message: 'required' });
    expect(result).toContainEqual({ path: 'password2', message: 'mismatch' });
  });

  it('refuses a day that does not exist, on the day box', () => {
    const feb30 = {
      birthDate: '1990-02-30',
      birthDateDay: '30',
      birthDateMonth: '02',
      birthDateYear: '1990',
    };
    expect(issues(RegisterRequestSchema, { ...fullRegistration, ...feb30 })).toEqual([
      { path: 'birthDateDay', message: 'invalidDate' },
    ]);
  });

  it('refuses a birthDate that differs from its boxes', () => {
    expect(issues(RegisterRequestSchema, { ...fullRegistration, birthDate: '1990-07-03' })).toEqual([
      { path: 'birthDate', message: 'invalidDate' },
    ]);
  });

  it('refuses a trialBonus other than 0 or 1 and a non-numeric refId', () => {
    expect(RegisterRequestSchema.safeParse({ ...fullRegistration, trialBonus: 2 }).success).toBe(false);
    expect(RegisterRequestSchema.safeParse({ ...fullRegistration, refId: '42' }).success).toBe(false);
  });
});

describe('phone verification (customer/updatephone)', () => {
  it('step 1 needs no code and drops one that is sent', () => {
    expect(UpdatePhoneRequestSchema.parse({ step: 1, phone: '905321234567', code: '' })).toEqual({
      step: 1,
      phone: '905321234567',
    });
  });
  it('step 2 requires a 6-digit code', () => {
    expect(
      firstMessageAt(UpdatePhoneRequestSchema, { step: 2, phone: '905321234567', code: '' }, 'code'),
    ).toBe('required');
    expect(
      UpdatePhoneRequestSchema.safeParse({ step: 2, phone: '905321234567', code: '123456' }).success,
    ).toBe(true);
  });
  it('refuses step 0 and 3', () => {
    expect(UpdatePhoneRequestSchema.safeParse({ step: 0, phone: '905321234567' }).success).toBe(false);
    expect(UpdatePhoneRequestSchema.safeParse({ step: 3, phone: '905321234567' }).success).toBe(false);
  });
});

describe('recovery', () => {
  it('carries the spec fields on each step', () => {
    expect(SendResetPasswordRequestSchema.safeParse({ username: 'player1' }).success).toBe(true);
    expect(CheckResetCodeRequestSchema.safeParse({ username: 'player1', code: '123' }).success).toBe(true);
    const change = { username: 'player1', code: '123456', password: 'newpass', password2: 'newpass' };
    expect(ChangePasswordWithCodeRequestSchema.safeParse(change).success).toBe(true);
  });
  it('reports a mismatch on password2 in the form and the request', () => {
    const mismatched = { username: 'player1', code: '123456', password: 'newpass', password2: 'newpas5' };
    expect(issues(ChangePasswordWithCodeRequestSchema, mismatched)).toEqual([
      { path: 'password2', message: 'mismatch' },
    ]);
    expect(issues(RecoveryPasswordFormSchema, { password: 'newpass', password2: 'newpas5' })).toEqual([
      { path: 'password2', message: 'mismatch' },
    ]);
  });
});

describe('change password', () => {
  it('reports a mismatch on confirmPassword', () => {
    const value = { oldPassword: 'oldpass', password: 'newpass', confirmPassword: 'newpas5' };
    expect(issues(ChangePasswordRequestSchema, value)).toEqual([
      { path: 'confirmPassword', message: 'mismatch' },
    ]);
  });
  it('requires all three fields with min 5', () => {
    const paths = issues(ChangePasswordRequestSchema, {
      oldPassword: '1234',
      password: '',
      confirmPassword: '',
    });
    expect(paths.map((i) => i.path)).toEqual(
      expect.arrayContaining(['oldPassword', 'password', 'confirmPassword']),
    );
  });
});

describe('call request', () => {
  it('the form refuses an empty or prefix-only phone with phoneRequired', () => {
    for (const phone of ['', '90']) {
      const result = CallRequestFormSchema.safeParse({ name: 'Ahmet Kaya', phone, message: 'Beni arayın' });
      const issue = result.error!.issues.find((i) => i.path[0] === 'phone')!;
      expect(formatIssue(issue, 'tr')).toBe('Lütfen telefon numaranızı girin');
      expect(formatIssue(issue, 'en')).toBe('Please enter your phone number');
    }
  });
  it('the API accepts the composed message, even at the form limits', () => {
    const message = formatCallMeMessage('9'.repeat(20), 'x'.repeat(100));
    expect(message.startsWith('Telefon No: ')).toBe(true);
    expect(message).toContain('\nMesaj: ');
    expect(CallMeRequestSchema.safeParse({ name: 'Ahmet Kaya', message }).success).toBe(true);
    expect(CallMeRequestSchema.safeParse({ name: 'Ahmet Kaya', message: `${message}x` }).success).toBe(false);
  });
});

describe('messages in both locales', () => {
  it("an empty field reads as 'required', not as a length message", () => {
    const issue = LoginRequestSchema.safeParse({ username: '', password: 'secret' }).error!.issues[0]!;
    expect(formatIssue(issue, 'tr')).toBe('Bu alan zorunludur.');
    expect(formatIssue(issue, 'en')).toBe('This field is required.');
  });
  it('a mismatch reads as such', () => {
    const value = { oldPassword: 'oldpass', password: 'newpass', confirmPassword: 'newpas5' };
    const errors = issuesToFieldErrors(ChangePasswordRequestSchema.safeParse(value).error!.issues, 'tr');
    expect(errors).toEqual({ confirmPassword: 'Şifreler eşleşmiyor.' });
  });
  it('too short and letters-and-digits read as sentences', () => {
    const result = FastRegisterRequestSchema.safeParse({ ...fastRegistration, username: 'ab', name: 'a' });
    const errors = issuesToFieldErrors(result.error!.issues, 'en');
    expect(errors.username).toBe('Must be at least 5 characters.');
    expect(errors.name).toBe('Must be at least 2 characters.');
    const bad = FastRegisterRequestSchema.safeParse({ ...fastRegistration, username: 'ayse_yilmaz' });
    expect(issuesToFieldErrors(bad.error!.issues, 'tr').username).toBe('Yalnızca harf ve rakam kullanın.');
  });
});

describe('full sign-up form (before birthDate is composed)', () => {
  const { birthDate: _b, ...form } = fullRegistration;

  it('validates the boxes and composes the payload birthDate', () => {
    expect(FullRegisterFormSchema.safeParse(form).success).toBe(true);
    const birthDate = composeBirthDate(form);
    expect(birthDate).toBe('1990-03-07');
    expect(RegisterRequestSchema.safeParse({ ...form, birthDate }).success).toBe(true);
  });

  it('flags a non-existent day while the rest of the form is still empty', () => {
    const halfFilled = { ...form, name: '', email: '', birthDateDay: '31', birthDateMonth: '04' };
    expect(issues(FullRegisterFormSchema, halfFilled)).toContainEqual({
      path: 'birthDateDay',
      message: 'invalidDate',
    });
  });

  it('the unrefined fields schema still allows pick()', () => {
    expect(() => FullRegisterFieldsSchema.pick({ name: true })).not.toThrow();
  });
});

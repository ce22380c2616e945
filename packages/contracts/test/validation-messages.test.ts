import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, LoginRequestSchema } from '../src/index.ts';

function fieldErrors(value: unknown, locale: 'tr' | 'en') {
  const result = LoginRequestSchema.safeParse(value);
  if (result.success) throw new Error('expected the payload to be refused');
  return issuesToFieldErrors(result.error.issues, locale);
}

describe('what a person reads for a bad payload', () => {
  it('calls a missing field required, in Turkish and English', () => {
    expect(fieldErrors({ password: 'secret1' }, 'tr')).toEqual({ username: 'Bu alan zorunludur.' });
    expect(fieldErrors({ password: 'secret1' }, 'en')).toEqual({ username: 'This field is required.' });
  });

  it('calls a value of the wrong type invalid, not missing', () => {
    expect(fieldErrors({ username: 12345, password: 'secret1' }, 'tr')).toEqual({
      username: 'Geçersiz değer türü.',
    });
    expect(fieldErrors({ username: 12345, password: 'secret1' }, 'en')).toEqual({
      username: 'Invalid value type.',
    });
  });
});

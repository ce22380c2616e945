import { describe, expect, it } from 'vitest';
import { emailKey, normalisePhone, usernameKey } from '../src/modules/auth/identity.ts';
import { lockedUntil } from '../src/modules/auth/throttle.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 10, 9, minutes));

describe('identifiers', () => {
  it('folds usernames the Turkish way, the dotted and dotless i as one letter, and e-mails case-insensitively', () => {
    expect(usernameKey('AYŞE')).toBe('ayşe');
    expect(usernameKey('İPEK')).toBe('ipek');
    expect(usernameKey('IŞIK')).toBe('işik');
    for (const name of ['Ali', 'ALİ', 'alı', 'ALI', 'ali', 'aLı'])
      expect(usernameKey(name), name).toBe('ali');
    expect(usernameKey('Çağrı')).toBe(usernameKey('ÇAĞRİ'));
    expect(emailKey(' Ayse@Example.COM ')).toBe('ayse@example.com');
  });

  it('stores phones with the 90 prefix', () => {
    expect(normalisePhone('5321234567')).toBe('905321234567');
    expect(normalisePhone('905321234567')).toBe('905321234567');
    expect(normalisePhone('4915112345678')).toBe('4915112345678');
  });
});

describe('login lock', () => {
  it('locks 15 minutes from the 5th failure within 15 minutes', () => {
    const failures = [at(14), at(10), at(5), at(1), at(0)];
    expect(lockedUntil(failures, 5, at(20))).toEqual(at(29));
    expect(lockedUntil(failures, 5, at(29))).toBeNull();
  });

  it('does not lock for failures spread over more than 15 minutes, or too few', () => {
    expect(lockedUntil([at(15), at(10), at(5), at(1), at(0)], 5, at(16))).toBeNull();
    expect(lockedUntil([at(3), at(2), at(1), at(0)], 5, at(4))).toBeNull();
  });
});

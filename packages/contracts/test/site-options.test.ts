import { describe, expect, it } from 'vitest';
import { allowedPhonePrefixes, hasAllowedPrefix } from '../src/index.ts';

describe('allowed phone prefixes (site option sms_country_prefixes)', () => {
  it('reads a comma-separated list of calling codes, a leading + allowed', () => {
    expect(allowedPhonePrefixes('90, 44 ,+994')).toEqual(['90', '44', '994']);
  });

  it('falls back to Türkiye when the option is unset, empty or holds nothing usable, never to "every country"', () => {
    expect(allowedPhonePrefixes(undefined)).toEqual(['90']);
    expect(allowedPhonePrefixes('  ')).toEqual(['90']);
    expect(allowedPhonePrefixes('all, 0, 1234, tr')).toEqual(['90']);
  });

  it('matches phones by their leading calling code', () => {
    expect(hasAllowedPrefix('905321234567', ['90'])).toBe(true);
    expect(hasAllowedPrefix('882355000123', ['90'])).toBe(false);
    expect(hasAllowedPrefix('447700900123', ['90', '44'])).toBe(true);
  });
});

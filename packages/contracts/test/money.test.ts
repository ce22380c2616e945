import { describe, expect, it } from 'vitest';
import {
  decimalToMinor,
  MAX_EXACT_MINOR,
  MAX_MINOR_UNITS,
  minorToDecimal,
  minorToDecimalText,
  MoneySchema,
} from '../src/index.ts';

/** What the player's browser reads: the JSON text of the number. */
const json = (minor: bigint, minorUnits: number) => JSON.stringify(minorToDecimal(minor, minorUnits));

describe('minor units → the API decimal', () => {
  it.each([
    [0n, 2, '0'],
    [0n, 0, '0'],
    [0n, 3, '0'],
    [5n, 2, '0.05'],
    [1007n, 2, '10.07'],
    [100_000n, 2, '1000'],
    [123_456n, 2, '1234.56'],
    [123_456n, 0, '123456'],
    [123_456n, 3, '123.456'],
    [5n, 3, '0.005'],
    [12_345n, 4, '1.2345'],
    [MAX_EXACT_MINOR, 2, '9999999999999.99'],
    [MAX_EXACT_MINOR, 3, '999999999999.999'],
    [MAX_EXACT_MINOR, 0, '999999999999999'],
  ])('%s with %s places is %s in the JSON', (minor, minorUnits, text) => {
    expect(json(minor, minorUnits)).toBe(text);
  });

  it('writes the exact decimal text at any size, far beyond 2^53 minor units', () => {
    expect(minorToDecimalText(2n ** 63n - 1n, 2)).toBe('92233720368547758.07');
    expect(minorToDecimalText(2n ** 53n + 1n, 3)).toBe('9007199254740.993');
    expect(minorToDecimalText(7n, 4)).toBe('0.0007');
    expect(minorToDecimalText(0n, 3)).toBe('0.000');
  });

  it('refuses an amount a JSON number would carry wrong, instead of answering a near one', () => {
    // 9007199254740993 minor: Number() would make it ...992, a different amount.
    expect(() => minorToDecimal(2n ** 53n + 1n, 0)).toThrow(RangeError);
    expect(() => minorToDecimal(2n ** 53n + 1n, 2)).toThrow(RangeError);
    expect(() => minorToDecimal(MAX_EXACT_MINOR + 1n, 2)).toThrow(RangeError);
  });

  it('refuses negative amounts and impossible minor units', () => {
    expect(() => minorToDecimal(-1n, 2)).toThrow(RangeError);
    for (const minorUnits of [-1, 1.5, MAX_MINOR_UNITS + 1, Number.NaN])
      expect(() => minorToDecimal(1n, minorUnits)).toThrow(RangeError);
  });

  it('gives numbers the API contract accepts (4 places at most, never negative)', () => {
    for (const [minor, minorUnits] of [
      [1007n, 2],
      [1005n, 3],
      [12_345n, 4],
      [MAX_EXACT_MINOR, 2],
    ] as const)
      expect(MoneySchema.safeParse(minorToDecimal(minor, minorUnits)).success).toBe(true);
    expect(MoneySchema.safeParse(1.23456).success).toBe(false);
    expect(MoneySchema.safeParse(-0.01).success).toBe(false);
  });
});

describe('an API decimal → minor units', () => {
  it.each([
    ['50', 2, 5000n],
    ['12.5', 2, 1250n],
    ['0,99', 2, 99n],
    [' 7 ', 2, 700n],
    ['0', 2, 0n],
    [0, 2, 0n],
    [0, 0, 0n],
    [0, 3, 0n],
    // 10.07 * 100 is 1006.9999999999999 in floating point; the conversion never multiplies.
    [10.07, 2, 1007n],
    [1.1, 2, 110n],
    [0.29, 2, 29n],
    [1.005, 3, 1005n],
    ['1.234', 3, 1234n],
    [50, 0, 50n],
    ['50', 0, 50n],
    [1.2345, 4, 12_345n],
    ['9999999999999.99', 2, MAX_EXACT_MINOR],
    [9_999_999_999_999.99, 2, MAX_EXACT_MINOR],
  ])('%j with %s places is %s', (amount, minorUnits, minor) => {
    expect(decimalToMinor(amount, minorUnits)).toBe(minor);
  });

  it.each([
    ['more places than the currency has', '1.234', 2],
    ['more places than the currency has', 1.005, 2],
    ['a fraction of a 0-place currency', 50.5, 0],
    ['a fraction of a 0-place currency', '50.5', 0],
    ['a float sum that is not a decimal of the currency', 0.1 + 0.2, 2],
    ['a negative number', -5, 2],
    ['a negative text', '-5', 2],
    ['an exponent', '1e3', 2],
    ['an exponent', 1e21, 2],
    ['a tiny number', 1e-7, 4],
    ['NaN', Number.NaN, 2],
    ['infinity', Number.POSITIVE_INFINITY, 2],
    ['empty text', '', 2],
    ['words', 'abc', 2],
    ['no whole part', '.5', 2],
    ['no fraction after the separator', '5.', 2],
    ['a thousands separator', '1.234,56', 2],
    ['more than a JSON number carries exactly', '10000000000000.00', 2],
    ['more than a JSON number carries exactly', 2 ** 53, 0],
  ])('refuses %s: %j with %s places', (_why, amount, minorUnits) => {
    expect(decimalToMinor(amount, minorUnits)).toBeNull();
  });
});

describe('both directions', () => {
  it('a JSON amount read back is the same number of minor units, for every currency size', () => {
    // A deterministic spread of amounts from 0 to MAX_EXACT_MINOR, each at every number of places.
    let seed = 0x2545f491n;
    const amounts = [0n, 1n, 9n, 10n, 99n, 100n, 101n, MAX_EXACT_MINOR];
    for (let i = 0; i < 2_000; i += 1) {
      seed = (seed * 6_364_136_223_846_793_005n + 1_442_695_040_888_963_407n) % 2n ** 64n;
      // Uniform over the number of digits, so small and large amounts are both tried.
      amounts.push(seed % 10n ** BigInt(1 + (i % 15)));
    }
    const misread: string[] = [];
    for (const minor of amounts)
      for (let minorUnits = 0; minorUnits <= MAX_MINOR_UNITS; minorUnits += 1) {
        const sent = JSON.parse(json(minor, minorUnits)) as number;
        if (decimalToMinor(sent, minorUnits) !== minor) misread.push(`${minor}/${minorUnits} as ${sent}`);
        if (decimalToMinor(minorToDecimalText(minor, minorUnits), minorUnits) !== minor)
          misread.push(`${minor}/${minorUnits} as text`);
      }
    expect(misread).toEqual([]);
  });
});

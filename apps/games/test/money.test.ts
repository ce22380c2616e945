import { describe, expect, it } from 'vitest';
import {
  formatAmountInput,
  formatDecimal,
  formatGrouped,
  formatMoney,
  formatPercent,
  parseAmount,
  parseDecimal,
  toDecimal,
  toMinor,
} from '../src/shell/money.ts';

const TRY = { code: 'TRY', minorUnits: 2 };

describe('money on a game page', () => {
  it('formats lira the Turkish way and the English way', () => {
    expect(formatMoney(123_456n, TRY, 'tr')).toBe('1.234,56 ₺');
    expect(formatMoney(123_456n, TRY, 'en')).toBe('₺1,234.56');
    expect(formatMoney(0n, TRY, 'tr')).toBe('0,00 ₺');
    expect(formatMoney(5n, TRY, 'en')).toBe('₺0.05');
    expect(formatMoney(100_000_000_00n, TRY, 'tr')).toBe('100.000.000,00 ₺');
    expect(formatMoney(99_999n, TRY, 'tr')).toBe('999,99 ₺');
  });

  it('uses the currency code where it has no symbol, and its own number of decimals', () => {
    expect(formatMoney(1_234_567n, { code: 'KWD', minorUnits: 3 }, 'tr')).toBe('1.234,567 KWD');
    expect(formatMoney(1_234_567n, { code: 'KWD', minorUnits: 3 }, 'en')).toBe('KWD 1,234.567');
    expect(formatMoney(1_500n, { code: 'JPY', minorUnits: 0 }, 'en')).toBe('JPY 1,500');
    expect(formatMoney(-2_550n, TRY, 'en')).toBe('-₺25.50');
  });

  it('converts API decimals to minor units and back exactly', () => {
    expect(toMinor(10.07, 2)).toBe(1007n);
    expect(toMinor(0.3, 2)).toBe(30n);
    expect(toMinor(4.35, 2)).toBe(435n); // 4.35 * 100 is 434.99999999999994 in floating point
    expect(toMinor(1234.5, 2)).toBe(123_450n);
    expect(toMinor(5000, 2)).toBe(500_000n);
    expect(toMinor(7, 0)).toBe(7n);
    expect(toDecimal(1007n, 2)).toBe(10.07);
    expect(toDecimal(5n, 2)).toBe(0.05);
    expect(toDecimal(1_234_567n, 3)).toBe(1234.567);
    expect(() => toMinor(-1, 2)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 2)).toThrow(RangeError);
  });

  it('reads typed amounts with either decimal mark, refusing extra decimals', () => {
    expect(parseAmount('12,5', 2)).toBe(1250n);
    expect(parseAmount('12.5', 2)).toBe(1250n);
    expect(parseAmount(' 1.234,56 ₺', 2)).toBe(123_456n);
    expect(parseAmount('1,234.56', 2)).toBe(123_456n);
    expect(parseAmount('100', 2)).toBe(10_000n);
    expect(parseAmount('12,', 2)).toBe(1200n);
    expect(parseAmount(',5', 2)).toBe(50n);
    expect(parseAmount('1,005', 2)).toBeNull();
    expect(parseAmount('', 2)).toBeNull();
    expect(parseAmount(',', 2)).toBeNull();
    expect(parseAmount('-5', 2)).toBeNull();
    expect(parseAmount('1e3', 2)).toBeNull();
    expect(parseAmount('abc', 2)).toBeNull();
  });

  it('writes an input amount without grouping in the language', () => {
    expect(formatAmountInput(123_456n, 2, 'tr')).toBe('1234,56');
    expect(formatAmountInput(123_456n, 2, 'en')).toBe('1234.56');
    expect(formatAmountInput(100n, 2, 'tr')).toBe('1,00');
  });

  it('formats and reads plain numbers and percentages', () => {
    expect(formatDecimal(49.5, 2, 'tr')).toBe('49,50');
    expect(formatDecimal(1.98, 4, 'en')).toBe('1.9800');
    expect(formatGrouped(9900, 0, 'tr')).toBe('9.900');
    expect(formatGrouped(1234567.5, 2, 'en')).toBe('1,234,567.50');
    expect(formatGrouped(12, 0, 'en')).toBe('12');
    expect(formatPercent(99, 2, 'tr')).toBe('%99,00');
    expect(formatPercent(99, 2, 'en')).toBe('99.00%');
    expect(parseDecimal('49,5')).toBe(49.5);
    expect(parseDecimal(' 2.25 ')).toBe(2.25);
    expect(parseDecimal('×1,98')).toBe(1.98);
    expect(parseDecimal('50%')).toBe(50);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
    expect(parseDecimal('-3')).toBeNull();
  });
});

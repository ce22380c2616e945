import { describe, expect, it } from 'vitest';
import { formatLira } from '../src/lib/money.ts';

const intl = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

describe('formatLira', () => {
  it('reads like Intl’s tr-TR lira format', () => {
    expect(formatLira(1234.5)).toBe('₺1.234,50');
    expect(formatLira(0)).toBe('₺0,00');
    expect(formatLira(1_000_000)).toBe('₺1.000.000,00');
  });

  it('gives what Intl.NumberFormat gives for every kind of amount', () => {
    const amounts = [
      0, 0.004, 0.005, 0.1, 1, 9.99, 10, 999.995, 1000, 12345.678, 100000, 2_500_000.5, 987_654_321.01, -0,
      -0.001, -1, -1234.5, -1_000_000,
    ];
    for (const amount of amounts) expect(formatLira(amount), String(amount)).toBe(intl.format(amount));
  });

  it('shows nothing strange for values that are not numbers', () => {
    expect(formatLira(Number.NaN)).toBe('₺0,00');
    expect(formatLira(Number.POSITIVE_INFINITY)).toBe('₺0,00');
  });
});

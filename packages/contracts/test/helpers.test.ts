import { describe, expect, it } from 'vitest';
import {
  buildPaymentDetailSchema,
  egyptJackpotLevel,
  formatIssue,
  isAtLeastAge,
  isCalendarDate,
  isValidPersonalNo,
  JackpotCardSchema,
  MIN_PLAYER_AGE_YEARS,
  parseBirthDate,
  type PaymentField,
  selectJackpotCards,
  showableCard,
} from '../src/index.ts';
import { issues } from './helpers.ts';

describe('PersonalNo checksum', () => {
  it.each(['10000000146', '12345678950'])('accepts %s', (value) =>
    expect(isValidPersonalNo(value)).toBe(true),
  );
  it.each([
    ['a wrong 10th digit', '10000000156'],
    ['a wrong 11th digit', '10000000147'],
    ['a leading zero', '01234567890'],
    ['10 digits', '1000000014'],
    ['12 digits', '100000001460'],
    ['letters', '1000000014a'],
  ])('refuses %s', (_why, value) => expect(isValidPersonalNo(value)).toBe(false));
});

describe('birth date', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2023, 4, 31)).toBe(false);
    expect(isCalendarDate(2023, 13, 1)).toBe(false);
    expect(isCalendarDate(1899, 12, 31)).toBe(false);
    expect(parseBirthDate('1990-03-07')).toEqual({ year: 1990, month: 3, day: 7 });
    expect(parseBirthDate('1990-3-7')).toBeNull();
  });

  it('is 18 on the birthday, not the day before', () => {
    const today = new Date('2026-03-07T10:00:00Z');
    expect(isAtLeastAge('2008-03-07', today, MIN_PLAYER_AGE_YEARS)).toBe(true);
    expect(isAtLeastAge('2008-03-08', today, MIN_PLAYER_AGE_YEARS)).toBe(false);
    expect(isAtLeastAge('not a date', today, MIN_PLAYER_AGE_YEARS)).toBe(false);
  });
});

describe('jackpot cards', () => {
  const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ level: i + 1, value: (i + 1) * 100 }));

  it('keeps High Cash then Clover Chance, only with exactly 4 levels', () => {
    const cards = [
      { instanceName: 'Clover Chance', levelStats: levels(4) },
      { instanceName: 'Other', levelStats: levels(4) },
      { instanceName: 'High Cash', levelStats: levels(4) },
    ];
    expect(selectJackpotCards(cards).map((c) => c.instanceName)).toEqual(['High Cash', 'Clover Chance']);
    const shortHighCash = [{ instanceName: 'High Cash', levelStats: levels(3) }, cards[0]!];
    expect(selectJackpotCards(shortHighCash).map((c) => c.instanceName)).toEqual(['Clover Chance']);
  });

  it('judges a card as JackpotCardSchema does, without zod (the home page runs it in its first render)', () => {
    const level = { level: 1, value: 100 };
    const four = (stat: unknown) => [stat, level, level, level];
    const samples: unknown[] = [
      { instanceName: 'High Cash', levelStats: levels(4) },
      { instanceName: 'High Cash', levelStats: levels(4), extra: 1 },
      { instanceName: 'High Cash', levelStats: four({ level: 2, value: 0.5, extra: 'x' }) },
      { instanceName: '', levelStats: four({ level: -0, value: -3 }) },
      { instanceName: 'High Cash', levelStats: levels(3) },
      { instanceName: 'High Cash', levelStats: levels(5) },
      { instanceName: 'High Cash', levelStats: [] },
      { instanceName: 'High Cash' },
      { levelStats: levels(4) },
      { instanceName: 7, levelStats: levels(4) },
      { instanceName: 'High Cash', levelStats: 'four' },
      { instanceName: 'High Cash', levelStats: { length: 4 } },
      { instanceName: 'High Cash', levelStats: four({ level: 1.5, value: 1 }) },
      { instanceName: 'High Cash', levelStats: four({ level: 2 ** 53, value: 1 }) },
      { instanceName: 'High Cash', levelStats: four({ level: '1', value: 1 }) },
      { instanceName: 'High Cash', levelStats: four({ level: 1, value: NaN }) },
      { instanceName: 'High Cash', levelStats: four({ level: 1, value: Infinity }) },
      { instanceName: 'High Cash', levelStats: four({ level: 1, value: '100' }) },
      { instanceName: 'High Cash', levelStats: four({ level: 1 }) },
      { instanceName: 'High Cash', levelStats: four(null) },
      { instanceName: 'High Cash', levelStats: four([1, 100]) },
      [],
      null,
      undefined,
      'High Cash',
    ];
    for (const sample of samples) {
      const parsed = JackpotCardSchema.safeParse(sample);
      expect(showableCard(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('ignores the Egypt level 14000', () => {
    expect(egyptJackpotLevel(14000)).toBeNull();
    expect(egyptJackpotLevel(15320.75)).toBe(15320.75);
  });
});

describe('payment detail built from field definitions', () => {
  const fields: PaymentField[] = [
    { key: 'amount', mask: null, objectType: 4, option: null },
    { key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 1, option: null },
    { key: 'count', mask: null, objectType: 2, option: null },
    {
      key: 'bank',
      mask: null,
      objectType: 7,
      option: [
        { id: 1, name: 'Ziraat' },
        { id: 'isb', name: 'İş' },
      ],
    },
    { key: 'agree', mask: null, objectType: 5, option: null },
  ];
  const schema = buildPaymentDetailSchema(fields);
  const valid = { amount: 250.5, Iban: 'TR330006100519786457841326', count: 2, bank: 'isb', agree: true };

  it('accepts values of the right types', () => expect(schema.safeParse(valid).success).toBe(true));

  it('requires every field', () => {
    expect(issues(schema, { ...valid, Iban: '' })).toEqual([{ path: 'Iban', message: 'required' }]);
    const { amount: _a, ...noAmount } = valid;
    const issue = schema.safeParse(noAmount).error!.issues[0]!;
    expect(issue.path).toEqual(['amount']);
    expect(formatIssue(issue, 'en')).toBe('This field is required.');
  });

  it('wants numbers for numeric types and integers for Int', () => {
    expect(schema.safeParse({ ...valid, amount: '250.5' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, count: 2.5 }).success).toBe(false);
  });

  it('takes only an offered dropdown id, in its own type', () => {
    expect(schema.safeParse({ ...valid, bank: 1 }).success).toBe(true);
    expect(schema.safeParse({ ...valid, bank: '1' }).success).toBe(false);
    const issue = schema.safeParse({ ...valid, bank: 9 }).error!.issues[0]!;
    expect(formatIssue(issue, 'en')).toBe('Choose a valid option from the list.');
  });

  it('refuses keys the method did not ask for', () => {
    expect(schema.safeParse({ ...valid, extra: 'x' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/platform/csv.ts';

describe('CSV export', () => {
  it('escapes cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('ayşe')).toBe('ayşe');
  });

  it('keeps numbers as numbers, a negative amount included', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(toCsv([{ header: 'name', value: (row: string) => row }], ['a,b', 'say "hi"', 'x\ny'])).toBe(
      'name\r\n"a,b"\r\n"say ""hi"""\r\n"x\ny"\r\n',
    );
  });
});

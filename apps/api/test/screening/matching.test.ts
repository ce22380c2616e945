import type { ScreeningListEntry } from '@lale/contracts';
import { describe, expect, it } from 'vitest';
import { compareNames, matchEntry, nameTokens } from '../../src/modules/screening/matching.ts';
import type { ScreenedPerson } from '../../src/modules/screening/ports.ts';

/*
 * The matching rule (issue #26, ARCHITECTURE "Screening"): folded names in any order, a name score, the
 * birth date or year deciding between namesakes, an exact name alone when there is no birth date, a
 * national id on its own.
 */

const entry = (overrides: Partial<ScreeningListEntry> = {}): ScreeningListEntry => ({
  id: 'E-1',
  listName: 'Test list',
  category: 'sanctions',
  fullName: 'IŞIKGÖREN İsmihan',
  birthDate: '1975-11-02',
  birthYear: null,
  nationality: 'TR',
  nationalId: null,
  ...overrides,
});

const person = (overrides: Partial<ScreenedPerson> = {}): ScreenedPerson => ({
  givenNames: 'İsmihan',
  familyName: 'Işıkgören',
  birthDate: '1975-11-02',
  country: 'TR',
  nationalId: null,
  ...overrides,
});

describe('names, folded', () => {
  it.each([
    ['İsmihan Işıkgören', ['ismihan', 'isikgoren']],
    ['ISMIHAN IŞIKGÖREN', ['ismihan', 'isikgoren']],
    ['ismihan isikgoren', ['ismihan', 'isikgoren']],
    ['Søren Østergaard-Blåhøj', ['soren', 'ostergaard', 'blahoj']],
    ["Ali  O'Neil-Şahin.", ['ali', 'o', 'neil', 'sahin']],
    ['Großmann Łukasz', ['grossmann', 'lukasz']],
  ])('%s → %j', (name, tokens) => {
    expect(nameTokens(name)).toEqual(tokens);
  });

  it('treats the Turkish i’s as one letter and ignores accents and order', () => {
    for (const written of [
      'İSMİHAN IŞIKGÖREN',
      'Ismihan Isikgoren',
      'ışıkgören ismihan',
      'IŞIKGÖREN, İsmihan',
    ]) {
      expect(compareNames(written, 'IŞIKGÖREN İsmihan').score, written).toBe(1);
    }
    expect(compareNames('İsmihan Işıkgören', 'İsmihan Işıkgören').kind).toBe('equal');
    expect(compareNames('İsmihan Işıkgören', 'IŞIKGÖREN İsmihan').kind).toBe('reordered');
  });

  it('matches a missing middle name as partial, a spelling variant as similar, another name not at all', () => {
    expect(compareNames('Ali Yılmaz', 'Ali Rıza Yılmaz')).toEqual({ score: 1, kind: 'partial' });
    const variant = compareNames('Mehmed Doğanyürek', 'Mehmet Doğanyürek');
    expect(variant.kind).toBe('similar');
    expect(variant.score).toBeGreaterThanOrEqual(0.9);
    expect(compareNames('Ahmet Yılmaz', 'Ahmet Kaya').score).toBeLessThan(0.7);
    // A single name is no identity.
    expect(compareNames('Yılmaz', 'Ahmet Yılmaz')).toEqual({ score: 0, kind: 'different' });
  });
});

describe('a match', () => {
  it('needs the birth date or the year; another year is another person', () => {
    expect(matchEntry(person(), entry(), 0.85)).toMatchObject({
      basis: 'name_birth_date',
      nameScore: 1,
      reason: 'names equal in another order; birth date equal',
    });
    expect(matchEntry(person({ birthDate: '1975-02-11' }), entry(), 0.85)).toMatchObject({
      basis: 'name_birth_year',
      reason: expect.stringMatching(/birth year equal \(the day differs\)/),
    });
    expect(matchEntry(person(), entry({ birthDate: null, birthYear: 1975 }), 0.85)?.reason).toMatch(
      /the list gives the year only/,
    );
    expect(matchEntry(person({ birthDate: '1976-11-02' }), entry(), 0.85)).toBeNull();
  });

  it('without a birth date on either side, takes an exact name only', () => {
    expect(matchEntry(person({ birthDate: null }), entry(), 0.85)).toMatchObject({
      basis: 'name_only',
      reason: expect.stringMatching(/the player gave none/),
    });
    expect(matchEntry(person({ familyName: 'Işıkgörem', birthDate: null }), entry(), 0.85)).toBeNull();
    expect(matchEntry(person(), entry({ birthDate: null }), 0.85)?.basis).toBe('name_only');
  });

  it('follows the rule’s minimum name score: 1 is exact names only', () => {
    const variant = person({ givenNames: 'İsmihane' });
    expect(matchEntry(variant, entry(), 0.85)).toMatchObject({ basis: 'name_birth_date' });
    expect(matchEntry(variant, entry(), 0.85)!.nameScore).toBeLessThan(1);
    expect(matchEntry(variant, entry(), 1)).toBeNull();
  });

  it('takes an equal national id whatever the names say', () => {
    const found = matchEntry(
      person({ givenNames: 'Başka', familyName: 'Biri', nationalId: '31898765432' }),
      entry({ nationalId: '31898765432' }),
      1,
    );
    expect(found).toMatchObject({
      basis: 'national_id',
      reason: expect.stringMatching(/^national id equal/),
    });
  });
});

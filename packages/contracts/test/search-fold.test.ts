import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../src/index.ts';

describe('foldForSearch', () => {
  it.each([
    ['Şanslı Yıldızlar', 'sansli yildizlar'],
    ['ŞANSLI', 'sansli'],
    ['şanslı', 'sansli'],
    ['sansli', 'sansli'],
    ['İstanbul Gecesi', 'istanbul gecesi'],
    ['İSTANBUL', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['ıstanbul', 'istanbul'],
    ['Doğa Çiçekleri Güzel Öykü', 'doga cicekleri guzel oyku'],
    ['Sweet  Bonanza\t1000 ', 'sweet bonanza 1000'],
    ['Kâğıt', 'kagit'],
    ['', ''],
  ])('folds %j to %j', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it('makes I, ı, İ and i the same letter', () => {
    expect(new Set(['I', 'ı', 'İ', 'i'].map(foldForSearch))).toEqual(new Set(['i']));
  });

  it('is idempotent, so a folded query folds to itself', () => {
    for (const name of ['Şanslı Yıldızlar', 'İstanbul Gecesi', 'Sweet Bonanza'])
      expect(foldForSearch(foldForSearch(name))).toBe(foldForSearch(name));
  });
});

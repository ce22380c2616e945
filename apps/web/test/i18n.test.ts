import { describe, expect, it } from 'vitest';
import { decodeGameParam, encodeGameParam } from '../src/features/casino/index.ts';
import { en } from '../src/lib/i18n/en.ts';
import { tr } from '../src/lib/i18n/tr.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keys(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('bundled texts', () => {
  it('has the same keys in Turkish and English, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(tr).sort());
    for (const texts of [tr, en]) {
      for (const key of keys(texts)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        expect(value, key).not.toBe('');
      }
    }
  });
});

describe('game route parameter (spec §2)', () => {
  it('round-trips a game with Turkish characters', () => {
    const game = { gameCode: 'egt-1', name: 'Çılgın Meyveler', providerName: 'Egt Digital' };
    expect(decodeGameParam(encodeGameParam(game))).toEqual(game);
  });

  it('rejects anything that is not an encoded game object', () => {
    expect(decodeGameParam(undefined)).toBeNull();
    expect(decodeGameParam('%%%')).toBeNull();
    expect(decodeGameParam(btoa(encodeURIComponent('[1,2]')))).toBeNull();
  });
});

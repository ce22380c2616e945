import { describe, expect, it } from 'vitest';
import { decodeGameParam, encodeGameParam } from '../src/features/casino/index.ts';
import { bonusesTr } from '../src/lib/i18n/bonuses.tr.ts';
import { cashierTr } from '../src/lib/i18n/cashier.tr.ts';
import { casinoTr } from '../src/lib/i18n/casino.tr.ts';
import { contentPagesTr } from '../src/lib/i18n/contentPages.tr.ts';
import { depositLimitsTr } from '../src/lib/i18n/depositLimits.tr.ts';
import { kycTr } from '../src/lib/i18n/kyc.tr.ts';
import { saferPlayTr } from '../src/lib/i18n/saferPlay.tr.ts';
import { playLimitsTr } from '../src/lib/i18n/playLimits.tr.ts';
import { en } from '../src/lib/i18n/en.ts';
import { shellMenuTr } from '../src/lib/i18n/shellMenu.tr.ts';
import { sportsTr } from '../src/lib/i18n/sports.tr.ts';
import { tr as firstPageTr } from '../src/lib/i18n/tr.ts';

// The first page's Turkish and the feature pages' own (loaded with their chunks).
const tr = {
  ...firstPageTr,
  shell: { ...firstPageTr.shell, ...shellMenuTr.shell },
  content: { ...firstPageTr.content, ...contentPagesTr.content },
  ...depositLimitsTr,
  ...saferPlayTr,
  ...playLimitsTr,
  ...kycTr,
  ...cashierTr,
  ...bonusesTr,
  ...casinoTr,
  ...sportsTr,
};

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

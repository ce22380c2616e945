import type { Lang } from '../shell/index.ts';
import { bingo } from '@lale/originals';
import { fill, h } from '../shell/index.ts';
import { currentBracket, multiplierText } from './cards.ts';
import type { TombalaTexts } from './texts.ts';

/*
 * The prizes by pattern, live: for 1. çinko, 2. çinko and tombala, what completing it pays if it
 * happens within the current bracket of calls (the bracket moves on as balls are called), in the
 * room's money for one card.
 */

export type Prizes = {
  element: HTMLElement;
  show(calls: number, cardPriceMinor: bigint | null, money: (minor: bigint) => string): void;
};

export const patternText = (texts: TombalaTexts, pattern: bingo.Pattern) => texts[pattern];
const hintOf = (texts: TombalaTexts, pattern: bingo.Pattern) =>
  ({ oneLine: texts.oneLineHint, twoLines: texts.twoLinesHint, fullHouse: texts.fullHouseHint })[pattern];

export function createPrizes(texts: TombalaTexts, lang: Lang): Prizes {
  const rows = bingo.PATTERNS.map((pattern) => {
    const multiplier = h('span', { class: 'tb-prize__x mono' });
    const amount = h('span', { class: 'tb-prize__amount mono' });
    const within = h('span', { class: 'tb-prize__within' });
    const row = h(
      'li',
      { class: `tb-prize tb-prize--${pattern}` },
      h(
        'div',
        { class: 'tb-prize__name' },
        h('strong', { text: patternText(texts, pattern) }),
        h('span', { class: 'tb-prize__hint', text: hintOf(texts, pattern) }),
      ),
      h('div', { class: 'tb-prize__pay' }, multiplier, amount, within),
    );
    return { pattern, row, multiplier, amount, within };
  });
  const element = h(
    'section',
    { class: 'tb-prizes', attrs: { 'aria-labelledby': 'tb-prizes-title' } },
    h('h2', { class: 'tb-title', text: texts.prizes, attrs: { id: 'tb-prizes-title' } }),
    h('ol', { class: 'tb-prizes__list' }, ...rows.map((r) => r.row)),
  );
  return {
    element,
    show(calls, price, money) {
      for (const r of rows) {
        // The next ball is call `calls + 1`: what completing the pattern with it would pay.
        const bracket = currentBracket(r.pattern, Math.max(1, calls + 1));
        r.row.classList.toggle('tb-prize--over', bracket === null);
        r.multiplier.textContent = bracket ? `×${multiplierText(bracket.multiplier, lang)}` : '—';
        r.amount.textContent =
          bracket && price !== null ? money((price * BigInt(bracket.multiplier)) / 10_000n) : '';
        r.within.textContent = bracket
          ? fill(texts.prizeNow, { calls: String(bracket.calls) })
          : texts.prizeOver;
      }
    },
  };
}

import { slots } from '@lale/originals';
import { fill, formatGrouped, formatPercent, h, type Lang } from '../shell/index.ts';
import { paytable } from './plan.ts';
import type { SlotSkin } from './skin.ts';
import { slotTexts } from './texts.ts';

/*
 * A theme's rules for the (i) dialog, every figure computed from the theme's declaration
 * (describeTheme and the paytable in plan.ts), nothing typed by hand: the rules as sentences, the
 * paytable with each symbol's picture (filled in once the reels have drawn them), the lines as little
 * diagrams, and the published figures.
 */

export type SlotRules = {
  build(lang: Lang): Node[];
  /** Puts the symbols' pictures into the paytable, by symbol index. */
  setPictures(pictures: (index: number) => HTMLCanvasElement | null): void;
};

export function createSlotRules(skin: SlotSkin): SlotRules {
  const { theme } = skin;
  const holders: HTMLElement[] = [];
  return {
    build(lang) {
      const texts = slotTexts(lang);
      const described = slots.describeTheme(theme, lang);
      const number = (value: number) => formatGrouped(value, 0, lang);
      const scatterLabel = theme.symbols[theme.scatter]!.label[lang];
      const rows = paytable(theme, lang).map((row, index) => {
        const holder = h('span', { class: 'slotrules__picture', attrs: { 'aria-hidden': 'true' } });
        holders[index] = holder;
        const kind = row.kind === 'wild' ? texts.wild : row.kind === 'scatter' ? texts.scatter : null;
        return h(
          'tr',
          {},
          h(
            'th',
            { attrs: { scope: 'row' } },
            h('span', { class: 'slotrules__symbol' }, holder, h('span', { text: row.label })),
            kind ? h('span', { class: 'slotrules__kind', text: kind }) : null,
          ),
          h(
            'td',
            {},
            ...(row.pays.length === 0
              ? [h('span', { class: 'slotrules__pay', text: '—' })]
              : row.pays.map(({ count, pay }) =>
                  h(
                    'span',
                    { class: 'slotrules__pay' },
                    h('span', { class: 'slotrules__count', text: `${count}×` }),
                    ` ${number(pay)}`,
                  ),
                )),
          ),
        );
      });
      const lineDiagrams = theme.lines.map((line, index) =>
        h(
          'li',
          {
            class: 'slotrules__line',
            attrs: { 'aria-label': fill(texts.line, { line: String(index + 1) }) },
          },
          h('span', { class: 'slotrules__line-number', text: String(index + 1) }),
          h(
            'span',
            { class: 'slotrules__grid', attrs: { 'aria-hidden': 'true' } },
            ...Array.from({ length: theme.rows * theme.reels }, (_, cell) => {
              const [row, reel] = [Math.floor(cell / theme.reels), cell % theme.reels];
              return h('span', {
                class: line[reel] === row ? 'slotrules__cell slotrules__cell--on' : 'slotrules__cell',
              });
            }),
          ),
        ),
      );
      const figure = (label: string, value: string) =>
        h('tr', {}, h('th', { text: label, attrs: { scope: 'row' } }), h('td', { text: value }));
      return [
        h('ul', {}, ...described.rules.map((text) => h('li', { text }))),
        h('h3', { class: 'slotrules__heading', text: texts.paytable }),
        h('p', { class: 'slotrules__note', text: fill(texts.paytableNote, { scatter: scatterLabel }) }),
        h(
          'table',
          { class: 'slotrules__paytable' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { text: texts.symbol, attrs: { scope: 'col' } }),
              h('th', { text: texts.pays, attrs: { scope: 'col' } }),
            ),
          ),
          h('tbody', {}, ...rows),
        ),
        h('h3', { class: 'slotrules__heading', text: `${texts.lines} (${theme.lines.length})` }),
        h('ol', { class: 'slotrules__lines' }, ...lineDiagrams),
        h('h3', { class: 'slotrules__heading', text: texts.figures }),
        h(
          'table',
          {},
          h(
            'tbody',
            {},
            figure(texts.rtp, formatPercent(theme.publishedRtp, 2, lang)),
            figure(texts.bonusRtp, formatPercent(theme.publishedBonusBuyRtp, 2, lang)),
            figure(texts.maxWinFigure, `×${number(theme.maxWinStakes)}`),
          ),
        ),
      ];
    },
    setPictures(pictures) {
      holders.forEach((holder, index) => {
        const picture = pictures(index);
        if (picture) holder.replaceChildren(picture);
      });
    },
  };
}

import { keno } from '@lale/originals';
import { fill, h, type Lang } from '../shell/index.ts';
import { multiplierText, payLines } from './picks.ts';
import type { KenoTexts } from './texts.ts';

/*
 * The paytable of the pick count on the board, live beside it: each paying hit count with its
 * multiplier and what the current stake would pay. During a draw the row of the ticket's hits so far
 * is lit.
 */

export type KenoPaytable = {
  element: HTMLElement;
  show(count: number, stakeMinor: bigint | null, money: (minor: bigint) => string): void;
  setHits(hits: number | null): void;
};

export function createKenoPaytable(texts: KenoTexts, lang: Lang): KenoPaytable {
  const title = h('h2', { class: 'keno-pay__title', attrs: { id: 'keno-pay-title' } });
  const body = h('tbody');
  const empty = h('p', { class: 'keno-pay__empty', text: texts.payEmpty });
  const table = h(
    'table',
    { class: 'keno-pay__table' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { text: texts.payHits, attrs: { scope: 'col' } }),
        h('th', { text: texts.payMultiplier, attrs: { scope: 'col' } }),
        h('th', { text: texts.payWin, attrs: { scope: 'col' } }),
      ),
    ),
    body,
  );
  const element = h(
    'section',
    { class: 'keno-pay', attrs: { 'aria-labelledby': 'keno-pay-title' } },
    title,
    empty,
    table,
  );
  let litHits: number | null = null;

  return {
    element,
    show(count, stakeMinor, money) {
      title.textContent = count > 0 ? fill(texts.payTitle, { count: String(count) }) : texts.payTitleNone;
      empty.hidden = count > 0;
      table.hidden = count === 0;
      if (count === 0) return;
      const lines = payLines(count);
      body.replaceChildren(
        ...lines.map((line) =>
          h(
            'tr',
            {
              class: `keno-pay__row${line.multiplier >= 1_000_000 ? ' keno-pay__row--top' : ''}`,
              attrs: { 'data-hits': line.hits },
            },
            h('th', { text: `${line.hits}/${count}`, attrs: { scope: 'row' } }),
            h('td', { class: 'mono', text: multiplierText(line.multiplier, lang) }),
            h('td', {
              class: 'mono',
              text: stakeMinor === null ? '—' : money(keno.winMinor(stakeMinor, line.multiplier)),
            }),
          ),
        ),
      );
      this.setHits(litHits);
    },
    setHits(hits) {
      litHits = hits;
      for (const row of body.children) {
        row.classList.toggle(
          'keno-pay__row--lit',
          hits !== null && (row as HTMLElement).dataset.hits === String(hits),
        );
      }
    },
  };
}

import { bingo } from '@lale/originals';
import { fill, h } from '../shell/index.ts';
import type { TombalaTexts } from './texts.ts';

/*
 * The caller: the last balls called, the newest big (as the bingo halls' screens show them), the call
 * count, and the 1–90 board with every called number lit.
 */

export type Caller = {
  element: HTMLElement;
  setCalled(called: readonly number[], animate: boolean): void;
};

/** A ball's colour band: by tens, as on the card's columns (1–9, 10–19, …, 80–90). */
export const bandOf = (n: number) => Math.min(8, Math.floor(n / 10));

export function createCaller(texts: TombalaTexts): Caller {
  const last = h('ol', { class: 'tb-last', attrs: { 'aria-label': texts.lastCalled } });
  const count = h('p', { class: 'tb-calls mono' });
  const cells: HTMLElement[] = [];
  const board = h('ol', { class: 'tb-board', attrs: { 'aria-label': texts.board } });
  for (let n = 1; n <= bingo.BALLS; n += 1) {
    const cell = h('li', { class: 'tb-board__n', text: String(n) });
    cells.push(cell);
    board.append(cell);
  }
  const element = h(
    'section',
    { class: 'tb-caller', attrs: { 'aria-label': texts.lastCalled } },
    h('div', { class: 'tb-caller__top' }, last, count),
    board,
  );
  let shown = -1;
  return {
    element,
    setCalled(called, animate) {
      const set = new Set(called);
      cells.forEach((cell, i) => {
        const on = set.has(i + 1);
        cell.classList.toggle('tb-board__n--on', on);
        cell.classList.toggle('tb-board__n--new', on && animate && called.at(-1) === i + 1);
        if (on) cell.setAttribute('aria-label', `${i + 1} ${texts.calledWord}`);
        else cell.removeAttribute('aria-label');
      });
      count.textContent = fill(texts.calls, { count: String(called.length), total: String(bingo.CALLS) });
      if (called.length === shown) return;
      shown = called.length;
      const recent = called.slice(-5).reverse();
      last.replaceChildren(
        ...recent.map((n, i) =>
          h(
            'li',
            {
              class: `tb-ball tb-ball--b${bandOf(n)}${i === 0 ? ' tb-ball--big' : ''}${i === 0 && animate ? ' tb-ball--land' : ''}`,
            },
            h('span', { class: 'tb-ball__n', text: String(n) }),
          ),
        ),
      );
      if (recent.length === 0)
        last.append(
          h(
            'li',
            { class: 'tb-ball tb-ball--big tb-ball--empty' },
            h('span', { class: 'tb-ball__n', text: '?' }),
          ),
        );
    },
  };
}

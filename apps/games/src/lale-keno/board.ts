import { keno } from '@lale/originals';
import { h } from '../shell/index.ts';
import { COLUMNS, moveOnBoard } from './picks.ts';
import type { KenoTexts } from './texts.ts';

/*
 * The 8 × 10 number board: a toggle button per number (aria-pressed), one tab stop moved by the arrow
 * keys (a roving tabindex), Space/Enter picks. During a draw the numbers drawn light up, and a picked
 * number that is drawn turns gold (a hit).
 */

export type KenoBoard = {
  element: HTMLElement;
  setPicks(picks: readonly number[]): void;
  /** The balls out so far; `fresh` is the one that just came (animated). */
  setDrawn(drawn: readonly number[], fresh?: number | null): void;
  setLocked(locked: boolean): void;
  cell(n: number): HTMLButtonElement;
};

/** Each board row has its own ball colour, as on the TV keno boards. */
export const rowOf = (n: number) => Math.floor((n - 1) / COLUMNS);

export function createKenoBoard(texts: KenoTexts, onToggle: (n: number) => void): KenoBoard {
  let focused = 1;
  const cells: HTMLButtonElement[] = [];
  const grid = h('div', {
    class: 'keno-board__grid',
    attrs: { role: 'group', 'aria-label': texts.boardLabel, 'aria-describedby': 'keno-board-hint' },
  });
  for (let n = 1; n <= keno.NUMBERS; n += 1) {
    const cell = h(
      'button',
      {
        class: `keno-cell keno-cell--r${rowOf(n)}`,
        attrs: { type: 'button', 'aria-pressed': 'false', tabindex: n === 1 ? 0 : -1, 'data-n': n },
        on: {
          click: () => {
            focus(n);
            onToggle(n);
          },
        },
      },
      h('span', { class: 'keno-cell__n', text: String(n) }),
    );
    cells.push(cell);
    grid.append(cell);
  }
  function focus(n: number) {
    cells[focused - 1]!.tabIndex = -1;
    focused = n;
    const cell = cells[n - 1]!;
    cell.tabIndex = 0;
    cell.focus();
  }
  grid.addEventListener('keydown', (event) => {
    const next = moveOnBoard(focused, event.key);
    if (next === focused && !event.key.startsWith('Arrow') && event.key !== 'Home' && event.key !== 'End')
      return;
    event.preventDefault();
    focus(next);
  });

  const element = h(
    'section',
    { class: 'keno-board', attrs: { 'aria-labelledby': 'keno-board-title' } },
    h(
      'header',
      { class: 'keno-board__head' },
      h('h2', { class: 'keno-board__title', text: texts.boardTitle, attrs: { id: 'keno-board-title' } }),
      h('p', { class: 'keno-board__hint', text: texts.boardHint, attrs: { id: 'keno-board-hint' } }),
    ),
    grid,
  );

  return {
    element,
    setPicks(picks) {
      const set = new Set(picks);
      cells.forEach((cell, i) => {
        const on = set.has(i + 1);
        cell.classList.toggle('keno-cell--picked', on);
        cell.setAttribute('aria-pressed', String(on));
      });
    },
    setDrawn(drawn, fresh = null) {
      const set = new Set(drawn);
      cells.forEach((cell, i) => {
        const n = i + 1;
        const out = set.has(n);
        cell.classList.toggle('keno-cell--drawn', out);
        cell.classList.toggle('keno-cell--fresh', n === fresh);
        const label = out ? `${n}, ${texts.drawnWord}` : String(n);
        if (cell.getAttribute('aria-label') !== label) {
          if (out) cell.setAttribute('aria-label', label);
          else cell.removeAttribute('aria-label');
        }
      });
    },
    setLocked(locked) {
      grid.classList.toggle('keno-board__grid--locked', locked);
      for (const cell of cells) cell.setAttribute('aria-disabled', String(locked));
    },
    cell: (n) => cells[n - 1]!,
  };
}

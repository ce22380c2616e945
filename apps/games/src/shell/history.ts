import { h } from './dom.ts';

/*
 * The strip of last results (newest first): a coloured chip per round. The game decides what a chip
 * says (a roll, a multiplier) and its tone.
 */

export type HistoryTone = 'win' | 'lose' | 'neutral' | 'big';

export type HistoryEntry = { text: string; tone: HistoryTone; title?: string };

export type HistoryStrip = {
  element: HTMLElement;
  push(entry: HistoryEntry): void;
};

export function createHistoryStrip({
  label,
  empty,
  max = 10,
}: {
  label: string;
  empty: string;
  max?: number;
}) {
  const list = h('ol', { class: 'history__list', attrs: { 'aria-label': label } });
  const placeholder = h('span', { class: 'history__empty', text: empty });
  const element = h('div', { class: 'history' }, placeholder, list);
  const strip: HistoryStrip = {
    element,
    push({ text, tone, title }) {
      placeholder.remove();
      const chip = h('li', { class: `chip chip--${tone} chip--new`, text, attrs: { title } });
      list.prepend(chip);
      window.setTimeout(() => chip.classList.remove('chip--new'), 400);
      while (list.children.length > max) list.lastElementChild?.remove();
    },
  };
  return strip;
}

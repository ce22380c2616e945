import { fill, h, type Lang } from '../shell/index.ts';
import { multiplierText, slotLabel } from './labels.ts';
import { cssColour, heatColour, slotHeat, type Fit } from './layout.ts';
import type { PlinkoTexts } from './texts.ts';

/*
 * The multiplier slots under the pins: real elements (so they read crisply and a screen reader can
 * list the paytable), placed over the canvas where layout.ts puts the slots. Each slot's colour runs
 * from cool at the centre to hot at the edges; a landing makes its slot jump and a win float up.
 */

export type PlinkoSlots = {
  element: HTMLElement;
  setTable(table: readonly number[]): void;
  place(fit: Fit, rows: number): void;
  /** The slot jumps; its colour is returned for the chip. */
  hit(slot: number): string;
  floatWin(slot: number, text: string, tone: 'win' | 'big' | 'low'): void;
  slot(index: number): HTMLElement | undefined;
};

export function createPlinkoSlots(texts: PlinkoTexts, lang: Lang, floats: HTMLElement): PlinkoSlots {
  const element = h('ol', { class: 'plinko-slots', attrs: { 'aria-label': texts.slots } });
  let table: readonly number[] = [];
  let placed: { fit: Fit; rows: number } | null = null;

  const colourOf = (slot: number) => cssColour(heatColour(slotHeat(slot, table.length - 1)));

  return {
    element,
    setTable(next) {
      table = next;
      element.replaceChildren(
        ...next.map((multiplier, slot) => {
          const item = h(
            'li',
            {
              class: 'slot',
              attrs: {
                'aria-label': fill(texts.slotLabel, {
                  slot: String(slot + 1),
                  multiplier: multiplierText(multiplier, lang),
                }),
              },
            },
            h('span', {
              class: 'slot__label',
              text: slotLabel(multiplier, lang),
              attrs: { 'aria-hidden': 'true' },
            }),
          );
          item.style.setProperty('--i', String(slot));
          item.style.setProperty('--heat', colourOf(slot));
          return item;
        }),
      );
    },
    place(fit, rows) {
      placed = { fit, rows };
      element.style.setProperty('--gap', `${fit.gap}px`);
      element.style.setProperty('--x0', `${fit.originX - (rows / 2) * fit.gap}px`);
      element.style.setProperty('--top', `${fit.originY + (rows - 0.42) * fit.gap}px`);
      element.classList.toggle('plinko-slots--roomy', fit.gap >= 54);
      element.classList.toggle('plinko-slots--tight', fit.gap < 26);
    },
    hit(slot) {
      const item = element.children[slot] as HTMLElement | undefined;
      if (item) {
        item.classList.remove('slot--hit');
        void item.offsetWidth;
        item.classList.add('slot--hit');
      }
      return colourOf(slot);
    },
    floatWin(slot, text, tone) {
      if (!placed) return;
      const { fit, rows } = placed;
      const label = h('span', { class: `plinko-float plinko-float--${tone}`, text });
      label.style.setProperty('--x', `${fit.originX + (slot - rows / 2) * fit.gap}px`);
      label.style.setProperty('--y', `${fit.originY + (rows - 0.6) * fit.gap}px`);
      floats.append(label);
      window.setTimeout(() => label.remove(), 1400);
    },
    slot: (index) => element.children[index] as HTMLElement | undefined,
  };
}

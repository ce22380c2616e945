import { fill, h, type Lang } from '../shell/index.ts';
import { ladder, multiplierText } from './round.ts';
import type { MinesTexts } from './texts.ts';

/*
 * The payout ladder over the field: the cash-out multiplier after each safe tile for the chosen mines,
 * the steps already climbed lit, the next one marked. It scrolls sideways by itself to keep the next
 * step in view (scrollTo on the strip only, never the page).
 */

export type MinesLadder = {
  element: HTMLElement;
  /** `count` mines, `safe` tiles turned so far. */
  set(count: number, safe: number): void;
};

export function createMinesLadder(texts: MinesTexts, lang: Lang): MinesLadder {
  const list = h('ol', { class: 'ladder__list', attrs: { 'aria-label': texts.ladder } });
  const element = h('div', { class: 'ladder' }, list);
  let shownFor = -1;

  return {
    element,
    set(count, safe) {
      if (shownFor !== count) {
        shownFor = count;
        list.replaceChildren(
          ...ladder(count).map((multiplier, index) =>
            h(
              'li',
              {
                class: 'ladder__step',
                attrs: {
                  'aria-label': fill(texts.ladderStep, {
                    step: String(index + 1),
                    multiplier: multiplierText(multiplier, lang),
                  }),
                },
              },
              h('span', { class: 'ladder__multiplier', text: multiplierText(multiplier, lang) }),
              h('span', {
                class: 'ladder__index',
                text: String(index + 1),
                attrs: { 'aria-hidden': 'true' },
              }),
            ),
          ),
        );
      }
      const steps = [...list.children] as HTMLElement[];
      for (const [index, step] of steps.entries()) {
        step.classList.toggle('ladder__step--done', index < safe);
        step.classList.toggle('ladder__step--next', index === safe);
        if (index === safe - 1) step.setAttribute('aria-current', 'step');
        else step.removeAttribute('aria-current');
      }
      const focus = steps[Math.min(safe, steps.length - 1)];
      if (focus) {
        const left = focus.offsetLeft - (element.clientWidth - focus.offsetWidth) / 2;
        element.scrollTo({ left: Math.max(0, left), behavior: 'smooth' });
      }
    },
  };
}

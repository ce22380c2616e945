import { fill, h } from '../shell/index.ts';
import { crashTone, multiplierText, type HistoryItem } from './model.ts';
import type { AviatorTexts } from './texts.ts';

/*
 * The last crash points, newest first, coloured by size (blue under ×2, violet to ×10, tulip above, gold
 * from ×100). Each is a button: it opens the round's verification (verify-dialog.ts).
 */

export type RoundsStrip = {
  element: HTMLElement;
  show(history: readonly HistoryItem[]): void;
  onPick(listener: (round: HistoryItem) => void): void;
};

export function createRoundsStrip(texts: AviatorTexts, lang: 'tr' | 'en'): RoundsStrip {
  const list = h('ol', { class: 'rounds__list' });
  const element = h('nav', { class: 'rounds', attrs: { 'aria-label': texts.historyLabel } }, list);
  const listeners: ((round: HistoryItem) => void)[] = [];
  let shown: readonly HistoryItem[] = [];
  let drawn = '';
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-round]');
    const round = shown.find((item) => String(item.roundId) === button?.dataset.round);
    if (round) for (const listener of listeners) listener(round);
  });
  return {
    element,
    show(history) {
      shown = history;
      const key = history.map((item) => item.roundId).join(',');
      if (key === drawn) return;
      const fresh = drawn !== '' && history[0] && !drawn.startsWith(String(history[0].roundId));
      drawn = key;
      list.replaceChildren(
        ...history.map((item, index) => {
          const text = multiplierText(item.crashPoint, lang);
          return h(
            'li',
            {},
            h('button', {
              class: `round-chip round-chip--${item.void ? 'void' : crashTone(item.crashPoint)}${fresh && index === 0 ? ' round-chip--new' : ''}`,
              text: item.void ? `${text} · ${texts.voidChip}` : text,
              attrs: {
                type: 'button',
                'data-round': String(item.roundId),
                'aria-label': fill(texts.historyChip, { round: String(item.roundId), multiplier: text }),
                title: fill(texts.historyChip, { round: String(item.roundId), multiplier: text }),
              },
            }),
          );
        }),
      );
    },
    onPick(listener) {
      listeners.push(listener);
    },
  };
}

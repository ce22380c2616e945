import { mines } from '@lale/originals';
import { fill, formatDecimal, h, type Lang } from '../shell/index.ts';
import { clampMines, MINE_PRESETS, TILES } from './round.ts';
import type { MinesTexts } from './texts.ts';

/*
 * Lale Mayın's part of the bet panel: the mine count (− / + and presets, 1–24), what the next safe
 * tile would make the cash-out and what cashing out pays now, and "pick a random tile".
 */

export type MinesControls = {
  element: HTMLElement;
  random: HTMLButtonElement;
  onMinesChange(listener: (count: number) => void): void;
  setMines(count: number): void;
  /** Locks the mine count (a round is open). */
  setLocked(locked: boolean): void;
  setStats(stats: { next: string; chance: number | null; cashValue: string; live: boolean }): void;
  setRandomEnabled(enabled: boolean): void;
};

export function createMinesControls(texts: MinesTexts, lang: Lang): MinesControls {
  let count = 3;
  let locked = false;
  const listeners: ((count: number) => void)[] = [];

  const value = h('output', {
    class: 'mines-count__value',
    attrs: { id: 'mines-count', 'aria-live': 'polite', 'aria-labelledby': 'mines-label mines-count' },
  });
  const gems = h('span', { class: 'mines-count__gems' });
  const step = (delta: number, label: string, text: string) =>
    h('button', {
      class: 'mines-count__step',
      text,
      attrs: { type: 'button', 'aria-label': label, title: label },
      on: { click: () => change(count + delta) },
    });
  const fewer = step(-1, texts.fewerMines, '−');
  const more = step(1, texts.moreMines, '+');
  const presets = MINE_PRESETS.map((preset) =>
    h('button', {
      class: 'segmented__option mines-preset',
      text: String(preset),
      attrs: { type: 'button', 'aria-pressed': 'false' },
      on: { click: () => change(preset) },
    }),
  );

  const nextValue = h('strong', { class: 'mines-stat__value' });
  const chance = h('span', { class: 'mines-stat__note' });
  const cashValue = h('strong', { class: 'mines-stat__value' });
  const cashStat = h(
    'div',
    { class: 'mines-stat mines-stat--cash' },
    h('span', { class: 'mines-stat__label', text: texts.cashValue }),
    cashValue,
  );
  const random = h('button', {
    class: 'mines-random',
    text: texts.random,
    attrs: { type: 'button', disabled: true },
  });

  const element = h(
    'div',
    { class: 'mines-controls' },
    h(
      'div',
      { class: 'field' },
      h(
        'div',
        { class: 'field__head' },
        h('span', { class: 'field__label', text: texts.mines, attrs: { id: 'mines-label' } }),
        gems,
      ),
      h('div', { class: 'mines-count' }, fewer, h('div', { class: 'mines-count__shown' }, value), more),
      h(
        'div',
        { class: 'segmented mines-presets', attrs: { role: 'group', 'aria-label': texts.presets } },
        ...presets,
      ),
    ),
    h(
      'div',
      { class: 'mines-stats', attrs: { 'aria-live': 'polite' } },
      h(
        'div',
        { class: 'mines-stat' },
        h('span', { class: 'mines-stat__label', text: texts.next }),
        nextValue,
        chance,
      ),
      cashStat,
    ),
    random,
  );

  function render() {
    value.textContent = String(count);
    gems.textContent = fill(texts.gems, { gems: String(TILES - count) });
    fewer.disabled = locked || count <= mines.MIN_MINES;
    more.disabled = locked || count >= mines.MAX_MINES;
    for (const [index, button] of presets.entries()) {
      button.setAttribute('aria-pressed', String(MINE_PRESETS[index] === count));
      button.disabled = locked;
    }
  }

  function change(next: number) {
    const clamped = clampMines(next);
    if (locked || clamped === count) return;
    count = clamped;
    render();
    for (const listener of listeners) listener(count);
  }
  render();

  return {
    element,
    random,
    onMinesChange(listener) {
      listeners.push(listener);
    },
    setMines(next) {
      count = clampMines(next);
      render();
    },
    setLocked(next) {
      locked = next;
      render();
    },
    setStats(stats) {
      nextValue.textContent = stats.next;
      chance.textContent =
        stats.chance === null ? '' : fill(texts.safeChance, { chance: formatDecimal(stats.chance, 2, lang) });
      cashValue.textContent = stats.cashValue;
      cashStat.classList.toggle('mines-stat--live', stats.live);
    },
    setRandomEnabled(enabled) {
      random.disabled = !enabled;
    },
  };
}

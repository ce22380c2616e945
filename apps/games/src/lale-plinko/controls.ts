import { plinko } from '@lale/originals';
import { fill, h, type Lang } from '../shell/index.ts';
import { multiplierText } from './labels.ts';
import type { PlinkoTexts } from './texts.ts';

/*
 * Lale Plinko's part of the bet panel: the risk (low / medium / high) and the rows (8–16), both as
 * pressed-button groups; locked while any ball is in the air (each ball keeps the board it fell on).
 */

export type PlinkoBet = { rows: plinko.PlinkoRows; risk: plinko.PlinkoRisk };

export type PlinkoControls = {
  element: HTMLElement;
  onChange(listener: (bet: PlinkoBet) => void): void;
  setLocked(locked: boolean): void;
};

export const OPENING_BET: PlinkoBet = { rows: 16, risk: 'medium' };

export function createPlinkoControls(texts: PlinkoTexts, lang: Lang): PlinkoControls {
  let bet: PlinkoBet = OPENING_BET;
  const listeners: ((bet: PlinkoBet) => void)[] = [];
  const note = h('p', { class: 'field__hint plinko-note' });

  const option = (text: string, onClick: () => void) =>
    h('button', {
      class: 'segmented__option',
      text,
      attrs: { type: 'button', 'aria-pressed': 'false' },
      on: { click: onClick },
    });
  const riskButtons = plinko.RISKS.map((risk) => option(texts[risk], () => change({ ...bet, risk })));
  const rowButtons = plinko.ROW_CHOICES.map((rows) => option(String(rows), () => change({ ...bet, rows })));

  const group = (id: string, label: string, buttons: HTMLButtonElement[], extra: string) =>
    h(
      'div',
      { class: 'field' },
      h('span', { class: 'field__label', text: label, attrs: { id } }),
      h('div', { class: `segmented ${extra}`, attrs: { role: 'group', 'aria-labelledby': id } }, ...buttons),
    );
  const element = h(
    'div',
    { class: 'plinko-controls' },
    group('plinko-risk', texts.risk, riskButtons, 'plinko-risk'),
    group('plinko-rows', texts.rows, rowButtons, 'plinko-rows'),
    note,
  );

  function render() {
    for (const [index, button] of riskButtons.entries())
      button.setAttribute('aria-pressed', String(plinko.RISKS[index] === bet.risk));
    for (const [index, button] of rowButtons.entries())
      button.setAttribute('aria-pressed', String(plinko.ROW_CHOICES[index] === bet.rows));
    const edge = plinko.paytable(bet)[0]!;
    note.textContent = fill(texts.maxEdge, { multiplier: multiplierText(edge, lang) });
  }

  function change(next: PlinkoBet) {
    if (next.rows === bet.rows && next.risk === bet.risk) return;
    bet = next;
    render();
    for (const listener of listeners) listener(bet);
  }
  render();

  return {
    element,
    onChange(listener) {
      listeners.push(listener);
    },
    setLocked(locked) {
      for (const button of [...riskButtons, ...rowButtons]) button.disabled = locked;
      note.textContent = locked
        ? texts.lockedWhileFalling
        : fill(texts.maxEdge, { multiplier: multiplierText(plinko.paytable(bet)[0]!, lang) });
    },
  };
}

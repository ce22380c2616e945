import { fill, h, type Lang } from '../shell/index.ts';
import { CHIP_VALUES, OPENING_CHIP, type ChipValue } from './chips.ts';
import type { RouletteTexts } from './texts.ts';

/*
 * The roulette part of the bet panel (in place of the shell's stake field, since the stake here is
 * the sum of the chips on the table): the chip rack, the total on the table and the table's actions —
 * undo, clear, double, rebet. Buttons with aria-pressed for the chips, as the shell's segmented
 * choices; keys 1–6 pick a chip and Ctrl+Z undoes, when the focus is not in a field.
 */

export type TableAction = 'undo' | 'clear' | 'double' | 'rebet';

export type Controls = {
  element: HTMLElement;
  readonly chip: ChipValue;
  onChip(listener: (chip: ChipValue) => void): void;
  onAction(listener: (action: TableAction) => void): void;
  setTotal(total: string, betCount: number): void;
  setAvailable(available: Record<TableAction, boolean>): void;
  setLocked(locked: boolean): void;
};

const NS = 'http://www.w3.org/2000/svg';
const ACTION_ICONS: Record<TableAction, string[]> = {
  undo: ['M9 14L4 9l5-5', 'M4 9h10.5a5.5 5.5 0 0 1 0 11H11'],
  clear: ['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12', 'M9 7V4h6v3'],
  double: ['M7 7l10 10', 'M17 7L7 17'],
  rebet: ['M17 2l4 4-4 4', 'M3 11V9a3 3 0 0 1 3-3h15', 'M7 22l-4-4 4-4', 'M21 13v2a3 3 0 0 1-3 3H3'],
};

function actionIcon(action: TableAction): SVGSVGElement {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'icon');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const d of ACTION_ICONS[action]) {
    const path = document.createElementNS(NS, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

export function createControls(texts: RouletteTexts, lang: Lang, currencySymbol: () => string): Controls {
  let chip: ChipValue = OPENING_CHIP;
  let locked = true;
  let available: Record<TableAction, boolean> = { undo: false, clear: false, double: false, rebet: false };
  const chipListeners: ((chip: ChipValue) => void)[] = [];
  const actionListeners: ((action: TableAction) => void)[] = [];

  const chipButtons = CHIP_VALUES.map((value) =>
    h(
      'button',
      {
        class: `chip-pick rchip--v${value}`,
        attrs: {
          type: 'button',
          'aria-pressed': String(value === chip),
          'data-chip': value,
        },
        on: { click: () => pick(value) },
      },
      h('span', { class: 'chip-pick__value', text: String(value) }),
    ),
  );
  const labelChips = () => {
    for (const button of chipButtons) {
      const value = button.dataset.chip ?? '';
      const amount = lang === 'tr' ? `${value} ${currencySymbol()}` : `${currencySymbol()}${value}`;
      button.setAttribute('aria-label', fill(texts.chip, { amount }));
      button.title = fill(texts.chip, { amount });
    }
  };
  labelChips();

  const totalValue = h('output', { class: 'rtotal__value', attrs: { 'aria-live': 'polite' } });
  const totalNote = h('span', { class: 'rtotal__note' });
  const actionButtons = (['undo', 'clear', 'double', 'rebet'] as const).map((action) => {
    const label = {
      undo: texts.undo,
      clear: texts.clear,
      double: texts.doubleLabel,
      rebet: texts.rebetLabel,
    }[action];
    const face = { undo: texts.undo, clear: texts.clear, double: texts.double, rebet: texts.rebet }[action];
    return h(
      'button',
      {
        class: `table-action table-action--${action}`,
        attrs: { type: 'button', 'aria-label': label, title: label, 'data-action': action },
        on: {
          click: () => {
            if (!locked && available[action]) for (const listener of actionListeners) listener(action);
          },
        },
      },
      action === 'double'
        ? h('span', { class: 'table-action__x', text: '2×', attrs: { 'aria-hidden': 'true' } })
        : actionIcon(action),
      h('span', { class: 'table-action__label', text: face, attrs: { 'aria-hidden': 'true' } }),
    );
  });

  const element = h(
    'div',
    { class: 'rcontrols' },
    h(
      'div',
      { class: 'field rchips' },
      h('span', { class: 'field__label', text: texts.chips, attrs: { id: 'roulette-chips' } }),
      h(
        'div',
        { class: 'chip-rack', attrs: { role: 'group', 'aria-labelledby': 'roulette-chips' } },
        ...chipButtons,
      ),
    ),
    h(
      'div',
      { class: 'rtotal' },
      h('span', { class: 'field__label', text: texts.total }),
      totalValue,
      totalNote,
    ),
    h('div', { class: 'table-actions' }, ...actionButtons),
    h('p', { class: 'rcontrols__hint', text: texts.hint }),
  );

  function pick(value: ChipValue) {
    if (locked) return;
    chip = value;
    for (const button of chipButtons)
      button.setAttribute('aria-pressed', String(button.dataset.chip === String(value)));
    for (const listener of chipListeners) listener(value);
  }

  const applyLocks = () => {
    for (const button of chipButtons) button.disabled = locked;
    for (const button of actionButtons) {
      button.disabled = locked || !available[button.dataset.action as TableAction];
    }
  };

  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest('input, textarea, select, [contenteditable], dialog'))
      return;
    if (document.querySelector('dialog[open]') || event.altKey) return;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      actionButtons[0]!.click();
      return;
    }
    if (event.ctrlKey || event.metaKey) return;
    const index = Number(event.key) - 1;
    const value = CHIP_VALUES[index];
    if (Number.isInteger(index) && value !== undefined) pick(value);
  });

  return {
    element,
    get chip() {
      return chip;
    },
    onChip(listener) {
      chipListeners.push(listener);
    },
    onAction(listener) {
      actionListeners.push(listener);
    },
    setTotal(total, betCount) {
      totalValue.textContent = total;
      totalNote.textContent =
        betCount === 0 ? texts.noBets : fill(texts.betCount, { count: String(betCount) });
    },
    setAvailable(next) {
      available = next;
      applyLocks();
    },
    setLocked(next) {
      locked = next;
      applyLocks();
      if (!next) labelChips();
    },
  };
}

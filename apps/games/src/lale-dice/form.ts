import { formatDecimal, h, icon, parseDecimal, type Lang, type Shell } from '../shell/index.ts';
import {
  clampTarget,
  flip,
  multiplierOf,
  multiplierText,
  winChance,
  withChance,
  withMultiplier,
  type DiceBet,
} from './fields.ts';
import type { DiceTexts } from './texts.ts';

/*
 * The dice form: multiplier, target and win chance under the bar (editing one moves the others and
 * the handle), the Under/Over toggle and the payout on a win in the bet panel. A typed number only
 * counts once it reads; on leaving the field it is rewritten to what the bet really is.
 */

export type DiceForm = {
  /** The three numeric fields, for the stage. */
  fields: HTMLElement;
  /** Direction and payout, for the bet panel. */
  panelPart: HTMLElement;
  setBet(bet: DiceBet): void;
  setPayout(text: string): void;
  setLocked(locked: boolean): void;
};

type NumberField = { box: HTMLElement; input: HTMLInputElement };

function numberField(id: string, label: string, suffix: HTMLElement | string, extraClass = ''): NumberField {
  const input = h('input', {
    class: 'number-field__input',
    attrs: { id, inputmode: 'decimal', autocomplete: 'off', spellcheck: 'false' },
  });
  const box = h(
    'div',
    { class: `number-field ${extraClass}` },
    h('label', { class: 'number-field__label', text: label, attrs: { for: id } }),
    h(
      'div',
      { class: 'number-field__box' },
      input,
      typeof suffix === 'string' ? h('span', { class: 'number-field__suffix', text: suffix }) : suffix,
    ),
  );
  return { box, input };
}

export function createDiceForm(
  texts: DiceTexts,
  lang: Lang,
  shell: Shell,
  onChange: (bet: DiceBet) => void,
): DiceForm {
  let bet: DiceBet = { target: 5000, direction: 'under' };
  const swap = h(
    'button',
    { class: 'number-field__swap', attrs: { type: 'button', 'aria-label': texts.swap, title: texts.swap } },
    icon('swap'),
  );
  const multiplier = numberField('dice-multiplier', texts.multiplier, '×');
  const target = numberField('dice-target', texts.target, swap, 'number-field--target');
  const targetLabel = target.box.querySelector('label')!;
  const chance = numberField('dice-chance', texts.chance, '%');

  const toggleButton = (direction: DiceBet['direction']) =>
    h(
      'button',
      {
        class: 'segmented__option',
        attrs: {
          type: 'button',
          'aria-pressed': 'false',
          title: direction === 'under' ? texts.underHint : texts.overHint,
        },
        on: { click: () => setDirection(direction) },
      },
      h('span', {
        class: `segmented__arrow segmented__arrow--${direction}`,
        attrs: { 'aria-hidden': 'true' },
      }),
      direction === 'under' ? texts.under : texts.over,
    );
  const under = toggleButton('under');
  const over = toggleButton('over');
  const payout = h('output', { class: 'payout__value', attrs: { id: 'dice-payout', for: 'stake' } });

  const fields = h('div', { class: 'dice-fields' }, multiplier.box, target.box, chance.box);
  const panelPart = h(
    'div',
    { class: 'dice-panel' },
    h(
      'div',
      { class: 'field dice-direction' },
      h('span', { class: 'field__label', text: texts.direction, attrs: { id: 'dice-direction' } }),
      h(
        'div',
        { class: 'segmented', attrs: { role: 'group', 'aria-labelledby': 'dice-direction' } },
        under,
        over,
      ),
    ),
    h(
      'div',
      { class: 'field payout' },
      h('label', { class: 'field__label', text: texts.payout, attrs: { for: 'dice-payout' } }),
      payout,
    ),
  );

  const change = (next: DiceBet) => {
    if (next.target === bet.target && next.direction === bet.direction) return;
    onChange(next);
  };
  function setDirection(direction: DiceBet['direction']) {
    if (direction !== bet.direction) {
      shell.sound.play('click');
      change(flip(bet));
    }
  }
  swap.addEventListener('click', () => {
    shell.sound.play('click');
    change(flip(bet));
  });

  const bind = (field: NumberField, read: (value: number) => DiceBet) => {
    field.input.addEventListener('input', () => {
      const value = parseDecimal(field.input.value);
      field.input.setAttribute('aria-invalid', String(value === null));
      if (value !== null) change(read(value));
    });
    field.input.addEventListener('change', () => render(true));
    field.input.addEventListener('blur', () => render(true));
  };
  bind(multiplier, (value) => withMultiplier(value, bet.direction));
  bind(chance, (value) => withChance(value, bet.direction));
  bind(target, (value) => ({ target: clampTarget(value * 100, bet.direction), direction: bet.direction }));

  /** Writes every field; the one being typed in is left alone unless `all`. */
  function render(all = false) {
    const typing = all ? null : document.activeElement;
    const write = (input: HTMLInputElement, text: string) => {
      if (input === typing) return;
      input.value = text;
      input.removeAttribute('aria-invalid');
    };
    write(multiplier.input, multiplierText(multiplierOf(bet), lang));
    write(target.input, formatDecimal(bet.target / 100, 2, lang));
    write(chance.input, formatDecimal(winChance(bet), 2, lang));
    targetLabel.textContent = bet.direction === 'under' ? texts.rollUnder : texts.rollOver;
    under.setAttribute('aria-pressed', String(bet.direction === 'under'));
    over.setAttribute('aria-pressed', String(bet.direction === 'over'));
  }

  return {
    fields,
    panelPart,
    setBet(next) {
      bet = next;
      render();
    },
    setPayout(text) {
      payout.textContent = text;
    },
    setLocked(locked) {
      for (const control of [multiplier.input, target.input, chance.input, swap, under, over])
        control.disabled = locked;
    },
  };
}

import { h } from './dom.ts';
import type { Lang } from './env.ts';
import { currencySymbol, formatAmountInput, formatMoney, parseAmount, type Currency } from './money.ts';
import {
  doubleStake,
  halveStake,
  maxStake,
  openingStake,
  stakeProblem,
  stepLevel,
  type StakeLimits,
} from './stake.ts';
import { fill, type ShellTexts } from './texts.ts';

/*
 * The bet panel every game has: the stake (typed, with ½ / 2× / Min / Max, or stepped through the
 * state's stake levels), the game's own fields (`extra`), and the one main action button. The panel
 * knows the limits and the balance, so a stake the server would refuse is caught here first.
 */

export type BetPanel = {
  element: HTMLElement;
  /** Where a game puts its own controls, between the stake and the action button. */
  extra: HTMLElement;
  action: HTMLButtonElement;
  configure(options: { limits: StakeLimits; currency: Currency }): void;
  setBalance(minor: bigint | null): void;
  /** The stake if it is one the server accepts (else the problem is shown and null returned). */
  validStake(): bigint | null;
  /** The stake as typed, even if not valid (for a payout preview). */
  currentStake(): bigint | null;
  onStakeChange(listener: (stake: bigint | null) => void): void;
  setLocked(locked: boolean): void;
  setActionLabel(label: string): void;
  setBusy(busy: boolean): void;
  onAction(listener: () => void): void;
};

export function createBetPanel(t: ShellTexts, lang: Lang, actionLabel: string): BetPanel {
  let limits: StakeLimits | null = null;
  let currency: Currency = { code: 'TRY', minorUnits: 2 };
  let balance: bigint | null = null;
  let stake: bigint | null = null;
  let locked = true;
  const listeners: ((stake: bigint | null) => void)[] = [];

  const input = h('input', {
    class: 'stake__input',
    attrs: {
      id: 'stake',
      inputmode: 'decimal',
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-describedby': 'stake-error',
    },
  });
  const levelOutput = h('output', {
    class: 'stake__level',
    attrs: { id: 'stake-level', 'aria-live': 'polite' },
  });
  const symbol = h('span', { class: 'stake__currency', attrs: { 'aria-hidden': 'true' } });
  const error = h('p', { class: 'field__error', attrs: { id: 'stake-error', 'aria-live': 'polite' } });
  const quick = (text: string, label: string, onClick: () => void) =>
    h('button', {
      class: 'stake__quick',
      text,
      attrs: { type: 'button', 'aria-label': label, title: label },
      on: { click: onClick },
    });

  const setStake = (next: bigint, fromTyping = false) => {
    stake = next;
    if (!fromTyping) input.value = formatAmountInput(next, currency.minorUnits, lang);
    levelOutput.textContent = formatMoney(next, currency, lang);
    showProblem(false);
    for (const listener of listeners) listener(stake);
  };
  const changeBy = (compute: (current: bigint, l: StakeLimits) => bigint) => () => {
    if (!limits || locked) return;
    setStake(compute(stake ?? openingStake(limits), limits));
  };

  const halve = quick(
    t.half,
    t.halfLabel,
    changeBy((s, l) => halveStake(s, l)),
  );
  const double = quick(
    t.double,
    t.doubleLabel,
    changeBy((s, l) => doubleStake(s, l, balance)),
  );
  const lower = quick(
    '−',
    t.lower,
    changeBy((s, l) => stepLevel(s, l.levelsMinor ?? [], -1)),
  );
  const higher = quick(
    '+',
    t.higher,
    changeBy((s, l) => stepLevel(s, l.levelsMinor ?? [], 1)),
  );
  const toMin = quick(
    t.min,
    t.minLabel,
    changeBy((_, l) => openingStake(l)),
  );
  const toMax = quick(
    t.max,
    t.maxLabel,
    changeBy((_, l) => l.levelsMinor?.at(-1) ?? maxStake(l, balance)),
  );

  input.addEventListener('input', () => {
    const shown = error.textContent !== '';
    const typed = parseAmount(input.value, currency.minorUnits);
    stake = typed;
    if (typed !== null) setStake(typed, true);
    else for (const listener of listeners) listener(null);
    // A problem already on screen follows the typing (it goes once the amount is right).
    if (shown) showProblem(true);
    else input.setAttribute('aria-invalid', String(typed === null));
  });
  input.addEventListener('blur', () => {
    if (stake !== null && limits) setStake(stake);
  });

  const field = h(
    'div',
    { class: 'field' },
    h(
      'div',
      { class: 'field__head' },
      h('label', { class: 'field__label', text: t.stake, attrs: { for: 'stake' } }),
      h('span', { class: 'field__aside' }, toMin, toMax),
    ),
    h('div', { class: 'stake' }, symbol, input, levelOutput, lower, higher, halve, double),
    error,
  );
  const extra = h('div', { class: 'panel__extra' });
  const actionText = h('span', { class: 'action__label', text: actionLabel });
  const action = h(
    'button',
    { class: 'action', attrs: { type: 'button', disabled: true } },
    h('span', { class: 'action__spinner', attrs: { 'aria-hidden': 'true' } }),
    actionText,
  );
  const element = h(
    'section',
    { class: 'panel', attrs: { 'aria-label': t.stake } },
    field,
    extra,
    action,
    h('p', { class: 'panel__hint', text: t.keyboardHint }),
  );

  function showProblem(show: boolean): boolean {
    if (!limits) return false;
    const problem = stakeProblem(stake, limits, balance);
    const message =
      problem === 'invalid'
        ? t.stakeInvalid
        : problem === 'range'
          ? fill(t.stakeRange, {
              min: formatMoney(limits.minMinor, currency, lang),
              max: formatMoney(limits.maxMinor, currency, lang),
            })
          : problem === 'balance'
            ? t.stakeOverBalance
            : '';
    error.textContent = show ? message : '';
    input.setAttribute('aria-invalid', String(show && problem !== null));
    return problem === null;
  }

  const applyLocked = () => {
    const fixed = Boolean(limits?.levelsMinor);
    input.disabled = locked;
    for (const button of [halve, double, toMin, toMax, lower, higher]) button.disabled = locked;
    field.classList.toggle('field--levels', fixed);
    input.hidden = fixed;
    symbol.hidden = fixed;
    levelOutput.hidden = !fixed;
    lower.hidden = higher.hidden = !fixed;
    halve.hidden = double.hidden = fixed;
  };
  applyLocked();

  return {
    element,
    extra,
    action,
    configure(options) {
      limits = options.limits;
      currency = options.currency;
      symbol.textContent = currencySymbol(currency.code);
      locked = false;
      applyLocked();
      setStake(openingStake(limits));
      action.disabled = false;
    },
    setBalance(minor) {
      balance = minor;
    },
    validStake: () => (showProblem(true) ? stake : null),
    currentStake: () => stake,
    onStakeChange(listener) {
      listeners.push(listener);
    },
    setLocked(next) {
      locked = next || !limits;
      applyLocked();
    },
    setActionLabel(label) {
      actionText.textContent = label;
    },
    setBusy(busy) {
      action.classList.toggle('action--busy', busy);
      action.setAttribute('aria-busy', String(busy));
      action.disabled = busy || !limits;
    },
    onAction(listener) {
      action.addEventListener('click', listener);
    },
  };
}

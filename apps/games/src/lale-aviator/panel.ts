import {
  currencySymbol,
  fill,
  formatAmountInput,
  h,
  parseAmount,
  type Currency,
  type Lang,
} from '../shell/index.ts';
import { multiplierText, parseTarget } from './model.ts';
import type { AviatorTexts } from './texts.ts';

/*
 * One of Lale Aviator's two bet panels: the stake (typed, − / +, quick amounts), the auto cash-out
 * switch and its target, and the one big button whose meaning follows the round (model.ts
 * `panelMode`): Bet, Cancel a bet waiting for the next round, Cash out N ₺ while it flies. Inputs are
 * locked while the panel's bet is in play.
 */

export type StakeLimits = { minMinor: bigint; maxMinor: bigint };

/** What the button says: a bet's stake is the panel's own; a cash-out's pay is the flight's. */
export type PanelLook =
  { mode: 'bet' | 'queue' | 'cancel' | 'placed' } | { mode: 'cashout'; payMinor: bigint };

export type CrashPanel = {
  element: HTMLElement;
  action: HTMLButtonElement;
  configure(limits: StakeLimits, currency: Currency): void;
  /** The stake if it is one to send (else the problem is shown and null returned). */
  validStake(balanceMinor: bigint | null): bigint | null;
  /** null: no auto cash-out; 'invalid': switched on with a target the server would refuse. */
  target(): number | null | 'invalid';
  show(look: PanelLook): void;
  setBusy(busy: boolean): void;
  /** The panel's last outcome under the button ('' clears). */
  note(text: string, tone?: 'win' | 'lose' | 'neutral'): void;
  onAction(listener: () => void): void;
};

const QUICK = [10n, 20n, 50n, 100n];

export function createCrashPanel(
  n: number,
  texts: AviatorTexts,
  lang: Lang,
  money: (minor: bigint) => string,
): CrashPanel {
  let limits: StakeLimits | null = null;
  let currency: Currency = { code: 'TRY', minorUnits: 2 };
  let stake: bigint | null = null;
  let locked = false;
  const unit = () => 10n ** BigInt(currency.minorUnits);

  const stakeId = `stake-${n}`;
  const errorId = `stake-${n}-error`;
  const input = h('input', {
    class: 'crash-stake__input',
    attrs: {
      id: stakeId,
      inputmode: 'decimal',
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-label': fill(texts.stakeOf, { n: String(n) }),
      'aria-describedby': errorId,
    },
  });
  const symbol = h('span', { class: 'crash-stake__currency', attrs: { 'aria-hidden': 'true' } });
  const error = h('p', { class: 'crash-panel__error', attrs: { id: errorId, 'aria-live': 'polite' } });

  const setStake = (next: bigint, fromTyping = false) => {
    stake = limits && !fromTyping ? clamp(next, limits) : next;
    if (!fromTyping) input.value = formatAmountInput(stake, currency.minorUnits, lang);
    error.textContent = '';
    input.setAttribute('aria-invalid', 'false');
    refreshStakeLabel();
  };
  const step = (direction: 1 | -1) => () => {
    if (locked || !limits) return;
    const current = stake ?? limits.minMinor;
    const by = current >= 100n * unit() ? 10n * unit() : current >= 10n * unit() ? 5n * unit() : unit();
    setStake(current + by * BigInt(direction));
  };
  const minus = h('button', {
    class: 'crash-stake__step',
    text: '−',
    attrs: { type: 'button', 'aria-label': `${fill(texts.stakeOf, { n: String(n) })} −` },
    on: { click: step(-1) },
  });
  const plus = h('button', {
    class: 'crash-stake__step',
    text: '+',
    attrs: { type: 'button', 'aria-label': `${fill(texts.stakeOf, { n: String(n) })} +` },
    on: { click: step(1) },
  });
  const quick = QUICK.map((amount) =>
    h('button', {
      class: 'crash-quick',
      text: String(amount),
      attrs: { type: 'button' },
      on: {
        click: () => {
          if (!locked) setStake(amount * unit());
        },
      },
    }),
  );
  input.addEventListener('input', () => {
    const typed = parseAmount(input.value, currency.minorUnits);
    stake = typed;
    if (typed !== null) setStake(typed, true);
    refreshStakeLabel();
  });
  input.addEventListener('blur', () => {
    if (stake !== null) setStake(stake);
  });

  const autoId = `auto-${n}`;
  const targetId = `target-${n}`;
  const autoSwitch = h('input', {
    class: 'switch__input',
    attrs: { id: autoId, type: 'checkbox', role: 'switch' },
  });
  const targetInput = h('input', {
    class: 'crash-target__input',
    attrs: {
      id: targetId,
      inputmode: 'decimal',
      autocomplete: 'off',
      spellcheck: 'false',
      value: multiplierText(20_000, lang).replace(/x$/, ''),
      'aria-label': fill(texts.targetOf, { n: String(n) }),
      disabled: true,
    },
  });
  autoSwitch.addEventListener('change', () => {
    targetInput.disabled = locked || !autoSwitch.checked;
    targetInput.closest('.crash-target')?.classList.toggle('crash-target--on', autoSwitch.checked);
  });
  targetInput.addEventListener('blur', () => {
    const target = parseTarget(targetInput.value);
    targetInput.setAttribute('aria-invalid', String(target === null));
    if (target !== null) targetInput.value = multiplierText(target, lang).replace(/x$/, '');
  });

  const actionTitle = h('span', { class: 'crash-action__title' });
  const actionAmount = h('span', { class: 'crash-action__amount' });
  const action = h(
    'button',
    { class: 'crash-action', attrs: { type: 'button', disabled: true, 'data-mode': 'bet' } },
    h('span', { class: 'action__spinner', attrs: { 'aria-hidden': 'true' } }),
    actionTitle,
    actionAmount,
  );
  const noteLine = h('p', { class: 'crash-panel__note', attrs: { 'aria-live': 'polite' } });

  const element = h(
    'section',
    {
      class: 'crash-panel',
      attrs: { 'aria-label': fill(texts.panel, { n: String(n) }), 'data-panel': String(n) },
    },
    h(
      'div',
      { class: 'crash-panel__main' },
      h(
        'div',
        { class: 'crash-panel__stake' },
        h('div', { class: 'crash-stake' }, minus, symbol, input, plus),
        h('div', { class: 'crash-quicks' }, ...quick),
      ),
      action,
    ),
    h(
      'div',
      { class: 'crash-panel__auto' },
      h(
        'label',
        { class: 'switch', attrs: { for: autoId } },
        autoSwitch,
        h('span', { class: 'switch__track', attrs: { 'aria-hidden': 'true' } }),
        h('span', { class: 'switch__label', text: texts.autoCashOut }),
      ),
      h(
        'div',
        { class: 'crash-target' },
        h('span', { class: 'crash-target__x', text: '×', attrs: { 'aria-hidden': 'true' } }),
        targetInput,
      ),
    ),
    error,
    noteLine,
  );

  let look: PanelLook = { mode: 'bet' };
  function refreshStakeLabel() {
    if (look.mode !== 'cashout') show(look);
  }

  function applyLock(next: boolean) {
    locked = next;
    for (const control of [input, minus, plus, autoSwitch, ...quick]) control.disabled = next || !limits;
    targetInput.disabled = next || !limits || !autoSwitch.checked;
  }
  applyLock(false);

  function show(next: PanelLook) {
    look = next;
    action.dataset.mode = next.mode;
    element.dataset.mode = next.mode;
    if (next.mode === 'cashout') {
      actionTitle.textContent = texts.cashOut;
      actionAmount.textContent = money(next.payMinor);
    } else if (next.mode === 'cancel') {
      actionTitle.textContent = texts.cancel;
      actionAmount.textContent = texts.waitingNext;
    } else if (next.mode === 'placed') {
      actionTitle.textContent = texts.placed;
      actionAmount.textContent = texts.placedHint;
    } else {
      actionTitle.textContent = texts.bet;
      actionAmount.textContent = stake === null ? '' : money(stake);
    }
    // Placed: nothing to do until take-off (the protocol has no cancel for a bet already taken).
    action.disabled = !limits || next.mode === 'placed' || action.classList.contains('crash-action--busy');
    applyLock(next.mode !== 'bet' && next.mode !== 'queue');
  }

  return {
    element,
    action,
    configure(nextLimits, nextCurrency) {
      limits = nextLimits;
      currency = nextCurrency;
      symbol.textContent = currencySymbol(currency.code);
      applyLock(locked);
      if (stake === null) setStake(10n * unit());
      show(look);
    },
    validStake(balanceMinor) {
      if (!limits) return null;
      let problem = '';
      if (stake === null) problem = texts.stakeInvalid;
      else if (stake < limits.minMinor || stake > limits.maxMinor)
        problem = fill(texts.stakeRange, { min: money(limits.minMinor), max: money(limits.maxMinor) });
      else if (balanceMinor !== null && stake > balanceMinor) problem = texts.stakeOverBalance;
      error.textContent = problem;
      input.setAttribute('aria-invalid', String(problem !== ''));
      return problem ? null : stake;
    },
    target() {
      if (!autoSwitch.checked) return null;
      const target = parseTarget(targetInput.value);
      if (target === null) {
        error.textContent = texts.targetInvalid;
        targetInput.setAttribute('aria-invalid', 'true');
        return 'invalid';
      }
      return target;
    },
    show,
    setBusy(busy) {
      action.classList.toggle('crash-action--busy', busy);
      action.setAttribute('aria-busy', String(busy));
      action.disabled = busy || !limits || look.mode === 'placed';
    },
    note(text, tone = 'neutral') {
      noteLine.textContent = text;
      noteLine.dataset.tone = tone;
    },
    onAction(listener) {
      action.addEventListener('click', listener);
    },
  };
}

function clamp(value: bigint, limits: StakeLimits): bigint {
  if (value < limits.minMinor) return limits.minMinor;
  if (value > limits.maxMinor) return limits.maxMinor;
  return value;
}

import { fill, formatPercent, h, type Lang } from '../shell/index.ts';
import type { SlotSkin } from './skin.ts';
import type { SlotTexts } from './texts.ts';

/*
 * The bonus buy: a button in the bet panel showing what it costs at the chosen bet, and a confirm
 * dialog with the price, the spins and the bonus buy's own RTP. Buying is the round's stake, so the
 * page plays it like a spin with { buyBonus: true } (shell.playRound with stakeOf).
 */

export type BonusBuy = {
  element: HTMLElement;
  dialog: HTMLDialogElement;
  /** The bet the price follows (null: none chosen yet). */
  setBet(betMinor: bigint | null): void;
  setLocked(locked: boolean): void;
  /** Runs `buy` once the player has confirmed. */
  onBuy(buy: () => void): void;
  /** Runs before the dialog opens; false keeps it closed (the check showed its own message). */
  onOpen(check: (priceMinor: bigint) => boolean): void;
};

export function createBonusBuy(
  skin: SlotSkin,
  texts: SlotTexts,
  lang: Lang,
  money: (minor: bigint) => string,
): BonusBuy {
  const { theme } = skin;
  const times = BigInt(theme.bonusBuyPriceStakes);
  let bet: bigint | null = null;
  let buy: () => void = () => undefined;
  let check: (price: bigint) => boolean = () => true;

  const price = h('span', { class: 'slotbuy__price' });
  const button = h(
    'button',
    {
      class: 'slotbuy__button',
      attrs: { type: 'button', 'aria-haspopup': 'dialog', disabled: true },
    },
    h('span', { class: 'slotbuy__badge', text: 'BONUS', attrs: { 'aria-hidden': 'true' } }),
    h(
      'span',
      { class: 'slotbuy__text' },
      h('span', { class: 'slotbuy__title', text: texts.bonusBuy }),
      price,
    ),
  );
  const text = h('p', { class: 'slotbuy-dialog__text' });
  const confirm = h('button', {
    class: 'button-primary slotbuy-dialog__confirm',
    attrs: { type: 'button', autofocus: true },
  });
  const cancel = h('button', {
    class: 'slotbuy-dialog__cancel',
    text: texts.cancel,
    attrs: { type: 'button' },
  });
  const dialog = h(
    'dialog',
    { class: 'dialog slotbuy-dialog', attrs: { 'aria-labelledby': `${skin.code}-buy-title` } },
    h('h2', { class: 'dialog__title', text: texts.bonusBuyTitle, attrs: { id: `${skin.code}-buy-title` } }),
    h('p', {
      class: 'slotbuy-dialog__spins',
      text: fill(texts.freeSpinsWon, { spins: String(theme.bonusBuySpins) }),
    }),
    text,
    h('p', {
      class: 'slotbuy-dialog__rtp',
      text: fill(texts.bonusBuyRtp, { rtp: formatPercent(theme.publishedBonusBuyRtp, 2, lang) }),
    }),
    h('div', { class: 'slotbuy-dialog__actions' }, cancel, confirm),
  );

  const show = () => {
    const cost = bet === null ? null : bet * times;
    const amount = cost === null ? '—' : money(cost);
    price.textContent = fill(texts.bonusBuyFor, { spins: String(theme.bonusBuySpins), price: amount });
    button.setAttribute('aria-label', `${texts.bonusBuy}: ${price.textContent}`);
    text.textContent = fill(texts.bonusBuyText, {
      price: amount,
      times: String(theme.bonusBuyPriceStakes),
      spins: String(theme.bonusBuySpins),
      multiplier: String(theme.freeSpins.multiplier),
    });
    confirm.textContent = fill(texts.bonusBuyConfirm, { price: amount });
  };
  show();

  button.addEventListener('click', () => {
    if (bet === null || !check(bet * times)) return;
    dialog.showModal();
  });
  cancel.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  confirm.addEventListener('click', () => {
    dialog.close();
    buy();
  });

  return {
    element: h('div', { class: 'slotbuy' }, button),
    dialog,
    setBet(next) {
      bet = next;
      show();
    },
    setLocked(locked) {
      button.disabled = locked;
    },
    onBuy(listener) {
      buy = listener;
    },
    onOpen(listener) {
      check = listener;
    },
  };
}

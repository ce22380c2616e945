import { fill, h, icon, VERIFY_PAGE } from '../shell/index.ts';
import { crashTone, multiplierText, type HistoryItem } from './model.ts';
import type { AviatorTexts } from './texts.ts';
import { checkRound } from './verify.ts';

/*
 * Lale Aviator's fairness dialog (the top bar's "Provably fair" and every chip of the rounds strip): the
 * chain's commitment and, for a picked round, its revealed hash and crash point, checked here in the
 * browser (verify.ts) against the commitment — the same check the site's verification page explains.
 */

export type VerifyDialog = {
  element: HTMLDialogElement;
  /** Opens on `round` (or, without one, on the chain's commitment only). */
  open(round: HistoryItem | null, commitment: string | null): void;
};

const field = (id: string, label: string) => {
  const value = h('input', {
    class: 'mono',
    attrs: { id, readonly: true, spellcheck: 'false', autocomplete: 'off' },
  });
  return {
    value,
    element: h(
      'div',
      { class: 'verify__field' },
      h('label', { class: 'field__label', text: label, attrs: { for: id } }),
      h('div', { class: 'copy-field' }, value),
    ),
  };
};

export function createVerifyDialog(texts: AviatorTexts, lang: 'tr' | 'en'): VerifyDialog {
  const close = h(
    'button',
    {
      class: 'icon-button dialog__close',
      attrs: { type: 'button', 'aria-label': texts.close, title: texts.close },
    },
    icon('exit'),
  );
  const title = h('h2', { class: 'dialog__title', attrs: { id: 'verify-title' } });
  const roundLine = h('p', { class: 'verify__round' });
  const point = h('strong', { class: 'verify__point' });
  const hash = field('verify-hash', texts.roundHash);
  const commitment = field('verify-commitment', texts.commitment);
  const results = h('ul', { class: 'verify__results', attrs: { role: 'status', 'aria-live': 'polite' } });
  const run = h('button', {
    class: 'button-primary verify__run',
    text: texts.verifyButton,
    attrs: { type: 'button' },
  });
  const roundPart = h(
    'div',
    { class: 'verify__part' },
    h(
      'div',
      { class: 'verify__summary' },
      roundLine,
      h('div', { class: 'verify__pointbox' }, h('span', { text: texts.crashPoint }), point),
    ),
    hash.element,
  );
  const pick = h('p', { class: 'verify__pick', text: texts.fairPick });
  const element = h(
    'dialog',
    { class: 'dialog verify', attrs: { 'aria-labelledby': 'verify-title' } },
    h('header', { class: 'dialog__head' }, title, close),
    h('p', { class: 'dialog__intro', text: texts.verifyHelp }),
    roundPart,
    commitment.element,
    pick,
    h('div', { class: 'verify__actions' }, run, results),
    h(
      'a',
      { class: 'fair__verify', attrs: { href: VERIFY_PAGE, target: '_top' } },
      texts.learnMore,
      icon('external'),
    ),
  );
  close.addEventListener('click', () => element.close());
  element.addEventListener('click', (event) => {
    if (event.target === element) element.close();
  });

  let current: HistoryItem | null = null;
  run.addEventListener('click', () => {
    if (!current) return;
    const round = current;
    results.replaceChildren(h('li', { text: texts.verifying }));
    run.disabled = true;
    // Up to a chain's length of hashes: let the "computing" line paint first.
    window.setTimeout(() => {
      const check = checkRound(round);
      const computed = multiplierText(check.computed, lang);
      results.replaceChildren(
        h('li', {
          class: check.chained ? 'verify__ok' : 'verify__bad',
          text: check.chained ? fill(texts.chainOk, { index: String(round.chainIndex) }) : texts.chainBad,
        }),
        h('li', {
          class: check.matches ? 'verify__ok' : 'verify__bad',
          text: fill(check.matches ? texts.pointOk : texts.pointBad, { multiplier: computed }),
        }),
      );
      run.disabled = false;
    }, 30);
  });

  return {
    element,
    open(round, chainCommitment) {
      current = round;
      results.replaceChildren();
      title.replaceChildren(icon('shield'), round ? texts.verifyTitle : texts.fairTitle);
      roundPart.hidden = !round;
      run.hidden = !round;
      pick.hidden = Boolean(round);
      if (round) {
        roundLine.textContent = fill(texts.verifyRound, {
          round: String(round.roundId),
          index: String(round.chainIndex),
        });
        point.textContent = multiplierText(round.crashPoint, lang);
        point.dataset.tone = crashTone(round.crashPoint);
        hash.value.value = round.hash;
      }
      commitment.value.value = round?.commitment ?? chainCommitment ?? '';
      element.showModal();
    },
  };
}

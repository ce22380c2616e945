import { sha256Hex } from '@lale/originals';
import type { RotateResult, SeedPairView } from './api.ts';
import { h, icon } from './dom.ts';
import type { ShellTexts } from './texts.ts';

/*
 * The provably fair dialog (a native <dialog>: focus trap, Escape and the top layer for free). It shows
 * the active pair — the server seed's hash, the client seed, the next nonce — lets the player set a
 * client seed and rotate, and then shows the revealed server seed, checked here against the hash shown
 * before. The full verification of rounds is the site's page, opened in the top window.
 */

export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;
/** The site's verification page (apps/web features/originals); a game links it with target _top. */
export const VERIFY_PAGE = '/casino/provably-fair';

export type FairnessDialog = {
  element: HTMLDialogElement;
  open(): void;
  setPair(pair: SeedPairView): void;
  setNonce(nonce: number): void;
};

export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function copyField(value: HTMLInputElement, t: ShellTexts): HTMLElement {
  const button = h('button', {
    class: 'copy-button',
    attrs: { type: 'button', 'aria-label': t.copy, title: t.copy },
  });
  button.append(icon('copy'));
  button.addEventListener('click', () => {
    value.select();
    navigator.clipboard?.writeText(value.value).then(
      () => {
        button.setAttribute('title', t.copied);
        button.classList.add('copy-button--done');
        window.setTimeout(() => button.classList.remove('copy-button--done'), 1200);
      },
      () => undefined, // not allowed in this frame: the text is selected for a manual copy
    );
  });
  return h('div', { class: 'copy-field' }, value, button);
}

const readonlyValue = (id: string) =>
  h('input', { class: 'mono', attrs: { id, readonly: true, spellcheck: 'false', autocomplete: 'off' } });

export function createFairnessDialog(
  t: ShellTexts,
  rotate: (clientSeed: string) => Promise<RotateResult>,
): FairnessDialog {
  let shownHash = '';
  const hash = readonlyValue('fair-hash');
  const nonce = h('output', { class: 'fair__nonce mono', attrs: { id: 'fair-nonce' } });
  const seedInput = h('input', {
    class: 'mono',
    attrs: {
      id: 'fair-client-seed',
      maxlength: 64,
      spellcheck: 'false',
      autocomplete: 'off',
      'aria-describedby': 'fair-client-seed-hint',
    },
  });
  const seedHint = h('p', {
    class: 'field__hint',
    text: t.clientSeedHint,
    attrs: { id: 'fair-client-seed-hint' },
  });
  const random = h(
    'button',
    {
      class: 'copy-button',
      attrs: { type: 'button', 'aria-label': t.randomSeedLabel, title: t.randomSeedLabel },
    },
    icon('refresh'),
  );
  const rotateButton = h('button', { class: 'button-primary', text: t.rotate, attrs: { type: 'button' } });
  const notice = h('p', { class: 'fair__notice', attrs: { role: 'status', 'aria-live': 'polite' } });

  const revealedSeed = readonlyValue('fair-revealed');
  const revealedHashCheck = h('p', { class: 'fair__check' });
  const revealedClient = h('dd', { class: 'mono' });
  const revealedRounds = h('dd', { class: 'mono' });
  const revealed = h(
    'section',
    { class: 'fair__revealed', attrs: { hidden: true, 'aria-labelledby': 'fair-previous' } },
    h('h3', { text: t.previousPair, attrs: { id: 'fair-previous' } }),
    h('label', { class: 'field__label', text: t.revealedSeed, attrs: { for: 'fair-revealed' } }),
    copyField(revealedSeed, t),
    revealedHashCheck,
    h(
      'dl',
      { class: 'fair__facts' },
      h('div', {}, h('dt', { text: t.clientSeed }), revealedClient),
      h('div', {}, h('dt', { text: t.roundsPlayed }), revealedRounds),
    ),
  );

  const validate = () => {
    const ok = CLIENT_SEED.test(seedInput.value);
    seedInput.setAttribute('aria-invalid', String(!ok));
    seedHint.textContent = ok ? t.clientSeedHint : t.clientSeedInvalid;
    seedHint.classList.toggle('field__hint--error', !ok);
    rotateButton.disabled = !ok;
    return ok;
  };
  seedInput.addEventListener('input', validate);
  random.addEventListener('click', () => {
    seedInput.value = randomClientSeed();
    validate();
  });

  rotateButton.addEventListener('click', async () => {
    if (!validate()) return;
    rotateButton.disabled = true;
    rotateButton.textContent = t.rotating;
    notice.textContent = '';
    try {
      const result = await rotate(seedInput.value);
      if (result.revealed) {
        const previousHash = shownHash;
        revealedSeed.value = result.revealed.serverSeed;
        // The seed must hash to the pair's hash, and that must be the hash this page showed before.
        const matches =
          sha256Hex(result.revealed.serverSeed) === result.revealed.serverSeedHash &&
          (previousHash === '' || previousHash === result.revealed.serverSeedHash);
        revealedHashCheck.textContent = matches ? t.hashMatches : t.hashMismatch;
        revealedHashCheck.classList.toggle('fair__check--bad', !matches);
        revealedClient.textContent = result.revealed.clientSeed;
        revealedRounds.textContent = String(result.revealed.nonce);
        revealed.hidden = false;
      }
      dialog.setPair(result.active);
      notice.textContent = t.rotated;
    } catch (error) {
      notice.textContent = error instanceof Error ? error.message : String(error);
    } finally {
      rotateButton.textContent = t.rotate;
      validate();
    }
  });

  const close = h(
    'button',
    { class: 'icon-button dialog__close', attrs: { type: 'button', 'aria-label': t.close, title: t.close } },
    icon('exit'),
  );
  const element = h(
    'dialog',
    { class: 'dialog fair', attrs: { 'aria-labelledby': 'fair-title' } },
    h(
      'header',
      { class: 'dialog__head' },
      h('h2', { class: 'dialog__title', attrs: { id: 'fair-title' } }, icon('shield'), t.fairTitle),
      close,
    ),
    h('p', { class: 'dialog__intro', text: t.fairIntro }),
    h('label', { class: 'field__label', text: t.serverSeedHash, attrs: { for: 'fair-hash' } }),
    copyField(hash, t),
    h(
      'div',
      { class: 'fair__grid' },
      h(
        'div',
        { class: 'fair__seed' },
        h('label', { class: 'field__label', text: t.clientSeed, attrs: { for: 'fair-client-seed' } }),
        h('div', { class: 'copy-field' }, seedInput, random),
        seedHint,
      ),
      h(
        'div',
        { class: 'fair__counter' },
        h('span', { class: 'field__label', text: t.nonce, attrs: { id: 'fair-nonce-label' } }),
        nonce,
      ),
    ),
    h('div', { class: 'fair__actions' }, rotateButton, notice),
    revealed,
    h(
      'a',
      { class: 'fair__verify', attrs: { href: VERIFY_PAGE, target: '_top' } },
      t.verify,
      icon('external'),
    ),
  );
  nonce.setAttribute('aria-labelledby', 'fair-nonce-label');
  close.addEventListener('click', () => element.close());
  // A click on the backdrop (the dialog element itself, outside its box) closes it.
  element.addEventListener('click', (event) => {
    if (event.target === element) element.close();
  });

  const dialog: FairnessDialog = {
    element,
    open() {
      notice.textContent = '';
      validate();
      element.showModal();
    },
    setPair(pair) {
      shownHash = pair.serverSeedHash;
      hash.value = pair.serverSeedHash;
      seedInput.value = pair.clientSeed;
      nonce.textContent = String(pair.nonce);
    },
    setNonce(next) {
      nonce.textContent = String(next);
    },
  };
  return dialog;
}

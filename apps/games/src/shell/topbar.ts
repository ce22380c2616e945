import { h, icon, tulipMark } from './dom.ts';
import type { Sound } from './sound.ts';
import type { ShellTexts } from './texts.ts';

/*
 * The bar over every game: the Lale Originals mark and the game's name, the balance, sound, the
 * fairness dialog and Exit. Exit asks the site's play frame (our own origin) to close the game.
 */

export type TopBar = {
  element: HTMLElement;
  setBalance(text: string, change?: 'up' | 'down'): void;
  onFair(listener: () => void): void;
  /** A game without a player seed pair (a scheduled draw) hides the seed pair button. */
  setFairVisible(visible: boolean): void;
  /** Shows the (i) button, which calls `listener`. */
  onRules(listener: () => void): void;
  /** The net position and time since sign-in (issue #26); hidden until first given. */
  setSinceSignIn(net: string, loss: boolean, elapsed: string): void;
};

export function createTopBar(title: string, t: ShellTexts, sound: Sound): TopBar {
  const balance = h('output', { class: 'balance__value', text: '—', attrs: { 'aria-live': 'off' } });
  const balancePill = h(
    'div',
    { class: 'balance', attrs: { role: 'group', 'aria-label': t.balance } },
    icon('wallet', 'icon balance__icon'),
    h('span', { class: 'balance__label', text: t.balance }),
    balance,
  );

  // Safer play (issue #26): what play since sign-in has come to, and for how long, at all times.
  const netValue = h('output', { class: 'session__net', attrs: { 'aria-live': 'off' } });
  const elapsedValue = h('output', { class: 'session__elapsed', attrs: { 'aria-live': 'off' } });
  const sessionPill = h(
    'div',
    {
      class: 'session',
      attrs: { role: 'group', 'aria-label': t.sinceSignIn, title: t.sinceSignIn, hidden: true },
    },
    icon('clock', 'icon session__icon'),
    elapsedValue,
    h('span', { class: 'session__label', text: t.net }),
    netValue,
  );

  const soundButton = h('button', {
    class: 'icon-button',
    // A toggle keeps one name; aria-pressed says whether sound is on.
    attrs: { type: 'button', 'aria-label': t.sound },
  });
  const renderSound = (muted: boolean) => {
    soundButton.setAttribute('aria-pressed', String(!muted));
    soundButton.setAttribute('title', muted ? t.soundOff : t.soundOn);
    soundButton.replaceChildren(icon(muted ? 'soundOff' : 'soundOn'));
  };
  renderSound(sound.muted);
  soundButton.addEventListener('click', () => {
    sound.setMuted(!sound.muted);
    sound.play('click');
  });
  sound.onChange(renderSound);

  const rulesButton = h(
    'button',
    {
      class: 'icon-button',
      attrs: {
        type: 'button',
        'aria-label': t.rules,
        title: t.rules,
        'aria-haspopup': 'dialog',
        hidden: true,
      },
    },
    icon('info'),
  );
  const fairButton = h(
    'button',
    // Named by aria-label too: on phones the text is hidden and only the shield shows.
    {
      class: 'pill-button pill-button--fair',
      attrs: { type: 'button', 'aria-haspopup': 'dialog', 'aria-label': t.fair },
    },
    icon('shield'),
    h('span', { class: 'pill-button__text', text: t.fair }),
  );
  const exitButton = h(
    'button',
    {
      class: 'pill-button pill-button--exit',
      attrs: { type: 'button', 'aria-label': t.exit, title: t.exit },
      on: { click: () => window.parent.postMessage('exit', window.location.origin) },
    },
    icon('exit'),
    h('span', { class: 'pill-button__text', text: t.exit }),
  );

  const element = h(
    'header',
    { class: 'topbar' },
    h(
      'div',
      { class: 'brand' },
      tulipMark('brand__mark'),
      h(
        'div',
        { class: 'brand__text' },
        h('span', { class: 'brand__studio', text: t.studio }),
        h('h1', { class: 'brand__title', text: title }),
      ),
    ),
    h(
      'div',
      { class: 'topbar__actions' },
      sessionPill,
      balancePill,
      rulesButton,
      soundButton,
      fairButton,
      exitButton,
    ),
  );

  let flashTimer = 0;
  return {
    element,
    setBalance(text, change) {
      balance.textContent = text;
      if (!change) return;
      balancePill.classList.remove('balance--up', 'balance--down');
      // Restart the flash animation even when the same direction comes twice in a row.
      void balancePill.offsetWidth;
      balancePill.classList.add(change === 'up' ? 'balance--up' : 'balance--down');
      window.clearTimeout(flashTimer);
      flashTimer = window.setTimeout(() => balancePill.classList.remove('balance--up', 'balance--down'), 900);
    },
    onFair(listener) {
      fairButton.addEventListener('click', listener);
    },
    setFairVisible(visible) {
      fairButton.hidden = !visible;
    },
    setSinceSignIn(net, loss, elapsed) {
      netValue.textContent = net;
      netValue.classList.toggle('session__net--loss', loss);
      elapsedValue.textContent = elapsed;
      sessionPill.hidden = false;
    },
    onRules(listener) {
      rulesButton.hidden = false;
      rulesButton.addEventListener('click', listener);
    },
  };
}

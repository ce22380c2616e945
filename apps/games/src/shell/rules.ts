import { h, icon } from './dom.ts';
import type { ShellTexts } from './texts.ts';

/*
 * A game's rules (how it is played, its paytable, RTP and maximum win) in a native <dialog>, opened
 * from the top bar's (i) button. The game gives the content; the shell gives the frame.
 */

export type RulesDialog = { element: HTMLDialogElement; open(): void };

export function createRulesDialog(t: ShellTexts, title: string, content: Node[]): RulesDialog {
  const close = h(
    'button',
    { class: 'icon-button dialog__close', attrs: { type: 'button', 'aria-label': t.close, title: t.close } },
    icon('exit'),
  );
  const element = h(
    'dialog',
    { class: 'dialog rules', attrs: { 'aria-labelledby': 'rules-title' } },
    h(
      'header',
      { class: 'dialog__head' },
      h(
        'h2',
        { class: 'dialog__title', attrs: { id: 'rules-title' } },
        icon('info'),
        `${title} · ${t.rules}`,
      ),
      close,
    ),
    h('div', { class: 'rules__body' }, ...content),
  );
  close.addEventListener('click', () => element.close());
  element.addEventListener('click', (event) => {
    if (event.target === element) element.close();
  });
  return { element, open: () => element.showModal() };
}

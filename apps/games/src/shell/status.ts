import { h } from './dom.ts';

/*
 * The status line: refusals from the server and short notices, read out by screen readers (a polite
 * live region that exists from the start, so the announcement is not lost). It floats over the stage
 * and fades after a while; an error stays a little longer.
 */

export type StatusTone = 'error' | 'info' | 'win';

export type StatusLine = {
  element: HTMLElement;
  show(message: string, tone?: StatusTone): void;
  clear(): void;
};

export function createStatusLine(): StatusLine {
  const text = h('span', { class: 'status__text' });
  const element = h('div', { class: 'status', attrs: { role: 'status', 'aria-live': 'polite' } }, text);
  let timer = 0;
  const clear = () => {
    element.classList.remove('status--visible');
    window.clearTimeout(timer);
  };
  return {
    element,
    show(message, tone = 'info') {
      window.clearTimeout(timer);
      element.dataset.tone = tone;
      text.textContent = message;
      element.classList.add('status--visible');
      timer = window.setTimeout(clear, tone === 'error' ? 6000 : 3500);
    },
    clear,
  };
}

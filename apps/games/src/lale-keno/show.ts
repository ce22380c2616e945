import { keno } from '@lale/originals';
import { h } from '../shell/index.ts';
import { rowOf } from './board.ts';
import type { KenoTexts } from './texts.ts';

/*
 * The draw show, TV style: the draw's number and what is happening (sales open with the countdown to
 * their close, the draw under way, the results), the ball machine's window where each ball lands big,
 * and the tray of 20 places that fills ball by ball, a hit ringed in gold.
 */

export type ShowPhase = 'selling' | 'closing' | 'drawing' | 'done' | 'waiting';

export type KenoShow = {
  element: HTMLElement;
  /** The head line: which draw, its phase and the countdown (already formatted). */
  setHead(drawLabel: string, phase: ShowPhase, phaseText: string, countdown: string): void;
  /** The balls out so far and the player's picks for this draw (to ring the hits). */
  setBalls(balls: readonly number[], picks: ReadonlySet<number>, animateLast: boolean): void;
  setCaption(text: string): void;
};

export function createKenoShow(texts: KenoTexts): KenoShow {
  const drawLabel = h('span', { class: 'keno-show__draw' });
  const phaseText = h('span', { class: 'keno-show__phase' });
  const countdown = h('span', { class: 'keno-show__countdown mono', attrs: { 'aria-hidden': 'true' } });
  const bigBall = h('div', {
    class: 'keno-ball keno-ball--big keno-ball--empty',
    attrs: { 'aria-hidden': 'true' },
  });
  const bigNumber = h('span', { class: 'keno-ball__n' });
  bigBall.append(bigNumber);
  const counter = h('span', { class: 'keno-machine__count mono' });
  const caption = h('p', { class: 'keno-machine__caption' });
  const slots: HTMLElement[] = [];
  const tray = h('ol', { class: 'keno-tray', attrs: { 'aria-label': texts.trayLabel } });
  for (let i = 0; i < keno.DRAWN; i += 1) {
    const slot = h('li', { class: 'keno-tray__slot' });
    slots.push(slot);
    tray.append(slot);
  }

  const element = h(
    'section',
    { class: 'keno-show', attrs: { 'aria-label': texts.showLabel } },
    h(
      'header',
      { class: 'keno-show__head' },
      h('span', { class: 'keno-show__live', text: texts.live, attrs: { 'aria-hidden': 'true' } }),
      drawLabel,
      phaseText,
      countdown,
    ),
    h(
      'div',
      { class: 'keno-show__body' },
      h(
        'div',
        { class: 'keno-machine' },
        h(
          'div',
          { class: 'keno-machine__dome', attrs: { 'aria-hidden': 'true' } },
          ...machineBalls(),
          bigBall,
        ),
        h('div', { class: 'keno-machine__meta' }, counter, caption),
      ),
      tray,
    ),
  );

  let shown = -1;
  return {
    element,
    setHead(label, phase, text, time) {
      drawLabel.textContent = label;
      phaseText.textContent = text;
      countdown.textContent = time;
      element.dataset.phase = phase;
    },
    setBalls(balls, picks, animateLast) {
      slots.forEach((slot, i) => {
        const n = balls[i];
        if (n === undefined) {
          if (slot.firstChild) slot.replaceChildren();
          slot.className = 'keno-tray__slot';
          return;
        }
        if (slot.dataset.n !== String(n) || !slot.firstChild) {
          slot.dataset.n = String(n);
          slot.replaceChildren(
            h(
              'span',
              { class: `keno-ball keno-ball--r${rowOf(n)}` },
              h('span', { class: 'keno-ball__n', text: String(n) }),
            ),
          );
        }
        slot.className = 'keno-tray__slot keno-tray__slot--out';
        slot.classList.toggle('keno-tray__slot--hit', picks.has(n));
        slot.classList.toggle('keno-tray__slot--new', animateLast && i === balls.length - 1);
        slot.setAttribute('aria-label', picks.has(n) ? `${n} ${texts.hitWord}` : String(n));
      });
      const last = balls.at(-1);
      counter.textContent = `${balls.length}/${keno.DRAWN}`;
      if (last === undefined) {
        bigBall.className = 'keno-ball keno-ball--big keno-ball--empty';
        bigNumber.textContent = '';
        shown = -1;
        return;
      }
      if (balls.length !== shown) {
        bigBall.className = `keno-ball keno-ball--big keno-ball--r${rowOf(last)}`;
        bigBall.classList.toggle('keno-ball--hit', picks.has(last));
        bigNumber.textContent = String(last);
        if (animateLast) {
          // Restart the landing animation for each new ball.
          bigBall.classList.remove('keno-ball--land');
          void bigBall.offsetWidth;
          bigBall.classList.add('keno-ball--land');
        }
        shown = balls.length;
      }
    },
    setCaption(text) {
      caption.textContent = text;
    },
  };
}

/** The balls tumbling in the machine's dome (decoration: CSS animates them). */
function machineBalls(): HTMLElement[] {
  return Array.from({ length: 9 }, (_, i) =>
    h('span', { class: `keno-machine__tumble keno-machine__tumble--${i} keno-ball--r${i % 8}` }),
  );
}

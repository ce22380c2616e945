import { dice } from '@lale/originals';
import { fill, formatDecimal, h, prefersReducedMotion, type Lang, type Shell } from '../shell/index.ts';
import { clampTarget, type DiceBet } from './fields.ts';
import type { DiceTexts } from './texts.ts';

/*
 * The dice board: the big readout, the 0–100 bar with the winning (green) and losing (red) ranges, the
 * target handle (a native range input, so keyboard and screen readers work as for any slider) and the
 * result marker that slides to the roll. Positions are CSS custom properties, set from script.
 */

export type DiceBoard = {
  element: HTMLElement;
  marker: HTMLElement;
  setBet(bet: DiceBet): void;
  /** Slides the marker to the roll and counts the number up; resolves when it has landed. */
  showRoll(roll: number, win: boolean, big: boolean): Promise<void>;
  setVerdict(text: string, tone: 'win' | 'lose' | 'big'): void;
  setLocked(locked: boolean): void;
};

const ROLL_MS = 720;
const SCALE = [0, 25, 50, 75, 100];

export function createDiceBoard(
  texts: DiceTexts,
  lang: Lang,
  shell: Shell,
  onTarget: (target: number) => void,
): DiceBoard {
  let bet: DiceBet = { target: 5000, direction: 'under' };
  let shownRoll = 5000;
  const number = (hundredths: number) => formatDecimal(hundredths / 100, 2, lang);

  const readoutValue = h('span', { class: 'readout__value', text: number(shownRoll) });
  const verdict = h('span', { class: 'readout__verdict', text: texts.prompt });
  const readout = h('div', { class: 'readout', attrs: { 'aria-hidden': 'true' } }, readoutValue, verdict);

  const slider = h('input', {
    class: 'dice-slider',
    attrs: { type: 'range', min: 0, max: dice.ROLL_OUTCOMES, step: 1, 'aria-label': texts.slider },
  });
  const markerValue = h('span', { class: 'marker__value' });
  const marker = h('div', { class: 'marker', attrs: { 'aria-hidden': 'true' } }, markerValue);
  const scale = h(
    'div',
    { class: 'scale', attrs: { 'aria-hidden': 'true' } },
    ...SCALE.map((mark) => {
      const label = h('span', { class: 'scale__mark', text: String(mark) });
      label.style.setProperty('--at', String(mark));
      return label;
    }),
  );
  const rail = h(
    'div',
    { class: 'rail' },
    h(
      'div',
      { class: 'track' },
      h('span', { class: 'track__part track__part--low' }),
      h('span', { class: 'track__part track__part--high' }),
    ),
    slider,
    marker,
  );
  const element = h('div', { class: 'dice-board' }, readout, h('div', { class: 'rail-wrap' }, rail, scale));

  const directionWord = () => (bet.direction === 'under' ? texts.under : texts.over);
  const setTarget = (target: number) => {
    const allowed = clampTarget(target, bet.direction);
    slider.value = String(allowed);
    if (allowed !== bet.target) onTarget(allowed);
  };
  slider.addEventListener('input', () => {
    setTarget(Number(slider.value));
    shell.sound.play('tick', { volume: 0.35 });
  });
  // Arrows move a whole number (1.00), with Shift a hundredth; Page keys ten; Home/End the ends.
  slider.addEventListener('keydown', (event) => {
    const step = event.shiftKey ? 1 : 100;
    const moves: Record<string, number> = {
      ArrowRight: step,
      ArrowUp: step,
      ArrowLeft: -step,
      ArrowDown: -step,
      PageUp: 1000,
      PageDown: -1000,
      Home: -dice.ROLL_OUTCOMES,
      End: dice.ROLL_OUTCOMES,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    setTarget(bet.target + move);
    shell.sound.play('tick', { volume: 0.35 });
  });

  let frame = 0;
  return {
    element,
    marker,
    setBet(next) {
      bet = next;
      slider.value = String(bet.target);
      slider.setAttribute(
        'aria-valuetext',
        fill(texts.sliderValue, { direction: directionWord(), target: number(bet.target) }),
      );
      rail.style.setProperty('--split', String(bet.target / 100));
      rail.dataset.direction = bet.direction;
    },
    showRoll(roll, win, big) {
      const from = shownRoll;
      shownRoll = roll;
      const instant = prefersReducedMotion();
      window.cancelAnimationFrame(frame);
      element.classList.remove('dice-board--win', 'dice-board--lose', 'dice-board--big');
      marker.classList.remove('marker--win', 'marker--lose', 'marker--big');
      marker.classList.add('marker--shown', 'marker--moving');
      readout.classList.add('readout--rolling');
      delete readout.dataset.tone;
      rail.style.setProperty('--roll', String(roll / 100));
      shell.sound.play('roll', { volume: 0.5 });
      return new Promise((resolve) => {
        const started = performance.now();
        let lastTick = 0;
        const step = (now: number) => {
          const progress = instant ? 1 : Math.min(1, (now - started) / ROLL_MS);
          // The same easing as the marker's CSS transition (--ease-out), so number and marker agree.
          const eased = 1 - (1 - progress) ** 3;
          const value = Math.round(from + (roll - from) * eased);
          readoutValue.textContent = markerValue.textContent = number(value);
          if (now - lastTick > 70 && progress < 0.85) {
            lastTick = now;
            shell.sound.play('tick', { rate: 0.9 + progress * 0.6, volume: 0.25 });
          }
          if (progress < 1) {
            frame = window.requestAnimationFrame(step);
            return;
          }
          marker.classList.remove('marker--moving');
          marker.classList.add(win ? 'marker--win' : 'marker--lose');
          if (big) marker.classList.add('marker--big');
          readout.classList.remove('readout--rolling');
          resolve();
        };
        frame = window.requestAnimationFrame(step);
      });
    },
    setLocked(locked) {
      slider.disabled = locked;
    },
    setVerdict(text, tone) {
      verdict.textContent = text;
      readout.dataset.tone = tone;
      element.classList.add(tone === 'lose' ? 'dice-board--lose' : 'dice-board--win');
      if (tone === 'big') element.classList.add('dice-board--big');
    },
  };
}

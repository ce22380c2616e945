import { prefersReducedMotion } from './dom.ts';

/*
 * Celebration effects over the stage (a pixi.js canvas that never takes a click). pixi is loaded only
 * after the page is up, in its own chunk shared by every game; with reduced motion, no canvas, or no
 * WebGL the effects quietly do nothing and the game's CSS states still show the result.
 */

export type BurstPower = 'win' | 'big';

export type Effects = {
  /** A burst of confetti and sparks at (x, y) in the layer's CSS pixels. */
  burst(x: number, y: number, power: BurstPower): void;
  /** A burst from the centre of an element on the stage. */
  burstAt(element: Element, power: BurstPower): void;
  /** Starts loading pixi now (call once the game is interactive). */
  warmUp(): void;
};

type Engine = { burst(x: number, y: number, power: BurstPower): void };

export function createEffects(layer: HTMLElement): Effects {
  let engine: Promise<Engine | null> | null = null;
  const load = () => {
    engine ??= import('./pixi-effects.ts')
      .then(({ createPixiEffects }) => createPixiEffects(layer))
      .catch(() => null);
    return engine;
  };
  const burst = (x: number, y: number, power: BurstPower) => {
    if (prefersReducedMotion()) return;
    void load().then((ready) => ready?.burst(x, y, power));
  };
  return {
    burst,
    burstAt(element, power) {
      const box = element.getBoundingClientRect();
      const origin = layer.getBoundingClientRect();
      burst(box.left + box.width / 2 - origin.left, box.top + box.height / 2 - origin.top, power);
    },
    warmUp() {
      if (prefersReducedMotion()) return;
      const start = () => void load();
      // Safari has no requestIdleCallback; a short delay does the same there.
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(start, { timeout: 2000 });
      else setTimeout(start, 500);
    },
  };
}

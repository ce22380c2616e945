import type { RealityCheck } from '@lale/contracts';
import type { SessionCall } from './api.ts';
import { fill, type ShellTexts } from './texts.ts';

/*
 * The bar's net position and time since sign-in (issue #26: the Lale Originals pages show both at all
 * times), from the site's reality check reached with the game session (POST
 * /api/originals/game/realitycheck). The net is asked again after every balance change (a round
 * settled, debounced) and once a minute (play in another tab); the time counts on from the server's
 * answer on this page's timers, so a wrong device clock does not change it.
 */

export type SinceSignInView = { net: number; elapsed: string };

/** 59 s → '0 dk'; 3 900 s → '1 sa 5 dk' (whole minutes: the bar changes once a minute). */
export function formatElapsed(
  seconds: number,
  t: Pick<ShellTexts, 'elapsedMinutes' | 'elapsedHours'>,
): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? fill(t.elapsedHours, { h: String(hours), m: String(minutes % 60) })
    : fill(t.elapsedMinutes, { m: String(minutes) });
}

export const SINCE_SIGN_IN_REFRESH_MS = 60_000;
/** Balance changes closer than this are one refresh (a round's stake and win come as two). */
export const SINCE_SIGN_IN_DEBOUNCE_MS = 400;

export type SinceSignIn = {
  /** Ask the server again soon (the balance moved). */
  changed(): void;
  stop(): void;
};

export function createSinceSignIn(
  call: SessionCall,
  t: Pick<ShellTexts, 'elapsedMinutes' | 'elapsedHours'>,
  show: (view: SinceSignInView) => void,
): SinceSignIn {
  let last: { check: RealityCheck; at: number } | null = null;
  let debounce = 0;

  const render = () => {
    if (!last) return;
    const seconds = last.check.elapsedSeconds + (Date.now() - last.at) / 1000;
    show({ net: last.check.net, elapsed: formatElapsed(seconds, t) });
  };
  const load = async () => {
    try {
      last = { check: await call<RealityCheck>('realitycheck'), at: Date.now() };
      render();
    } catch {
      // The bar keeps what it showed; the next change or minute asks again.
    }
  };

  void load();
  // The time ticks on the page; the figures are asked again each minute.
  const tick = window.setInterval(render, 10_000);
  const refresh = window.setInterval(() => void load(), SINCE_SIGN_IN_REFRESH_MS);
  return {
    changed() {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(() => void load(), SINCE_SIGN_IN_DEBOUNCE_MS);
    },
    stop() {
      window.clearTimeout(debounce);
      window.clearInterval(tick);
      window.clearInterval(refresh);
    },
  };
}

import { useEffect } from 'react';

/*
 * The back office signs a member out after `seconds` without a key press, click, pointer move or
 * scroll (the server ends the session after the same time; this brings the screen back to sign-in
 * instead of leaving a page whose next call would fail).
 */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

export function useIdleTimeout(seconds: number | null, onIdle: () => void): void {
  useEffect(() => {
    if (!seconds || seconds <= 0) return;
    let timer = window.setTimeout(onIdle, seconds * 1000);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, seconds * 1000);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    };
  }, [seconds, onIdle]);
}

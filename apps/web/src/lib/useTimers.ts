import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The site's timers (spec §4/§9 delays and the resend countdown). Each one is cleared when its
 * component unmounts, so a closed dialog never acts later on a stale screen.
 */

/** `later(fn, ms)` runs fn after ms unless the component has unmounted; returns nothing to manage. */
export function useLater(): (fn: () => void, ms: number) => void {
  const timers = useRef(new Set<number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
      pending.clear();
    };
  }, []);
  return useCallback((fn: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      fn();
    }, ms);
    timers.current.add(id);
  }, []);
}

/**
 * A countdown from `seconds`, ticking once a second after `start()`. At 0 it stops and goes back to
 * `seconds` (spec §4 resend timer), so `running` false means "offer to resend".
 */
export function useCountdown(seconds: number) {
  const [state, setState] = useState({ left: seconds, running: false });

  useEffect(() => {
    if (!state.running) return;
    const id = window.setInterval(() => {
      setState((s) => (s.left > 1 ? { ...s, left: s.left - 1 } : { left: seconds, running: false }));
    }, 1000);
    return () => window.clearInterval(id);
  }, [state.running, seconds]);

  const start = useCallback(() => setState({ left: seconds, running: true }), [seconds]);

  return { secondsLeft: state.left, running: state.running, start };
}

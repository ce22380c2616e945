import { NUMBER_INPUT_REPEAT_DELAY_MS, NUMBER_INPUT_REPEAT_INTERVAL_MS } from '@lale/contracts';
import { useCallback, useEffect, useRef } from 'react';

/*
 * Press-and-hold repeat for the number input's +/- buttons (spec §9): the action runs on press, again
 * 500 ms later, then every 40 ms until release. Timers are cleared on release and on unmount.
 */
export function useHoldRepeat(action: () => void): { start: () => void; stop: () => void } {
  const actionRef = useRef(action);
  useEffect(() => {
    actionRef.current = action;
  }, [action]);
  const timers = useRef<{ delay?: number; interval?: number }>({});

  const stop = useCallback(() => {
    window.clearTimeout(timers.current.delay);
    window.clearInterval(timers.current.interval);
    timers.current = {};
  }, []);

  const start = useCallback(() => {
    stop();
    actionRef.current();
    timers.current.delay = window.setTimeout(() => {
      actionRef.current();
      timers.current.interval = window.setInterval(
        () => actionRef.current(),
        NUMBER_INPUT_REPEAT_INTERVAL_MS,
      );
    }, NUMBER_INPUT_REPEAT_DELAY_MS);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { start, stop };
}

import { useDeferredValue } from 'react';

/*
 * False in the first render of a component, true in a second, low-priority render React makes right
 * after (useDeferredValue with an initial value). Parts far down the page (the footer, the lower home
 * sections) render then: the first frame, the one the visitor waits for, lays out only what is on
 * screen, and the rest arrives in separate, interruptible work instead of one long task.
 */
export function useAfterFirstPaint(): boolean {
  return useDeferredValue(true, false);
}

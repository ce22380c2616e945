import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoveScrollBar } from '../src/lib/ui/dialog/scrollLock.ts';

/*
 * The build swaps radix's scroll-bar lock for this stand-in (vite.config.ts): the page's policy allows
 * no inline style, so it must lock through the body attribute global.css keys on and add no <style>.
 * That a dialog in the built site logs nothing is checked by the browser journeys (e2e/support).
 */
describe('scroll lock without injected styles', () => {
  it('locks while any lock is mounted, unlocks after the last, and adds no <style>', () => {
    const styles = () => document.querySelectorAll('style').length;
    const before = styles();
    const outer = render(<RemoveScrollBar />);
    expect(document.body).toHaveAttribute('data-scroll-locked', '1');
    const inner = render(<RemoveScrollBar gapMode="margin" />);
    expect(document.body).toHaveAttribute('data-scroll-locked', '2');

    inner.unmount();
    expect(document.body).toHaveAttribute('data-scroll-locked', '1');
    outer.unmount();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(styles()).toBe(before);
  });
});

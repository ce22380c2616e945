import { act, fireEvent, render, screen } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DEFAULTS, tooltipPosition } from '../src/lib/ui/tooltip/Tooltip.tsx';

/* The tooltip that replaces native `title` attributes (spec §9 defaults). */

afterEach(() => {
  vi.useRealTimers();
});

function renderTip() {
  render(
    <Tooltip content="Ara">
      <button type="button" aria-label="Ara">
        🔍
      </button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Ara' });
}

describe('Tooltip', () => {
  it('has the spec defaults: delay 0, duration 300 and 250 ms, max width 350, offsets 0 and 10', () => {
    expect(TOOLTIP_DEFAULTS).toEqual({
      delayMs: 0,
      durationMs: [300, 250],
      maxWidthPx: 350,
      offsetPx: [0, 10],
    });
    const css = readFileSync(join(__dirname, '../src/lib/ui/tooltip/Tooltip.module.css'), 'utf8');
    expect(css).toMatch(/max-width: min\(350px/);
    expect(css).toMatch(/tooltip-in 300ms/);
    expect(css).toMatch(/tooltip-out 250ms/);
  });

  it('shows at once on keyboard focus, described by the trigger, and Escape hides it', () => {
    vi.useFakeTimers();
    const button = renderTip();
    expect(screen.queryByRole('tooltip')).toBeNull();

    act(() => button.focus());
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Ara');
    expect(button).toHaveAttribute('aria-describedby', tip.id);
    expect(button).toHaveAccessibleDescription('Ara');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).not.toHaveAttribute('aria-describedby');
    // Fades out for 250 ms, then is gone.
    act(() => vi.advanceTimersByTime(TOOLTIP_DEFAULTS.durationMs[1]));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on mouse hover and hides on leave and on click; a tap alone does not count as hover', () => {
    vi.useFakeTimers();
    const button = renderTip();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the trigger’s own handlers and leaves it alone without content', () => {
    const onClick = vi.fn();
    render(
      <Tooltip content={null}>
        <button type="button" onClick={onClick}>
          Tamam
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Tamam' });
    act(() => button.focus());
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('goes 10 px above the trigger, below when there is no room, and stays inside the viewport', () => {
    const tip = { width: 100, height: 30 };
    expect(tooltipPosition({ top: 200, bottom: 240, left: 500, width: 40 }, tip, 1440)).toEqual({
      left: 470,
      top: 160,
      side: 'top',
    });
    expect(tooltipPosition({ top: 10, bottom: 50, left: 500, width: 40 }, tip, 1440)).toMatchObject({
      top: 60,
      side: 'bottom',
    });
    expect(tooltipPosition({ top: 200, bottom: 240, left: 370, width: 20 }, tip, 390).left).toBe(286);
    expect(tooltipPosition({ top: 200, bottom: 240, left: 0, width: 20 }, tip, 390).left).toBe(4);
  });
});

describe('the site', () => {
  it('uses no native title tooltips (dialog, frame and page titles are names, not tooltips)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.tsx')) {
          const source = readFileSync(path, 'utf8');
          // A `title=` on a JSX element that is not a DialogShell (its heading), an <iframe> (its name)
          // or a PageIntro-like component (a heading prop).
          for (const match of source.matchAll(/\stitle=[{"]/g)) {
            const tag = /^<([\w.]+)/.exec(source.slice(source.lastIndexOf('<', match.index)))?.[1] ?? '?';
            if (!/^(DialogShell|ConfirmDialog|iframe)$/.test(tag))
              offenders.push(`${path}: <${tag} title=…>`);
          }
        }
      }
    };
    walk(join(__dirname, '../src'));
    expect(offenders).toEqual([]);
  });
});

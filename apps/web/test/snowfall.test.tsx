import { act, fireEvent, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentOverlays } from '../src/features/cms/index.ts';
import { createFlakes, stepFlakes } from '../src/features/cms/snowfall/flakes.ts';
import Snowfall from '../src/features/cms/snowfall/Snowfall.tsx';
import { useSiteSettings } from '../src/lib/siteSettings.ts';
import { renderWithRouter } from './helpers.tsx';

/** A 2D context that records what is drawn (jsdom has no canvas). */
function fakeContext() {
  return {
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    setTransform: vi.fn(),
    fillStyle: '',
    globalAlpha: 1,
  };
}

/** Animation frames run when the test says so. */
function manualFrames() {
  const pending = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    pending.set(next, callback);
    return next++;
  });
  const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => pending.delete(id));
  const run = (now: number) => {
    const due = [...pending.values()];
    pending.clear();
    for (const callback of due) callback(now);
  };
  return { run, cancel, pending };
}

let context: ReturnType<typeof fakeContext>;

beforeEach(() => {
  context = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
});

describe('snowfall (spec §1)', () => {
  it('draws 50 white flakes each frame until any click stops it for good', () => {
    const frames = manualFrames();
    render(<Snowfall />);
    const canvas = document.querySelector('canvas');
    expect(canvas).not.toBeNull();

    act(() => frames.run(16));
    expect(context.arc).toHaveBeenCalledTimes(50);
    expect(context.fillStyle).toBe('#ffffff');

    act(() => fireEvent.click(document.body));
    expect(document.querySelector('canvas')).toBeNull();
    expect(frames.cancel).toHaveBeenCalled();
    expect(frames.pending.size).toBe(0);
  });

  it('flakes are 5-15 px, fall at about the default speed and come back from the top', () => {
    const flakes = createFlakes(1000, 800);
    expect(flakes).toHaveLength(50);
    expect(flakes.every((flake) => flake.size >= 5 && flake.size <= 15)).toBe(true);

    const flake = flakes[0]!;
    flake.y = 100;
    stepFlakes(flakes, 1000 / 60, 1000, 800);
    expect(flake.y - 100).toBeGreaterThanOrEqual(2 * 0.6);
    expect(flake.y - 100).toBeLessThanOrEqual(2 * 1.2);

    flakes[0]!.y = 900;
    stepFlakes(flakes, 1000 / 60, 1000, 800);
    expect(flakes[0]!.y).toBeLessThan(0);
  });

  it('is switched on by the site option snowfall = true, and never under reduced motion', async () => {
    manualFrames();
    useSiteSettings.setState({ options: { snowfall: 'false' } });
    const view = renderWithRouter(<ContentOverlays />);
    await act(async () => {});
    expect(document.querySelector('canvas')).toBeNull();

    act(() => useSiteSettings.setState({ options: { snowfall: 'true' } }));
    await vi.waitFor(() => expect(document.querySelector('canvas')).not.toBeNull());
    view.unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderWithRouter(<ContentOverlays />);
    await act(async () => {});
    expect(document.querySelector('canvas')).toBeNull();
    useSiteSettings.setState({ options: {} });
  });
});

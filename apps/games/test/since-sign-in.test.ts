import type { RealityCheck } from '@lale/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCall } from '../src/shell/api.ts';
import {
  createSinceSignIn,
  formatElapsed,
  SINCE_SIGN_IN_DEBOUNCE_MS,
  SINCE_SIGN_IN_REFRESH_MS,
  type SinceSignInView,
} from '../src/shell/since-sign-in.ts';
import { shellTexts } from '../src/shell/texts.ts';

/*
 * The Lale Originals bar's net position and time since sign-in (issue #26): from the game call
 * `realitycheck`, asked again after balance changes (one call for a burst) and each minute; the time
 * counts on from the server's answer.
 */

const t = shellTexts('tr');

const answer = (net: number, elapsedSeconds: number): RealityCheck => ({
  intervalMinutes: null,
  signedInAt: '2026-03-10T12:00:00.000Z',
  elapsedSeconds,
  stakes: { cash: 0, bonus: 0 },
  wins: { cash: 0, bonus: 0 },
  net,
});

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:30:00Z') });
  vi.stubGlobal('window', globalThis);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('formatElapsed', () => {
  it('tells whole minutes, and hours beyond an hour', () => {
    expect(formatElapsed(59, t)).toBe('0 dk');
    expect(formatElapsed(15 * 60, t)).toBe('15 dk');
    expect(formatElapsed(3_900, t)).toBe('1 sa 5 dk');
    expect(formatElapsed(-5, t)).toBe('0 dk');
    expect(formatElapsed(3_900, shellTexts('en'))).toBe('1 h 5 min');
  });
});

describe('the bar since sign-in', () => {
  it('shows the answer, counts the time on, and asks again once after a burst of balance changes', async () => {
    const answers = [answer(-10, 30 * 60), answer(-10, 31 * 60)];
    const call = vi.fn(async () => answers.shift() ?? answer(0, 0)) as unknown as SessionCall &
      ReturnType<typeof vi.fn>;
    const shown: SinceSignInView[] = [];
    const bar = createSinceSignIn(call, t, (view) => shown.push(view));

    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledWith('realitycheck');
    expect(shown.at(-1)).toEqual({ net: -10, elapsed: '30 dk' });

    // The time ticks on the page between calls: 50 s on, still the first answer, a minute more.
    await vi.advanceTimersByTimeAsync(50_000);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000 - 1);
    expect(shown.at(-1)).toEqual({ net: -10, elapsed: '30 dk' });
    // The minute's refresh asks again.
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    expect(shown.at(-1)).toEqual({ net: -10, elapsed: '31 dk' });
    call.mockClear();

    // A round's stake and its win: one call.
    answers.push(answer(-22.5, 33 * 60));
    bar.changed();
    bar.changed();
    await vi.advanceTimersByTimeAsync(SINCE_SIGN_IN_DEBOUNCE_MS);
    expect(call).toHaveBeenCalledTimes(1);
    expect(shown.at(-1)).toEqual({ net: -22.5, elapsed: '33 dk' });

    bar.stop();
    call.mockClear();
    await vi.advanceTimersByTimeAsync(3 * SINCE_SIGN_IN_REFRESH_MS);
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps what it showed when a call fails', async () => {
    let fail = false;
    const call = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return answer(5, 60);
    }) as unknown as SessionCall;
    const shown: SinceSignInView[] = [];
    const bar = createSinceSignIn(call, t, (view) => shown.push(view));
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    bar.changed();
    await vi.advanceTimersByTimeAsync(SINCE_SIGN_IN_DEBOUNCE_MS);
    expect(shown.at(-1)).toEqual({ net: 5, elapsed: '1 dk' });
    bar.stop();
  });
});

import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clampStep } from '../src/features/cashier/NumberInput.tsx';
import { useHoldRepeat } from '../src/features/cashier/useHoldRepeat.ts';
import { CashierScreen } from '../src/features/cashier/index.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { useSession } from '../src/lib/session.ts';
import { CARD, field } from './cashier-support.tsx';
import { mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';

beforeEach(async () => {
  await initI18n('tr');
  useSession.getState().beginSession(sampleAuth());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('hold-to-repeat (spec §9: repeat starts at 500 ms, then every 40 ms)', () => {
  it('acts on press, again at 500 ms, then every 40 ms until release', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const { result } = renderHook(() => useHoldRepeat(action));

    act(() => result.current.start());
    expect(action).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(499));
    expect(action).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(action).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(39));
    expect(action).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1));
    expect(action).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(400));
    expect(action).toHaveBeenCalledTimes(13);

    act(() => result.current.stop());
    act(() => vi.advanceTimersByTime(2000));
    expect(action).toHaveBeenCalledTimes(13);
  });

  it('never repeats when released before 500 ms, and stops on unmount', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const { result, unmount } = renderHook(() => useHoldRepeat(action));
    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.stop());
    act(() => vi.advanceTimersByTime(1000));
    expect(action).toHaveBeenCalledTimes(1);

    act(() => result.current.start());
    act(() => vi.advanceTimersByTime(600));
    const before = action.mock.calls.length;
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(action).toHaveBeenCalledTimes(before);
  });

  it('calls the latest action, not the one of the first render', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ action }) => useHoldRepeat(action), {
      initialProps: { action: first },
    });
    act(() => result.current.start());
    rerender({ action: second });
    act(() => vi.advanceTimersByTime(500));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('step and clamp (spec §9: step 1, clamps to min and max)', () => {
  it('steps by 1 and clamps', () => {
    expect(clampStep(150, 1, 100, 200)).toBe(151);
    expect(clampStep(150, -1, 100, 200)).toBe(149);
    expect(clampStep(200, 1, 100, 200)).toBe(200);
    expect(clampStep(100, -1, 100, 200)).toBe(100);
    expect(clampStep(10.1, 1, 0)).toBe(11.1);
    expect(clampStep(5000, 1, 100, 200)).toBe(200);
  });

  it('starts an empty input at the minimum', () => {
    expect(clampStep(null, 1, 100, 200)).toBe(100);
    expect(clampStep(null, -1, 100, 200)).toBe(100);
    expect(clampStep(null, 1, 0)).toBe(0);
  });
});

describe('the amount input in the dialog', () => {
  async function openAmount(min = 100, max = 50000) {
    mockApi({
      '/api/payment/methods': [{ ...CARD, minAmount: min, maxAmount: max }],
      '/api/payment/detail': [field('amount', 4)],
    });
    renderWithRouter(<CashierScreen type={1} />);
    fireEvent.click(await screen.findByRole('button', { name: /Kredi Kartı/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Kredi Kartı' });
    const input = await within(dialog).findByLabelText('Tutar');
    return {
      input,
      plus: within(dialog).getByRole('button', { name: 'Tutar artır' }),
      minus: within(dialog).getByRole('button', { name: 'Tutar azalt' }),
    };
  }

  it('repeats while + is held and stops on release', async () => {
    const { input, plus } = await openAmount();
    vi.useFakeTimers();
    fireEvent.pointerDown(plus, { button: 0 });
    await act(async () => {});
    expect(input).toHaveValue('100');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(input).toHaveValue('100');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(input).toHaveValue('101');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40 * 5);
    });
    expect(input).toHaveValue('106');
    fireEvent.pointerUp(plus);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(input).toHaveValue('106');
  });

  it('clamps a held button to the maximum', async () => {
    const { input, plus } = await openAmount(100, 103);
    vi.useFakeTimers();
    fireEvent.pointerDown(plus, { button: 0 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    fireEvent.pointerLeave(plus);
    expect(input).toHaveValue('103');
  });

  it('steps once per keyboard press and with the arrow keys', async () => {
    const { input, plus, minus } = await openAmount();
    fireEvent.change(input, { target: { value: '150' } });
    // A keyboard activation is a click with detail 0.
    fireEvent.click(plus, { detail: 0 });
    await waitFor(() => expect(input).toHaveValue('151'));
    fireEvent.click(minus, { detail: 0 });
    fireEvent.click(minus, { detail: 0 });
    await waitFor(() => expect(input).toHaveValue('149'));
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    await waitFor(() => expect(input).toHaveValue('150'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(input).toHaveValue('149'));
    // A mouse click (detail 1) already stepped on pointerdown: it does not step twice.
    fireEvent.click(plus, { detail: 1 });
    await act(async () => {});
    expect(input).toHaveValue('149');
  });
});

import { render, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToastLibrary, notify } from '../src/lib/notify.ts';
import { ToastHost } from '../src/lib/ui/ToastHost.tsx';

/** Lets the calls queued on the (already loaded) library run. */
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
};

afterEach(() => {
  vi.useRealTimers();
});

describe('notify (spec §9)', () => {
  it('closes a loading toast after 30000 ms (react-toastify never would)', async () => {
    await loadToastLibrary();
    vi.useFakeTimers();
    const loading = vi.spyOn(toast, 'loading').mockReturnValue('toast-1');
    const dismiss = vi.spyOn(toast, 'dismiss').mockImplementation(() => {});

    const id = notify.loading('Yükleniyor...');
    await settle();
    expect(loading).toHaveBeenCalledWith('Yükleniyor...', { toastId: id });
    vi.advanceTimersByTime(29_999);
    await settle();
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await settle();
    expect(dismiss).toHaveBeenCalledWith(id);
  });

  it('passes each kind to the matching toast, in order, once the library has arrived', async () => {
    const calls: string[] = [];
    vi.spyOn(toast, 'error').mockImplementation((message) => (calls.push(`error ${String(message)}`), 'e'));
    vi.spyOn(toast, 'success').mockImplementation(
      (message) => (calls.push(`success ${String(message)}`), 's'),
    );
    notify.error('Hata');
    notify.success('Tamam');
    await vi.waitFor(() => expect(calls).toEqual(['error Hata', 'success Tamam']));
    expect(toast.error).toHaveBeenCalledWith('Hata', undefined);
  });

  it('shows the toast: the outlet mounts at the first toast, and the toast made before it waits for it', async () => {
    render(<ToastHost />);
    notify.success('Kaydedildi');
    expect(await screen.findByText('Kaydedildi')).toBeVisible();
  });
});

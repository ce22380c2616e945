import { toast } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../src/lib/notify.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('notify (spec §9)', () => {
  it('closes a loading toast after 30000 ms (react-toastify never would)', () => {
    vi.useFakeTimers();
    vi.spyOn(toast, 'loading').mockReturnValue('toast-1');
    const dismiss = vi.spyOn(toast, 'dismiss').mockImplementation(() => {});

    expect(notify.loading('Yükleniyor...')).toBe('toast-1');
    vi.advanceTimersByTime(29_999);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledWith('toast-1');
  });

  it('passes each kind to the matching toast', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('e');
    const success = vi.spyOn(toast, 'success').mockReturnValue('s');
    notify.error('Hata');
    notify.success('Tamam');
    expect(error).toHaveBeenCalledWith('Hata', undefined);
    expect(success).toHaveBeenCalledWith('Tamam', undefined);
  });
});

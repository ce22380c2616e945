import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../src/lib/i18n/index.ts';
import { page } from '../src/lib/page.ts';
import { LanguageSwitch } from '../src/shell/LanguageSwitch.tsx';
import { renderWithRouter } from './helpers.tsx';

beforeEach(async () => {
  await initI18n('tr');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LanguageSwitch (spec §4)', () => {
  it('is a select named "Dil" offering Türkçe and English, Turkish selected', () => {
    renderWithRouter(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Dil' });
    expect(select).toHaveValue('tr');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Türkçe', 'English']);
  });

  it('stores the choice and reloads the page after 100 ms', () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    renderWithRouter(<LanguageSwitch />);

    fireEvent.change(screen.getByRole('combobox', { name: 'Dil' }), { target: { value: 'en' } });

    expect(localStorage.getItem('lang')).toBe('en');
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the chosen language at once, its texts (a chunk of their own) loaded first', async () => {
    vi.spyOn(page, 'reload').mockImplementation(() => {});
    renderWithRouter(<LanguageSwitch />);

    fireEvent.change(screen.getByRole('combobox', { name: 'Dil' }), { target: { value: 'en' } });

    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });
});

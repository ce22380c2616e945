import { LANGUAGE_CHANGE_RELOAD_DELAY_MS } from '@lale/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../src/lib/session.ts';
import { applyTranslationOverrides, initI18n, showLanguage } from '../src/lib/i18n/index.ts';
import { page } from '../src/lib/page.ts';
import { loadAccountActions } from '../src/shell/Header/accountActions.ts';
import { Header } from '../src/shell/Header/Header.tsx';
import { LanguageSwitch } from '../src/shell/LanguageSwitch.tsx';
import { renderWithRouter } from './helpers.tsx';

// The signed-in controls are a chunk of their own; start-up and the dialogs fetch it ahead of a session.
beforeAll(async () => {
  await loadAccountActions();
});

beforeEach(async () => {
  await initI18n('tr');
  useSession.setState({ activeDialog: null, isLoggedIn: false, auth: null });
  vi.spyOn(page, 'reload').mockImplementation(() => {});
  vi.spyOn(page, 'loadAfresh').mockImplementation(() => {});
});

describe('Header', () => {
  it('speaks Turkish by default', () => {
    renderWithRouter(<Header />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Kayıt Ol' })).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Oyun Ara' })).toBeVisible();
    // Two live-chat buttons: beside the hamburger on phones, with the account buttons on desktop; CSS
    // displays one of them (jsdom applies no CSS).
    expect(within(banner).getAllByRole('button', { name: 'Canlı Destek' })).toHaveLength(2);
    expect(within(banner).getByRole('link', { name: 'Lale ana sayfa' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Menüyü aç' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');
  });

  it('switches to English when English is chosen (the picker lives in the side menu and footer)', async () => {
    // The reload that follows a language change is a timer: run it here, not after the test's end.
    vi.useFakeTimers();
    renderWithRouter(
      <>
        <Header />
        <LanguageSwitch />
      </>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Dil' }), { target: { value: 'en' } });
    // English is a chunk of its own: the switch shows it once it is here.
    await act(() => showLanguage('en'));

    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
    expect(document.documentElement.lang).toBe('en');
    vi.advanceTimersByTime(LANGUAGE_CHANGE_RELOAD_DELAY_MS);
    expect(page.reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('shows server texts from the translationList', () => {
    applyTranslationOverrides([{ key: 'header.register', value: 'Hemen Üye Ol' }], 'tr');
    renderWithRouter(<Header />);
    expect(screen.getByRole('button', { name: 'Hemen Üye Ol' })).toBeVisible();
  });

  it('asks the session coordinator for the login and register dialogs, one at a time', () => {
    renderWithRouter(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(useSession.getState().activeDialog).toBe('login');
    fireEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(useSession.getState().activeDialog).toBe('register');
  });

  it('offers the account instead of Register/Login when signed in', () => {
    renderWithRouter(<Header />);
    act(() => useSession.setState({ isLoggedIn: true, auth: { token: 't' } }));
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Hesabım' })).toHaveAttribute('href', '/dashboard');
  });
});

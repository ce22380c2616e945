import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../src/lib/i18n/index.ts';
import { useSiteSettings } from '../src/lib/siteSettings.ts';
import { Header } from '../src/shell/Header/Header.tsx';
import { FOLLOW_ME_DELAY_MS, FollowMe, followMeLinks } from '../src/shell/SideMenu/FollowMe.tsx';
import { TopBanner } from '../src/shell/TopBanner/TopBanner.tsx';
import { nextHeaderHidden, SCROLL_UP_TOLERANCE_PX, useHideOnScroll } from '../src/shell/useHideOnScroll.ts';
import { renderWithRouter, sampleBootstrap } from './helpers.tsx';

/* The shell's timing and threshold rules: Follow Me after 1 s, the header past 100 px, the top banner flag. */

beforeEach(async () => {
  await initI18n('tr');
});

afterEach(() => {
  vi.useRealTimers();
  useSiteSettings.setState({ domains: { current: null, next: null } });
});

const APP_LINKS = [
  { name: 'youtube', url: 'https://youtube.com/@lale' },
  { name: 'Discord', url: 'https://discord.gg/lale' },
  { name: 'twitter', url: 'https://twitter.com/lale' },
  { name: 'instagram', url: 'javascript:alert(1)' },
  { name: 'telegram', url: 'https://t.me/lale' },
  { name: 'facebook', url: 'https://facebook.com/lale' },
];

describe('Follow Me (spec §2)', () => {
  it('keeps the spec order, matches names case-insensitively and drops anything that is not a web address', () => {
    expect(followMeLinks(APP_LINKS).map((link) => link.name)).toEqual([
      'discord',
      'twitter',
      'telegram',
      'youtube',
    ]);
  });

  it('creates the link elements 1 second after the view starts, each opening in a new tab', () => {
    vi.useFakeTimers();
    localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap({ appLinkList: APP_LINKS })));
    renderWithRouter(<FollowMe />);

    expect(screen.getByRole('heading', { name: 'Bizi Takip Edin' })).toBeVisible();
    act(() => vi.advanceTimersByTime(FOLLOW_ME_DELAY_MS - 1));
    expect(screen.queryAllByRole('link')).toHaveLength(0);

    act(() => vi.advanceTimersByTime(1));
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAccessibleName('Discord (yeni sekmede açılır)');
    expect(links[0]).toHaveAttribute('href', 'https://discord.gg/lale');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows nothing when the settings name no Follow Me link', () => {
    localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap({ appLinkList: [] })));
    renderWithRouter(<FollowMe />);
    expect(screen.queryByRole('heading', { name: 'Bizi Takip Edin' })).toBeNull();
  });
});

function scrollTo(y: number): void {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('hiding header (spec §2, §9: 100 px)', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('stays while the page is within 100 px of the top, however it moves', () => {
    expect(nextHeaderHidden(false, 0, 100, 100)).toBe(false);
    expect(nextHeaderHidden(true, 300, 100, 100)).toBe(false);
    expect(nextHeaderHidden(false, 100, 101, 100)).toBe(true);
  });

  it('hides scrolling down past 100 px and returns on a real scroll up, not on jitter', () => {
    const { result } = renderHook(() => useHideOnScroll(100));
    scrollTo(90);
    expect(result.current).toBe(false);
    scrollTo(101);
    expect(result.current).toBe(true);
    scrollTo(600);
    expect(result.current).toBe(true);
    scrollTo(600 - (SCROLL_UP_TOLERANCE_PX - 1));
    expect(result.current).toBe(true);
    // Slow upward scrolling adds up from the lowest point reached.
    scrollTo(600 - SCROLL_UP_TOLERANCE_PX);
    expect(result.current).toBe(false);
    scrollTo(700);
    expect(result.current).toBe(true);
    scrollTo(40);
    expect(result.current).toBe(false);
  });

  it('marks the header hidden for the slide-away style', () => {
    renderWithRouter(<Header hidden />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-hidden', 'true');
  });
});

describe('top banner (spec §2)', () => {
  const notice = () => screen.queryByRole('complementary', { name: 'Adres duyurusu' });

  beforeEach(() => {
    useSiteSettings.setState({ domains: { current: 'lale.bet', next: 'lale2.bet' } });
  });

  it('tells the current and the next address on home, and remembers a dismissal', () => {
    renderWithRouter(<TopBanner />, '/');
    expect(notice()).toHaveTextContent(
      'Güncel adresimiz lale.bet. Erişim sorunu yaşarsanız lale2.bet adresini kullanın.',
    );
    expect(localStorage.getItem('topNotifyRead')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Duyuruyu kapat' }));
    expect(notice()).toBeNull();
    expect(localStorage.getItem('topNotifyRead')).toBe('true');
  });

  it('stays away once the flag is set', () => {
    localStorage.setItem('topNotifyRead', 'true');
    renderWithRouter(<TopBanner />, '/');
    expect(notice()).toBeNull();
  });

  it('shows only on home and only with a current domain', () => {
    renderWithRouter(<TopBanner />, '/promotions');
    expect(notice()).toBeNull();
    expect(localStorage.getItem('topNotifyRead')).toBeNull();
  });

  it('names just the current address when there is no next one; none at all hides it', () => {
    useSiteSettings.setState({ domains: { current: 'lale.bet', next: null } });
    const { unmount } = renderWithRouter(<TopBanner />, '/');
    expect(notice()).toHaveTextContent(
      'Güncel adresimiz lale.bet. Kolay erişim için yer imlerinize ekleyin.',
    );
    unmount();
    useSiteSettings.setState({ domains: { current: null, next: 'lale2.bet' } });
    renderWithRouter(<TopBanner />, '/');
    expect(notice()).toBeNull();
  });

  it('is dismissed by navigating elsewhere after it was shown', async () => {
    const { router } = renderWithRouter(<TopBanner />, '/');
    expect(notice()).not.toBeNull();
    await act(() => router.navigate('/promotions'));
    expect(localStorage.getItem('topNotifyRead')).toBe('true');
    await act(() => router.navigate('/'));
    expect(notice()).toBeNull();
  });
});

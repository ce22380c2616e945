import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { initI18n } from '../src/lib/i18n/index.ts';
import { useSession } from '../src/lib/session.ts';
import { useMenu } from '../src/shell/menuStore.ts';
import SideMenuDrawer from '../src/shell/SideMenu/SideMenuDrawer.tsx';
import { mockApi, renderWithRouter, sampleAuth, sampleBootstrap } from './helpers.tsx';

/*
 * The provider areas (/spor/fcg, /livespor/betco, ...): the provider's sportsbook in a frame, opened
 * with the player's token; a visitor gets it in guest mode with a login offer; a provider that is off
 * has its menu entries hidden and its routes show our own book.
 */

const FCG_ONLY = [{ provider: 'fcg', url: 'https://sport.fcg.example/frame', partnerId: 'lale-42' }] as const;

function useBootstrapWith(overrides: Parameters<typeof sampleBootstrap>[0] = {}) {
  localStorage.setItem('bootstrap', JSON.stringify(sampleBootstrap(overrides)));
}

beforeEach(async () => {
  await initI18n('tr');
  mockApi({
    '/api/user/balance': { balance: 1000, bonusBalance: 0 },
    '/api/sports/events': [],
  });
});

afterEach(() => {
  useSession.getState().endSession();
  useMenu.setState({ sideMenuOpen: false });
});

const frameOnPage = async () => {
  const main = await screen.findByRole('main');
  return within(main).findByTestId('provider-frame');
};

describe('provider frame routes', () => {
  it("opens a player's frame with the token of this session, full width, live view on /livespor", async () => {
    useBootstrapWith();
    useSession.getState().beginSession(
      sampleAuth({
        betcoUrl: '/api/sandbox/sportsbook/betco/frame',
        betcoToken: 'betco-token-of-this-session',
      }),
    );
    renderWithRouter(routes, '/livespor/betco');
    const frame = await frameOnPage();
    expect(frame).toHaveAttribute(
      'src',
      '/api/sandbox/sportsbook/betco/frame?token=betco-token-of-this-session&partner=sandbox-betco&view=live&lang=tr',
    );
    expect(frame).toHaveAttribute('title', 'Betco spor bahisleri');
    expect(screen.getByRole('heading', { level: 1, name: 'Canlı Bahis · Betco' })).toBeVisible();
    expect(screen.queryByText(/bahis yapmak için giriş yapın/)).toBeNull();
  });

  it("opens fcg as Betsy's launch: locale, betsyCid and betsyToken from the player's authData", async () => {
    useBootstrapWith({ sportsFrameList: [...FCG_ONLY] });
    useSession.getState().beginSession(
      sampleAuth({
        betsyUrl: 'https://sport.fcg.example/frame',
        betsyCid: 'lale-42',
        betsyToken: 'betsy-token-of-this-session',
      }),
    );
    renderWithRouter(routes, '/spor/fcg');
    const frame = await frameOnPage();
    expect(frame).toHaveAttribute(
      'src',
      'https://sport.fcg.example/frame?locale=tr&cid=lale-42&token=betsy-token-of-this-session&view=prematch',
    );
  });

  it('shows a visitor the frame in guest mode and opens the login from the page or the frame', async () => {
    useBootstrapWith({ sportsFrameList: [...FCG_ONLY] });
    renderWithRouter(routes, '/spor/fcg');
    const frame = await frameOnPage();
    expect(frame).toHaveAttribute(
      'src',
      'https://sport.fcg.example/frame?locale=tr&cid=lale-42&view=prematch',
    );
    expect(screen.getByText('Oranları inceleyebilirsiniz; bahis yapmak için giriş yapın.')).toBeVisible();
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Giriş Yap' }));
    expect(useSession.getState().activeDialog).toBe('login');
    act(() => useSession.getState().closeDialog('login'));

    // The frame's own login button asks the site; a message from anywhere else is ignored.
    const post = (origin: string, source: MessageEventSource | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: 'lale:login', origin, source }));
      });
    post('https://evil.example', (frame as HTMLIFrameElement).contentWindow);
    post('https://sport.fcg.example', window);
    expect(useSession.getState().activeDialog).toBeNull();
    post('https://sport.fcg.example', (frame as HTMLIFrameElement).contentWindow);
    expect(useSession.getState().activeDialog).toBe('login');
  });

  it("shows our own book on a provider's routes while that provider is off", async () => {
    useBootstrapWith({ sportsFrameList: [...FCG_ONLY] });
    renderWithRouter(routes, '/spor/betco');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Spor Bahisleri' })).toBeVisible();
    expect(within(main).queryByTestId('provider-frame')).toBeNull();
  });
});

describe('Sports Bettings menu entries', () => {
  const drawer = () => {
    useMenu.setState({ sideMenuOpen: true });
    renderWithRouter(<SideMenuDrawer />, '/');
    return screen.getByRole('dialog', { name: 'Menü' });
  };

  it('lists only the providers that are on, each with its High Rate badge', () => {
    useBootstrapWith({ sportsFrameList: [...FCG_ONLY] });
    const menu = drawer();
    expect(within(menu).getAllByText('Yüksek Oran')).toHaveLength(1);
    expect(within(menu).getByRole('link', { name: /FCG Spor/ })).toHaveAttribute('href', '/spor/fcg');
    expect(within(menu).queryByRole('link', { name: /Betco/ })).toBeNull();
    fireEvent.click(within(menu).getByRole('button', { name: 'Canlı Bahis' }));
    expect(within(menu).getByRole('link', { name: 'FCG Canlı Bahis' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Betco Canlı Bahis' })).toBeNull();
  });

  it('drops the group when no provider is on', () => {
    useBootstrapWith({ sportsFrameList: [] });
    const menu = drawer();
    expect(within(menu).queryByText('Yüksek Oran')).toBeNull();
    expect(within(menu).queryByRole('heading', { name: 'Spor Bahisleri' })).toBeNull();
  });
});

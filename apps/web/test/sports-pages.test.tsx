import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../src/app/routes.tsx';
import { MyBetsPage, SportsEventPage } from '../src/features/sports/index.ts';
import { marketTitle } from '../src/features/sports/markets.ts';
import { useSlip } from '../src/features/sports/slipStore.ts';
import { i18n, initI18n } from '../src/lib/i18n/index.ts';
import { useSession } from '../src/lib/session.ts';
import { bodiesSent, mockApi, renderWithRouter, sampleAuth } from './helpers.tsx';
import { eventById, market, resetSlip, sampleBet, sportsEvent } from './sports-support.ts';

/* The event page (every market, titled and locked when suspended) and the player's bets. */

const EVENT = '/api/sports/event';
const MY_BETS = '/api/sports/mybets';
const CASH_OUT = '/api/sports/cashout';

beforeEach(async () => {
  await initI18n('tr');
  resetSlip();
});

const fullEvent = sportsEvent({
  status: 1,
  homeScore: 2,
  awayScore: 1,
  matchTime: "71'",
  markets: [
    market(5, 'correct_score', [
      ['2:1', '4.50'],
      ['other', '9.00'],
    ]),
    market(
      3,
      'total',
      [
        ['over', '1.85'],
        ['under', '1.95'],
      ],
      { specifiers: 'total=2.5' },
    ),
    market(1, '1x2', [
      ['1', '2.10'],
      ['X', '3.40'],
      ['2', '3.20'],
    ]),
    market(2, 'double_chance', [
      ['1X', '1.30'],
      ['12', '1.25'],
      ['X2', '1.70'],
    ]),
    market(
      4,
      'btts',
      [
        ['yes', '1.70'],
        ['no', '2.05'],
      ],
      { status: -1 },
    ),
    market(
      6,
      'handicap',
      [
        ['1', '3.90'],
        ['X', '3.70'],
        ['2', '1.80'],
      ],
      { specifiers: 'hcp=-1' },
    ),
    market(7, 'ht_1x2', [
      ['1', '2.60'],
      ['X', '2.10'],
      ['2', '4.00'],
    ]),
  ],
});

const eventRoutes = [{ path: '/livespor/etkinlik/:eventId', element: <SportsEventPage /> }];

describe('the event page', () => {
  it('shows the scoreboard and every market titled in order, the suspended one locked', async () => {
    const fetchMock = mockApi({ [EVENT]: eventById([fullEvent]) });
    renderWithRouter(eventRoutes, '/livespor/etkinlik/101');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Galatasaray2:1Fenerbahçe');
    expect(screen.getByText("71'")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, EVENT)[0]).toEqual({ eventId: 101 });

    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.filter((title) => title !== 'Kuponum')).toEqual([
      'Maç Sonucu',
      'Çifte Şans',
      'Alt/Üst 2.5',
      'Karşılıklı Gol Askıda',
      'Handikap (-1)',
      'Doğru Skor',
      'İlk Yarı Sonucu',
    ]);
    const btts = screen.getByRole('region', { name: 'Karşılıklı Gol' });
    for (const button of within(btts).getAllByRole('button')) expect(button).toBeDisabled();
    expect(within(btts).getByRole('button', { name: /Karşılıklı Gol Var – askıda/ })).toBeInTheDocument();

    fireEvent.click(
      screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe – Alt/Üst 2.5 Üst – 1.85' }),
    );
    expect(useSlip.getState().selections).toEqual([
      expect.objectContaining({ marketId: 3, outcomeId: 'over', odds: '1.85', live: true }),
    ]);
    expect(
      screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe – Doğru Skor Diğer – 9.00' }),
    ).toBeEnabled();
  });

  it('says so when the event is unknown', async () => {
    mockApi({ [EVENT]: eventById([]) });
    renderWithRouter(eventRoutes, '/livespor/etkinlik/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Karşılaşma bulunamadı.' }),
    ).toBeInTheDocument();
  });

  it('titles markets in English too', async () => {
    await initI18n('en');
    const t = i18n.t.bind(i18n);
    expect(marketTitle(t, '1x2', '')).toBe('Match Result');
    expect(marketTitle(t, 'total', 'total=2.5')).toBe('Over/Under 2.5');
    expect(marketTitle(t, 'handicap', 'hcp=-1')).toBe('Handicap (-1)');
    expect(marketTitle(t, 'set_winner', 'set=2')).toBe('Set 2 Winner');
    expect(marketTitle(t, 'ht_1x2', '')).toBe('Half-time Result');
  });
});

describe('my bets', () => {
  it('lists bets with kind, amounts, status and each leg’s result; the settled tab asks again', async () => {
    useSession.getState().beginSession(sampleAuth());
    const settled = sampleBet({
      id: 56,
      kind: 'system',
      systemSize: 2,
      status: 'won',
      stake: 30,
      payout: 45.6,
      settledAt: '2030-05-01T21:00:00.000Z',
      legs: sampleBet().legs.map((leg) => ({ ...leg, result: 'won' as const })),
    });
    const fetchMock = mockApi({
      [MY_BETS]: (body: unknown) => ({
        body: {
          success: true,
          message: '',
          data: (body as { open: boolean }).open
            ? { items: [sampleBet()], total: 1 }
            : { items: [settled], total: 1 },
        },
      }),
    });
    renderWithRouter(<MyBetsPage />, '/dashboard/sports-bets');

    const bet = await screen.findByRole('listitem', { name: 'Kupon #55 · Kombine' });
    expect(within(bet).getByText('₺10,00')).toBeInTheDocument();
    expect(within(bet).getByText('₺31,50')).toBeInTheDocument();
    expect(within(bet).getByText('Olası kazanç')).toBeInTheDocument();
    const legs = within(within(bet).getByRole('list', { name: 'Seçimler' })).getAllByRole('listitem');
    expect(legs[0]).toHaveTextContent('Galatasaray – Fenerbahçe');
    expect(legs[0]).toHaveTextContent('Maç Sonucu: 1');
    expect(legs[0]).toHaveTextContent('Kazandı');
    expect(legs[1]).toHaveTextContent('Alt/Üst 2.5: Üst');
    expect(legs[1]).toHaveTextContent('Açık');
    expect(bodiesSent(fetchMock, MY_BETS)[0]).toEqual({ open: true, skip: 0, take: 20 });

    fireEvent.click(screen.getByRole('button', { name: 'Sonuçlanan' }));
    const won = await screen.findByRole('listitem', { name: 'Kupon #56 · Sistem 2/2' });
    expect(within(won).getByText('Kazanç')).toBeInTheDocument();
    expect(within(won).getByText('₺45,60')).toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesSent(fetchMock, MY_BETS).at(-1)).toEqual({ open: false, skip: 0, take: 20 }),
    );
  });
  it('cashes an open bet out at the offer shown, after asking once more, and asks the list again', async () => {
    useSession.getState().beginSession(sampleAuth());
    let cashedOut = false;
    const open = sampleBet({ cashOut: 18.4 });
    const fetchMock = mockApi({
      [MY_BETS]: () => ({
        body: {
          success: true,
          message: '',
          data: cashedOut ? { items: [], total: 0 } : { items: [open], total: 1 },
        },
      }),
      [CASH_OUT]: () => {
        cashedOut = true;
        return {
          body: { success: true, message: '', data: { ...open, status: 'cashed_out', payout: 18.4 } },
        };
      },
      '/api/user/balance': { balance: 1018.4, bonusBalance: 0 },
    });
    renderWithRouter(<MyBetsPage />, '/dashboard/sports-bets');

    const bet = await screen.findByRole('listitem', { name: 'Kupon #55 · Kombine' });
    fireEvent.click(within(bet).getByRole('button', { name: 'Bozdur ₺18,40' }));
    // Nothing is sent before the player confirms.
    expect(bodiesSent(fetchMock, CASH_OUT)).toHaveLength(0);
    const confirm = within(bet).getByRole('group', { name: 'Bozdurmayı onaylayın' });
    expect(confirm).toHaveTextContent('Kupon ₺18,40 karşılığında bozdurulsun mu?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Evet, bozdur' }));

    await waitFor(() => expect(bodiesSent(fetchMock, CASH_OUT)).toEqual([{ betId: 55, amount: 18.4 }]));
    expect(await screen.findByText('Açık bahsiniz yok.')).toBeInTheDocument();
  });

  it('says when a bet cannot be cashed out now', async () => {
    useSession.getState().beginSession(sampleAuth());
    mockApi({ [MY_BETS]: { items: [sampleBet({ cashOut: null })], total: 1 } });
    renderWithRouter(<MyBetsPage />, '/dashboard/sports-bets');
    const bet = await screen.findByRole('listitem', { name: 'Kupon #55 · Kombine' });
    expect(within(bet).getByText('Bozdurma şu an kullanılamıyor.')).toBeInTheDocument();
    expect(within(bet).queryByRole('button', { name: /Bozdur/ })).toBeNull();
  });
});

describe('the sports routes', () => {
  it('open the event page and my bets inside the layout, with their crumbs', async () => {
    useSession.getState().beginSession(sampleAuth());
    mockApi({
      [EVENT]: eventById([fullEvent]),
      [MY_BETS]: { items: [], total: 0 },
      '/api/user/balance': { balance: 1000, bonusBalance: 0 },
    });
    const { router } = renderWithRouter(routes, '/spor/etkinlik/101');
    const trail = await screen.findByRole('navigation', { name: 'Konumunuz' });
    await waitFor(() =>
      expect(
        within(trail)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Ana Sayfa', 'Spor Bahisleri', 'Karşılaşma']),
    );
    expect(await screen.findByRole('region', { name: 'Doğru Skor' })).toBeInTheDocument();

    await router.navigate('/dashboard/sports-bets');
    // The account area is a lazy chunk, transformed on its first import: allow for a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spor Bahislerim' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Açık bahsiniz yok.')).toBeInTheDocument();
  });
});

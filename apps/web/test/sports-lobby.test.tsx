import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSportsPage, SportsLobbyPage } from '../src/features/sports/index.ts';
import { startLabel } from '../src/features/sports/format.ts';
import { priceMoves } from '../src/features/sports/priceMoves.ts';
import { useSlip } from '../src/features/sports/slipStore.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { notify } from '../src/lib/notify.ts';
import { bodiesSent, envelope, mockApi, renderWithRouter } from './helpers.tsx';
import {
  derby,
  englishMatch,
  eventById,
  market,
  resetSlip,
  secondMatch,
  sportsEvent,
} from './sports-support.ts';

/* Lale Sports lobbies (/spor, /livespor): events by tournament, prices that go on the slip, live moves. */

const EVENTS = '/api/sports/events';
const EVENT = '/api/sports/event';

beforeEach(async () => {
  await initI18n('tr');
  resetSlip();
});

describe('the pre-match lobby', () => {
  it('lists events under their tournament and puts a price on the slip', async () => {
    const all = [derby, secondMatch, englishMatch];
    const fetchMock = mockApi({ [EVENTS]: all, [EVENT]: eventById(all) });
    renderWithRouter(<SportsLobbyPage />, '/spor');

    const superLig = await screen.findByRole('region', { name: 'Türkiye – Süper Lig' });
    expect(within(superLig).getByText('Galatasaray')).toBeInTheDocument();
    expect(within(superLig).getByText('Beşiktaş')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'İngiltere – Premier Lig' })).toBeInTheDocument();
    expect(bodiesSent(fetchMock, EVENTS)[0]).toEqual({ live: false, sportId: 1, skip: 0, take: 100 });
    const allMarkets = within(superLig).getByRole('link', {
      name: 'Galatasaray – Fenerbahçe: tüm bahisler (24)',
    });
    expect(allMarkets).toHaveAttribute('href', '/spor/etkinlik/101');
    // The row shows the main market; the link counts the others.
    expect(allMarkets).toHaveTextContent('+23');

    const price = screen.getByRole('button', { name: 'Galatasaray – Fenerbahçe – Maç Sonucu 1 – 2.10' });
    expect(price).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(price);
    expect(price).toHaveAttribute('aria-pressed', 'true');
    expect(useSlip.getState().selections).toEqual([
      expect.objectContaining({ eventId: 101, marketId: 9001, outcomeId: '1', odds: '2.10' }),
    ]);
    const slip = screen.getByRole('complementary', { name: 'Kuponum' });
    expect(within(slip).getByText('Galatasaray – Fenerbahçe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kuponum, 1 seçim' })).toBeInTheDocument();

    // Pressing it again takes it off.
    fireEvent.click(price);
    expect(useSlip.getState().selections).toEqual([]);
  });

  it('asks for the sport of the tab and keeps it in the address', async () => {
    const fetchMock = mockApi({ [EVENTS]: [], [EVENT]: eventById([]) });
    const { router } = renderWithRouter(<SportsLobbyPage />, '/spor');
    expect(await screen.findByText('Şu anda bu spor dalında bahse açık karşılaşma yok.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Basketbol' }));
    await waitFor(() => expect(bodiesSent(fetchMock, EVENTS).at(-1)).toMatchObject({ sportId: 2 }));
    expect(router.state.location.search).toBe('?sport=2');
    expect(screen.getByRole('button', { name: 'Basketbol' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a suspended main market locked', async () => {
    const locked = sportsEvent({
      markets: [
        market(
          9001,
          '1x2',
          [
            ['1', '2.10'],
            ['X', '3.40'],
            ['2', '3.20'],
          ],
          { status: -1 },
        ),
      ],
    });
    mockApi({ [EVENTS]: [locked], [EVENT]: eventById([locked]) });
    renderWithRouter(<SportsLobbyPage />, '/spor');
    const button = await screen.findByRole('button', {
      name: 'Galatasaray – Fenerbahçe – Maç Sonucu 1 – askıda',
    });
    expect(button).toBeDisabled();
  });

  it('replaces an event’s pick by a second one from the same event, with a note', async () => {
    const info = vi.spyOn(notify, 'info');
    const all = [derby];
    mockApi({ [EVENTS]: all, [EVENT]: eventById(all) });
    renderWithRouter(<SportsLobbyPage />, '/spor');
    fireEvent.click(await screen.findByRole('button', { name: /Maç Sonucu 1 – 2.10/ }));
    fireEvent.click(screen.getByRole('button', { name: /Maç Sonucu 2 – 3.20/ }));
    expect(useSlip.getState().selections.map((s) => s.outcomeId)).toEqual(['2']);
    expect(screen.getByRole('button', { name: /Maç Sonucu 1 – 2.10/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(info).toHaveBeenCalledWith(
      'Aynı karşılaşmadan yalnızca bir seçim eklenebilir; önceki seçimin yerini aldı.',
      expect.anything(),
    );
  });
});

describe('the pre-match lobby’s filters', () => {
  // 12:00 in Istanbul on 1 May 2030: the derby and Arsenal–Chelsea (21:00) are today's.
  const NOW = Date.parse('2030-05-01T09:00:00.000Z');
  const tomorrowMatch = sportsEvent({
    id: 104,
    home: 'Kasımpaşa',
    away: 'Rizespor',
    startTime: '2030-05-02T16:00:00.000Z',
  });

  it('shows today’s or tomorrow’s events and one league, and keeps the choice in the address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    try {
      const all = [derby, englishMatch, tomorrowMatch];
      mockApi({ [EVENTS]: all, [EVENT]: eventById(all) });
      const { router } = renderWithRouter(<SportsLobbyPage />, '/spor');
      expect(await screen.findByText('Kasımpaşa')).toBeInTheDocument();

      const days = screen.getByRole('group', { name: 'Gün' });
      fireEvent.click(within(days).getByRole('button', { name: 'Bugün' }));
      await waitFor(() => expect(screen.queryByText('Kasımpaşa')).toBeNull());
      expect(screen.getByText('Galatasaray')).toBeInTheDocument();
      expect(screen.getByText('Arsenal')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?day=today');

      // Today's leagues, each with its count; choosing one shows only it, choosing it again shows all.
      const leagues = screen.getByRole('group', { name: 'Ligler' });
      const superLig = within(leagues).getByRole('button', { name: 'Süper Lig 1' });
      fireEvent.click(superLig);
      await waitFor(() => expect(screen.queryByText('Arsenal')).toBeNull());
      expect(superLig).toHaveAttribute('aria-pressed', 'true');
      fireEvent.click(superLig);
      expect(await screen.findByText('Arsenal')).toBeInTheDocument();

      fireEvent.click(within(days).getByRole('button', { name: 'Yarın' }));
      expect(await screen.findByText('Kasımpaşa')).toBeInTheDocument();
      expect(screen.queryByText('Galatasaray')).toBeNull();
      expect(router.state.location.search).toBe('?day=tomorrow');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when nothing is on that day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    try {
      mockApi({ [EVENTS]: [tomorrowMatch], [EVENT]: eventById([tomorrowMatch]) });
      renderWithRouter(<SportsLobbyPage />, '/spor?day=today');
      expect(await screen.findByText('Bu seçime uyan karşılaşma yok.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('start times (Istanbul)', () => {
  const now = Date.parse('2030-05-01T09:00:00Z'); // 12:00 in Istanbul
  it('reads today, tomorrow or the date', () => {
    expect(startLabel('2030-05-01T18:00:00Z', now)).toEqual({ kind: 'today', time: '21:00' });
    // 01:30 on 2 May in Istanbul, though still 1 May in UTC.
    expect(startLabel('2030-05-01T22:30:00Z', now)).toEqual({ kind: 'tomorrow', time: '01:30' });
    expect(startLabel('2030-05-03T16:30:00Z', now)).toEqual({ kind: 'date', text: '03.05 19:30' });
  });
});

describe('live prices', () => {
  const live = (odds1: string, odds2: string) =>
    sportsEvent({
      status: 1,
      homeScore: 1,
      awayScore: 0,
      matchTime: "63'",
      markets: [
        market(9001, '1x2', [
          ['1', odds1],
          ['X', '3.40'],
          ['2', odds2],
        ]),
      ],
    });

  it('computes which prices went up or down between two answers', () => {
    const moves = priceMoves([live('2.10', '3.20')], [live('2.25', '3.00')]);
    expect(Object.fromEntries(moves)).toEqual({ '9001#1': 'up', '9001#2': 'down' });
    expect(priceMoves(undefined, [live('2.10', '3.20')]).size).toBe(0);
  });

  it('flashes the buttons after a refresh that moved them, with score, clock and LIVE', async () => {
    const answers = [[live('2.10', '3.20')], [live('2.25', '3.00')]];
    let calls = 0;
    const fetchMock = mockApi({
      [EVENTS]: () => ({ body: envelope(answers[Math.min(calls++, 1)]) }),
      [EVENT]: eventById([]),
    });
    const { queryClient } = renderWithRouter(<LiveSportsPage />, '/livespor');

    const home = await screen.findByRole('button', { name: /Maç Sonucu 1 – 2.10/ });
    expect(home).not.toHaveAttribute('data-move');
    expect(bodiesSent(fetchMock, EVENTS)[0]).toMatchObject({ live: true });
    expect(screen.getByText("63'")).toBeInTheDocument();
    expect(screen.getAllByText('CANLI').length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { name: /Galatasaray.*1.*Fenerbahçe.*0/ })).toHaveAttribute(
      'href',
      '/livespor/etkinlik/101',
    );

    await act(() => queryClient.refetchQueries({ queryKey: ['sports', 'events'] }));
    expect(await screen.findByRole('button', { name: /Maç Sonucu 1 – 2.25/ })).toHaveAttribute(
      'data-move',
      'up',
    );
    expect(screen.getByRole('button', { name: /Maç Sonucu 2 – 3.00/ })).toHaveAttribute('data-move', 'down');
    expect(screen.getByRole('button', { name: /Maç Sonucu X – 3.40/ })).not.toHaveAttribute('data-move');
  });
});

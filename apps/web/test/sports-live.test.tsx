import type { OddsDelta } from '@lale/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSportsPage } from '../src/features/sports/index.ts';
import { applyDeltaToEvent, applyDeltaToList } from '../src/features/sports/liveOdds.ts';
import {
  createOddsLink,
  IDLE_CLOSE_MS,
  RECONNECT_DELAYS_MS,
  setOddsSocketFactory,
} from '../src/features/sports/oddsLink.ts';
import { sportsKeys } from '../src/features/sports/source.ts';
import { initI18n } from '../src/lib/i18n/index.ts';
import { fakeOddsServer } from './fake-odds-socket.ts';
import { bodiesSent, mockApi, renderWithRouter } from './helpers.tsx';
import { eventById, market, resetSlip, sportsEvent } from './sports-support.ts';

/* Live odds (issue #13): deltas applied to what the pages show, and the link's reconnect and heartbeat. */

const liveMatch = sportsEvent({
  status: 1,
  homeScore: 0,
  awayScore: 0,
  matchTime: "12'",
  markets: [
    market(9001, '1x2', [
      ['1', '2.10'],
      ['X', '3.40'],
      ['2', '3.20'],
    ]),
    market(9100, 'total', [
      ['over', '1.85'],
      ['under', '1.95'],
    ]),
  ],
});

function delta(over: Partial<OddsDelta> & { markets: OddsDelta['markets'] }): OddsDelta {
  return {
    type: 'delta',
    at: 0,
    event: { id: 101, sportId: 1, status: 1, homeScore: 0, awayScore: 0, matchTime: "13'" },
    ...over,
  };
}

describe('a delta applied to an event', () => {
  it('replaces the prices it names, keeps the others, and takes the header', () => {
    const next = applyDeltaToEvent(
      liveMatch,
      delta({
        event: { id: 101, sportId: 1, status: 1, homeScore: 1, awayScore: 0, matchTime: "14'" },
        markets: [
          {
            id: 9001,
            key: '1x2',
            specifiers: '',
            status: 1,
            outcomes: [{ id: '1', odds: '1.70', active: true }],
          },
        ],
      }),
      false,
    );
    expect(next).toMatchObject({ homeScore: 1, matchTime: "14'" });
    expect(next.markets[0]!.outcomes.map((o) => o.odds)).toEqual(['1.70', '3.40', '3.20']);
    // Untouched markets stay the same objects (nothing re-renders for them).
    expect(next.markets[1]).toBe(liveMatch.markets[1]);
  });

  it('locks a suspended market with its prices, drops a settled one, adds a new priced one', () => {
    const next = applyDeltaToEvent(
      liveMatch,
      delta({
        markets: [
          { id: 9001, key: '1x2', specifiers: '', status: -1 },
          { id: 9100, key: 'total', specifiers: 'total=2.5', status: -3 },
          {
            id: 9200,
            key: 'btts',
            specifiers: '',
            status: 1,
            outcomes: [
              { id: 'yes', odds: '1.60', active: true },
              { id: 'no', odds: '2.20', active: true },
            ],
          },
          // Unknown and unpriced: nothing to show.
          { id: 9300, key: 'handicap', specifiers: 'hcp=1', status: -1 },
        ],
      }),
      false,
    );
    expect(next.markets.map((m) => [m.id, m.status])).toEqual([
      [9001, -1],
      [9200, 1],
    ]);
    expect(next.markets[0]!.outcomes.map((o) => o.odds)).toEqual(['2.10', '3.40', '3.20']);
  });

  it('keeps a lobby to its main market', () => {
    const lobbyEvent = { ...liveMatch, markets: [liveMatch.markets[0]!] };
    const next = applyDeltaToEvent(
      lobbyEvent,
      delta({
        markets: [
          {
            id: 9200,
            key: 'btts',
            specifiers: '',
            status: 1,
            outcomes: [{ id: 'yes', odds: '1.6', active: true }],
          },
        ],
      }),
      true,
    );
    expect(next.markets.map((m) => m.id)).toEqual([9001]);
  });
});

describe('a delta applied to a lobby', () => {
  const lobby = { live: true, sportId: 1 };

  it('drops a match that ended and asks for one it does not list yet', () => {
    const ended = applyDeltaToList(
      [liveMatch],
      delta({ event: { ...delta({ markets: [] }).event, status: 2 }, markets: [] }),
      lobby,
    );
    expect(ended).toEqual({ events: [], missing: false });

    const kickedOff = applyDeltaToList(
      [liveMatch],
      delta({ event: { ...delta({ markets: [] }).event, id: 555 }, markets: [] }),
      lobby,
    );
    expect(kickedOff.missing).toBe(true);
    expect(kickedOff.events).toEqual([liveMatch]);

    const otherSport = delta({
      event: { ...delta({ markets: [] }).event, id: 556, sportId: 2 },
      markets: [],
    });
    expect(applyDeltaToList([liveMatch], otherSport, lobby).missing).toBe(false);
  });
});

describe('the odds link', () => {
  let server: ReturnType<typeof fakeOddsServer>;
  beforeEach(() => {
    vi.useFakeTimers();
    server = fakeOddsServer();
  });
  afterEach(() => vi.useRealTimers());

  const link = () =>
    createOddsLink({ create: server.create, url: () => 'ws://test/hub/odds', random: () => 1 });

  it('subscribes what is wanted, and says when it became live', async () => {
    const odds = link();
    const live = vi.fn();
    odds.onLive(live);
    odds.want('live:1');
    expect(odds.state).toBe('connecting');
    server.last.open();
    expect(server.last.sent).toEqual([{ op: 'subscribe', topics: ['live:1'] }]);
    expect(odds.isLive('live:1')).toBe(false);
    server.last.acknowledge(['live:1']);
    expect(odds.state).toBe('open');
    expect(odds.isLive('live:1')).toBe(true);
    expect(live).toHaveBeenCalledWith(['live:1']);

    // Two more wants in one task: one frame.
    odds.want('event:5');
    odds.want('event:6');
    await Promise.resolve();
    expect(server.last.sent.at(-1)).toEqual({ op: 'subscribe', topics: ['event:5', 'event:6'] });
  });

  it('reconnects after growing delays, resubscribes everything, and reads it again', async () => {
    const odds = link();
    const live = vi.fn();
    odds.onLive(live);
    const release = odds.want('live:1');
    odds.want('event:5');
    server.last.open();
    server.last.acknowledge(['live:1', 'event:5']);
    live.mockClear();

    server.last.drop();
    expect(odds.state).toBe('down');
    expect(odds.isLive('live:1')).toBe(false);
    // The first try after 1 s fails before opening; the next waits 2 s.
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0] - 1);
    expect(server.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(server.sockets).toHaveLength(2);
    server.last.drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1] - 1);
    expect(server.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(server.sockets).toHaveLength(3);
    expect(odds.state).toBe('down');

    server.last.open();
    expect(server.last.sent).toEqual([{ op: 'subscribe', topics: ['live:1', 'event:5'] }]);
    server.last.acknowledge(['live:1', 'event:5']);
    expect(odds.state).toBe('open');
    expect(live).toHaveBeenCalledWith(['live:1', 'event:5']);

    // A later drop starts again from the shortest delay.
    server.last.drop();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(server.sockets).toHaveLength(4);

    // Letting go of a topic unsubscribes it (the others stay).
    server.last.open();
    release();
    await Promise.resolve();
    expect(server.last.sent.at(-1)).toEqual({ op: 'subscribe', topics: ['event:5'] });
  });

  it('pings when it said nothing for a while and gives up a silent socket', () => {
    const odds = link();
    odds.want('live');
    server.last.open();
    server.last.acknowledge(['live']);
    vi.advanceTimersByTime(10_000);
    expect(server.last.sent.at(-1)).toEqual({ op: 'ping' });
    server.last.push({ type: 'ping' });
    vi.advanceTimersByTime(30_000);
    expect(odds.state).toBe('open');
    // 35 s without a frame from the server.
    vi.advanceTimersByTime(5_000);
    expect(odds.state).toBe('down');
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    expect(server.sockets).toHaveLength(2);
  });

  it('reads every topic again after a resync, and closes when nothing is wanted', async () => {
    const odds = link();
    const live = vi.fn();
    odds.onLive(live);
    const release = odds.want('live');
    server.last.open();
    server.last.acknowledge(['live']);
    server.last.push({ type: 'resync' });
    expect(live).toHaveBeenLastCalledWith(['live']);

    release();
    await Promise.resolve();
    expect(server.last.sent.at(-1)).toEqual({ op: 'unsubscribe', topics: ['live'] });
    vi.advanceTimersByTime(IDLE_CLOSE_MS);
    expect(odds.state).toBe('idle');
    expect(server.last.readyState).toBe(3);
  });
});

describe('the live lobby over the socket', () => {
  let server: ReturnType<typeof fakeOddsServer>;
  beforeEach(async () => {
    await initI18n('tr');
    resetSlip();
    server = fakeOddsServer();
    setOddsSocketFactory(server.create);
  });

  it('reads the list, then moves prices and the score from deltas, polling only while the socket is down', async () => {
    const fetchMock = mockApi({
      '/api/sports/events': [liveMatch],
      '/api/sports/event': eventById([liveMatch]),
    });
    const { queryClient } = renderWithRouter(<LiveSportsPage />, '/livespor');
    expect(await screen.findByRole('button', { name: /Maç Sonucu 1 – 2.10/ })).toBeInTheDocument();
    const lobbyQuery = () => queryClient.getQueryCache().find({ queryKey: sportsKeys.events(true, 1) })!;
    const interval = () => lobbyQuery().observers[0]?.options.refetchInterval;
    expect(interval()).toBe(3_000);

    act(() => server.last.open());
    expect(server.last.url).toBe(`ws://${window.location.host}/hub/odds`);
    expect(server.last.sent).toEqual([{ op: 'subscribe', topics: ['live:1'] }]);
    act(() => server.last.acknowledge(['live:1']));
    // Live now: what changed before the subscription stood is read once, and the polling stops.
    await waitFor(() => expect(bodiesSent(fetchMock, '/api/sports/events')).toHaveLength(2));
    expect(interval()).toBe(false);

    act(() =>
      server.last.push(
        delta({
          event: { id: 101, sportId: 1, status: 1, homeScore: 1, awayScore: 0, matchTime: "57'" },
          markets: [
            {
              id: 9001,
              key: '1x2',
              specifiers: '',
              status: 1,
              outcomes: [
                { id: '1', odds: '1.60', active: true },
                { id: '2', odds: '4.50', active: true },
              ],
            },
          ],
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: /Maç Sonucu 1 – 1.60/ })).toHaveAttribute(
      'data-move',
      'down',
    );
    expect(screen.getByRole('button', { name: /Maç Sonucu 2 – 4.50/ })).toHaveAttribute('data-move', 'up');
    expect(screen.getByText("57'")).toBeInTheDocument();
    expect(bodiesSent(fetchMock, '/api/sports/events')).toHaveLength(2);

    // A delta of another price keeps the first flash (it has not had its time yet).
    act(() =>
      server.last.push(
        delta({
          markets: [
            {
              id: 9001,
              key: '1x2',
              specifiers: '',
              status: 1,
              outcomes: [{ id: 'X', odds: '3.10', active: true }],
            },
          ],
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: /Maç Sonucu X – 3.10/ })).toHaveAttribute(
      'data-move',
      'down',
    );
    expect(screen.getByRole('button', { name: /Maç Sonucu 1 – 1.60/ })).toHaveAttribute('data-move', 'down');

    // A bet stop locks the market.
    act(() => server.last.push(delta({ markets: [{ id: 9001, key: '1x2', specifiers: '', status: -1 }] })));
    expect(await screen.findByRole('button', { name: /Maç Sonucu 1 – askıda/ })).toBeDisabled();

    // The socket drops: the lobby polls again until it is back.
    act(() => server.last.drop());
    await waitFor(() => expect(interval()).toBe(3_000));
  });
});

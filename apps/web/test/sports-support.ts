import type { Bet, SportsEvent, SportsMarket } from '@lale/contracts';
import { useSlip } from '../src/features/sports/slipStore.ts';

/* Sample data of the book for the sports tests, and a clean slip before each. */

export function market(
  id: number,
  key: string,
  outcomes: [id: string, odds: string | null][],
  extra: Partial<SportsMarket> = {},
): SportsMarket {
  return {
    id,
    key,
    specifiers: '',
    status: 1,
    outcomes: outcomes.map(([outcomeId, odds]) => ({ id: outcomeId, odds, active: odds !== null })),
    ...extra,
  };
}

export function sportsEvent(overrides: Partial<SportsEvent> = {}): SportsEvent {
  return {
    id: 101,
    sport: 'Futbol',
    sportId: 1,
    category: 'Türkiye',
    tournament: 'Süper Lig',
    home: 'Galatasaray',
    away: 'Fenerbahçe',
    startTime: '2030-05-01T18:00:00.000Z',
    status: 0,
    homeScore: null,
    awayScore: null,
    matchTime: null,
    markets: [
      market(9001, '1x2', [
        ['1', '2.10'],
        ['X', '3.40'],
        ['2', '3.20'],
      ]),
    ],
    marketCount: 24,
    ...overrides,
  };
}

export const derby = sportsEvent();
export const secondMatch = sportsEvent({
  id: 102,
  home: 'Beşiktaş',
  away: 'Trabzonspor',
  startTime: '2030-05-01T19:00:00.000Z',
  markets: [
    market(9002, '1x2', [
      ['1', '1.50'],
      ['X', '4.00'],
      ['2', '6.00'],
    ]),
  ],
});
export const englishMatch = sportsEvent({
  id: 103,
  category: 'İngiltere',
  tournament: 'Premier Lig',
  home: 'Arsenal',
  away: 'Chelsea',
  markets: [
    market(9003, '1x2', [
      ['1', '2.00'],
      ['X', '3.50'],
      ['2', '3.80'],
    ]),
  ],
});

/** The event endpoint's fake: the event with that id from `events`. */
export function eventById(events: SportsEvent[]) {
  return (body: unknown) => {
    const found = events.find((e) => e.id === (body as { eventId: number }).eventId);
    return found
      ? { body: { success: true, message: '', data: found } }
      : { status: 404, body: { success: false, message: 'Bulunamadı', data: null } };
  };
}

export function sampleBet(overrides: Partial<Bet> = {}): Bet {
  const bet = {
    id: 55,
    kind: 'multi',
    systemSize: null,
    status: 'open',
    stake: 10,
    potentialPayout: 31.5,
    payout: 0,
    currency: 'TRY',
    placedAt: '2030-05-01T17:30:00.000Z',
    settledAt: null,
    legs: [
      {
        eventId: 101,
        home: 'Galatasaray',
        away: 'Fenerbahçe',
        marketKey: '1x2',
        specifiers: '',
        outcomeId: '1',
        odds: '2.10',
        result: 'won',
      },
      {
        eventId: 102,
        home: 'Beşiktaş',
        away: 'Trabzonspor',
        marketKey: 'total',
        specifiers: 'total=2.5',
        outcomeId: 'over',
        odds: '1.50',
        result: 'open',
      },
    ],
    // Newer contracts add the cash-out offer; null is "no offer".
    cashOut: null,
    ...overrides,
  };
  return bet as Bet;
}

export function resetSlip(): void {
  sessionStorage.clear();
  useSlip.getState().clear();
  useSlip.setState({ oddsPolicy: 0, sheetOpen: false });
}

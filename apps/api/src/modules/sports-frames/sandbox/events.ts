/*
 * The few made-up events the stand-in sportsbook offers: enough to place, win, lose and cancel a bet.
 * Fixed, so a ticket's event and odds can be checked against them when a bet is placed.
 */

export type SandboxEvent = {
  id: string;
  league: string;
  home: string;
  away: string;
  /** Pre-match: the kick-off text; live: the score and minute. */
  when: string;
  live: boolean;
  /** 1, X, 2 as 2-decimal strings. */
  odds: [string, string, string];
};

export const SANDBOX_EVENTS: readonly SandboxEvent[] = [
  {
    id: 'gs-fb',
    league: 'Süper Lig',
    home: 'Galatasaray',
    away: 'Fenerbahçe',
    when: '21:00',
    live: false,
    odds: ['2.10', '3.40', '3.20'],
  },
  {
    id: 'bjk-ts',
    league: 'Süper Lig',
    home: 'Beşiktaş',
    away: 'Trabzonspor',
    when: '19:00',
    live: false,
    odds: ['1.85', '3.60', '4.10'],
  },
  {
    id: 'ars-che',
    league: 'Premier League',
    home: 'Arsenal',
    away: 'Chelsea',
    when: '22:00',
    live: false,
    odds: ['1.95', '3.50', '3.90'],
  },
  {
    id: 'ibfk-kon',
    league: 'Süper Lig',
    home: 'Başakşehir',
    away: 'Konyaspor',
    when: "1 – 0 · 63'",
    live: true,
    odds: ['1.45', '4.20', '7.50'],
  },
  {
    id: 'rma-fcb',
    league: 'La Liga',
    home: 'Real Madrid',
    away: 'Barcelona',
    when: "1 – 1 · 38'",
    live: true,
    odds: ['2.60', '3.10', '2.75'],
  },
];

export const PICKS = ['1', 'X', '2'] as const;
export type Pick = (typeof PICKS)[number];

export const eventById = (id: string) => SANDBOX_EVENTS.find((event) => event.id === id);

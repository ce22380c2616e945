import { EventStatus } from '../feed/messages.ts';

/*
 * How Sportradar's Unified Odds Feed names what our feed messages name by key: ONE table, read both ways —
 * the adapter (uof/translate.ts) turns UOF into our messages with it, the UOF stand-in
 * (tools/standins/uof.ts) turns the simulated feed's messages into UOF with it.
 *
 * Source: Sportradar's market descriptions (UOF REST `/v1/descriptions/{lang}/markets.xml`, as documented
 * at docs.sportradar.com/uof and shown by their SDKs' market tests): market ids, specifier names and the
 * outcome ids of each market. Only the markets our book prices are here; a UOF market not in the table is
 * left out of the message (the book offers nothing it cannot settle).
 *
 * Not mapped: our football `correct_score`. UOF prices correct score as a variant market (id 45, its
 * outcome ids defined per variant by `/v1/descriptions/{lang}/variants.xml`, e.g.
 * `sr:correct_score:max:6:…`); without that variant table at hand we do not guess its outcome ids.
 */

/** UOF sport ids (`sr:sport:N`) of the sports our book carries. */
export const UofSport = { Soccer: 1, Basketball: 2, Tennis: 5 } as const;
export type UofSportId = (typeof UofSport)[keyof typeof UofSport];

type SpecifierMap = {
  /** Our specifier name → UOF's. */
  ours: string;
  uof: string;
  /** Our value → UOF's, and back (identity when absent). */
  toUof?: (value: string) => string;
  fromUof?: (value: string) => string;
};

export type MarketMapping = {
  sport: UofSportId;
  /** Our market key (feed/messages.ts, as the simulated feed and @lale/sports-model name it). */
  key: string;
  /** UOF's market id. */
  uofId: number;
  /** UOF's market name, for the reader. */
  uofName: string;
  specifier?: SpecifierMap;
  /** Our outcome id → UOF's outcome id. */
  outcomes: Readonly<Record<string, string>>;
};

/** Our signed football handicap ('-1': home starts a goal down) ↔ UOF's European handicap ('0:1'). */
const europeanHandicap: SpecifierMap = {
  ours: 'hcp',
  uof: 'hcp',
  toUof: (value) => {
    const n = Number(value);
    return n >= 0 ? `${n}:0` : `0:${-n}`;
  },
  fromUof: (value) => {
    const [home, away] = value.split(':').map(Number);
    const n = (home ?? 0) - (away ?? 0);
    return n > 0 ? `+${n}` : String(n);
  },
};

/** Our signed line ('+3.5') ↔ UOF's plain number ('3.5'). */
const signedLine = (name: string): SpecifierMap => ({
  ours: name,
  uof: name,
  toUof: (value) => String(Number(value)),
  fromUof: (value) => {
    const n = Number(value);
    return n > 0 ? `+${n}` : String(n);
  },
});

const THREE_WAY = { '1': '1', X: '2', '2': '3' } as const;
const OVER_UNDER = { over: '12', under: '13' } as const;
/** Two-way markets naming the competitors: competitor 1 is '4', competitor 2 is '5'. */
const COMPETITORS = { '1': '4', '2': '5' } as const;

export const MARKET_MAPPINGS: readonly MarketMapping[] = [
  { sport: UofSport.Soccer, key: '1x2', uofId: 1, uofName: '1x2', outcomes: THREE_WAY },
  {
    sport: UofSport.Soccer,
    key: 'double_chance',
    uofId: 10,
    uofName: 'Double chance',
    outcomes: { '1X': '9', '12': '10', X2: '11' },
  },
  {
    sport: UofSport.Soccer,
    key: 'total',
    uofId: 18,
    uofName: 'Total',
    specifier: { ours: 'total', uof: 'total' },
    outcomes: OVER_UNDER,
  },
  {
    sport: UofSport.Soccer,
    key: 'btts',
    uofId: 29,
    uofName: 'Both teams to score',
    outcomes: { yes: '74', no: '76' },
  },
  {
    sport: UofSport.Soccer,
    key: 'handicap',
    uofId: 14,
    uofName: 'Handicap {hcp}',
    specifier: europeanHandicap,
    outcomes: { '1': '1711', X: '1712', '2': '1713' },
  },
  { sport: UofSport.Soccer, key: 'ht_1x2', uofId: 60, uofName: '1st half - 1x2', outcomes: THREE_WAY },
  {
    sport: UofSport.Basketball,
    key: 'moneyline',
    uofId: 219,
    uofName: 'Winner (incl. overtime)',
    outcomes: COMPETITORS,
  },
  {
    sport: UofSport.Basketball,
    key: 'spread',
    uofId: 223,
    uofName: 'Handicap (incl. overtime)',
    specifier: signedLine('hcp'),
    outcomes: { '1': '1714', '2': '1715' },
  },
  {
    sport: UofSport.Basketball,
    key: 'total',
    uofId: 225,
    uofName: 'Total (incl. overtime)',
    specifier: { ours: 'total', uof: 'total' },
    outcomes: OVER_UNDER,
  },
  { sport: UofSport.Tennis, key: 'match_winner', uofId: 186, uofName: 'Winner', outcomes: COMPETITORS },
  {
    sport: UofSport.Tennis,
    key: 'set_winner',
    uofId: 202,
    uofName: '{!setnr} set - winner',
    specifier: { ours: 'set', uof: 'setnr' },
    outcomes: COMPETITORS,
  },
];

const byUofId = new Map(MARKET_MAPPINGS.map((m) => [m.uofId, m]));
const byKey = new Map(MARKET_MAPPINGS.map((m) => [`${m.sport}:${m.key}`, m]));

/** 'total=2.5|hcp=0:1' → { total: '2.5', hcp: '0:1' } (UOF's specifiers attribute). */
export function parseUofSpecifiers(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!text) return out;
  for (const part of text.split('|')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at)] = part.slice(at + 1);
  }
  return out;
}

/** Our market named by a UOF market id and specifiers; undefined for a market our book does not carry. */
export function marketFromUof(
  uofId: number,
  uofSpecifiers: Record<string, string>,
):
  | {
      mapping: MarketMapping;
      key: string;
      specifiers: Record<string, string>;
      outcome(id: string): string | undefined;
    }
  | undefined {
  const mapping = byUofId.get(uofId);
  if (!mapping) return undefined;
  const specifiers: Record<string, string> = {};
  if (mapping.specifier) {
    const value = uofSpecifiers[mapping.specifier.uof];
    if (value === undefined) return undefined;
    specifiers[mapping.specifier.ours] = mapping.specifier.fromUof?.(value) ?? value;
  }
  const outcomes = new Map(Object.entries(mapping.outcomes).map(([ours, uof]) => [uof, ours]));
  return { mapping, key: mapping.key, specifiers, outcome: (id) => outcomes.get(id) };
}

/** The UOF market for our market key on a sport; undefined for a market UOF is not told of. */
export function marketToUof(
  sport: number,
  key: string,
  specifiers: Record<string, string>,
): { uofId: number; specifiers: string; outcome(id: string): string | undefined } | undefined {
  const mapping = byKey.get(`${sport}:${key}`);
  if (!mapping) return undefined;
  let text = '';
  if (mapping.specifier) {
    const value = specifiers[mapping.specifier.ours];
    if (value === undefined) return undefined;
    text = `${mapping.specifier.uof}=${mapping.specifier.toUof?.(value) ?? value}`;
  }
  return { uofId: mapping.uofId, specifiers: text, outcome: (id) => mapping.outcomes[id] };
}

/**
 * UOF's sport_event_status `status` (0 not_started, 1 live, 2 suspended, 3 ended, 4 closed, 5 cancelled,
 * 6 delayed, 7 interrupted, 8 postponed, 9 abandoned) → ours (feed/messages.ts EventStatus).
 */
const EVENT_STATUS_FROM_UOF: Readonly<Record<number, number>> = {
  0: EventStatus.NotStarted,
  1: EventStatus.Live,
  2: EventStatus.Suspended,
  3: EventStatus.Ended,
  4: EventStatus.Closed,
  5: EventStatus.Cancelled,
  6: EventStatus.NotStarted,
  7: EventStatus.Suspended,
  8: EventStatus.Postponed,
  9: EventStatus.Cancelled,
};
const EVENT_STATUS_TO_UOF: Readonly<Record<number, number>> = {
  [EventStatus.NotStarted]: 0,
  [EventStatus.Live]: 1,
  [EventStatus.Suspended]: 2,
  [EventStatus.Ended]: 3,
  [EventStatus.Closed]: 4,
  [EventStatus.Cancelled]: 5,
  [EventStatus.Postponed]: 8,
};
export const eventStatusFromUof = (status: number): number | undefined => EVENT_STATUS_FROM_UOF[status];
export const eventStatusToUof = (status: number): number => EVENT_STATUS_TO_UOF[status] ?? 0;

/**
 * UOF's `match_status` codes (the period in play) ↔ our period names (the simulated feed's phases).
 * Source: UOF `/v1/descriptions/{lang}/match_status.xml`.
 */
const PERIODS: readonly [period: string, matchStatus: number][] = [
  ['not_started', 0],
  ['1st_half', 6],
  ['2nd_half', 7],
  ['1st_set', 8],
  ['2nd_set', 9],
  ['3rd_set', 10],
  ['1st_quarter', 13],
  ['2nd_quarter', 14],
  ['3rd_quarter', 15],
  ['4th_quarter', 16],
  ['halftime', 31],
  ['pause', 80],
  ['overtime', 40],
  ['ended', 100],
];
export const periodFromUof = (matchStatus: number): string | undefined =>
  PERIODS.find(([, code]) => code === matchStatus)?.[0];
export const periodToUof = (period: string | undefined): number | undefined =>
  PERIODS.find(([name]) => name === period)?.[1];

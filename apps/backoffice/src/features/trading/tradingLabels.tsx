import { parseSpecifiers } from '@lale/contracts';
import type {
  TradingBet,
  TradingEvent,
  TradingEventDetail,
  TradingLimits,
  TradingMarket,
} from '../../lib/api/types.ts';
import { formatMoney } from '../../lib/format.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import styles from './Trading.module.css';

export { parseSpecifiers, sortMarkets } from '@lale/contracts';

/*
 * The trading room's words for the book's codes (issue #27). The feed names a market by its key and
 * canonical specifiers ('total=2.5', 'hcp=-1|set=2'; '' for none) and an outcome by its id ('1', 'X',
 * 'over', '2:1'); the titles here are the trader's, in English.
 */

/** The market as the requests name it: key and specifiers as a record. */
export const marketRef = (market: Pick<TradingMarket, 'key' | 'specifiers'>) => ({
  key: market.key,
  specifiers: parseSpecifiers(market.specifiers),
});

const FIXED_TITLES: Record<string, string> = {
  '1x2': 'Match result',
  double_chance: 'Double chance',
  btts: 'Both teams to score',
  correct_score: 'Correct score',
  ht_1x2: 'Half-time result',
  moneyline: 'Moneyline',
  match_winner: 'Match winner',
};

/** A market's title: 'Match result', 'Total 2.5', 'Handicap (-1)', 'Set 2 winner'; others key and specifiers. */
export function marketTitle(key: string, specifiers: string): string {
  const specs = parseSpecifiers(specifiers);
  let title: string;
  let used: string[];
  if (FIXED_TITLES[key]) [title, used] = [FIXED_TITLES[key], []];
  else if (key === 'total' && specs.total !== undefined) [title, used] = [`Total ${specs.total}`, ['total']];
  else if ((key === 'handicap' || key === 'spread') && specs.hcp !== undefined)
    [title, used] = [`Handicap (${specs.hcp})`, ['hcp']];
  else if (key === 'set_winner' && specs.set !== undefined)
    [title, used] = [`Set ${specs.set} winner`, ['set']];
  else return specifiers ? `${key} (${specifiers.replaceAll('|', ', ')})` : key;
  // What the title does not say yet (a set of a handicap): 'Handicap (-1), set 2'.
  const rest = Object.entries(specs).filter(([name]) => !used.includes(name));
  return [title, ...rest.map(([name, value]) => `${name.replaceAll('_', ' ')} ${value}`)].join(', ');
}

const NAMED_OUTCOMES: Record<string, string> = {
  over: 'Over',
  under: 'Under',
  yes: 'Yes',
  no: 'No',
  other: 'Other',
};

/** An outcome's label: 'Over', 'Yes', or its id as the feed writes it ('1', 'X', '2', '1X', '2:1'). */
export const outcomeLabel = (outcomeId: string) => NAMED_OUTCOMES[outcomeId] ?? outcomeId;

/** Which team (or the draw) an outcome of a winner market stands for, to read beside '1', 'X', '2'. */
export function outcomeSide(outcomeId: string, event: Pick<TradingEvent, 'home' | 'away'>): string | null {
  if (outcomeId === '1') return event.home;
  if (outcomeId === '2') return event.away;
  if (outcomeId === 'X') return 'Draw';
  return null;
}

/** An amount with its currency, kept on one line in a narrow column. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  return <span className={styles.num}>{formatMoney(amount, currency)}</span>;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────

export const EVENT_STATE_OPTIONS = [
  { value: 'live', label: 'Live' },
  { value: 'prematch', label: 'Pre-match' },
  { value: 'ended', label: 'Ended' },
] as const;

const EVENT_STATUS: Record<number, { label: string; tone: BadgeTone }> = {
  0: { label: 'Not started', tone: 'neutral' },
  1: { label: 'Live', tone: 'ok' },
  2: { label: 'Ended', tone: 'neutral' },
  3: { label: 'Closed', tone: 'neutral' },
  4: { label: 'Cancelled', tone: 'danger' },
  5: { label: 'Postponed', tone: 'warn' },
  6: { label: 'Interrupted', tone: 'warn' },
};

export function EventStatusBadge({ status }: { status: number }) {
  const known = EVENT_STATUS[status];
  return <Badge tone={known?.tone ?? 'neutral'}>{known?.label ?? `Status ${status}`}</Badge>;
}

/** '2 – 1' once a score is known, else null. */
export function scoreText(event: Pick<TradingEvent, 'homeScore' | 'awayScore'>): string | null {
  return event.homeScore === null || event.awayScore === null
    ? null
    : `${event.homeScore} – ${event.awayScore}`;
}

export const matchName = (event: Pick<TradingEvent, 'home' | 'away'>) => `${event.home} – ${event.away}`;

/** An event's limits in short: 'Stake ≤ 50% · Delay 5 s', or 'Book' when it has none of its own. */
export function limitsText(limits: TradingLimits): string {
  const parts = [
    limits.stakePercent !== null && `Stake ≤ ${limits.stakePercent}%`,
    limits.liveDelaySeconds !== null && `Delay ${limits.liveDelaySeconds} s`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Book';
}

/** The operator's holds on an event in badges: the whole event, or how many markets. */
export function HoldBadges({ event }: { event: Pick<TradingEvent, 'held' | 'heldMarkets'> }) {
  if (!event.held && event.heldMarkets === 0) return <span className={styles.faint}>—</span>;
  return (
    <span className={styles.badges}>
      {event.held && <Badge tone="danger">Event held</Badge>}
      {event.heldMarkets > 0 && (
        <Badge tone="warn">
          {event.heldMarkets === 1 ? '1 market held' : `${event.heldMarkets} markets held`}
        </Badge>
      )}
    </span>
  );
}

// ── Markets ─────────────────────────────────────────────────────────────────────────────────────────

export const MARKET_SETTLED = -3;
export const MARKET_CANCELLED = -4;

export type MarketState = {
  label: 'Active' | 'Suspended' | 'Held' | 'Settled' | 'Cancelled' | 'Inactive' | 'Handed over';
  tone: BadgeTone;
  /** Why, in words (the hold's reason and who put it; "By the feed"). */
  detail: string | null;
};

/**
 * What a trader needs to know of a market first: settled or cancelled (final), held by an operator
 * (the market itself or the whole event), then the feed's own status.
 */
export function marketState(market: TradingMarket, event: Pick<TradingEventDetail, 'hold'>): MarketState {
  if (market.status === MARKET_SETTLED) return { label: 'Settled', tone: 'ok', detail: null };
  if (market.status === MARKET_CANCELLED) return { label: 'Cancelled', tone: 'neutral', detail: null };
  if (market.hold)
    return { label: 'Held', tone: 'danger', detail: `${market.hold.reason} (${market.hold.heldBy})` };
  if (event.hold) return { label: 'Held', tone: 'danger', detail: `Whole event held: ${event.hold.reason}` };
  if (market.status === 1) return { label: 'Active', tone: 'ok', detail: null };
  if (market.status === -1) return { label: 'Suspended', tone: 'warn', detail: 'By the feed' };
  if (market.status === -2) return { label: 'Handed over', tone: 'neutral', detail: 'By the feed' };
  return { label: 'Inactive', tone: 'neutral', detail: 'By the feed' };
}

/** A settled outcome's result in words: 'Won', 'Lost', 'Won, half void', 'Void'. */
export function resultText(result: 'won' | 'lost', voidFactor: number | null): string {
  if (voidFactor === 1) return 'Void';
  const base = result === 'won' ? 'Won' : 'Lost';
  return voidFactor === 0.5 ? `${base}, half void` : base;
}

// ── Bets ────────────────────────────────────────────────────────────────────────────────────────────

export const BET_STATUS_LABELS: Record<TradingBet['status'], string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  void: 'Void',
  cashed_out: 'Cashed out',
};

const BET_STATUS_TONES: Record<TradingBet['status'], BadgeTone> = {
  open: 'warn',
  won: 'ok',
  lost: 'neutral',
  void: 'neutral',
  cashed_out: 'neutral',
};

export function BetStatusBadge({ status }: { status: TradingBet['status'] }) {
  return <Badge tone={BET_STATUS_TONES[status]}>{BET_STATUS_LABELS[status] ?? status}</Badge>;
}

const LEG_RESULT: Record<TradingBet['legs'][number]['result'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'neutral' },
  won: { label: 'Won', tone: 'ok' },
  lost: { label: 'Lost', tone: 'danger' },
  void: { label: 'Void', tone: 'neutral' },
};

export function LegResultBadge({ result }: { result: TradingBet['legs'][number]['result'] }) {
  const known = LEG_RESULT[result];
  return <Badge tone={known?.tone ?? 'neutral'}>{known?.label ?? result}</Badge>;
}

export function betKindText(bet: Pick<TradingBet, 'kind' | 'systemSize' | 'legs'>): string {
  if (bet.kind === 'single') return 'Single';
  if (bet.kind === 'multi') return `Multiple (${bet.legs.length})`;
  return `System ${bet.systemSize ?? '?'}/${bet.legs.length}`;
}

export const ACTION_LABELS: Record<string, string> = {
  suspend: 'Suspend',
  reopen: 'Reopen',
  settle: 'Settle',
  resettle: 'Resettle',
};

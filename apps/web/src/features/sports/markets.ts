import { parseSpecifiers, type SportsEvent } from '@lale/contracts';
import type { TFunction } from 'i18next';

export { sortMarkets } from '@lale/contracts';

/*
 * How a market and its outcomes are named for the player. The book sends keys ('total'), canonical
 * specifiers ('total=2.5', keys sorted, '|'-joined) and outcome ids ('1', 'X', 'over', '2:1'); the
 * titles are ours, in the player's language.
 */

/** The sports the book offers, in tab order (sportId as the book numbers them). */
export const SPORTS = [1, 2, 5] as const;
export type SportId = (typeof SPORTS)[number];

export function isSportId(value: number): value is SportId {
  return (SPORTS as readonly number[]).includes(value);
}

/** Market status as the feed numbers it: 1 active (bets taken); anything else is locked. */
export const MARKET_ACTIVE = 1;

/** Event status: 1 live; 2 and above are over or off (ended, closed, cancelled, postponed, interrupted). */
export const EVENT_LIVE = 1;
export const isEventOpen = (event: Pick<SportsEvent, 'status'>) => event.status <= EVENT_LIVE;

/** A market's title: 'Maç Sonucu', 'Alt/Üst 2.5', 'Handikap (-1)', '2. Set Kazananı'. */
export function marketTitle(t: TFunction, key: string, specifiers: string): string {
  const specs = parseSpecifiers(specifiers);
  switch (key) {
    case '1x2':
    case 'double_chance':
    case 'btts':
    case 'correct_score':
    case 'ht_1x2':
    case 'moneyline':
    case 'match_winner':
      return t(`sports.market.${key}`);
    case 'total':
      return t('sports.market.total', { line: specs.total ?? '' });
    case 'handicap':
    case 'spread':
      return t(`sports.market.${key}`, { line: specs.hcp ?? '' });
    case 'set_winner':
      return t('sports.market.set_winner', { set: specs.set ?? '' });
    default:
      return specifiers ? `${key} (${specifiers})` : key;
  }
}

const NAMED_OUTCOMES = ['over', 'under', 'yes', 'no', 'other'] as const;
type NamedOutcome = (typeof NAMED_OUTCOMES)[number];
const isNamed = (id: string): id is NamedOutcome => (NAMED_OUTCOMES as readonly string[]).includes(id);

/** An outcome's short label on its button: '1', 'X', '2', '1X', 'Üst', 'Var', '2:1', 'Diğer'. */
export function outcomeLabel(t: TFunction, outcomeId: string): string {
  return isNamed(outcomeId) ? t(`sports.outcome.${outcomeId}`) : outcomeId;
}

/** The columns a sport's main market shows in the lobby (their ids, in order). */
export function mainOutcomes(sportId: number): string[] {
  return sportId === 1 ? ['1', 'X', '2'] : ['1', '2'];
}

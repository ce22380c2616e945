import type { CrashPublicBet } from '@lale/contracts';
import { fill, h } from '../shell/index.ts';
import { multiplierText } from './model.ts';
import type { AviatorTexts } from './texts.ts';

/*
 * The round's bets, everyone's, live from the hub: who bet what, and who cashed out at which
 * multiplier for how much. The player's own bets are marked. Redrawn only when the bets change.
 */

export type BetsList = {
  element: HTMLElement;
  show(bets: readonly CrashPublicBet[], mine: ReadonlySet<string>): void;
};

export function createBetsList(
  texts: AviatorTexts,
  lang: 'tr' | 'en',
  money: (amount: number, currency: string) => string,
): BetsList {
  const count = h('span', { class: 'bets__count' });
  const body = h('tbody', {});
  const empty = h('p', { class: 'bets__empty', text: texts.noBets });
  const table = h(
    'table',
    { class: 'bets__table' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { text: texts.player, attrs: { scope: 'col' } }),
        h('th', { text: texts.betColumn, attrs: { scope: 'col' } }),
        h('th', { text: texts.multiplierColumn, attrs: { scope: 'col' } }),
        h('th', { text: texts.winColumn, attrs: { scope: 'col' } }),
      ),
    ),
    body,
  );
  const element = h(
    'section',
    { class: 'bets', attrs: { 'aria-labelledby': 'bets-title' } },
    h(
      'header',
      { class: 'bets__head' },
      h('h2', { class: 'bets__title', text: texts.allBets, attrs: { id: 'bets-title' } }),
      count,
    ),
    h('div', { class: 'bets__scroll' }, table, empty),
  );

  let drawn = '';
  return {
    element,
    show(bets, mine) {
      const key = bets.map((bet) => `${bet.betId}:${bet.status}:${bet.cashedOut ?? ''}`).join('|');
      if (key === drawn) return;
      drawn = key;
      count.textContent = fill(texts.betsCount, { count: String(bets.length) });
      empty.hidden = bets.length > 0;
      table.hidden = bets.length === 0;
      // Cash-outs first (the biggest wins on top), then the stakes still flying, then the lost.
      const order = (bet: CrashPublicBet) => (bet.status === 'won' ? 0 : bet.status === 'open' ? 1 : 2);
      const sorted = [...bets].sort(
        (a, b) => order(a) - order(b) || (b.win ?? 0) - (a.win ?? 0) || b.stake - a.stake,
      );
      body.replaceChildren(
        ...sorted.map((bet) =>
          h(
            'tr',
            {
              class: `bets__row bets__row--${bet.status}${mine.has(bet.betId) ? ' bets__row--mine' : ''}`,
            },
            h(
              'td',
              { class: 'bets__player' },
              h('span', {
                class: 'bets__avatar',
                text: bet.player.slice(0, 1).toUpperCase(),
                attrs: { 'aria-hidden': 'true' },
              }),
              mine.has(bet.betId) ? `${bet.player} · ${texts.you}` : bet.player,
            ),
            h('td', { text: money(bet.stake, bet.currency) }),
            h('td', {
              class: 'bets__multiplier',
              text: bet.cashedOut === null ? '—' : multiplierText(bet.cashedOut, lang),
            }),
            h('td', { class: 'bets__win', text: bet.win ? money(bet.win, bet.currency) : '—' }),
          ),
        ),
      );
    },
  };
}

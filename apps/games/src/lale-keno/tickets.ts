import { keno } from '@lale/originals';
import { fill, h, VERIFY_PAGE, type Lang } from '../shell/index.ts';
import type { DrawHistoryItem, KenoTicket } from '@lale/contracts';
import { multiplierText } from './picks.ts';
import { rowOf } from './board.ts';
import type { KenoTexts } from './texts.ts';

/*
 * Under the show: "my tickets" (each ticket's numbers, its hits against the balls out so far, and
 * what it won once the draw is over) and the last draws' results, each with its chain hash so anyone
 * can recompute the balls (the site's verification page, or keno.roundKenoDraw(hash)).
 */

export type TicketsView = {
  element: HTMLElement;
  /** `balls`: the balls out for each draw shown now (by draw id), to count hits as they come. */
  setTickets(
    tickets: readonly KenoTicket[],
    balls: ReadonlyMap<number, readonly number[]>,
    money: (m: bigint) => string,
    minor: (amount: number) => bigint,
  ): void;
  setResults(results: readonly DrawHistoryItem[]): void;
};

export function createTicketsView(texts: KenoTexts, lang: Lang): TicketsView {
  const ticketList = h('ol', { class: 'keno-tickets__list' });
  const ticketsEmpty = h('p', { class: 'keno-empty', text: texts.ticketsEmpty });
  const resultList = h('ol', { class: 'keno-results__list' });
  const resultsEmpty = h('p', { class: 'keno-empty', text: texts.resultsEmpty });
  const element = h(
    'div',
    { class: 'keno-lists' },
    h(
      'section',
      { class: 'keno-card keno-tickets', attrs: { 'aria-labelledby': 'keno-tickets-title' } },
      h('h2', { class: 'keno-card__title', text: texts.ticketsTitle, attrs: { id: 'keno-tickets-title' } }),
      ticketsEmpty,
      ticketList,
    ),
    h(
      'section',
      { class: 'keno-card keno-results', attrs: { 'aria-labelledby': 'keno-results-title' } },
      h(
        'h2',
        { class: 'keno-card__title', attrs: { id: 'keno-results-title' } },
        texts.resultsTitle,
        h('a', {
          class: 'keno-card__link',
          text: texts.verify,
          attrs: { href: VERIFY_PAGE, target: '_top' },
        }),
      ),
      resultsEmpty,
      resultList,
    ),
  );

  return {
    element,
    setTickets(tickets, balls, money, minor) {
      ticketsEmpty.hidden = tickets.length > 0;
      ticketList.replaceChildren(
        ...tickets.map((ticket) => {
          const out = balls.get(ticket.drawId) ?? [];
          const drawn = new Set(out);
          const settled = ticket.status !== 'open';
          const hits = ticket.picks.filter((n) => drawn.has(n)).length;
          const over = settled || out.length >= keno.DRAWN;
          const multiplier = keno.PAYTABLE[ticket.picks.length]![hits]!;
          const stakeMinor = minor(ticket.stake);
          const win = ticket.win !== null ? minor(ticket.win) : keno.winMinor(stakeMinor, multiplier);
          const tone = ticket.status === 'refunded' ? 'void' : !over ? 'open' : win > 0n ? 'won' : 'lost';
          const verdict =
            tone === 'void'
              ? texts.refunded
              : tone === 'open'
                ? out.length === 0
                  ? texts.waitingDraw
                  : fill(texts.hitsSoFar, { hits: String(hits), count: String(ticket.picks.length) })
                : tone === 'won'
                  ? `${fill(texts.hitsOf, { hits: String(hits), count: String(ticket.picks.length) })} · ${multiplierText(multiplier, lang)} · +${money(win)}`
                  : `${fill(texts.hitsOf, { hits: String(hits), count: String(ticket.picks.length) })} · ${texts.noWin}`;
          return h(
            'li',
            { class: `keno-ticket keno-ticket--${tone}` },
            h(
              'div',
              { class: 'keno-ticket__head' },
              h('span', {
                class: 'keno-ticket__draw',
                text: fill(texts.drawNumber, { n: String(ticket.drawId) }),
              }),
              h('span', { class: 'keno-ticket__stake mono', text: money(stakeMinor) }),
            ),
            h(
              'ol',
              { class: 'keno-ticket__picks', attrs: { 'aria-label': texts.ticketNumbers } },
              ...ticket.picks.map((n) =>
                h('li', {
                  class: `keno-pick${drawn.has(n) ? ' keno-pick--hit' : ''}`,
                  text: String(n),
                  attrs: { 'aria-label': drawn.has(n) ? `${n} ${texts.hitWord}` : String(n) },
                }),
              ),
            ),
            h('p', { class: 'keno-ticket__verdict', text: verdict }),
          );
        }),
      );
    },
    setResults(results) {
      resultsEmpty.hidden = results.length > 0;
      resultList.replaceChildren(
        ...results.map((result) =>
          result.void
            ? h(
                'li',
                { class: 'keno-result keno-result--void' },
                h('span', {
                  class: 'keno-result__draw',
                  text: fill(texts.drawNumber, { n: String(result.drawId) }),
                }),
                h('span', { text: texts.refunded }),
              )
            : h(
                'li',
                { class: 'keno-result' },
                h(
                  'div',
                  { class: 'keno-result__head' },
                  h('span', {
                    class: 'keno-result__draw',
                    text: fill(texts.drawNumber, { n: String(result.drawId) }),
                  }),
                  h('code', {
                    class: 'keno-result__hash mono',
                    text: `${result.hash.slice(0, 10)}…${result.hash.slice(-6)}`,
                    attrs: { title: result.hash, 'aria-label': `${texts.hash} ${result.hash}` },
                  }),
                ),
                h(
                  'ol',
                  { class: 'keno-result__balls', attrs: { 'aria-label': texts.drawnNumbers } },
                  ...[...result.balls]
                    .sort((a, b) => a - b)
                    .map((n) => h('li', { class: `keno-mini keno-ball--r${rowOf(n)}`, text: String(n) })),
                ),
              ),
        ),
      );
    },
  };
}

import type { BingoTicket } from '@lale/contracts';
import { fill, h, VERIFY_PAGE } from '../shell/index.ts';
import { rowsLeft, toGo } from './cards.ts';
import type { TombalaTexts } from './texts.ts';

/*
 * The player's cards as classic tombala tickets: 3 rows × 9 columns, blanks patterned, every called
 * number daubed by itself, a complete row ringed, and the card's state — how many to go, or what it
 * won once the game is settled.
 */

/**
 * The site's calculator at this card's deal (apps/web features/originals/linkedCard.ts reads it): the
 * player's revealed server seed with this hash, dealt again at the nonce, the card at its place.
 */
export function cardVerifyHref(deal: BingoTicket['deal']): string {
  const query = new URLSearchParams({
    // contracts' BINGO_GAME_CODE, written out: the page does not bundle the contracts (zod).
    verify: 'lale-tombala',
    hash: deal.serverSeedHash,
    clientSeed: deal.clientSeed,
    nonce: String(deal.nonce),
    card: String(deal.position + 1),
  });
  return `${VERIFY_PAGE}?${query.toString()}#verifier`;
}

export type CardsView = {
  element: HTMLElement;
  show(
    cards: readonly BingoTicket[],
    called: ReadonlySet<number>,
    fresh: number | null,
    money: (minor: bigint) => string,
    minor: (amount: number) => bigint,
  ): void;
  /** The card element of a ticket (for a win burst). */
  cardOf(ticketId: string): HTMLElement | null;
};

export function createCardsView(texts: TombalaTexts): CardsView {
  const list = h('ol', { class: 'tb-cards__list' });
  const empty = h('p', { class: 'tb-empty', text: texts.noCards });
  const element = h(
    'section',
    { class: 'tb-cards', attrs: { 'aria-labelledby': 'tb-cards-title' } },
    h('h2', { class: 'tb-title', text: texts.myCards, attrs: { id: 'tb-cards-title' } }),
    empty,
    list,
  );
  const byTicket = new Map<string, HTMLElement>();

  return {
    element,
    show(cards, called, fresh, money, minor) {
      empty.hidden = cards.length > 0;
      byTicket.clear();
      list.replaceChildren(
        ...cards.map((ticket, index) => {
          const left = rowsLeft(ticket.card, called);
          const need = toGo(ticket.card, called);
          const settled = ticket.status !== 'open';
          const win = ticket.win === null ? 0n : minor(ticket.win);
          const state = settled
            ? ticket.status === 'refunded'
              ? texts.refunded
              : win > 0n
                ? fill(texts.won, { win: money(win) })
                : texts.lost
            : called.size === 0
              ? texts.waiting
              : need === null
                ? texts.complete
                : need === 1
                  ? texts.toGoOne
                  : fill(texts.toGo, { count: String(need) });
          const tone = settled
            ? win > 0n
              ? 'won'
              : ticket.status === 'refunded'
                ? 'void'
                : 'lost'
            : need === 1
              ? 'hot'
              : 'open';
          const grid = h('div', {
            class: 'tb-card__grid',
            attrs: {
              role: 'table',
              'aria-label': fill(texts.cardLabel, { n: String(index + 1), draw: String(ticket.drawId) }),
            },
          });
          ticket.card.forEach((row, r) => {
            const rowElement = h('div', {
              class: `tb-card__row${left[r] === 0 ? ' tb-card__row--done' : ''}`,
              attrs: { role: 'row' },
            });
            row.forEach((n) => {
              if (n === null) {
                rowElement.append(
                  h('span', {
                    class: 'tb-cell tb-cell--blank',
                    attrs: { role: 'cell', 'aria-hidden': 'true' },
                  }),
                );
                return;
              }
              const on = called.has(n);
              rowElement.append(
                h(
                  'span',
                  {
                    class: `tb-cell${on ? ' tb-cell--daubed' : ''}${n === fresh ? ' tb-cell--fresh' : ''}`,
                    attrs: { role: 'cell', 'aria-label': on ? `${n} ${texts.calledWord}` : String(n) },
                  },
                  // Its own box, so the number stays above the daub.
                  h('span', { class: 'tb-cell__n', text: String(n) }),
                ),
              );
            });
            grid.append(rowElement);
          });
          const card = h(
            'li',
            { class: `tb-card tb-card--${tone}` },
            h(
              'div',
              { class: 'tb-card__head' },
              h('span', {
                class: 'tb-card__title',
                text: `${fill(texts.cardTitle, { n: String(index + 1) })} · #${ticket.drawId}`,
              }),
              h('span', { class: 'tb-card__state', text: state }),
            ),
            grid,
            h(
              'p',
              { class: 'tb-card__deal' },
              h('span', {
                text: fill(texts.dealt, {
                  hash: ticket.deal.serverSeedHash.slice(0, 10),
                  nonce: String(ticket.deal.nonce),
                  position: String(ticket.deal.position + 1),
                }),
              }),
              h('a', {
                class: 'tb-link',
                text: texts.verifyCard,
                attrs: { href: cardVerifyHref(ticket.deal), target: '_top' },
              }),
            ),
          );
          byTicket.set(ticket.ticketId, card);
          return card;
        }),
      );
    },
    cardOf: (id) => byTicket.get(id) ?? null,
  };
}

import type { BingoBuyResult, BingoRoom, BingoState, BingoTicket } from '@lale/contracts';
import { bingo } from '@lale/originals';
import {
  countdownText,
  createDrawsCall,
  createServerClock,
  DrawTracker,
  shellStateOf,
  startLive,
  type FrameEffect,
  type Live,
} from '../draws/index.ts';
import { createShell, fill, h, readPageEnv, VERIFY_PAGE } from '../shell/index.ts';
// After the shell (which brings its own styles), so the game's rules come later in the cascade.
import './tombala.css';
import { createCaller } from './caller.ts';
import { completedBy, multiplierText } from './cards.ts';
import { createCardsView } from './cards-view.ts';
import { createPrizes, patternText } from './prizes.ts';
import { createRoomsView } from './rooms.ts';
import { tombalaRules } from './rules.ts';
import { tombalaTexts } from './texts.ts';

/*
 * Lale Tombala, code 'lale-tombala': 90-ball bingo at fixed odds in rooms that each start a game on
 * their own schedule (contracts/originals-draws.ts). The player picks a room and buys 1–6 cards for
 * its game on sale; the balls are called on the server's clock, the cards daub themselves, and each
 * çinko and the tombala are called out as they happen; the wins are added when the server settles.
 */

const env = readPageEnv(window.location.search);
const clock = createServerClock();
let room = bingo.ROOMS[0]!.id;
let tracker = new DrawTracker(room, bingo.CALLS, bingo.CALL_INTERVAL_MS);
let rooms: BingoRoom[] = [];
const tickets = new Map<string, BingoTicket>();
/** Draws whose result was told, and the pattern call-outs already made (ticket:pattern). */
const toldDraws = new Set<number>();
const calledOut = new Set<string>();
let cardCount = 1;
let live: Live | null = null;

const shell = createShell({
  code: 'lale-tombala',
  title: { tr: 'Lale Tombala', en: 'Lale Tombala' },
  actionLabel: { tr: 'Kart al', en: 'Buy cards' },
  rtp: bingo.PUBLISHED_RTP,
  rules: tombalaRules,
  load: async () => {
    const state = await loadState();
    const price = priceOf(state.room, state.rooms);
    return shellStateOf(
      state,
      { min: price, max: price * bingo.MAX_CARDS_PER_PURCHASE, levels: null },
      bingo.MAX_WIN_STAKES,
    );
  },
});
const { lang, panel } = shell;
const texts = tombalaTexts(lang);
const call = env.session
  ? createDrawsCall({ game: 'bingo', session: env.session, lang, unreachable: shell.t.unreachable })
  : null;
const priceOf = (id: string, list: readonly BingoRoom[]) => list.find((r) => r.id === id)?.cardPrice ?? 0;
const moneyOf = (amount: number) => shell.money(shell.minor(amount));

const roomsView = createRoomsView(texts, (next) => void switchRoom(next));
const caller = createCaller(texts);
const prizes = createPrizes(texts, lang);
const cardsView = createCardsView(texts);
const headGame = h('span', { class: 'tb-head__game' });
const headPhase = h('span', { class: 'tb-head__phase' });
const headTime = h('span', { class: 'tb-head__time mono', attrs: { 'aria-hidden': 'true' } });
const head = h(
  'header',
  { class: 'tb-head' },
  h('span', { class: 'tb-head__live', text: texts.live, attrs: { 'aria-hidden': 'true' } }),
  headGame,
  headPhase,
  headTime,
);
const callout = h('p', { class: 'tb-callout', attrs: { 'aria-hidden': 'true' } });
const results = h('ol', { class: 'tb-results__list' });
const resultsEmpty = h('p', { class: 'tb-empty', text: texts.resultsEmpty });
const announcer = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
const resultsSection = h(
  'section',
  { class: 'tb-results', attrs: { 'aria-labelledby': 'tb-results-title' } },
  h(
    'h2',
    { class: 'tb-title', attrs: { id: 'tb-results-title' } },
    texts.results,
    h('a', {
      class: 'tb-link',
      text: texts.verify,
      attrs: { href: VERIFY_PAGE, target: '_top' },
    }),
  ),
  resultsEmpty,
  results,
);
const hallBody = h('div', { class: 'tb-hall__body' }, caller.element, prizes.element);
const page = h(
  'div',
  { class: 'tombala' },
  roomsView.element,
  h('div', { class: 'tb-hall' }, head, hallBody, callout),
  cardsView.element,
  resultsSection,
  announcer,
);
shell.stage.append(page);
// On a phone the cards, prizes and results follow the bet panel, so the buy button is on the first screen.
const after = h('div', { class: 'tb-after' });
const phone = window.matchMedia('(max-width: 899.98px)');
function place() {
  if (phone.matches) {
    after.append(cardsView.element, prizes.element, resultsSection);
    if (!after.isConnected) panel.element.closest('.layout')?.append(after);
  } else {
    hallBody.append(prizes.element);
    page.insertBefore(cardsView.element, announcer);
    page.insertBefore(resultsSection, announcer);
    after.remove();
  }
}
place();
phone.addEventListener('change', place);

// The panel: the card price is the room's, so the stake field gives way to a card count stepper.
panel.element.querySelector('.field')?.setAttribute('hidden', '');
const countOutput = h('output', {
  class: 'tb-stepper__value mono',
  attrs: { id: 'tb-count', 'aria-live': 'polite' },
});
const totalOutput = h('output', { class: 'tb-total__value mono' });
const fewer = h('button', {
  class: 'tb-stepper__button',
  text: '−',
  attrs: { type: 'button', 'aria-label': texts.fewer, title: texts.fewer },
  on: { click: () => setCount(cardCount - 1) },
});
const more = h('button', {
  class: 'tb-stepper__button',
  text: '+',
  attrs: { type: 'button', 'aria-label': texts.more, title: texts.more },
  on: { click: () => setCount(cardCount + 1) },
});
const countPicks = [1, 2, 3, 4, 5, 6].map((n) =>
  h('button', {
    class: 'tb-count__option',
    text: String(n),
    attrs: {
      type: 'button',
      'aria-pressed': String(n === cardCount),
      'aria-label': fill(texts.cardsN, { count: String(n) }),
    },
    on: { click: () => setCount(n) },
  }),
);
panel.extra.append(
  h(
    'div',
    { class: 'field tb-count' },
    h(
      'div',
      { class: 'field__head' },
      h('label', { class: 'field__label', text: texts.cards, attrs: { for: 'tb-count' } }),
      h('span', { class: 'tb-total' }, `${texts.total} `, totalOutput),
    ),
    h('div', { class: 'tb-stepper' }, fewer, countOutput, more),
    h('div', { class: 'tb-count__row', attrs: { role: 'group', 'aria-label': texts.cards } }, ...countPicks),
  ),
);

function setCount(n: number) {
  cardCount = Math.max(1, Math.min(bingo.MAX_CARDS_PER_PURCHASE, n));
  shell.sound.play('click');
  renderCount();
}
function renderCount() {
  countOutput.textContent = String(cardCount);
  countPicks.forEach((b, i) => b.setAttribute('aria-pressed', String(i + 1 === cardCount)));
  fewer.disabled = cardCount <= 1;
  more.disabled = cardCount >= bingo.MAX_CARDS_PER_PURCHASE;
  const price = shell.minor(priceOf(room, rooms));
  totalOutput.textContent = shell.money(price * BigInt(cardCount));
}

async function loadState(): Promise<BingoState> {
  if (!call) throw new Error(shell.t.noSession);
  const state = (await call('state', { room })) as BingoState;
  clock.sync(state.now);
  if (
    state.room !== room ||
    tracker.room !== state.room ||
    tracker.ballIntervalMs !== state.rules.ballIntervalMs
  ) {
    room = state.room;
    tracker = new DrawTracker(room, state.rules.calls, state.rules.ballIntervalMs);
  }
  tracker.load(state);
  rooms = state.rooms;
  for (const ticket of state.tickets) {
    if (!tickets.has(ticket.ticketId) && ticket.status !== 'open') toldDraws.add(ticket.drawId);
    tickets.set(ticket.ticketId, ticket);
  }
  roomsView.setRooms(rooms, room, moneyOf);
  if (shell.state) {
    const before = shell.balanceMinor;
    const after = shell.minor(state.balance);
    shell.setBalance(after, before !== null && after > before ? 'up' : undefined);
  }
  announceSettled();
  renderCount();
  render(false);
  return state;
}

async function switchRoom(next: string) {
  room = next;
  shell.sound.play('click');
  roomsView.setLocked(true);
  live?.setTopics([`bingo:${next}`]);
  try {
    await loadState();
  } catch (error) {
    shell.fail(error);
  } finally {
    roomsView.setLocked(false);
  }
}

/** The cards on show: my cards in the game being called (or just finished), else those for the next. */
function shownCards(): BingoTicket[] {
  const all = [...tickets.values()].filter((t) => t.room === room);
  const current = tracker.current;
  const inCurrent = current ? all.filter((t) => t.drawId === current.drawId) : [];
  if (inCurrent.length > 0 && current?.phase === 'drawing') return inCurrent;
  const next = tracker.next;
  const inNext = next ? all.filter((t) => t.drawId === next.drawId) : [];
  return inNext.length > 0 ? inNext : inCurrent;
}

function render(animate: boolean, fresh: number | null = null) {
  const current = tracker.current;
  const called = current && current.phase !== 'void' ? current.balls : [];
  const cards = shownCards();
  // Cards waiting for the next game are shown clean; those in the game on show are daubed.
  const daubed =
    cards.length > 0 && cards[0]!.drawId === current?.drawId ? new Set(called) : new Set<number>();
  caller.setCalled(called, animate);
  cardsView.show(cards, daubed, fresh, shell.money, shell.minor);
  results.replaceChildren(
    ...tracker.history.slice(0, 6).map((item) =>
      h(
        'li',
        { class: 'tb-result' },
        h('span', { class: 'tb-result__game', text: fill(texts.gameNumber, { n: String(item.drawId) }) }),
        h('code', {
          class: 'tb-result__hash mono',
          text: `${item.hash.slice(0, 12)}…${item.hash.slice(-6)}`,
          attrs: { title: item.hash, 'aria-label': `${texts.hash} ${item.hash}` },
        }),
        h('span', {
          class: 'tb-result__winners',
          text: item.void ? texts.refunded : fill(texts.winners, { count: String(item.winners) }),
        }),
      ),
    ),
  );
  resultsEmpty.hidden = tracker.history.length > 0;
  tick(clock.now());
}

function tick(now: number) {
  const sale = tracker.next;
  const current = tracker.current;
  const selling = sale !== null && sale.phase === 'selling' && now < sale.salesCloseAt;
  const drawing = current?.phase === 'drawing';
  const shown = drawing ? current : sale;
  headGame.textContent = shown ? fill(texts.gameNumber, { n: String(shown.drawId) }) : '';
  headPhase.textContent = drawing
    ? texts.phaseDrawing
    : selling
      ? texts.phaseSelling
      : sale
        ? texts.phaseClosing
        : texts.phaseWaiting;
  headTime.textContent = drawing
    ? countdownText(current.finishesAt - now)
    : selling
      ? countdownText(sale.salesCloseAt - now)
      : sale
        ? countdownText(sale.startsAt - now)
        : '';
  head.dataset.phase = drawing ? 'drawing' : selling ? 'selling' : 'closing';
  roomsView.tick(now);
  prizes.show(
    drawing ? current.balls.length : 0,
    rooms.length ? shell.minor(priceOf(room, rooms)) : null,
    shell.money,
  );
  if (!shell.busy && shell.state) {
    panel.action.disabled = !selling;
    panel.setActionLabel(
      selling
        ? `${fill(cardCount === 1 ? texts.buyOne : texts.buy, { count: String(cardCount), n: String(sale.drawId) })} · ${countdownText(sale.salesCloseAt - now)}`
        : sale
          ? fill(texts.buyClosed, { n: String(sale.drawId) })
          : texts.buyWait,
    );
  }
}

let calloutTimer = 0;
function onEffect(effect: FrameEffect) {
  if (effect.kind === 'ball') {
    const before = new Set(effect.draw.balls.slice(0, -1));
    const mine = [...tickets.values()].filter((t) => t.drawId === effect.draw.drawId);
    shell.sound.play('tick', { volume: 0.5 });
    announcer.textContent = fill(texts.ballCalled, { ball: String(effect.ball) });
    render(true, effect.ball);
    mine.forEach((ticket) => {
      for (const pattern of completedBy(ticket.card, before, effect.ball)) {
        const key = `${ticket.ticketId}:${pattern}`;
        if (calledOut.has(key)) continue;
        calledOut.add(key);
        const index = shownCards().findIndex((t) => t.ticketId === ticket.ticketId) + 1;
        const multiplier = bingo.prizeFor(pattern, effect.call);
        const text = fill(texts.callout, {
          pattern: patternText(texts, pattern),
          n: String(index),
          calls: String(effect.call),
          multiplier: multiplierText(multiplier, lang),
        });
        callout.textContent = text;
        callout.dataset.pattern = pattern;
        callout.classList.remove('tb-callout--on');
        void callout.offsetWidth;
        callout.classList.add('tb-callout--on');
        window.clearTimeout(calloutTimer);
        calloutTimer = window.setTimeout(() => callout.classList.remove('tb-callout--on'), 3200);
        announcer.textContent = text;
        const big = pattern === 'fullHouse';
        shell.sound.play(big ? 'bigWin' : 'win');
        const card = cardsView.cardOf(ticket.ticketId);
        if (card) shell.effects.burstAt(card, big ? 'big' : 'win');
      }
    });
    return;
  }
  if (effect.kind === 'closed') shell.sound.play('roll');
  render(false);
  // A finished (or void) game's cards are settled now: the state brings their wins and the balance.
  if (effect.kind === 'finished' || effect.kind === 'void') void live?.reload();
}

/** Tells each game's result once, when the state first shows my cards in it settled. */
function announceSettled() {
  const byDraw = new Map<number, BingoTicket[]>();
  for (const t of tickets.values()) byDraw.set(t.drawId, [...(byDraw.get(t.drawId) ?? []), t]);
  for (const [drawId, cards] of byDraw) {
    if (toldDraws.has(drawId) || cards.some((t) => t.status === 'open')) continue;
    toldDraws.add(drawId);
    const win = cards.reduce((sum, t) => sum + (t.win === null ? 0n : shell.minor(t.win)), 0n);
    const values = { n: String(drawId), win: shell.money(win) };
    const big = cards.some((t) => (t.multiplier ?? 0) >= 1_000_000);
    shell.history.push({
      text: win > 0n ? `+${shell.money(win)}` : fill(texts.chip, values),
      tone: win > 0n ? (big ? 'big' : 'win') : 'lose',
      title: fill(texts.gameNumber, values),
    });
    if (win > 0n) {
      shell.status.show(fill(texts.cardWon, values), 'win');
      shell.sound.play(big ? 'bigWin' : 'cashout');
    } else shell.status.show(fill(texts.cardLost, values));
  }
}

async function buy() {
  if (!call || shell.busy || !shell.state) return;
  const sale = tracker.next;
  if (!sale || clock.now() >= sale.salesCloseAt) return;
  const cost = shell.minor(priceOf(room, rooms)) * BigInt(cardCount);
  if (shell.balanceMinor !== null && cost > shell.balanceMinor) {
    shell.status.show(shell.t.stakeOverBalance, 'error');
    return;
  }
  panel.setBusy(true);
  shell.sound.play('click');
  try {
    const result = (await call('buy', { room, cards: cardCount, drawId: sale.drawId })) as BingoBuyResult;
    for (const ticket of result.tickets) tickets.set(ticket.ticketId, ticket);
    shell.setBalance(shell.minor(result.balance), 'down');
    shell.status.show(
      fill(texts.bought, { n: String(sale.drawId), count: String(result.tickets.length) }),
      'info',
    );
    render(false);
  } catch (error) {
    shell.fail(error);
  } finally {
    panel.setBusy(false);
    tick(clock.now());
  }
}
panel.onAction(() => void buy());

renderCount();
shell.onReady(() => {
  live ??= startLive({
    clock,
    tracker: () => tracker,
    topics: [`bingo:${room}`],
    load: async () => void (await loadState()),
    onEffect,
    onTick: tick,
  });
});
void shell.start();

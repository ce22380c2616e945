import type { KenoBuyResult, KenoState, KenoTicket } from '@lale/contracts';
import { keno } from '@lale/originals';
import {
  createDrawsCall,
  createServerClock,
  countdownText,
  DrawTracker,
  shellStateOf,
  startLive,
  type FrameEffect,
  type Live,
} from '../draws/index.ts';
import { createShell, fill, h, readPageEnv, toDecimal } from '../shell/index.ts';
// After the shell (which brings its own styles), so the game's rules come later in the cascade.
import './keno.css';
import { createKenoBoard } from './board.ts';
import { createKenoPaytable } from './paytable.ts';
import { quickPick, togglePick } from './picks.ts';
import { kenoRules } from './rules.ts';
import { createKenoShow, type ShowPhase } from './show.ts';
import { kenoTexts as pageTexts } from './texts.ts';
import { createTicketsView } from './tickets.ts';

/*
 * Lale Keno, code 'lale-keno': a TV-style draw every minute for all players (contracts/originals-draws.ts).
 * The player picks 1–10 numbers on the board and buys a ticket for the draw on sale; the draw show
 * brings the 20 balls one by one on the server's clock, the tickets count their hits, and the win is
 * added when the server has settled the draw.
 */

const env = readPageEnv(window.location.search);
const clock = createServerClock();
let tracker = new DrawTracker('keno', keno.DRAWN, keno.BALL_REVEAL_INTERVAL_MS);
/** The player's tickets seen in this visit, by id (newest first when shown). */
const tickets = new Map<string, KenoTicket>();
/** Tickets whose result was already told (so a reload does not tell it again). */
const told = new Set<string>();
let live: Live | null = null;

const shell = createShell({
  code: 'lale-keno',
  title: { tr: 'Lale Keno', en: 'Lale Keno' },
  actionLabel: { tr: 'Bilet al', en: 'Buy ticket' },
  rtp: keno.PUBLISHED_RTP,
  rules: kenoRules,
  load: async () => {
    const state = await loadState();
    return shellStateOf(state, { ...state.rules.stake, levels: null }, keno.MAX_WIN_STAKES);
  },
});
const { lang, panel } = shell;
const texts = pageTexts(lang);
const call = env.session
  ? createDrawsCall({ game: 'keno', session: env.session, lang, unreachable: shell.t.unreachable })
  : null;

let picks: number[] = [];
const board = createKenoBoard(texts, (n) => {
  const next = togglePick(picks, n);
  if (next.length === picks.length && !picks.includes(n)) {
    shell.status.show(fill(texts.maxPicks, { max: String(keno.MAX_PICKS) }), 'info');
    return;
  }
  shell.sound.play('click');
  setPicks(next);
});
const show = createKenoShow(texts);
const paytable = createKenoPaytable(texts, lang);
const lists = createTicketsView(texts, lang);
const announcer = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });

const play = h('div', { class: 'keno__play' }, board.element, paytable.element);
const page = h('div', { class: 'keno' }, show.element, play, lists.element, announcer);
shell.stage.append(page);
// On a phone the paytable and the lists follow the bet panel, so the buy button is on the first screen.
const after = h('div', { class: 'keno-after' });
const phone = window.matchMedia('(max-width: 899.98px)');
function place() {
  if (phone.matches) {
    after.append(paytable.element, lists.element);
    if (!after.isConnected) panel.element.closest('.layout')?.append(after);
  } else {
    play.append(paytable.element);
    page.insertBefore(lists.element, announcer);
    after.remove();
  }
}
place();
phone.addEventListener('change', place);

// The panel: how many are picked, quick picks and clear, above the buy button.
const pickedCount = h('output', { class: 'keno-picked__count', attrs: { 'aria-live': 'polite' } });
const quickButtons = [3, 5, 8, 10].map((count) =>
  h('button', {
    class: 'keno-quick__option',
    text: String(count),
    attrs: { type: 'button', 'aria-label': fill(texts.quickPickLabel, { count: String(count) }) },
    on: {
      click: () => {
        shell.sound.play('roll');
        setPicks(quickPick(count));
      },
    },
  }),
);
const clearButton = h('button', {
  class: 'keno-quick__clear',
  text: texts.clear,
  attrs: { type: 'button', 'aria-label': texts.clearLabel },
  on: {
    click: () => {
      shell.sound.play('click');
      setPicks([]);
    },
  },
});
panel.extra.append(
  h(
    'div',
    { class: 'field keno-quick' },
    h(
      'div',
      { class: 'field__head' },
      h('span', { class: 'field__label', text: texts.quickPick, attrs: { id: 'keno-quick-label' } }),
      pickedCount,
    ),
    h(
      'div',
      { class: 'keno-quick__row', attrs: { role: 'group', 'aria-labelledby': 'keno-quick-label' } },
      ...quickButtons,
      clearButton,
    ),
  ),
);

function setPicks(next: number[]) {
  picks = next;
  board.setPicks(picks);
  pickedCount.textContent = fill(texts.picked, { count: String(picks.length) });
  paytable.show(picks.length, panel.currentStake(), shell.money);
  renderHits();
}
panel.onStakeChange((stake) => paytable.show(picks.length, stake, shell.money));

async function loadState(): Promise<KenoState> {
  if (!call) throw new Error(shell.t.noSession);
  const state = (await call('state')) as KenoState;
  clock.sync(state.now);
  if (tracker.ballIntervalMs !== state.rules.ballIntervalMs || tracker.total !== state.rules.drawn) {
    tracker = new DrawTracker('keno', state.rules.drawn, state.rules.ballIntervalMs);
  }
  tracker.load(state);
  for (const ticket of state.tickets) {
    // A ticket settled before this visit saw it open is not announced again.
    if (!tickets.has(ticket.ticketId) && ticket.status !== 'open') told.add(ticket.ticketId);
    tickets.set(ticket.ticketId, ticket);
  }
  if (shell.state) {
    const before = shell.balanceMinor;
    const after = shell.minor(state.balance);
    shell.setBalance(after, before !== null && after > before ? 'up' : undefined);
  }
  announceSettled();
  render(false);
  return state;
}

/** The balls of the draw on show, and my numbers in it (to ring the hits). */
function shownDraw() {
  const draw = tracker.current;
  const mine = new Set<number>();
  if (draw)
    for (const t of tickets.values()) if (t.drawId === draw.drawId) for (const n of t.picks) mine.add(n);
  return { draw, balls: draw?.balls ?? [], mine };
}

function renderHits() {
  const { draw, balls, mine } = shownDraw();
  // The paytable lights the hits of the board's picks when they are a ticket in the draw on show.
  const onTicket = draw && picks.length > 0 && picks.every((n) => mine.has(n));
  paytable.setHits(onTicket ? picks.filter((n) => balls.includes(n)).length : null);
}

function render(animate: boolean, fresh: number | null = null) {
  const { draw, balls, mine } = shownDraw();
  show.setBalls(balls, mine, animate);
  board.setDrawn(draw && draw.phase !== 'void' ? balls : [], fresh);
  renderHits();
  const ballsOf = new Map<number, readonly number[]>();
  if (draw) ballsOf.set(draw.drawId, draw.balls);
  for (const item of tracker.history) ballsOf.set(item.drawId, item.balls);
  lists.setTickets([...tickets.values()].reverse().slice(0, 12), ballsOf, shell.money, shell.minor);
  lists.setResults(tracker.history.slice(0, 8));
  tick(clock.now());
}

function tick(now: number) {
  const sale = tracker.next;
  const current = tracker.current;
  const selling = sale !== null && sale.phase === 'selling' && now < sale.salesCloseAt;
  let phase: ShowPhase;
  let phaseText: string;
  let time = '';
  if (current?.phase === 'drawing') {
    phase = 'drawing';
    phaseText = texts.phaseDrawing;
    time = countdownText(current.finishesAt - now);
  } else if (selling) {
    phase = 'selling';
    phaseText = texts.phaseSelling;
    time = countdownText(sale.salesCloseAt - now);
  } else if (sale) {
    phase = 'closing';
    phaseText = texts.phaseClosing;
    time = countdownText(sale.startsAt - now);
  } else {
    phase = 'waiting';
    phaseText = texts.phaseWaiting;
  }
  const headDraw = phase === 'drawing' ? current : sale;
  show.setHead(
    headDraw ? fill(texts.drawNumber, { n: String(headDraw.drawId) }) : '',
    phase,
    phaseText,
    time,
  );
  if (current?.phase === 'drawing') {
    const last = current.balls.at(-1);
    show.setCaption(
      last === undefined
        ? fill(texts.captionStarting, { n: String(current.drawId) })
        : fill(texts.captionDrawing, { count: String(current.balls.length), ball: String(last) }),
    );
  } else if (current && sale) {
    show.setCaption(fill(texts.captionDone, { n: String(current.drawId), next: String(sale.drawId) }));
  } else if (sale) show.setCaption(fill(texts.captionSelling, { n: String(sale.drawId) }));
  else show.setCaption('');
  if (!shell.busy && shell.state) {
    panel.action.disabled = !selling;
    panel.setActionLabel(
      selling
        ? `${fill(texts.buy, { n: String(sale.drawId) })} · ${countdownText(sale.salesCloseAt - now)}`
        : sale
          ? fill(texts.buyClosed, { n: String(sale.drawId) })
          : texts.buyWait,
    );
  }
}

function onEffect(effect: FrameEffect) {
  if (effect.kind === 'ball') {
    const { mine } = shownDraw();
    const hit = mine.has(effect.ball);
    shell.sound.play(hit ? 'cashout' : 'tick', hit ? { volume: 0.6 } : { volume: 0.5 });
    announcer.textContent = fill(hit ? texts.ballHit : texts.ballCalled, { ball: String(effect.ball) });
    render(true, effect.ball);
    return;
  }
  if (effect.kind === 'closed') {
    shell.sound.play('roll');
    render(false);
    return;
  }
  if (effect.kind === 'finished' || effect.kind === 'void') {
    render(false);
    // The tickets are settled now: the state brings their wins and the balance with them.
    void live?.reload();
    return;
  }
  render(false);
}

/** Tells each of my tickets' result once, when the state first shows it settled. */
function announceSettled() {
  for (const ticket of tickets.values()) {
    if (ticket.status === 'open' || told.has(ticket.ticketId)) continue;
    told.add(ticket.ticketId);
    const win = ticket.win === null ? 0n : shell.minor(ticket.win);
    const hits = ticket.hits?.length ?? 0;
    const count = ticket.picks.length;
    const values = {
      n: String(ticket.drawId),
      hits: String(hits),
      count: String(count),
      win: shell.money(win),
    };
    const big = (ticket.multiplier ?? 0) >= 500_000;
    shell.history.push({
      text: win > 0n ? `+${shell.money(win)}` : fill(texts.chip, values),
      tone: ticket.status === 'refunded' ? 'neutral' : win > 0n ? (big ? 'big' : 'win') : 'lose',
      title: fill(texts.chip, values),
    });
    if (ticket.status === 'refunded')
      shell.status.show(`${fill(texts.drawNumber, values)} · ${texts.refunded}`);
    else if (win > 0n) {
      shell.status.show(fill(texts.ticketWon, values), 'win');
      shell.sound.play(big ? 'bigWin' : 'win');
      shell.effects.burstAt(show.element, big ? 'big' : 'win');
    } else {
      shell.status.show(fill(texts.ticketLost, values));
      shell.sound.play('lose', { volume: 0.5 });
    }
  }
}

async function buy() {
  if (!call || shell.busy || !shell.state) return;
  const sale = tracker.next;
  if (!sale || clock.now() >= sale.salesCloseAt) return;
  if (picks.length === 0) {
    shell.status.show(texts.pickFirst, 'error');
    board.cell(1).focus();
    return;
  }
  const stake = panel.validStake();
  if (stake === null) return;
  panel.setBusy(true);
  shell.sound.play('click');
  try {
    const result = (await call('buy', {
      picks,
      stake: toDecimal(stake, shell.currency.minorUnits),
      drawId: sale.drawId,
    })) as KenoBuyResult;
    for (const ticket of result.tickets) tickets.set(ticket.ticketId, ticket);
    shell.setBalance(shell.minor(result.balance), 'down');
    shell.status.show(fill(texts.bought, { n: String(sale.drawId), numbers: picks.join(' · ') }), 'info');
    render(false);
  } catch (error) {
    shell.fail(error);
  } finally {
    panel.setBusy(false);
    tick(clock.now());
  }
}
panel.onAction(() => void buy());

setPicks([]);
board.setLocked(true);
shell.onReady(() => {
  board.setLocked(false);
  paytable.show(picks.length, panel.currentStake(), shell.money);
  live ??= startLive({
    clock,
    tracker: () => tracker,
    topics: ['keno'],
    load: async () => void (await loadState()),
    onEffect,
    onTick: tick,
  });
});
void shell.start();

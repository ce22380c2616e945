import type { CrashFrame, CrashOwnBet, CrashState } from '@lale/contracts';
import { crash } from '@lale/originals';
import {
  createServerClock,
  createShell,
  fill,
  formatMoney,
  h,
  isMainActionKey,
  toDecimal,
  toMinor,
  type Currency,
  type CustomStart,
} from '../shell/index.ts';
// After the shell (which brings its own styles), so the game's rules come later in the cascade.
import './aviator.css';
import { createBetsList } from './bets-list.ts';
import { createFlightCanvas, type Scene } from './canvas.ts';
import { connectHub, createCrashApi } from './client.ts';
import {
  applyFrame,
  bettingLeft,
  cashOutMinor,
  multiplierText,
  panelMode,
  shownMultiplier,
  isBehind,
  viewFromState,
  type RoundView,
} from './model.ts';
import { createCrashPanel, type CrashPanel } from './panel.ts';
import { createRoundsStrip } from './rounds-strip.ts';
import { aviatorRules } from './rules.ts';
import { aviatorTexts } from './texts.ts';
import { createVerifyDialog } from './verify-dialog.ts';

/*
 * Lale Aviator (crash), code 'lale-aviator': one shared round for every player, run by the server
 * (contracts/originals-crash.ts). The page keeps the round from `state` and the hub's frames (model.ts),
 * reads the server's clock (clock.ts) and shows `crash.multiplierAt(serverNow − startedAt)` every
 * animation frame, so every page shows the same number. Two bet panels; the shell gives the frame,
 * balance, sound, effects and status line, the page its own protocol client (client.ts).
 */

const shell = createShell({
  code: 'lale-aviator',
  title: { tr: 'Lale Aviator', en: 'Lale Aviator' },
  actionLabel: { tr: 'Bahis Yap', en: 'Bet' },
  rtp: crash.PUBLISHED_RTP,
  rules: aviatorRules,
  panel: false,
  onFair: () => verify.open(view.history[0] ?? null, view.commitment),
});
const { lang } = shell;
const texts = aviatorTexts(lang);
const clock = createServerClock();
const api = shell.session
  ? createCrashApi({ session: shell.session, lang, unreachable: shell.t.unreachable })
  : null;

let view: RoundView = {
  roundId: null,
  phase: 'waiting',
  chainIndex: 0,
  commitment: null,
  bettingEndsAt: null,
  startedAt: null,
  crashedAt: null,
  crashPoint: null,
  nextRoundAt: null,
  bets: [],
  history: [],
};
let rules: CrashState['rules'] | null = null;
let currency: Currency = { code: 'TRY', minorUnits: 2 };
/** An API amount in minor units of the game's currency. */
const minor = (amount: number) => toMinor(amount, currency.minorUnits);
/** Each panel's bet (the latest it placed), whether one waits for the next round, a call in flight. */
const own: (CrashOwnBet | null)[] = [null, null];
const queued = [false, false];
const busy = [false, false];
/** When the page saw the crash (local ms): the fly-away animation's start. */
let crashSeenAt = 0;

// ── the page ─────────────────────────────────────────────────────────────────────────────────────

const moneyOf = (minor: bigint) => shell.money(minor);
const strip = createRoundsStrip(texts, lang);
const verify = createVerifyDialog(texts, lang);
const bets = createBetsList(texts, lang, (amount, code) =>
  formatMoney(minor(amount), { code, minorUnits: shell.currency.minorUnits }, lang),
);
const panels: CrashPanel[] = [1, 2].map((n) => createCrashPanel(n, texts, lang, moneyOf));

const caption = h('p', { class: 'flight__caption' });
const multiplier = h('p', { class: 'flight__multiplier', attrs: { 'aria-hidden': 'true' } });
const countdownFill = h('span', { class: 'flight__fill' });
const countdownText = h('span', { class: 'flight__count' });
const countdown = h(
  'div',
  { class: 'flight__countdown' },
  h('span', { class: 'flight__bar', attrs: { 'aria-hidden': 'true' } }, countdownFill),
  countdownText,
);
const offline = h('p', { class: 'flight__offline', text: texts.offline, attrs: { hidden: true } });
const flight = h(
  'div',
  { class: 'flight', attrs: { role: 'img', 'aria-label': texts.flight } },
  h('div', { class: 'flight__hud' }, caption, multiplier, countdown),
  offline,
);
const announcer = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
shell.stage.append(
  h(
    'div',
    { class: 'aviator' },
    strip.element,
    flight,
    h('div', { class: 'aviator__panels' }, ...panels.map((panel) => panel.element)),
    h('p', { class: 'aviator__hint', text: texts.keyboardHint }),
    announcer,
  ),
);
shell.side.append(bets.element);
document.querySelector('.app')?.append(verify.element);
strip.onPick((round) => {
  shell.sound.play('click');
  verify.open(round, view.commitment);
});

// ── talking to the server ───────────────────────────────────────────────────────────────────────

/** Takes a state answer in; false when it was behind what the page already showed (its round and
 * bets are then kept, only the rules and currency taken). */
function applyState(state: CrashState): boolean {
  rules = state.rules;
  currency = state.currency;
  for (const panel of panels)
    panel.configure(
      { minMinor: minor(state.rules.stake.min), maxMinor: minor(state.rules.stake.max) },
      state.currency,
    );
  const next = viewFromState(state);
  // Frames that came while the request was out already told the page more (model.ts `isBehind`).
  if (isBehind(next, view)) return false;
  clock.sync(state.now);
  view = next;
  for (const index of panels.keys()) {
    const mine = state.mine.find((bet) => bet.panel === index + 1) ?? null;
    // Keep a finished bet of this round on its panel (its note); a newer answer replaces it.
    if (mine || own[index]?.roundId !== view.roundId) own[index] = mine;
  }
  return true;
}

let begun = false;
async function load(): Promise<CustomStart> {
  const state = await api!.state();
  applyState(state);
  if (!begun) {
    begun = true;
    begin();
  }
  return { currency: state.currency, balance: state.balance };
}

let refreshing: Promise<void> | null = null;
function refresh(): Promise<void> {
  if (!api) return Promise.resolve();
  refreshing ??= api
    .state()
    .then((state) => {
      // A late answer's balance is as old as its round.
      if (applyState(state)) shell.setBalance(minor(state.balance));
    })
    .catch(() => undefined) // the next frame or reconnect tries again
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

function say(message: string): void {
  announcer.textContent = message;
}

function onFrame(frame: CrashFrame): void {
  clock.observe(frame.at);
  const before = view;
  view = applyFrame(view, frame);
  if (frame.type === 'crash.round') {
    if (before.roundId !== null && frame.roundId > before.roundId + 1) void refresh();
    say(texts.placeBets);
    shell.sound.play('tick');
    for (const index of [0, 1]) {
      panels[index]!.note('');
      if (queued[index]) {
        queued[index] = false;
        void placeBet(index);
      }
    }
  } else if (frame.type === 'crash.takeoff' && view.phase === 'flying') {
    shell.sound.play('roll', { volume: 0.5 });
  } else if (frame.type === 'crash.cashout') {
    const index = own.findIndex((bet) => bet?.betId === frame.betId && bet.status === 'open');
    if (index >= 0) {
      own[index] = { ...own[index]!, status: 'won', cashedOut: frame.multiplier, win: frame.win };
      // The frame carries no balance: add the win now, the next state answer confirms it.
      if (shell.balanceMinor !== null) shell.setBalance(shell.balanceMinor + minor(frame.win), 'up');
      celebrate(index, frame.betId, frame.multiplier, minor(frame.win));
    }
  } else if (frame.type === 'crash.crashed' && before.phase !== 'crashed') {
    crashSeenAt = performance.now();
    say(`${texts.flewAway} ${multiplierText(frame.crashPoint, lang)}`);
    let lost = false;
    for (const [index, bet] of own.entries()) {
      if (bet?.roundId === frame.roundId && bet.status === 'open') {
        own[index] = { ...bet, status: 'lost', win: 0 };
        panels[index]!.note(texts.lostAt, 'lose');
        lost = true;
      }
    }
    shell.sound.play('lose', { volume: lost ? 0.7 : 0.3 });
  } else if (frame.type === 'crash.void') {
    shell.status.show(texts.roundVoid, 'info');
    for (const [index, bet] of own.entries())
      if (bet?.roundId === frame.roundId && bet.status === 'open') panels[index]!.note(texts.refunded);
    // The refunds land a moment later: read the balance then.
    window.setTimeout(() => void refresh(), 1500);
  }
}

/**
 * The bets whose win this page has shown. The cash-out's answer, the round's cash-out frame and a resync's
 * state can each be the first to tell of it (a resync that lands while the answer is out leaves the bet
 * already won): the first shows it, the others do not repeat it.
 */
const celebrated = new Set<string>();

function celebrate(index: number, betId: string, at: number, winMinor: bigint): void {
  if (celebrated.has(betId)) return;
  celebrated.add(betId);
  const text = fill(texts.wonAt, { multiplier: multiplierText(at, lang), win: moneyOf(winMinor) });
  panels[index]!.note(text, 'win');
  shell.status.show(
    fill(texts.cashedOutToast, { multiplier: multiplierText(at, lang), win: moneyOf(winMinor) }),
    'win',
  );
  shell.sound.play(at >= 100_000 ? 'bigWin' : 'cashout');
  shell.effects.burstAt(panels[index]!.action, at >= 100_000 ? 'big' : 'win');
}

async function placeBet(index: number): Promise<void> {
  const panel = panels[index]!;
  if (!api || busy[index]) return;
  const stake = panel.validStake(shell.balanceMinor);
  const target = panel.target();
  if (stake === null || target === 'invalid') return;
  busy[index] = true;
  panel.setBusy(true);
  try {
    const placed = await api.bet(toDecimal(stake, shell.currency.minorUnits), target);
    own[index] = placed.bet;
    panel.note('');
    shell.setBalance(minor(placed.balance), 'down');
  } catch (error) {
    shell.fail(error);
  } finally {
    busy[index] = false;
    panel.setBusy(false);
  }
}

async function cashOut(index: number): Promise<void> {
  const bet = own[index];
  if (!api || !bet || busy[index]) return;
  busy[index] = true;
  panels[index]!.setBusy(true);
  try {
    const answer = await api.cashOut(bet.betId);
    own[index] = answer.bet;
    shell.setBalance(minor(answer.balance), 'up');
    if (answer.bet.cashedOut !== null)
      celebrate(index, answer.bet.betId, answer.bet.cashedOut, minor(answer.bet.win ?? 0));
  } catch (error) {
    shell.fail(error);
  } finally {
    busy[index] = false;
    panels[index]!.setBusy(false);
  }
}

for (const [index, panel] of panels.entries()) {
  panel.onAction(() => {
    const mode = panelMode(view.phase, own[index] ?? null, view.roundId, queued[index]!);
    shell.sound.play('click');
    if (mode === 'bet') void placeBet(index);
    else if (mode === 'cashout') void cashOut(index);
    else if (mode === 'cancel') queued[index] = false;
    else if (mode === 'queue') {
      const stake = panel.validStake(shell.balanceMinor);
      if (stake !== null && panel.target() !== 'invalid') queued[index] = true;
    }
  });
}

// Space (or Enter) is panel 1's button whenever the focus is on no control.
document.addEventListener('keydown', (event) => {
  if (!isMainActionKey(event)) return;
  event.preventDefault();
  if (!panels[0]!.action.disabled) panels[0]!.action.click();
});

// ── every animation frame ────────────────────────────────────────────────────────────────────────

const shownKeys = ['', ''];
let shownMultiplierText = '';
let shownPhase = '';

function scene(): Scene {
  const now = clock.now();
  if (view.phase === 'flying' && view.startedAt !== null)
    return { kind: 'flying', elapsedMs: Math.max(0, now - view.startedAt) };
  if (view.phase === 'crashed' && view.startedAt !== null && view.crashPoint !== null) {
    const flown =
      view.crashedAt !== null ? view.crashedAt - view.startedAt : crash.crashTimeMs(view.crashPoint);
    return {
      kind: 'crashed',
      elapsedMs: Math.max(0, flown),
      sinceCrashMs: crashSeenAt ? performance.now() - crashSeenAt : 10_000,
    };
  }
  return { kind: view.phase === 'betting' ? 'betting' : 'idle' };
}

function render(): void {
  const now = clock.now();
  const shown = shownMultiplier(view, now);
  if (view.phase !== shownPhase) {
    shownPhase = view.phase;
    flight.dataset.phase = view.phase;
    caption.textContent =
      view.phase === 'crashed'
        ? texts.flewAway
        : view.phase === 'betting'
          ? texts.placeBets
          : view.phase === 'void'
            ? texts.roundVoid
            : view.phase === 'waiting'
              ? texts.waitingRound
              : '';
  }
  const text = view.phase === 'betting' || view.phase === 'waiting' ? '' : multiplierText(shown, lang);
  if (text !== shownMultiplierText) {
    shownMultiplierText = text;
    multiplier.textContent = text;
    flight.setAttribute('aria-label', text ? fill(texts.planeLabel, { multiplier: text }) : texts.flight);
  }
  const left = bettingLeft(view, now, rules?.bettingWindowMs ?? crash.BETTING_WINDOW_MS);
  countdown.hidden = view.phase !== 'betting';
  if (view.phase === 'betting') {
    countdownFill.style.setProperty('--left', left.toFixed(4));
    countdownText.textContent = fill(texts.takeoffIn, {
      seconds: Math.max(0, ((view.bettingEndsAt ?? now) - now) / 1000)
        .toFixed(1)
        .replace('.', lang === 'tr' ? ',' : '.'),
    });
  } else if (view.phase === 'crashed' && view.nextRoundAt !== null) {
    // The pause after a crash counts down too, under the result.
    countdown.hidden = false;
    const pause = rules?.pauseAfterCrashMs ?? crash.PAUSE_AFTER_CRASH_MS;
    countdownFill.style.setProperty(
      '--left',
      Math.min(1, Math.max(0, (view.nextRoundAt - now) / pause)).toFixed(4),
    );
    countdownText.textContent = texts.nextRound;
  }
  for (const [index, panel] of panels.entries()) {
    const bet = own[index] ?? null;
    const mode = panelMode(view.phase, bet, view.roundId, queued[index]!);
    if (mode === 'cashout') {
      const pay = cashOutMinor(minor(bet?.stake ?? 0), shown);
      const key = `cashout:${pay}`;
      if (key !== shownKeys[index]) {
        shownKeys[index] = key;
        panel.show({ mode, payMinor: pay });
      }
    } else if (`mode:${mode}` !== shownKeys[index]) {
      shownKeys[index] = `mode:${mode}`;
      panel.show({ mode });
    }
  }
  const mine = new Set(own.flatMap((bet) => (bet ? [bet.betId] : [])));
  bets.show(view.bets, mine);
  strip.show(view.history);
  window.requestAnimationFrame(render);
}

// ── start ────────────────────────────────────────────────────────────────────────────────────────

/** Once the first state is in: the animation, the live frames, the canvas. */
function begin(): void {
  window.requestAnimationFrame(render);
  connectHub({
    frame: onFrame,
    resync: () => void refresh(),
    connection: (up) => {
      offline.hidden = up;
    },
  });
  // Asked every frame: one query list, not a new one each time.
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  // No WebGL: the multiplier, countdown and panels are DOM and still tell the whole round.
  createFlightCanvas(flight, scene, () => reducedMotion.matches).catch(() => undefined);
}

void shell.startWith(load);

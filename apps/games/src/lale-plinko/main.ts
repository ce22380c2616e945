import { plinko } from '@lale/originals';
import {
  createShell,
  fill,
  formatAmountInput,
  h,
  prefersReducedMotion,
  type PlayResult,
} from '../shell/index.ts';
// After the shell (which brings its own styles), so the game's rules come later in the cascade.
import './plinko.css';
import type { PlinkoCanvas } from './canvas.ts';
import { createPlinkoControls, OPENING_BET, type PlinkoBet } from './controls.ts';
import { multiplierText } from './labels.ts';
import { createBalanceLedger } from './ledger.ts';
import { plinkoRules } from './rules.ts';
import { createPlinkoSlots } from './slots.ts';
import { plinkoTexts } from './texts.ts';

/*
 * Lale Plinko, code 'lale-plinko': each Drop is one `play` with choices {rows, risk}; the answer's
 * path (0 = left, 1 = right per row) is the ball's way down. Balls may overlap: each is its own round,
 * and its win shows (and counts in the balance shown) when it lands (ledger.ts).
 */

const shell = createShell({
  code: 'lale-plinko',
  title: { tr: 'Lale Plinko', en: 'Lale Plinko' },
  actionLabel: { tr: 'Top Bırak', en: 'Drop ball' },
  rtp: plinko.PUBLISHED_RTP,
  rules: plinkoRules,
});
const { lang, panel } = shell;
const texts = plinkoTexts(lang);
/** Landings from ×10 get the big celebration. */
const BIG_WIN_MULTIPLIER = 100_000;
const ONE = 10_000;

let bet: PlinkoBet = OPENING_BET;
let canvas: PlinkoCanvas | null = null;
let requesting = false;
let falling = 0;
let lastNonce = -1;
let lastTick = 0;
const ledger = createBalanceLedger();

const floats = h('div', { class: 'plinko-floats', attrs: { 'aria-hidden': 'true' } });
const slots = createPlinkoSlots(texts, lang, floats);
const lastMultiplier = h('span', { class: 'plinko-last__multiplier', text: '×0,00' });
const lastAmount = h('span', { class: 'plinko-last__amount' });
const last = h(
  'div',
  { class: 'plinko-last', attrs: { 'aria-hidden': 'true', hidden: true } },
  lastMultiplier,
  lastAmount,
);
const host = h('div', { class: 'plinko-board' }, slots.element, floats, last);
const announcer = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
const controls = createPlinkoControls(texts, lang);
shell.stage.append(
  h('div', { class: 'plinko', attrs: { role: 'group', 'aria-label': texts.board } }, host, announcer),
);
panel.extra.append(controls.element);

function setBet(next: PlinkoBet) {
  bet = next;
  slots.setTable(plinko.paytable(bet));
  canvas?.setRows(bet.rows);
}
setBet(bet);
controls.onChange((next) => {
  shell.sound.play('tick', { volume: 0.4 });
  setBet(next);
});

const lockChoices = () => controls.setLocked(falling > 0 || requesting || !shell.state);

function showBalance(change?: 'up') {
  const shown = ledger.shown();
  if (shown !== null) shell.setBalance(shown, change);
}

/** The stake as the API takes it (a decimal number with the currency's places). */
const apiAmount = (minor: bigint) => Number(formatAmountInput(minor, shell.currency.minorUnits, 'en'));

function tick(row: number, rows: number) {
  const now = performance.now();
  // Several balls at once would be a buzz: at most one tick every 28 ms.
  if (now - lastTick < 28) return;
  lastTick = now;
  shell.sound.play('tick', { rate: 0.85 + (row / rows) * 0.7, volume: 0.22 });
}

function land(result: PlayResult<plinko.PlinkoOutcome, PlinkoBet>) {
  const { round } = result;
  const { slot, multiplier } = round.outcome;
  const winMinor = shell.minor(round.win);
  falling -= 1;
  ledger.landed(round.roundId);
  showBalance(multiplier >= ONE ? 'up' : undefined);
  lockChoices();
  const big = multiplier >= BIG_WIN_MULTIPLIER;
  const text = multiplierText(multiplier, lang);
  const colour = slots.hit(slot);
  slots.floatWin(slot, text, big ? 'big' : multiplier >= ONE ? 'win' : 'low');
  last.hidden = false;
  last.dataset.tone = big ? 'big' : multiplier >= ONE ? 'win' : 'low';
  lastMultiplier.textContent = text;
  lastAmount.textContent = `+${shell.money(winMinor)}`;
  last.classList.remove('plinko-last--new');
  void last.offsetWidth;
  last.classList.add('plinko-last--new');
  if (big) {
    shell.sound.play('bigWin');
    const target = slots.slot(slot);
    if (target) shell.effects.burstAt(target, 'big');
  } else if (multiplier >= 2 * ONE) shell.sound.play('win', { volume: 0.6 });
  else if (multiplier >= ONE) shell.sound.play('cashout', { volume: 0.35 });
  else shell.sound.play('click', { volume: 0.35, rate: 0.7 });
  shell.history.push({
    text,
    tone: big ? 'big' : multiplier >= ONE ? 'win' : 'neutral',
    title: fill(texts.chipTitle, { multiplier: text, amount: shell.money(winMinor) }),
  });
  // The chip takes its slot's colour (the shell's strip knows only tones).
  const chip = shell.history.element.querySelector<HTMLElement>('.history__list > li');
  if (chip) {
    chip.dataset.heat = '';
    chip.style.setProperty('--heat', colour);
  }
  announcer.textContent = fill(texts.announce, { multiplier: text, amount: shell.money(winMinor) });
}

async function drop() {
  const api = shell.api;
  if (requesting || !api || !shell.state) return;
  const stake = panel.validStake();
  if (stake === null) return;
  requesting = true;
  lockChoices();
  shell.status.clear();
  shell.sound.play('click', { volume: 0.5 });
  let result: PlayResult<plinko.PlinkoOutcome, PlinkoBet>;
  try {
    result = await api.play<plinko.PlinkoOutcome, PlinkoBet>(apiAmount(stake), { ...bet });
  } catch (error) {
    shell.fail(error);
    return;
  } finally {
    requesting = false;
    lockChoices();
  }
  const { round } = result;
  ledger.answered({
    nonce: round.nonce,
    balanceMinor: shell.minor(result.balance),
    roundId: round.roundId,
    winMinor: shell.minor(round.win),
  });
  if (round.nonce > lastNonce) {
    lastNonce = round.nonce;
    shell.fair.setNonce(round.nonce + 1);
  }
  showBalance();
  falling += 1;
  lockChoices();
  const rows = round.outcome.path.length;
  if (canvas && !prefersReducedMotion())
    canvas.drop(round.outcome.path, { onPin: (row) => tick(row, rows), onLand: () => land(result) });
  else land(result);
}

panel.onAction(() => void drop());

lockChoices();
shell.onReady((state) => {
  ledger.reset(shell.minor(state.balance));
  lockChoices();
});

import('./canvas.ts')
  .then(({ createPlinkoCanvas }) => createPlinkoCanvas(host, bet.rows, (fit, rows) => slots.place(fit, rows)))
  .then((ready) => {
    canvas = ready;
    canvas.setRows(bet.rows);
  })
  .catch(() => {
    host.classList.add('plinko-board--flat');
    shell.status.show(texts.noCanvas, 'error');
  });
void shell.start();

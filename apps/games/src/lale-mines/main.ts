import { mines } from '@lale/originals';
import { createShell, fill, formatAmountInput, h, type GameState, type PlayResult } from '../shell/index.ts';
// After the shell (which brings its own styles), so the game's rules come later in the cascade.
import './mines.css';
import { createMinesBoard } from './board.ts';
import { createMinesControls } from './controls.ts';
import { createMinesLadder } from './ladder.ts';
import {
  cashOutMultiplier,
  multiplierText,
  nextMultiplier,
  nextSafeChance,
  OPENING_MINES,
  payout,
  randomHiddenTile,
  tileStates,
  type MinesChoices,
  type MinesView,
} from './round.ts';
import { minesRules } from './rules.ts';
import { minesTexts } from './texts.ts';

/*
 * Lale Mayın (mines), code 'lale-mines': a stepped game. Bet opens a round (`play` with {mines}); each
 * tile is a `move` {tile}; Cash out is `cashout`. The server keeps the mines until the round is over,
 * so the page only learns them from the finished outcome. A round still open when the page loads
 * (state.round) carries on.
 */

const shell = createShell({
  code: 'lale-mines',
  title: { tr: 'Lale Mayın', en: 'Lale Mayın' },
  actionLabel: { tr: 'Bahis Yap', en: 'Bet' },
  rtp: mines.PUBLISHED_RTP,
  rules: minesRules,
});
const { lang, panel } = shell;
const texts = minesTexts(lang);
/** A cash-out of this many stakes or more gets the big celebration (×10). */
const BIG_WIN_MULTIPLIER = 100_000;

type OpenRound = { id: string; stakeMinor: bigint; view: MinesView };

let count = OPENING_MINES;
let round: OpenRound | null = null;
/** A move or cash-out is waiting for the server. */
let working = false;
/** Whether the player's last input was a key (then a new round puts the focus on the tiles). */
let keyboardLast = false;
window.addEventListener('keydown', () => (keyboardLast = true), { capture: true });
window.addEventListener('pointerdown', () => (keyboardLast = false), { capture: true });

const board = createMinesBoard(texts);
const ladder = createMinesLadder(texts, lang);
const controls = createMinesControls(texts, lang);
const announcer = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
shell.stage.append(h('div', { class: 'mines' }, ladder.element, board.element, announcer));
panel.extra.append(controls.element);

const capMinor = () => {
  const cap = shell.state?.maxWin;
  return cap === null || cap === undefined ? null : shell.minor(cap);
};
const safeCount = () => round?.view.revealed.length ?? 0;

/** Everything that follows from the round (or the choice before one): stats, ladder, buttons. */
function update() {
  const minesNow = round?.view.mines ?? count;
  const safe = safeCount();
  const next = nextMultiplier(minesNow, safe);
  const cashNow =
    round && safe > 0 ? payout(round.stakeMinor, cashOutMultiplier(minesNow, safe), capMinor()) : null;
  controls.setStats({
    next: next === null ? '—' : multiplierText(next, lang),
    chance: next === null ? null : nextSafeChance(minesNow, safe),
    cashValue: cashNow === null ? '—' : shell.money(cashNow),
    live: cashNow !== null,
  });
  ladder.set(minesNow, safe);
  controls.setRandomEnabled(round !== null && !working);
  board.setInteractive(round !== null && !working);
  if (round) {
    panel.setActionLabel(
      cashNow === null ? texts.cashOut : fill(texts.cashOutAmount, { amount: shell.money(cashNow) }),
    );
    panel.action.classList.add('action--cashout');
    panel.action.disabled = working || safe === 0;
  } else {
    panel.setActionLabel(texts.bet);
    panel.action.classList.remove('action--cashout');
    panel.action.disabled = working || shell.busy || !shell.state;
  }
}

function openRound(id: string, stakeMinor: bigint, view: MinesView) {
  round = { id, stakeMinor, view };
  count = view.mines;
  controls.setMines(count);
  controls.setLocked(true);
  panel.setLocked(true);
  board.hideWin();
  board.render(tileStates(view));
  board.setPrompt(view.revealed.length > 0 ? texts.promptMore : texts.promptPlaying);
}

function closeRound() {
  round = null;
  controls.setLocked(false);
  panel.setLocked(false);
  update();
}

async function bet() {
  if (round || working) return;
  board.hideWin();
  const played = await shell.playRound<MinesView, MinesChoices>({ mines: count }, async (started, stake) => {
    openRound(started.roundId, stake, started.outcome);
    board.render(tileStates(started.outcome), new Set(Array.from({ length: 25 }, (_, i) => i)));
    shell.sound.play('roll', { volume: 0.35, rate: 1.4 });
  });
  // playRound frees the panel when it is done; an open round keeps it locked.
  if (played && round) {
    panel.setLocked(true);
    // A keyboard player goes straight to the tiles (arrows, Enter); a mouse player's focus stays put.
    if (keyboardLast) board.tile(board.focusedTile()).focus({ preventScroll: true });
  }
  update();
}

async function pick(tile: number) {
  const api = shell.api;
  if (!round || working || !api) return;
  working = true;
  board.setPending(tile);
  update();
  let result: PlayResult<MinesView>;
  try {
    result = await api.move<MinesView>(round.id, { tile });
  } catch (error) {
    working = false;
    board.setPending(null);
    shell.fail(error);
    await resync();
    return;
  }
  board.setPending(null);
  const view = result.round.outcome;
  if (view.status === 'lost') {
    // Still working: no pick and no new bet until the explosion has played.
    await lose(result, tile);
    working = false;
    closeRound();
  } else {
    working = false;
    round.view = view;
    board.render(tileStates(view), new Set([tile]));
    const safe = view.revealed.length;
    shell.sound.play('cashout', { rate: 1 + Math.min(safe, 15) * 0.035, volume: 0.5 });
    board.setPrompt(fill(texts.gem, { multiplier: multiplierText(view.multiplier, lang) }), 'win');
    if (view.status === 'won') {
      shell.status.show(texts.autoCashed, 'win');
      win(result);
    } else shell.settle(result);
  }
  update();
}

async function lose(result: PlayResult<MinesView>, tile: number) {
  const view = result.round.outcome;
  const stakeMinor = round?.stakeMinor ?? shell.minor(result.round.stake);
  // The mine alone first, then — once it has blown — every other mine and the gems left.
  const hitOnly = tileStates({ ...view, status: 'playing' });
  hitOnly[tile] = 'hit';
  board.render(hitOnly, new Set([tile]));
  shell.sound.play('lose');
  shell.sound.play('roll', { rate: 0.5, volume: 0.6 });
  board.setPrompt(fill(texts.lost, { stake: shell.money(stakeMinor) }), 'lose');
  await board.explode(tile);
  board.render(tileStates(view), new Set(view.minePositions?.filter((mine) => mine !== tile) ?? []));
  shell.settle(result);
  announcer.textContent = fill(texts.announceLose, { stake: shell.money(stakeMinor) });
  shell.history.push({
    text: multiplierText(0, lang),
    tone: 'lose',
    title: fill(texts.chipLose, { mines: String(view.mines), safe: String(view.revealed.length) }),
  });
}

function win(result: PlayResult<MinesView>) {
  const view = result.round.outcome;
  const winMinor = shell.minor(result.round.win);
  const big = view.multiplier >= BIG_WIN_MULTIPLIER;
  const multiplier = multiplierText(view.multiplier, lang);
  board.render(tileStates(view));
  board.showWin(multiplier, shell.money(winMinor), big);
  board.setPrompt(`${texts.won} · +${shell.money(winMinor)}`, 'win');
  shell.sound.play(big ? 'bigWin' : 'win');
  shell.effects.burstAt(board.grid, big ? 'big' : 'win');
  shell.settle(result);
  shell.setBalance(shell.minor(result.balance), 'up');
  announcer.textContent = fill(texts.announceWin, { multiplier, amount: shell.money(winMinor) });
  shell.history.push({
    text: multiplier,
    tone: big ? 'big' : 'win',
    title: fill(texts.chipWin, { multiplier, amount: shell.money(winMinor) }),
  });
  closeRound();
}

async function cashOut() {
  const api = shell.api;
  if (!round || working || !api || safeCount() === 0) return;
  working = true;
  panel.setBusy(true);
  update();
  try {
    const result = await api.cashOut<MinesView>(round.id);
    working = false;
    panel.setBusy(false);
    shell.sound.play('cashout');
    win(result);
  } catch (error) {
    working = false;
    panel.setBusy(false);
    shell.fail(error);
    await resync();
  }
  update();
}

/** After a refused move or cash-out: what the server holds now (the round may have ended). */
async function resync() {
  const api = shell.api;
  if (!api) return;
  try {
    const state = await api.state();
    shell.setBalance(shell.minor(state.balance));
    resume(state);
    if (!state.round?.open && round) closeRound();
  } catch {
    // the status line already shows the first failure
  }
  update();
}

function resume(state: Pick<GameState, 'round'> | null) {
  const open = state?.round;
  if (!open?.open) return;
  const stakeMinor = shell.minor(open.stake);
  openRound(open.roundId, stakeMinor, open.outcome as MinesView);
  showStake(stakeMinor);
  shell.status.show(texts.resumed);
}

/**
 * Puts the resumed round's stake in the stake field, so the next bet starts from it. The panel has no
 * setter for this (yet), so the amount is typed in as a player would: the field's own input handler
 * takes it.
 */
function showStake(stakeMinor: bigint) {
  const input = panel.element.querySelector<HTMLInputElement>('#stake');
  if (!input) return;
  input.value = formatAmountInput(stakeMinor, shell.currency.minorUnits, lang);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

controls.onMinesChange((next) => {
  count = next;
  shell.sound.play('tick', { volume: 0.4 });
  update();
});
controls.random.addEventListener('click', () => {
  if (!round) return;
  const tile = randomHiddenTile(round.view.revealed);
  if (tile !== null) void pick(tile);
});
board.onPick((tile) => void pick(tile));
panel.onAction(() => void (round ? cashOut() : bet()));

controls.setLocked(true);
update();
shell.onReady((state) => {
  if (!round) controls.setLocked(false);
  resume(state);
  update();
});
void shell.start();

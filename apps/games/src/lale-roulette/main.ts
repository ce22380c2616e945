import { roulette } from '@lale/originals';
import { createShell, fill, h, wait } from '../shell/index.ts';
// After the shell (which brings its own styles), so the game's rules come later in the cascade.
import './roulette.css';
import { createBoard } from './board.ts';
import { chipMinor } from './chips.ts';
import { createControls, type TableAction } from './controls.ts';
import { spotKey } from './layout.ts';
import { playSlip } from './round.ts';
import { rouletteRules } from './rules.ts';
import { BetSlip, slipLimits, type SlipRefusal } from './slip.ts';
import { createTable } from './table.ts';
import { rouletteTexts } from './texts.ts';
import { createWheel } from './wheel.ts';

/*
 * Lale Rulet (European roulette), code 'lale-roulette': chips on the table, one spin, every bet settled
 * on the one number. The page is the shell plus the wheel, the result and session cards, the table and
 * the chip controls; a round is one `play` whose stake is the total on the table and whose choices are
 * the bets, {bets: [{kind, numbers | index, amountMinor}]}.
 */

const shell = createShell({
  code: 'lale-roulette',
  title: { tr: 'Lale Rulet', en: 'Lale Rulet' },
  actionLabel: { tr: 'Çevir', en: 'Spin' },
  rtp: roulette.PUBLISHED_RTP,
  rules: rouletteRules,
});
const { lang, panel } = shell;
const texts = rouletteTexts(lang);
const units = () => shell.currency.minorUnits;

const slip = new BetSlip(slipLimits(null));
const wheel = createWheel(texts.wheel, shell.sound);
const board = createBoard(texts);
const table = createTable(texts, lang, units);
const controls = createControls(texts, lang, () =>
  shell.currency.code === 'TRY' ? '₺' : shell.currency.code,
);
const announcer = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
const wheelSpot = h('div', { class: 'roulette__wheel' }, wheel.element);

shell.stage.append(
  h(
    'div',
    { class: 'roulette' },
    h('div', { class: 'roulette__top' }, board.stats, wheelSpot, board.result),
    table.element,
    announcer,
  ),
);
// The numbers' own coloured strip stands where the shell's result strip is.
shell.history.element.hidden = true;
shell.history.element.after(board.history);
// The stake is the sum of the chips: the shell's stake field gives way to the chip controls.
panel.element.querySelector('.field')?.setAttribute('hidden', '');
panel.extra.append(controls.element);

let locked = true;
let spinning = false;

/** The controls after any change; the chips on the table too unless the result is still shown on them. */
function refresh(chips = true) {
  if (chips) table.render(slip.list(), shell.money);
  controls.setTotal(shell.money(slip.totalMinor), slip.size);
  const some = slip.size > 0;
  controls.setAvailable({ undo: slip.canUndo, clear: some, double: some, rebet: slip.canRebet });
}

function refuse(reason: SlipRefusal) {
  const limits = slipLimits(shell.state ? shell.minor(shell.state.stake.max) : null);
  const message = {
    betMax: fill(texts.betMax, { max: shell.money(limits.betMaxMinor) }),
    slipMax: fill(texts.slipMax, { max: shell.money(limits.slipMaxMinor) }),
    maxBets: fill(texts.maxBets, { count: String(limits.maxBets) }),
    balance: texts.balance,
    empty: texts.empty,
  }[reason];
  shell.status.show(message, 'error');
}

/** After a spin the result stays on the table until the player changes the bets. */
const leaveResult = () => table.clearResult();

table.onPlace((spot) => {
  if (locked) return;
  leaveResult();
  const chip = chipMinor(controls.chip, units());
  const done = slip.place(spot, chip, shell.balanceMinor);
  if (!done.ok) {
    refuse(done.reason);
    return;
  }
  shell.sound.play('click', { rate: 1.25, volume: 0.5 });
  refresh();
  announcer.textContent = fill(texts.placed, {
    bet: table.label(spot),
    amount: shell.money(slip.amountOf(spotKey(spot))),
    total: shell.money(slip.totalMinor),
  });
});

controls.onChip(() => shell.sound.play('tick', { volume: 0.4 }));
controls.onAction((action: TableAction) => {
  if (locked) return;
  leaveResult();
  const balance = shell.balanceMinor;
  if (action === 'undo') {
    if (!slip.undo()) return;
  } else {
    const done =
      action === 'clear' ? slip.clear() : action === 'double' ? slip.double(balance) : slip.rebet(balance);
    if (!done.ok) {
      refuse(done.reason);
      return;
    }
  }
  shell.sound.play('click');
  refresh();
  announcer.textContent =
    action === 'clear'
      ? texts.cleared
      : action === 'undo'
        ? fill(texts.removed, { total: shell.money(slip.totalMinor) })
        : `${texts.total}: ${shell.money(slip.totalMinor)}`;
});

function lock(next: boolean) {
  locked = next;
  table.setLocked(next);
  controls.setLocked(next);
}

/** On a phone the wheel may be scrolled away when Spin is pressed: it then comes over the page. */
function wheelHidden(): boolean {
  const box = wheelSpot.getBoundingClientRect();
  const visible = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  return visible < box.height * 0.6;
}

panel.onAction(() => {
  if (locked || spinning || !shell.state) return;
  if (slip.size === 0) {
    refuse('empty');
    return;
  }
  const stake = slip.totalMinor;
  if (shell.balanceMinor !== null && stake > shell.balanceMinor) {
    refuse('balance');
    return;
  }
  const bets = slip.list();
  spinning = true;
  lock(true);
  leaveResult();
  board.setSpinning();
  const spotlight = wheelHidden();
  void playSlip(shell, stake, slip.toChoices(), async (round) => {
    slip.markSpun();
    if (spotlight) wheelSpot.classList.add('roulette__wheel--spotlight');
    const { number, wins } = round.outcome;
    await wheel.spin(number);
    const winMinor = shell.minor(round.win);
    const byKey = new Map(bets.map((bet, i) => [bet.key, BigInt(wins[i] ?? '0')]));
    table.showResult(number, byKey, shell.money);
    const big = winMinor >= stake * 10n && winMinor > 0n;
    const tone = winMinor > 0n ? (big ? 'big' : 'win') : 'lose';
    const verdict = winMinor > 0n ? `${texts.won} +${shell.money(winMinor)}` : texts.noWin;
    board.showResult(number, verdict, tone);
    board.pushNumber(number, winMinor > 0n);
    announcer.textContent = fill(texts.result, {
      number: String(number),
      colour: texts[roulette.colourOf(number)],
      verdict,
    });
    if (winMinor > 0n) {
      shell.sound.play(big ? 'bigWin' : 'win');
      shell.effects.burstAt(spotlight ? wheel.element : table.cell(number), big ? 'big' : 'win');
    } else shell.sound.play('lose', { volume: 0.6 });
    if (spotlight) {
      await wait(1100);
      wheelSpot.classList.remove('roulette__wheel--spotlight');
    }
  }).finally(() => {
    spinning = false;
    lock(false);
    refresh(false);
  });
});

lock(true);
refresh();
shell.onReady((state) => {
  slip.setLimits(slipLimits(shell.minor(state.stake.max)));
  lock(false);
  refresh();
});
void shell.start();

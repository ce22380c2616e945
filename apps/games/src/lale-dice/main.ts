import { dice } from '@lale/originals';
import { createShell, fill, formatDecimal, h } from '../shell/index.ts';
// After the shell (which brings its own styles), so the game's rules come later in the cascade.
import './dice.css';
import { createDiceBoard } from './board.ts';
import { BIG_WIN_MULTIPLIER, multiplierText, OPENING_BET, payoutOnWin, type DiceBet } from './fields.ts';
import { createDiceForm } from './form.ts';
import { diceRules } from './rules.ts';
import { diceTexts } from './texts.ts';

/*
 * Lale Zar (dice), code 'lale-dice': pick a target and Under/Over, roll 0.00–99.99. The page is the
 * shell plus the dice board and form; a round is one `play` with choices {target, direction}.
 */

const shell = createShell({
  code: 'lale-dice',
  title: { tr: 'Lale Zar', en: 'Lale Zar' },
  actionLabel: { tr: 'Zar At', en: 'Roll' },
  rtp: dice.PUBLISHED_RTP,
  rules: diceRules,
});
const { lang, panel } = shell;
const texts = diceTexts(lang);

let bet: DiceBet = OPENING_BET;
const board = createDiceBoard(texts, lang, shell, (target) => setBet({ ...bet, target }));
const form = createDiceForm(texts, lang, shell, setBet);
const announcer = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
shell.stage.append(
  h(
    'div',
    { class: 'dice', attrs: { role: 'group', 'aria-label': texts.board } },
    board.element,
    form.fields,
    announcer,
  ),
);
panel.extra.append(form.panelPart);

function updatePayout() {
  const stake = panel.currentStake();
  form.setPayout(stake === null ? '—' : shell.money(payoutOnWin(stake, bet)));
}

function setBet(next: DiceBet) {
  bet = next;
  board.setBet(bet);
  form.setBet(bet);
  updatePayout();
}
setBet(bet);
panel.onStakeChange(updatePayout);

const roll = (hundredths: number) => formatDecimal(hundredths / 100, 2, lang);

/** The board's own controls, locked while a round plays and until the state has loaded. */
function lock(locked: boolean) {
  form.setLocked(locked);
  board.setLocked(locked);
}

panel.onAction(() => {
  if (shell.busy) return;
  lock(true);
  void shell
    .playRound<dice.DiceOutcome, DiceBet>(bet, async (round, stakeMinor) => {
      const { outcome } = round;
      const big = outcome.win && outcome.multiplier >= BIG_WIN_MULTIPLIER;
      await board.showRoll(outcome.roll, outcome.win, big);
      const multiplier = multiplierText(outcome.multiplier, lang);
      const verdict = outcome.win
        ? `${texts.won} ×${multiplier} · +${shell.money(shell.minor(round.win))}`
        : `${texts.lost} · −${shell.money(stakeMinor)}`;
      board.setVerdict(verdict, big ? 'big' : outcome.win ? 'win' : 'lose');
      announcer.textContent = fill(texts.result, { roll: roll(outcome.roll), verdict });
      shell.history.push({
        text: roll(outcome.roll),
        tone: big ? 'big' : outcome.win ? 'win' : 'lose',
        title: fill(texts.chipTitle, { roll: roll(outcome.roll), multiplier }),
      });
      if (outcome.win) {
        shell.sound.play(big ? 'bigWin' : 'win');
        shell.effects.burstAt(board.marker, big ? 'big' : 'win');
      } else shell.sound.play('lose');
    })
    .finally(() => lock(false));
});

lock(true);
shell.onReady(() => lock(false));
void shell.start();

import { createShell, fill, h, prefersReducedMotion, wait, type Round, type Shell } from '../shell/index.ts';
import { createBonusBuy } from './bonus-buy.ts';
import {
  anticipatedReels,
  isBigTier,
  lineCells,
  planRound,
  rollUpMs,
  rollUpValue,
  scatterCells,
  winTier,
  type PlannedSpin,
  type SlotChoices,
  type SlotOutcome,
  type WinTier,
} from './plan.ts';
import type { Cell, ReelsView, WinDrawing } from './reels.ts';
import { createSlotRules } from './rules.ts';
import type { SlotSkin } from './skin.ts';
import { slotTexts } from './texts.ts';
import './slot.css';

/*
 * A slot page, whatever the theme: the cabinet (title, reels, win meter, free-spin meter), the bonus
 * buy in the bet panel, and the round shown as the server drew it — the paid spin, then each free
 * spin with its wins, the feature's intro and total, and the celebration a big round deserves. The
 * theme's main.ts gives the skin (mathematics, art, names) and its CSS.
 */

export function createSlotPage(skin: SlotSkin): Shell {
  const { theme } = skin;
  const rules = createSlotRules(skin);
  const shell = createShell({
    code: skin.code,
    title: skin.title,
    actionLabel: { tr: 'Çevir', en: 'Spin' },
    rtp: theme.publishedRtp,
    rules: (lang) => rules.build(lang),
  });
  const { lang, panel } = shell;
  const texts = slotTexts(lang);

  const host = h('div', { class: 'slotgame__reels' });
  const meterLabel = h('span', { class: 'slotgame__meter-label', text: texts.win });
  const meterValue = h('output', { class: 'slotgame__meter-value', text: shell.money(0n) });
  const meterLine = h('span', { class: 'slotgame__meter-line' });
  const meter = h(
    'div',
    { class: 'slotgame__meter', attrs: { 'aria-hidden': 'true' } },
    meterLabel,
    meterValue,
    meterLine,
  );
  const freeCount = h('strong', { class: 'slotgame__free-count' });
  const freeTotal = h('strong', { class: 'slotgame__free-total' });
  const freeBar = h(
    'div',
    { class: 'slotgame__free', attrs: { hidden: true, 'aria-hidden': 'true' } },
    h('span', { class: 'slotgame__free-label' }, texts.freeSpins, ' ', freeCount),
    h('span', {
      class: 'slotgame__free-multiplier',
      text: `×${theme.freeSpins.multiplier}`,
    }),
    h('span', { class: 'slotgame__free-label' }, texts.totalWin, ' ', freeTotal),
  );
  const bannerTitle = h('strong', { class: 'slotgame__banner-title' });
  const bannerText = h('span', { class: 'slotgame__banner-text' });
  const banner = h(
    'div',
    { class: 'slotgame__banner', attrs: { hidden: true, 'aria-hidden': 'true' } },
    bannerTitle,
    bannerText,
  );
  const bigTitle = h('strong', { class: 'slotgame__big-title' });
  const bigValue = h('span', { class: 'slotgame__big-value' });
  const big = h(
    'div',
    { class: 'slotgame__big', attrs: { hidden: true, 'aria-hidden': 'true' } },
    bigTitle,
    bigValue,
  );
  const announcer = h('p', { class: 'visually-hidden', attrs: { 'aria-live': 'polite' } });
  const cabinet = h(
    'div',
    { class: 'slotgame__cabinet' },
    h(
      'div',
      { class: 'slotgame__marquee' },
      h('span', { class: 'slotgame__name', text: skin.title[lang] }),
      h('span', { class: 'slotgame__tagline', text: skin.tagline[lang] }),
    ),
    freeBar,
    h('div', { class: 'slotgame__window' }, host, banner, big),
    meter,
  );
  shell.stage.append(
    h(
      'div',
      { class: 'slotgame', attrs: { role: 'group', 'aria-label': `${skin.title[lang]} · ${texts.reels}` } },
      cabinet,
      announcer,
    ),
  );

  const bonus = createBonusBuy(skin, texts, lang, shell.money);
  panel.extra.append(bonus.element);
  document.querySelector('.app')?.append(bonus.dialog);
  panel.onStakeChange((stake) => bonus.setBet(stake));
  bonus.setBet(panel.currentStake());
  bonus.onOpen((price) => {
    if (shell.balanceMinor !== null && price > shell.balanceMinor) {
      shell.status.show(texts.bonusBuyOverBalance, 'error');
      return false;
    }
    return true;
  });

  let view: ReelsView | null = null;
  const ready = import('./reels.ts')
    .then(({ createReels }) => createReels(host, skin))
    .then((reels) => {
      view = reels;
      rules.setPictures((index) => reels.picture(index));
      return reels;
    });

  const reduced = () => prefersReducedMotion();
  let idle = 0;

  const lock = (locked: boolean) => bonus.setLocked(locked || !shell.state);
  lock(true);
  shell.onReady(() => lock(false));

  /** The meter: counts from `from` to `to` (minor units), eased; at once under reduced motion. */
  async function rollMeter(from: bigint, to: bigint, betMinor: bigint, quick: boolean) {
    // The free spins keep their pace: each spin's count-up stays short, the total gets its own moment.
    const ms = reduced() ? 0 : Math.min(quick ? 900 : 5200, rollUpMs(to - from, betMinor));
    const start = performance.now();
    meter.classList.add('slotgame__meter--rolling');
    // A soft tick a dozen times over the count-up, like coins dropping.
    let ticked = 0;
    while (true) {
      const progress = ms === 0 ? 1 : (performance.now() - start) / ms;
      meterValue.textContent = shell.money(rollUpValue(from, to, progress));
      if (progress >= 1) break;
      if (Math.floor(progress * 12) > ticked) {
        ticked = Math.floor(progress * 12);
        shell.sound.play('tick', { volume: 0.12, rate: 1.4 });
      }
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    }
    meter.classList.remove('slotgame__meter--rolling');
  }

  async function showBanner(title: string, text: string, ms: number, tone: 'free' | 'total') {
    bannerTitle.textContent = title;
    bannerText.textContent = text;
    banner.dataset.tone = tone;
    banner.hidden = false;
    await wait(reduced() ? Math.min(ms, 900) : ms);
    banner.hidden = true;
  }

  async function celebrate(tier: WinTier, amountMinor: bigint, betMinor: bigint) {
    bigTitle.textContent = tier === 'epic' ? texts.epicWin : tier === 'mega' ? texts.megaWin : texts.bigWin;
    big.dataset.tier = tier;
    big.hidden = false;
    shell.sound.play('bigWin');
    shell.effects.burstAt(big, 'big');
    const ms = reduced() ? 0 : Math.min(4200, rollUpMs(amountMinor, betMinor));
    const start = performance.now();
    while (true) {
      const progress = ms === 0 ? 1 : (performance.now() - start) / ms;
      bigValue.textContent = shell.money(rollUpValue(0n, amountMinor, progress));
      if (progress >= 1) break;
      await new Promise((resolve) => window.requestAnimationFrame(resolve));
    }
    if (!reduced()) shell.effects.burstAt(big, 'big');
    await wait(reduced() ? 800 : 1600);
    big.hidden = true;
  }

  const drawingOf = (planned: PlannedSpin): WinDrawing => {
    const { spin } = planned;
    const scatters: Cell[] =
      BigInt(spin.scatterWinMinor) > 0n || spin.freeSpinsAwarded > 0 ? scatterCells(theme, spin.grid) : [];
    const lines = spin.lineWins.map((win) => ({
      line: win.line,
      cells: lineCells(theme, win.line, win.count),
    }));
    const cells = [...lines.flatMap((line) => line.cells), ...scatters];
    return { lines, cells };
  };

  const lineText = (win: PlannedSpin['spin']['lineWins'][number]) =>
    fill(texts.lineWin, {
      line: String(win.line + 1),
      count: String(win.count),
      symbol: theme.symbols[win.symbol]!.label[lang],
      amount: shell.money(BigInt(win.winMinor)),
    });

  /** After the round: the winning lines one at a time, until the next spin. */
  async function cycleLines(planned: PlannedSpin, reels: ReelsView) {
    const token = ++idle;
    const wins = planned.spin.lineWins;
    if (wins.length < 2 || reduced()) return;
    await wait(1400);
    for (let index = 0; token === idle; index = (index + 1) % wins.length) {
      const win = wins[index]!;
      reels.showWins(
        {
          lines: [{ line: win.line, cells: lineCells(theme, win.line, win.count) }],
          cells: lineCells(theme, win.line, win.count),
        },
        false,
      );
      meterLine.textContent = lineText(win);
      await wait(1500);
    }
  }

  async function showSpin(reels: ReelsView, planned: PlannedSpin, betMinor: bigint, before: bigint) {
    const { spin, free } = planned;
    shell.sound.play('roll', { volume: 0.35, rate: free ? 1.2 : 1 });
    if (free) {
      // The total before this spin's own retrigger, which the reels have not shown yet.
      freeCount.textContent = fill(texts.freeSpinCounter, {
        number: String(planned.freeNumber),
        total: String(planned.freeTotal - planned.awarded),
      });
    }
    const scatterReels = new Set(scatterCells(theme, spin.grid).map(([reel]) => reel));
    await reels.spin(spin.grid, spin.stops, {
      free,
      reduced: reduced(),
      anticipation: anticipatedReels(theme, spin.grid),
      onReelStop(reel) {
        shell.sound.play('tick', { volume: 0.5, rate: 0.8 + reel * 0.08 });
        if (scatterReels.has(reel)) shell.sound.play('cashout', { volume: 0.3, rate: 1.3 });
      },
    });
    const won = BigInt(spin.winMinor);
    if (won === 0n) {
      await wait(reduced() || free ? 250 : 120);
      return;
    }
    reels.showWins(drawingOf(planned), !reduced());
    const first = spin.lineWins[0];
    meterLine.textContent =
      spin.lineWins.length === 1 && first
        ? lineText(first)
        : spin.lineWins.length > 1
          ? fill(texts.linesWon, { lines: String(spin.lineWins.length) })
          : fill(texts.scatterWin, {
              count: String(spin.scatters),
              symbol: theme.symbols[theme.scatter]!.label[lang],
              amount: shell.money(BigInt(spin.scatterWinMinor)),
            });
    meterLabel.textContent = free ? texts.totalWin : texts.win;
    const tier = winTier(won, betMinor);
    shell.sound.play(tier === 'small' ? 'cashout' : 'win', { volume: tier === 'small' ? 0.4 : 0.7 });
    await rollMeter(before, planned.totalMinor, betMinor, free);
    if (free) freeTotal.textContent = shell.money(planned.totalMinor);
    await wait(reduced() ? 300 : free ? 450 : 500);
  }

  async function present(round: Round<SlotOutcome, SlotChoices>) {
    const reels = view ?? (await ready);
    const { outcome } = round;
    const betMinor = BigInt(outcome.stakeMinor);
    const paid = shell.minor(round.win);
    const plan = planRound(outcome, paid);
    let inFree = false;
    let shown = 0n;
    reels.clearWins();
    meterLabel.textContent = texts.win;
    meterValue.textContent = shell.money(0n);
    meterLine.textContent = '';
    for (const planned of plan) {
      if (planned.free && !inFree) {
        inFree = true;
        if (outcome.baseSpin === null) {
          await showBanner(
            fill(texts.freeSpinsWon, { spins: String(planned.freeTotal - planned.awarded) }),
            fill(texts.freeSpinsMultiplier, { multiplier: String(theme.freeSpins.multiplier) }),
            1800,
            'free',
          );
        }
        document.querySelector('.app')?.classList.add('app--free');
        reels.setFree(true);
        freeBar.hidden = false;
        freeTotal.textContent = shell.money(shown);
        freeCount.textContent = fill(texts.freeSpinCounter, {
          number: '0',
          total: String(planned.freeTotal - planned.awarded),
        });
      }
      if (!planned.free) reels.clearWins();
      await showSpin(reels, planned, betMinor, planned.free ? shown : 0n);
      shown = planned.totalMinor;
      if (planned.awarded > 0) {
        if (planned.free)
          freeCount.textContent = fill(texts.freeSpinCounter, {
            number: String(planned.freeNumber),
            total: String(planned.freeTotal),
          });
        shell.sound.play('cashout', { volume: 0.8 });
        shell.effects.burstAt(host, 'win');
        await showBanner(
          fill(planned.free ? texts.freeSpinsMore : texts.freeSpinsWon, { spins: String(planned.awarded) }),
          fill(texts.freeSpinsMultiplier, { multiplier: String(theme.freeSpins.multiplier) }),
          planned.free ? 1300 : 2000,
          'free',
        );
      }
    }
    if (outcome.capped) shell.status.show(texts.maxWin, 'info');
    if (inFree) {
      await showBanner(texts.freeSpinsTotal, shell.money(paid), 2200, 'total');
      document.querySelector('.app')?.classList.remove('app--free');
      reels.setFree(false);
      freeBar.hidden = true;
      meterLabel.textContent = texts.totalWin;
      meterValue.textContent = shell.money(paid);
    }
    const tier = winTier(paid, betMinor);
    if (isBigTier(tier)) await celebrate(tier, paid, betMinor);
    else if (paid > 0n && !inFree) shell.effects.burstAt(meter, 'win');
    // No sound for a spin that pays nothing: on a slot that is most spins, and a buzzer each time tires.
    else if (paid === 0n) meterLine.textContent = texts.noWin;
    const times = betMinor > 0n ? Number((paid * 100n) / betMinor) / 100 : 0;
    shell.history.push({
      text: outcome.boughtBonus
        ? texts.chipBonus
        : fill(texts.chip, {
            times: times.toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 }),
          }),
      tone: isBigTier(tier) ? 'big' : paid > 0n ? 'win' : 'lose',
      title: fill(texts.chipTitle, { amount: shell.money(paid) }),
    });
    const verdict = paid > 0n ? fill(texts.resultWin, { amount: shell.money(paid) }) : texts.noWin;
    announcer.textContent = outcome.boughtBonus
      ? fill(texts.resultBonus, { amount: shell.money(paid) })
      : fill(texts.result, { verdict });
    const last = plan.at(-1);
    if (last && !inFree) void cycleLines(last, reels);
  }

  async function play(buyBonus: boolean) {
    if (shell.busy) return;
    const bet = panel.currentStake();
    if (bet === null) return;
    idle += 1;
    lock(true);
    announcer.textContent = '';
    try {
      await shell.playRound<SlotOutcome, SlotChoices>(
        { bet: Number(bet), buyBonus },
        (round) => present(round),
        buyBonus ? { stakeOf: (stake) => stake * BigInt(theme.bonusBuyPriceStakes) } : undefined,
      );
    } finally {
      lock(false);
    }
  }

  panel.onAction(() => void play(false));
  bonus.onBuy(() => void play(true));
  void shell.start();
  return shell;
}

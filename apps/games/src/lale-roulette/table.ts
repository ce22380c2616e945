import { roulette } from '@lale/originals';
import { fill, h, type Lang } from '../shell/index.ts';
import { chipLabel, chipToneOf } from './chips.ts';
import {
  cellOf,
  coveredBy,
  EVEN_MONEY,
  neighbour,
  spotAt,
  spotKey,
  spotPoint,
  toGridPoint,
  toleranceFor,
  toScreen,
  type ArrowKey,
  type InsideSpot,
  type Orientation,
  type OutsideSpot,
  type Spot,
} from './layout.ts';
import type { SlipBet } from './slip.ts';
import type { RouletteTexts } from './texts.ts';

/*
 * The betting table: the zero, 1–36 in three rows of twelve, the 2:1 columns, the dozens and the
 * even-money boxes. Every number and box is a button; a click near a line between numbers places the
 * split, near a crossing the corner, on the row edge the street or six line (layout.ts reads the point).
 * The grid is placed by CSS from two sets of areas, one per orientation: a container query turns the
 * table upright when it is narrow (phones), and the chips follow from the same numbers.
 */

export type Table = {
  element: HTMLElement;
  onPlace(listener: (spot: Spot) => void): void;
  render(bets: SlipBet[], money: (minor: bigint) => string): void;
  showResult(number: number, winsByKey: Map<string, bigint>, money: (minor: bigint) => string): void;
  clearResult(): void;
  setLocked(locked: boolean): void;
  cell(number: number): HTMLElement;
  /** A bet as words ("17 kırmızı", "Köşe 16-17-19-20", "Kırmızı"). */
  label(spot: Spot): string;
};

type Area = { horizontal: string; vertical: string };

const area = ([hr, hc, hr2, hc2]: number[], [vr, vc, vr2, vc2]: number[]): Area => ({
  horizontal: `${hr} / ${hc} / ${hr2} / ${hc2}`,
  vertical: `${vr} / ${vc} / ${vr2} / ${vc2}`,
});

function placed<T extends HTMLElement>(element: T, at: Area): T {
  element.style.setProperty('--h-area', at.horizontal);
  element.style.setProperty('--v-area', at.vertical);
  return element;
}

function numberArea(number: number): Area {
  if (number === 0) return area([1, 1, 4, 2], [1, 3, 2, 6]);
  const { column, row } = cellOf(number);
  const across = (number - 1) % 3;
  return area([row + 1, column + 2, row + 2, column + 3], [column + 2, across + 3, column + 3, across + 4]);
}

const outsideArea = (spot: OutsideSpot): Area => {
  if (spot.kind === 'column') {
    const i = spot.index;
    return area([4 - i, 14, 5 - i, 15], [14, i + 2, 15, i + 3]);
  }
  if (spot.kind === 'dozen') {
    const d = spot.index;
    return area([4, 4 * d - 2, 5, 4 * d + 2], [4 * d - 2, 2, 4 * d + 2, 3]);
  }
  const m = EVEN_MONEY.indexOf(spot.kind);
  return area([5, 2 + 2 * m, 6, 4 + 2 * m], [2 + 2 * m, 1, 4 + 2 * m, 2]);
};

const BAND_PX = 12;

export function createTable(texts: RouletteTexts, lang: Lang, minorUnits: () => number): Table {
  const listeners: ((spot: Spot) => void)[] = [];
  let locked = true;
  const colourWord = (n: number) => texts[roulette.colourOf(n)];
  const cellLabel = (n: number) => fill(texts.cell, { number: String(n), colour: colourWord(n) });

  const cells = Array.from({ length: 37 }, (_, n) =>
    placed(
      h(
        'button',
        {
          class: `rcell rcell--${roulette.colourOf(n)}${n === 0 ? ' rcell--zero' : ''}`,
          attrs: { type: 'button', 'data-number': n, tabindex: n === 0 ? 0 : -1, 'aria-label': cellLabel(n) },
        },
        h('span', { class: 'rcell__number', text: String(n), attrs: { 'aria-hidden': 'true' } }),
      ),
      numberArea(n),
    ),
  );
  const overlay = placed(
    h('div', { class: 'rtable__overlay', attrs: { 'aria-hidden': 'true' } }),
    area([1, 2, 4, 14], [2, 3, 14, 6]),
  );
  const ghost = h('span', { class: 'rchip rchip--ghost' });
  const winTag = h('span', { class: 'rtable__win', attrs: { hidden: true } });
  overlay.append(ghost, winTag);

  const outsideSpots: OutsideSpot[] = [
    ...([3, 2, 1] as const).map((index) => ({ kind: 'column' as const, index })),
    ...([1, 2, 3] as const).map((index) => ({ kind: 'dozen' as const, index })),
    ...EVEN_MONEY.map((kind) => ({ kind })),
  ];
  const boxLabel = (spot: OutsideSpot): string => {
    if (spot.kind === 'dozen') {
      const from = 12 * (spot.index - 1) + 1;
      return fill(texts.dozen, { index: String(spot.index), from: String(from), to: String(from + 11) });
    }
    if (spot.kind === 'column') return fill(texts.column, { index: String(spot.index) });
    const names = { low: texts.low, high: texts.high, even: texts.even, odd: texts.odd };
    return spot.kind === 'red' ? texts.redBox : spot.kind === 'black' ? texts.blackBox : names[spot.kind];
  };
  const boxFace = (spot: OutsideSpot): Node => {
    if (spot.kind === 'red' || spot.kind === 'black')
      return h('span', { class: `rbox__diamond rbox__diamond--${spot.kind}` });
    const text =
      spot.kind === 'dozen'
        ? `${12 * (spot.index - 1) + 1}–${12 * spot.index}`
        : spot.kind === 'column'
          ? '2:1'
          : boxLabel(spot);
    return h('span', { class: 'rbox__text', text });
  };
  const boxes = new Map<string, { button: HTMLButtonElement; spot: OutsideSpot }>();
  for (const spot of outsideSpots) {
    const button = placed(
      h(
        'button',
        {
          class: `rbox rbox--${spot.kind}`,
          attrs: { type: 'button', 'data-spot': spotKey(spot), 'aria-label': boxLabel(spot) },
        },
        boxFace(spot),
      ),
      outsideArea(spot),
    );
    boxes.set(spotKey(spot), { button, spot });
  }

  const grid = h(
    'div',
    { class: 'rtable__grid' },
    h('div', { class: 'rtable__group', attrs: { role: 'group', 'aria-label': texts.numbers } }, ...cells),
    overlay,
    h(
      'div',
      { class: 'rtable__group', attrs: { role: 'group', 'aria-label': texts.outside } },
      ...[...boxes.values()].map((box) => box.button),
    ),
  );
  const element = h('section', { class: 'rtable', attrs: { 'aria-label': texts.table } }, grid);

  const orientation = (): Orientation =>
    getComputedStyle(grid).getPropertyValue('--orientation').trim() === 'vertical'
      ? 'vertical'
      : 'horizontal';

  /** The bet a pointer at (clientX, clientY) on a number means. */
  function spotFromPointer(clientX: number, clientY: number): InsideSpot | null {
    const box = overlay.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const turn = orientation();
    const point = toGridPoint((clientX - box.left) / box.width, (clientY - box.top) / box.height, turn);
    return spotAt(point, toleranceFor(box.width, box.height, BAND_PX, turn));
  }

  /** The bet under a click or the mouse: a box's own bet, or what the point on the numbers means. */
  function spotOf(event: MouseEvent): Spot | null {
    const target = (event.target as Element).closest<HTMLElement>('button');
    const number = target?.dataset.number;
    // A key press (detail 0) on a number is the straight bet.
    if (number !== undefined && event.detail === 0 && event.type === 'click') {
      return { kind: 'straight', numbers: [Number(number)] };
    }
    if (target && number === undefined) return boxes.get(target.dataset.spot ?? '')?.spot ?? null;
    // On a number or in the gap between two: where the pointer is says which bet.
    const straight: Spot | null =
      number === undefined ? null : { kind: 'straight', numbers: [Number(number)] };
    return spotFromPointer(event.clientX, event.clientY) ?? straight;
  }

  const positionChip = (chip: HTMLElement, spot: InsideSpot) => {
    const point = spotPoint(spot);
    for (const turn of ['horizontal', 'vertical'] as const) {
      const { left, top } = toScreen(point, turn);
      const prefix = turn === 'horizontal' ? 'h' : 'v';
      chip.style.setProperty(`--${prefix}-left`, `${(left * 100).toFixed(3)}%`);
      chip.style.setProperty(`--${prefix}-top`, `${(top * 100).toFixed(3)}%`);
    }
  };

  const preview = (spot: Spot | null) => {
    const covered = new Set(spot ? coveredBy(spot) : []);
    cells.forEach((cell, n) => cell.classList.toggle('rcell--preview', covered.has(n)));
    const onLine = spot && 'numbers' in spot && spot.kind !== 'straight';
    ghost.classList.toggle('rchip--shown', Boolean(onLine));
    if (onLine) positionChip(ghost, spot);
  };

  grid.addEventListener('click', (event) => {
    if (locked) return;
    const spot = spotOf(event);
    if (spot) for (const listener of listeners) listener(spot);
  });
  grid.addEventListener('pointermove', (event) => {
    if (event.pointerType === 'mouse' && !locked) preview(spotOf(event));
  });
  grid.addEventListener('pointerleave', () => preview(null));

  // One number is in the tab order; the arrows move through the table as it is shown.
  grid.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    const number = target.dataset.number;
    if (number === undefined || !event.key.startsWith('Arrow')) return;
    const next = neighbour(Number(number), event.key as ArrowKey, orientation());
    event.preventDefault();
    if (next === null) return;
    target.tabIndex = -1;
    cells[next]!.tabIndex = 0;
    cells[next]!.focus();
  });
  grid.addEventListener('focusin', (event) => {
    const target = event.target as HTMLElement;
    if (target.dataset.number === undefined) return;
    for (const cell of cells) cell.tabIndex = cell === target ? 0 : -1;
  });

  const chipFor = (amountMinor: bigint) => {
    const units = minorUnits();
    return h('span', {
      class: `rchip rchip--v${chipToneOf(amountMinor, units)}`,
      text: chipLabel(amountMinor, units, lang),
    });
  };
  const lineChips = new Map<string, HTMLElement>();

  function clearResult() {
    element.classList.remove('rtable--settled');
    for (const cell of cells) cell.classList.remove('rcell--winner');
    winTag.hidden = true;
    for (const { button } of boxes.values()) button.classList.remove('rbox--hit');
    for (const chip of element.querySelectorAll('.rchip--won, .rchip--lost')) {
      chip.classList.remove('rchip--won', 'rchip--lost');
      chip.removeAttribute('data-win');
    }
  }

  return {
    element,
    onPlace(listener) {
      listeners.push(listener);
    },
    render(bets, money) {
      const byKey = new Map(bets.map((bet) => [bet.key, bet]));
      cells.forEach((cell, n) => {
        const bet = byKey.get(`straight:${n}`);
        cell.querySelector('.rchip')?.remove();
        cell.setAttribute(
          'aria-label',
          bet ? fill(texts.withBet, { label: cellLabel(n), amount: money(bet.amountMinor) }) : cellLabel(n),
        );
        if (bet) cell.append(chipFor(bet.amountMinor));
      });
      for (const [key, { button, spot }] of boxes) {
        const bet = byKey.get(key);
        button.querySelector('.rchip')?.remove();
        button.setAttribute(
          'aria-label',
          bet
            ? fill(texts.withBet, { label: boxLabel(spot), amount: money(bet.amountMinor) })
            : boxLabel(spot),
        );
        if (bet) button.append(chipFor(bet.amountMinor));
      }
      for (const chip of lineChips.values()) chip.remove();
      lineChips.clear();
      for (const bet of bets) {
        if (!('numbers' in bet.spot) || bet.spot.kind === 'straight') continue;
        const chip = chipFor(bet.amountMinor);
        chip.dataset.key = bet.key;
        positionChip(chip, bet.spot);
        overlay.append(chip);
        lineChips.set(bet.key, chip);
      }
    },
    showResult(number, winsByKey, money) {
      clearResult();
      element.classList.add('rtable--settled');
      cells[number]!.classList.add('rcell--winner');
      for (const { button, spot } of boxes.values()) {
        button.classList.toggle('rbox--hit', coveredBy(spot).includes(number));
      }
      const chipOf = (key: string): Element | null | undefined => {
        if (key.startsWith('straight:')) return cells[Number(key.slice(9))]!.querySelector('.rchip');
        return lineChips.get(key) ?? boxes.get(key)?.button.querySelector('.rchip');
      };
      // Inside bets all cover the winning number: their wins add up to one tag on it.
      let insideWin = 0n;
      for (const [key, win] of winsByKey) {
        const chip = chipOf(key);
        chip?.classList.add(win > 0n ? 'rchip--won' : 'rchip--lost');
        if (win === 0n) continue;
        if (boxes.has(key)) chip?.setAttribute('data-win', `+${money(win)}`);
        else insideWin += win;
      }
      if (insideWin > 0n) {
        winTag.textContent = `+${money(insideWin)}`;
        positionChip(winTag, { kind: 'straight', numbers: [number] });
        winTag.hidden = false;
      }
    },
    clearResult,
    setLocked(next) {
      locked = next;
      element.classList.toggle('rtable--locked', next);
      if (next) preview(null);
      for (const button of grid.querySelectorAll('button'))
        button.setAttribute('aria-disabled', String(next));
    },
    cell: (number) => cells[number]!,
    label(spot) {
      if (!('numbers' in spot)) return boxLabel(spot);
      if (spot.kind === 'straight') return cellLabel(spot.numbers[0] ?? 0);
      return `${texts[spot.kind]} ${spot.numbers.join('-')}`;
    },
  };
}

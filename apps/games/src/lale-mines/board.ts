import { fill, h, prefersReducedMotion, wait } from '../shell/index.ts';
import { gemPicture, minePicture } from './art.ts';
import { GRID_SIZE, isGridKey, neighbour, TILES, type TileState } from './round.ts';
import type { MinesTexts } from './texts.ts';

/*
 * The 5×5 field: 25 buttons in a roving tab order (one tab stop; the arrows move across the grid, as
 * in any grid), each showing its state through classes. While no round is open the tiles stay
 * focusable but say they are unavailable (aria-disabled), so the keyboard never loses its place.
 * Animations are CSS classes; the board waits for them where the game must (the explosion).
 */

export type MinesBoard = {
  element: HTMLElement;
  /** The grid itself (the win card and the bursts are placed over it). */
  grid: HTMLElement;
  onPick(listener: (tile: number) => void): void;
  setInteractive(interactive: boolean): void;
  /** Shows every tile's state; tiles in `fresh` play their reveal (a gem flips out, a mine blows). */
  render(states: readonly TileState[], fresh?: ReadonlySet<number>): void;
  setPending(tile: number | null): void;
  /** The explosion on `tile` and the board's shake; resolves when the rest may be shown. */
  explode(tile: number): Promise<void>;
  showWin(multiplier: string, amount: string, big: boolean): void;
  hideWin(): void;
  setPrompt(text: string, tone?: 'win' | 'lose'): void;
  tile(index: number): HTMLButtonElement;
  /** The tile that holds the grid's one tab stop. */
  focusedTile(): number;
};

const EXPLOSION_MS = 520;

export function createMinesBoard(texts: MinesTexts): MinesBoard {
  let interactive = false;
  let pending: number | null = null;
  let focusIndex = 0;
  let states: readonly TileState[] = Array.from({ length: TILES }, () => 'hidden');
  const listeners: ((tile: number) => void)[] = [];

  const tiles = Array.from({ length: TILES }, (_, index) => {
    const button = h(
      'button',
      {
        class: 'tile',
        attrs: { type: 'button', tabindex: index === 0 ? 0 : -1, 'data-state': 'hidden' },
      },
      h('span', { class: 'tile__face' }),
      h('span', { class: 'tile__blast', attrs: { 'aria-hidden': 'true' } }),
    );
    button.addEventListener('click', () => {
      if (!interactive || pending !== null || states[index] !== 'hidden') return;
      for (const listener of listeners) listener(index);
    });
    button.addEventListener('focus', () => moveFocus(index, false));
    return button;
  });

  function moveFocus(index: number, focus = true) {
    tiles[focusIndex]!.tabIndex = -1;
    focusIndex = index;
    tiles[index]!.tabIndex = 0;
    if (focus) tiles[index]!.focus();
  }

  const grid = h(
    'div',
    { class: 'mines-grid', attrs: { role: 'group', 'aria-label': texts.board } },
    ...tiles,
  );
  grid.addEventListener('keydown', (event) => {
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    moveFocus(neighbour(focusIndex, event.key, event.ctrlKey));
  });

  const winMultiplier = h('span', { class: 'win-card__multiplier' });
  const winAmount = h('span', { class: 'win-card__amount' });
  const winCard = h(
    'div',
    { class: 'win-card', attrs: { hidden: true, 'aria-hidden': 'true' } },
    h('span', { class: 'win-card__label', text: texts.won }),
    winMultiplier,
    winAmount,
  );
  const prompt = h('p', { class: 'mines-prompt', text: texts.promptIdle, attrs: { 'aria-hidden': 'true' } });
  const element = h(
    'div',
    { class: 'mines-board' },
    h('div', { class: 'mines-grid-wrap' }, grid, winCard),
    prompt,
  );

  const stateWord: Record<TileState, string> = {
    hidden: texts.tileHidden,
    gem: texts.tileGem,
    hit: texts.tileHit,
    mine: texts.tileMine,
    spare: texts.tileSpare,
  };

  function paint(index: number, state: TileState, fresh: boolean) {
    const tile = tiles[index]!;
    const face = tile.firstElementChild!;
    const before = tile.dataset.state;
    tile.dataset.state = state;
    const label = fill(texts.tile, {
      n: String(index + 1),
      row: String(Math.floor(index / GRID_SIZE) + 1),
      column: String((index % GRID_SIZE) + 1),
    });
    tile.setAttribute('aria-label', `${label}: ${stateWord[state]}`);
    if (before !== state) {
      face.replaceChildren(
        ...(state === 'gem' || state === 'spare' ? [gemPicture()] : []),
        ...(state === 'mine' || state === 'hit' ? [minePicture()] : []),
      );
    }
    tile.classList.toggle('tile--fresh', fresh);
    if (fresh && !prefersReducedMotion()) {
      // Restart the reveal animation even if the class was there (the same tile in a new round).
      tile.classList.remove('tile--fresh');
      void tile.offsetWidth;
      tile.classList.add('tile--fresh');
    }
  }

  const applyInteractive = () => {
    grid.classList.toggle('mines-grid--live', interactive);
    for (const [index, tile] of tiles.entries()) {
      const available = interactive && states[index] === 'hidden';
      if (available) tile.removeAttribute('aria-disabled');
      else tile.setAttribute('aria-disabled', 'true');
    }
  };

  return {
    element,
    grid,
    onPick(listener) {
      listeners.push(listener);
    },
    setInteractive(next) {
      interactive = next;
      applyInteractive();
    },
    render(next, fresh = new Set()) {
      states = next;
      element.classList.toggle(
        'mines-board--over',
        next.some((state) => state === 'mine' || state === 'spare'),
      );
      for (const [index, state] of next.entries()) paint(index, state, fresh.has(index));
      applyInteractive();
    },
    setPending(tile) {
      if (pending !== null) tiles[pending]!.classList.remove('tile--pending');
      pending = tile;
      if (tile !== null) tiles[tile]!.classList.add('tile--pending');
      grid.setAttribute('aria-busy', String(tile !== null));
    },
    async explode(tile) {
      if (prefersReducedMotion()) return;
      const button = tiles[tile]!;
      button.classList.remove('tile--boom');
      element.classList.remove('mines-board--shake');
      void button.offsetWidth;
      button.classList.add('tile--boom');
      element.classList.add('mines-board--shake');
      await wait(EXPLOSION_MS);
      element.classList.remove('mines-board--shake');
    },
    showWin(multiplier, amount, big) {
      winMultiplier.textContent = multiplier;
      winAmount.textContent = amount;
      winCard.classList.toggle('win-card--big', big);
      winCard.hidden = false;
    },
    hideWin() {
      winCard.hidden = true;
    },
    setPrompt(text, tone) {
      prompt.textContent = text;
      if (tone) prompt.dataset.tone = tone;
      else delete prompt.dataset.tone;
    },
    tile: (index) => tiles[index]!,
    focusedTile: () => focusIndex,
  };
}

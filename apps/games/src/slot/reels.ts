// pixi compiles shaders with `new Function` unless this polyfill is installed first; the site's policy
// has no 'unsafe-eval'. It must be imported before anything else from pixi.js.
import 'pixi.js/unsafe-eval';
import { Application, BlurFilter, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { reelStrip, reelTape, reelTiming, type Tape } from './plan.ts';
import type { SlotSkin } from './skin.ts';

/*
 * The reels on a pixi.js canvas. Each symbol is drawn once into a texture; a reel is a column of
 * sprites that scroll through a "tape" (plan.ts: the theme's real strip around the stop the server
 * drew), blurred by their speed, and land with a small overshoot, left to right. Wins are drawn over
 * the window: the line's path with a glow, its cells framed and pulsing, the others dimmed. The ticker
 * runs only while something moves, so an idle machine costs nothing.
 */

export type Cell = [reel: number, row: number];

export type WinDrawing = { lines: { line: number; cells: Cell[] }[]; cells: Cell[] };

export type SpinOptions = {
  free: boolean;
  reduced: boolean;
  /** Per reel: hold it longer (a scatter trigger is still possible when it stops). */
  anticipation: readonly boolean[];
  onReelStop(reel: number): void;
};

export type ReelsView = {
  spin(grid: number[][], stops: number[], options: SpinOptions): Promise<void>;
  showWins(drawing: WinDrawing, pulse: boolean): void;
  clearWins(): void;
  setFree(free: boolean): void;
  /** A cell's centre in CSS pixels of the host (for bursts over a symbol). */
  cellCentre(reel: number, row: number): { x: number; y: number };
  /** A symbol's picture on its own canvas (the rules' paytable). */
  picture(symbol: number): HTMLCanvasElement | null;
};

type ReelMotion = { tape: Tape; start: number; ms: number; distance: number; last: number; done: boolean };

const TEXTURE = 200;
const GAP_RATIO = 0.06;
/** How much longer a reel spins while a scatter trigger is still possible. */
const TEASE_MS = 700;

function easeReel(u: number, distance: number): number {
  // A short wind-up against the spin, a fast run, a soft stop just past the landing, and back.
  if (u < 0.07) return -0.2 * Math.sin((Math.PI * u) / 0.07);
  const v = (u - 0.07) / 0.93;
  const run = distance * (1 - (1 - v) ** 2.4);
  const settle = v > 0.86 ? 0.24 * Math.sin((Math.PI * (v - 0.86)) / 0.14) : 0;
  return run + settle;
}

export async function createReels(host: HTMLElement, skin: SlotSkin): Promise<ReelsView> {
  const { theme } = skin;
  const rows = theme.rows;
  const reels = theme.reels;
  const app = new Application();
  await app.init({
    backgroundAlpha: 0,
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    preference: 'webgl',
    autoStart: false,
  });
  app.canvas.classList.add('slotgame__canvas');
  app.canvas.setAttribute('aria-hidden', 'true');
  host.prepend(app.canvas);

  const textures: Texture[] = theme.symbols.map((symbol) => {
    const art = skin.symbols[symbol.id];
    if (!art) throw new Error(`${skin.code}: no art for ${symbol.id}`);
    const drawn = art(TEXTURE);
    // A transparent square under the art keeps every texture the same size and centred.
    const frame = new Container();
    frame.addChild(new Graphics().rect(-TEXTURE / 2, -TEXTURE / 2, TEXTURE, TEXTURE).fill({ alpha: 0 }));
    frame.addChild(drawn);
    const texture = app.renderer.generateTexture({ target: frame, resolution: 1.5, antialias: true });
    frame.destroy({ children: true });
    return texture;
  });

  const backdrop = new Graphics();
  const reelLayer = new Container();
  const windowMask = new Graphics();
  const tease = new Graphics();
  const glow = new Graphics();
  const lines = new Graphics();
  reelLayer.mask = windowMask;
  app.stage.addChild(backdrop, tease, reelLayer, windowMask, glow, lines);

  const pool = rows + 2;
  const columns = Array.from({ length: reels }, () => {
    const column = new Container();
    const sprites = Array.from({ length: pool }, () => {
      const sprite = new Sprite(textures[0]!);
      sprite.anchor.set(0.5);
      column.addChild(sprite);
      return sprite;
    });
    const blur = new BlurFilter({ strengthX: 0, strengthY: 0, quality: 2 });
    reelLayer.addChild(column);
    return { column, sprites, blur };
  });

  // The window each reel shows when still: its strip around a stop, as if the machine had just stopped.
  const opening = Array.from({ length: reels }, (_, reel) => {
    const strip = reelStrip(theme, reel, false);
    return { strip, stop: (reel * 7 + 3) % strip.length };
  });
  // A still reel's tape is its window with one symbol of the strip above and below it.
  const still = (_reel: number, window: number[], strip: number[], stop: number): Tape => ({
    ...reelTape(strip, stop, window, [], 0),
    currentTop: 1,
  });
  const tapes: Tape[] = opening.map(({ strip, stop }, reel) =>
    still(
      reel,
      Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!),
      strip,
      stop,
    ),
  );
  const positions = tapes.map(() => 0);
  let motions: (ReelMotion | null)[] = tapes.map(() => null);
  let free = false;
  let win: WinDrawing | null = null;
  let pulseUntil = 0;
  let teasing = -1;

  let cell = 100;
  let gap = 6;
  let left = 0;
  let top = 0;

  const reelX = (reel: number) => left + reel * (cell + gap);
  const centre = (reel: number, row: number) => ({
    x: reelX(reel) + cell / 2,
    y: top + row * cell + cell / 2,
  });

  function layout() {
    const width = host.clientWidth;
    const height = host.clientHeight;
    cell = Math.max(10, Math.floor(Math.min(width / (reels + (reels - 1) * GAP_RATIO), height / rows)));
    gap = Math.round(cell * GAP_RATIO);
    left = Math.round((width - (reels * cell + (reels - 1) * gap)) / 2);
    top = Math.round((height - rows * cell) / 2);
    drawBackdrop();
    windowMask.clear();
    for (let reel = 0; reel < reels; reel += 1)
      windowMask.rect(reelX(reel), top, cell, rows * cell).fill(0xffffff);
    columns.forEach(({ column, sprites }, reel) => {
      column.position.set(reelX(reel) + cell / 2, top);
      for (const sprite of sprites) sprite.scale.set((cell * 0.92) / TEXTURE);
    });
    placeAll(performance.now());
    drawWins(performance.now());
  }

  function drawBackdrop() {
    backdrop.clear();
    const fill = free ? skin.colours.reelFree : skin.colours.reel;
    for (let reel = 0; reel < reels; reel += 1) {
      const x = reelX(reel);
      backdrop
        .roundRect(x, top, cell, rows * cell, Math.max(4, cell * 0.08))
        .fill({ color: fill, alpha: 0.92 });
      // A soft sheen down the middle of each reel, the glass over a drum.
      backdrop
        .roundRect(x + cell * 0.1, top + 2, cell * 0.8, rows * cell - 4, cell * 0.3)
        .fill({ color: 0xffffff, alpha: 0.035 });
      for (let row = 1; row < rows; row += 1)
        backdrop
          .moveTo(x + cell * 0.12, top + row * cell)
          .lineTo(x + cell * 0.88, top + row * cell)
          .stroke({ width: 1, color: skin.colours.divider, alpha: 0.35 });
    }
  }

  /** Puts a reel's sprites where its scroll position says, each showing its tape symbol. */
  function place(reel: number) {
    const tape = motions[reel]?.tape ?? tapes[reel]!;
    const topIndex = tape.currentTop - positions[reel]!;
    const first = Math.floor(topIndex) - 1;
    columns[reel]!.sprites.forEach((sprite, j) => {
      const k = first + j;
      const symbol = tape.symbols[k];
      sprite.visible = symbol !== undefined;
      if (symbol === undefined) return;
      sprite.texture = textures[symbol]!;
      sprite.position.set(0, (k - topIndex) * cell + cell / 2);
      sprite.alpha = 1;
      sprite.scale.set((cell * 0.92) / TEXTURE);
    });
  }

  function placeAll(now: number) {
    for (let reel = 0; reel < reels; reel += 1) {
      const motion = motions[reel];
      if (motion && !motion.done) {
        const u = Math.min(1, (now - motion.start) / Math.max(1, motion.ms));
        positions[reel] = u >= 1 ? motion.distance : easeReel(u, motion.distance);
      }
      place(reel);
    }
  }

  /** The sprite showing a still reel's row (the window sits at tape rows 1…rows). */
  const spriteAt = (reel: number, row: number) => columns[reel]!.sprites[row + 1];

  function drawWins(now: number) {
    glow.clear();
    lines.clear();
    if (!win) return;
    const pulse = now < pulseUntil ? Math.sin(now / 140) : 0;
    const shown = new Set(win.cells.map(([reel, row]) => `${reel}:${row}`));
    for (let reel = 0; reel < reels; reel += 1)
      for (let row = 0; row < rows; row += 1) {
        const sprite = spriteAt(reel, row);
        if (!sprite) continue;
        const lit = shown.has(`${reel}:${row}`);
        sprite.alpha = lit ? 1 : 0.32;
        sprite.scale.set(((cell * 0.92) / TEXTURE) * (lit ? 1 + 0.05 * pulse : 1));
      }
    const radius = Math.max(4, cell * 0.1);
    for (const [reel, row] of win.cells) {
      const x = reelX(reel);
      const y = top + row * cell;
      glow
        .roundRect(x + 2, y + 2, cell - 4, cell - 4, radius)
        .stroke({ width: Math.max(6, cell * 0.09), color: skin.colours.highlight, alpha: 0.22 + 0.1 * pulse })
        .roundRect(x + 3, y + 3, cell - 6, cell - 6, radius)
        .stroke({ width: Math.max(2, cell * 0.025), color: skin.colours.highlight, alpha: 0.95 });
    }
    for (const { line } of win.lines) {
      const colour = skin.colours.lines[line % skin.colours.lines.length]!;
      const path = theme.lines[line]!.map((row, reel) => centre(reel, row));
      const stroke = (width: number, alpha: number, color: number) => {
        lines.moveTo(left - gap, path[0]!.y);
        for (const point of path) lines.lineTo(point.x, point.y);
        lines.lineTo(reelX(reels - 1) + cell + gap, path.at(-1)!.y);
        lines.stroke({ width, color, alpha, cap: 'round', join: 'round' });
      };
      stroke(Math.max(10, cell * 0.13), 0.22, colour);
      stroke(Math.max(4, cell * 0.05), 0.95, colour);
      stroke(Math.max(1.5, cell * 0.015), 0.9, 0xffffff);
    }
  }

  function drawTease(now: number) {
    tease.clear();
    if (teasing < 0) return;
    const x = reelX(teasing);
    const strength = 0.55 + 0.35 * Math.sin(now / 90);
    tease
      .roundRect(x - gap / 2, top - gap / 2, cell + gap, rows * cell + gap, cell * 0.12)
      .fill({ color: skin.colours.highlight, alpha: 0.18 * strength })
      .stroke({ width: Math.max(3, cell * 0.04), color: skin.colours.highlight, alpha: strength });
  }

  let onFrame: ((now: number) => void) | null = null;
  app.ticker.add(() => {
    const now = performance.now();
    onFrame?.(now);
    drawWins(now);
    drawTease(now);
    const moving = motions.some((motion) => motion && !motion.done);
    if (!moving && now >= pulseUntil && teasing < 0) app.ticker.stop();
  });
  const wake = () => {
    if (!app.ticker.started) app.ticker.start();
  };

  const observer = new ResizeObserver(() => {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    if (width === app.renderer.width && height === app.renderer.height) return;
    app.renderer.resize(width, height);
    layout();
    if (!app.ticker.started) app.render();
  });
  observer.observe(host);
  layout();
  app.render();

  return {
    spin(grid, stops, options) {
      win = null;
      pulseUntil = 0;
      const strips = Array.from({ length: reels }, (_, reel) => reelStrip(theme, reel, options.free));
      const now = performance.now();
      let extra = 0;
      motions = grid.map((window, reel) => {
        const timing = reelTiming(reel, { free: options.free, reduced: options.reduced });
        if (options.anticipation[reel] && !options.reduced) extra += TEASE_MS;
        const ms = timing.ms + extra;
        const current = Array.from({ length: rows }, (_, row) => tapes[reel]!.symbols[1 + row]!);
        const tape = reelTape(
          strips[reel]!,
          stops[reel]!,
          window,
          current,
          timing.run + Math.round(extra / 55),
        );
        positions[reel] = 0;
        return {
          tape,
          start: now,
          ms,
          distance: tape.currentTop - tape.landingTop,
          last: 0,
          done: false,
        };
      });
      return new Promise<void>((resolve) => {
        const finish = () => {
          onFrame = null;
          teasing = -1;
          for (const { column } of columns) column.filters = [];
          grid.forEach((window, reel) => {
            tapes[reel] = still(reel, window, strips[reel]!, stops[reel]!);
            motions[reel] = null;
            positions[reel] = 0;
            place(reel);
          });
          app.render();
          resolve();
        };
        if (options.reduced) {
          grid.forEach((_, reel) => options.onReelStop(reel));
          finish();
          return;
        }
        onFrame = (frameNow) => {
          placeAll(frameNow);
          teasing = -1;
          motions.forEach((motion, reel) => {
            if (!motion || motion.done) return;
            const position = positions[reel]!;
            const speed = Math.abs(position - motion.last) * cell;
            motion.last = position;
            const { column, blur } = columns[reel]!;
            blur.strengthY = Math.min(14, speed * 0.45);
            column.filters = speed > 6 ? [blur] : [];
            if (teasing < 0 && options.anticipation[reel] && motions.slice(0, reel).every((m) => m?.done))
              teasing = reel;
            if (frameNow - motion.start >= motion.ms) {
              motion.done = true;
              column.filters = [];
              options.onReelStop(reel);
            }
          });
          if (motions.every((motion) => motion?.done)) finish();
        };
        wake();
      });
    },
    showWins(drawing, pulse) {
      win = drawing;
      pulseUntil = pulse ? performance.now() + 2600 : 0;
      drawWins(performance.now());
      if (pulse) wake();
      else app.render();
    },
    clearWins() {
      win = null;
      pulseUntil = 0;
      for (let reel = 0; reel < reels; reel += 1) place(reel);
      drawWins(performance.now());
      app.render();
    },
    setFree(next) {
      free = next;
      drawBackdrop();
      app.render();
    },
    cellCentre: centre,
    picture(symbol) {
      const texture = textures[symbol];
      if (!texture) return null;
      const canvas = app.renderer.extract.canvas(texture) as HTMLCanvasElement;
      canvas.classList.add('slotrules__canvas');
      return canvas;
    },
  };
}

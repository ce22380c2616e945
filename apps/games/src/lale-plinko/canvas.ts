// pixi compiles shaders with `new Function` unless this polyfill is installed first; the site's policy
// has no 'unsafe-eval'. It must be imported before anything else from pixi.js.
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import {
  BALL_RADIUS,
  fitBoard,
  flight,
  PIN_RADIUS,
  pinsHit,
  pinXs,
  positionAt,
  toPixels,
  type Fit,
  type Point,
  type Segment,
} from './layout.ts';

/*
 * The pyramid and the balls on a pixi.js canvas. Every texture is drawn at start (no image is loaded,
 * so pixi's loader workers, which the CSP would refuse, are never used). The ticker runs only while a
 * ball falls or a pin still glows; otherwise the canvas is drawn once per change. Positions live in
 * board units (layout.ts) and are turned into pixels every frame, so a resize mid-flight is harmless.
 */

export type DropHandlers = {
  /** The ball touched row `row`'s pin. */
  onPin(row: number): void;
  /** The ball is in its slot. */
  onLand(): void;
};

export type PlinkoCanvas = {
  setRows(rows: number): void;
  drop(path: readonly number[], handlers: DropHandlers): void;
  readonly inFlight: number;
};

type Ball = {
  segments: Segment[];
  hits: number[];
  start: number;
  reported: number;
  sprite: Sprite;
  trail: Sprite[];
  history: Point[];
  handlers: DropHandlers;
};

type Pin = { sprite: Sprite; halo: Sprite; glow: number };

const TEXTURE_PIN = 24;
const TEXTURE_BALL = 48;
const TRAIL = 5;
const PIN_COLOUR = 0xdfe5ff;
const PIN_LIT = 0xffc247;

export async function createPlinkoCanvas(
  host: HTMLElement,
  rows: number,
  onFit: (fit: Fit, rows: number) => void,
): Promise<PlinkoCanvas> {
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
  app.canvas.classList.add('plinko-canvas');
  app.canvas.setAttribute('aria-hidden', 'true');
  host.prepend(app.canvas);

  const texture = (draw: (g: Graphics) => Graphics): Texture =>
    app.renderer.generateTexture({ target: draw(new Graphics()), resolution: 2 });
  const pinTexture = texture((g) => g.circle(TEXTURE_PIN, TEXTURE_PIN, TEXTURE_PIN).fill(0xffffff));
  const haloTexture = texture((g) => {
    // A soft glow from rings of falling opacity (no gradient fills needed).
    for (let step = 8; step >= 1; step -= 1)
      g.circle(64, 64, (64 * step) / 8).fill({ color: 0xffffff, alpha: 0.05 + (8 - step) * 0.018 });
    return g;
  });
  const ballTexture = texture((g) =>
    g
      .circle(TEXTURE_BALL, TEXTURE_BALL, TEXTURE_BALL)
      .fill(0xd9480f)
      .circle(TEXTURE_BALL - 4, TEXTURE_BALL - 5, TEXTURE_BALL - 6)
      .fill(0xff8a3d)
      .circle(TEXTURE_BALL - 8, TEXTURE_BALL - 10, TEXTURE_BALL - 16)
      .fill(0xffc247)
      .circle(TEXTURE_BALL - 16, TEXTURE_BALL - 18, 10)
      .fill({ color: 0xffffff, alpha: 0.85 }),
  );

  const pinLayer = new Container();
  const haloLayer = new Container();
  const ballLayer = new Container();
  app.stage.addChild(haloLayer, pinLayer, ballLayer);

  let currentRows = rows;
  let fit: Fit = fitBoard(host.clientWidth, host.clientHeight, rows);
  let pins: Pin[][] = [];
  const balls: Ball[] = [];
  const glowing = new Set<Pin>();

  function buildPins() {
    for (const pin of pins.flat()) {
      pin.sprite.destroy();
      pin.halo.destroy();
    }
    glowing.clear();
    pins = Array.from({ length: currentRows }, (_, row) =>
      pinXs(row).map(() => {
        const sprite = new Sprite(pinTexture);
        sprite.anchor.set(0.5);
        sprite.tint = PIN_COLOUR;
        const halo = new Sprite(haloTexture);
        halo.anchor.set(0.5);
        halo.blendMode = 'add';
        halo.tint = PIN_LIT;
        halo.alpha = 0;
        pinLayer.addChild(sprite);
        haloLayer.addChild(halo);
        return { sprite, halo, glow: 0 };
      }),
    );
  }

  function layout() {
    fit = fitBoard(host.clientWidth, host.clientHeight, currentRows);
    const pinScale = (PIN_RADIUS * fit.gap) / TEXTURE_PIN;
    for (const [row, rowPins] of pins.entries()) {
      const xs = pinXs(row);
      for (const [index, pin] of rowPins.entries()) {
        const x = xs[index]!;
        const at = toPixels(fit, { x, y: row });
        pin.sprite.position.set(at.x, at.y);
        pin.sprite.scale.set(pinScale);
        pin.halo.position.set(at.x, at.y);
        pin.halo.scale.set((fit.gap * 0.55) / 64);
      }
    }
    const ballScale = (BALL_RADIUS * fit.gap) / TEXTURE_BALL;
    for (const ball of balls) {
      ball.sprite.scale.set(ballScale);
      for (const [index, ghost] of ball.trail.entries()) ghost.scale.set(ballScale * (1 - (index + 1) * 0.1));
    }
    onFit(fit, currentRows);
    if (!app.ticker.started) app.render();
  }

  const glow = (pin: Pin, amount: number) => {
    pin.glow = amount;
    glowing.add(pin);
  };

  app.ticker.add((ticker) => {
    const now = performance.now();
    for (let i = balls.length - 1; i >= 0; i -= 1) {
      const ball = balls[i]!;
      const position = positionAt(ball.segments, now - ball.start);
      // Segment s ends on row s's pin (s < rows); the last one ends in the slot.
      while (ball.reported < Math.min(position.finished, ball.hits.length)) {
        const row = ball.reported;
        const pin = pins[row]?.[ball.hits[row]!];
        if (pin) glow(pin, 1);
        ball.handlers.onPin(row);
        ball.reported += 1;
      }
      const at = toPixels(fit, position.point);
      ball.sprite.position.set(at.x, at.y);
      ball.history.unshift(at);
      ball.history.length = Math.min(ball.history.length, TRAIL + 1);
      for (const [index, ghost] of ball.trail.entries()) {
        const past = ball.history[index + 1] ?? at;
        ghost.position.set(past.x, past.y);
      }
      if (position.done) {
        ball.sprite.destroy();
        for (const ghost of ball.trail) ghost.destroy();
        balls.splice(i, 1);
        ball.handlers.onLand();
      }
    }
    const fade = Math.min(ticker.deltaMS, 50) / 380;
    for (const pin of glowing) {
      pin.glow = Math.max(0, pin.glow - fade);
      pin.halo.alpha = pin.glow * 0.9;
      pin.sprite.tint = pin.glow > 0.5 ? PIN_LIT : PIN_COLOUR;
      if (pin.glow === 0) glowing.delete(pin);
    }
    // The application renders after this; with nothing moving, that frame is the last.
    if (balls.length === 0 && glowing.size === 0) app.ticker.stop();
  });

  const observer = new ResizeObserver(() => {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    if (width === app.renderer.width && height === app.renderer.height) return;
    app.renderer.resize(width, height);
    layout();
  });
  observer.observe(host);

  buildPins();
  layout();

  return {
    setRows(next) {
      if (next === currentRows) return;
      currentRows = next;
      buildPins();
      layout();
    },
    drop(path, handlers) {
      const ballScale = (BALL_RADIUS * fit.gap) / TEXTURE_BALL;
      const trail = Array.from({ length: TRAIL }, (_, index) => {
        const ghost = new Sprite(ballTexture);
        ghost.anchor.set(0.5);
        ghost.alpha = 0.2 - index * 0.035;
        ghost.scale.set(ballScale * (1 - (index + 1) * 0.1));
        ballLayer.addChild(ghost);
        return ghost;
      });
      const sprite = new Sprite(ballTexture);
      sprite.anchor.set(0.5);
      sprite.scale.set(ballScale);
      ballLayer.addChild(sprite);
      balls.push({
        segments: flight(path),
        hits: pinsHit(path),
        start: performance.now(),
        reported: 0,
        sprite,
        trail,
        history: [],
        handlers,
      });
      if (!app.ticker.started) app.ticker.start();
    },
    get inFlight() {
      return balls.length;
    },
  };
}

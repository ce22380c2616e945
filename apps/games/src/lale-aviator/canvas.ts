// pixi compiles shaders with `new Function` unless this polyfill is installed first; the site's policy
// has no 'unsafe-eval'. It must be imported before anything else from pixi.js.
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics } from 'pixi.js';
import { axes, curvePoints, headingAt, multiplierTicks, toChart, type Chart } from './flight.ts';

/*
 * The flight on a pixi.js canvas: a slowly turning sunburst, the chart's grid, the curve with its glow
 * and the filled area under it, and the tulip plane riding the curve's end. Everything is drawn with
 * Graphics (no image is loaded: pixi's loader workers would need a blob: worker the CSP refuses). The
 * page hands a `Scene` every frame; the numbers (multiplier, countdown) are DOM over the canvas.
 */

export type Scene =
  | { kind: 'idle' }
  | { kind: 'betting' }
  | { kind: 'flying'; elapsedMs: number }
  | { kind: 'crashed'; elapsedMs: number; sinceCrashMs: number };

export type FlightCanvas = { destroy(): void };

const TULIP = 0xff3d7f;
const TULIP_DEEP = 0xc8155a;
const GOLD = 0xffc247;
const GRID = 0xb0b8d4;
const LOST = 0x8f98b8;
const FLY_AWAY_MS = 700;

function drawPlane(): Container {
  const plane = new Container();
  const body = new Graphics()
    // the tail fin and the tulip on it
    .poly([-30, -3, -40, -22, -30, -22, -20, -4])
    .fill(TULIP_DEEP)
    .circle(-32, -16, 4)
    .fill(GOLD)
    // the lower wing, behind the body
    .poly([-6, 2, 8, 2, -4, 20, -16, 20])
    .fill(TULIP_DEEP)
    // the fuselage
    .ellipse(0, 0, 30, 8.5)
    .fill(TULIP)
    .ellipse(2, -3, 24, 3)
    .fill({ color: 0xffffff, alpha: 0.18 })
    // the upper wing
    .poly([-8, -3, 6, -3, -6, -20, -18, -20])
    .fill(TULIP)
    // the cockpit and the nose
    .ellipse(12, -6, 6, 4)
    .fill({ color: 0xdfe5ff, alpha: 0.9 })
    .circle(29, 0, 4)
    .fill(GOLD);
  const propeller = new Graphics().roundRect(-2, -15, 4, 30, 2).fill({ color: 0xffe6a8, alpha: 0.85 });
  propeller.position.set(32, 0);
  propeller.label = 'propeller';
  plane.addChild(body, propeller);
  return plane;
}

export async function createFlightCanvas(
  host: HTMLElement,
  scene: () => Scene,
  reducedMotion: () => boolean,
): Promise<FlightCanvas> {
  const app = new Application();
  await app.init({
    backgroundAlpha: 0,
    width: Math.max(1, host.clientWidth),
    height: Math.max(1, host.clientHeight),
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    preference: 'webgl',
  });
  app.canvas.classList.add('flight__canvas');
  app.canvas.setAttribute('aria-hidden', 'true');
  host.prepend(app.canvas);

  const rays = new Graphics();
  const raysHolder = new Container();
  raysHolder.addChild(rays);
  const grid = new Graphics();
  const area = new Graphics();
  const glow = new Graphics();
  const line = new Graphics();
  const plane = drawPlane();
  const propeller = plane.getChildByLabel('propeller')!;
  app.stage.addChild(raysHolder, grid, area, glow, line, plane);

  let width = host.clientWidth;
  let height = host.clientHeight;

  const chart = (): Chart => {
    const padX = Math.max(18, width * 0.05);
    return {
      left: padX + 18,
      top: height * 0.16,
      width: width - padX * 2 - 64,
      height: height * 0.72 - 14,
    };
  };

  function drawRays() {
    rays.clear();
    const radius = Math.hypot(width, height);
    const count = 24;
    for (let i = 0; i < count; i += 2) {
      const a = (i / count) * Math.PI * 2;
      const b = ((i + 1) / count) * Math.PI * 2;
      rays
        .poly([0, 0, Math.cos(a) * radius, Math.sin(a) * radius, Math.cos(b) * radius, Math.sin(b) * radius])
        .fill({ color: 0xffffff, alpha: 0.022 });
    }
    const c = chart();
    raysHolder.position.set(c.left, c.top + c.height);
  }

  function drawGrid(elapsedMs: number) {
    const c = chart();
    const { spanMs, spanMultiplier } = axes(elapsedMs);
    grid.clear();
    grid
      .moveTo(c.left, c.top + c.height)
      .lineTo(c.left + c.width, c.top + c.height)
      .moveTo(c.left, c.top)
      .lineTo(c.left, c.top + c.height)
      .stroke({ width: 1, color: GRID, alpha: 0.22 });
    for (const tick of multiplierTicks(spanMultiplier)) {
      const y = c.top + c.height - ((tick - 1) / (spanMultiplier - 1)) * c.height;
      for (let x = c.left; x < c.left + c.width; x += 14) grid.rect(x, y, 6, 1);
    }
    const second = c.width / (spanMs / 1000);
    const every = second < 26 ? 5 : second < 50 ? 2 : 1;
    for (let s = every; s * 1000 < spanMs; s += every)
      grid.circle(c.left + s * second, c.top + c.height + 8, 2);
    grid.fill({ color: GRID, alpha: 0.28 });
  }

  function drawCurve(elapsedMs: number, lost: boolean) {
    const c = chart();
    const points = curvePoints(elapsedMs, c);
    const flat = points.flatMap((p) => [p.x, p.y]);
    const colour = lost ? LOST : TULIP;
    area.clear();
    glow.clear();
    line.clear();
    if (points.length < 2) return;
    const last = points[points.length - 1]!;
    area
      .poly([...flat, last.x, c.top + c.height, c.left, c.top + c.height])
      .fill({ color: colour, alpha: lost ? 0.12 : 0.22 });
    glow.poly(flat, false).stroke({ width: 12, color: colour, alpha: 0.14, join: 'round', cap: 'round' });
    line.poly(flat, false).stroke({ width: 4, color: colour, alpha: 1, join: 'round', cap: 'round' });
  }

  let spin = 0;
  function placePlane(elapsedMs: number, flyAway: number) {
    const c = chart();
    const end = toChart(elapsedMs, elapsedMs, c);
    const heading = Math.max(-0.75, Math.min(0, headingAt(elapsedMs, c)));
    const scale = Math.max(0.55, Math.min(1, width / 900));
    plane.scale.set(scale);
    plane.rotation = heading - flyAway * 0.35;
    plane.position.set(end.x + flyAway * width * 0.9, end.y - flyAway * height * 0.7);
    plane.alpha = 1 - flyAway * 0.6;
  }

  // Pixi draws the whole stage on every tick unless told otherwise. The picture changes only when the
  // flight moves or, with motion on, the sunburst turns and the propeller spins: it is drawn only then.
  // Drawn every frame, a plane waiting on the runway kept one and a half cores busy on a machine that
  // draws in software (no GPU), and drains a phone's battery for a picture that does not change.
  app.ticker.remove(app.render, app);

  // What the chart last drew: the curve is rebuilt only when it moved (a busy phone saves its frames).
  let drawn = '';
  let resized = true;
  app.ticker.add((ticker) => {
    const now = scene();
    const still = reducedMotion();
    if (!still) raysHolder.rotation += ticker.deltaMS * 0.00004;
    spin += ticker.deltaMS;
    propeller.scale.y = still ? 1 : 0.35 + Math.abs(Math.sin(spin / 30)) * 0.65;
    const key =
      now.kind === 'flying'
        ? `f${Math.round(now.elapsedMs / 8)}`
        : now.kind === 'crashed'
          ? `c${now.elapsedMs}:${Math.min(1, now.sinceCrashMs / FLY_AWAY_MS).toFixed(2)}`
          : `${now.kind}:${still ? 0 : Math.round(spin / 50)}`;
    if (key === drawn && !resized) {
      if (!still) app.render();
      return;
    }
    drawn = key;
    resized = false;
    if (now.kind === 'flying') {
      drawGrid(now.elapsedMs);
      drawCurve(now.elapsedMs, false);
      placePlane(now.elapsedMs, 0);
      plane.visible = true;
    } else if (now.kind === 'crashed') {
      drawGrid(now.elapsedMs);
      drawCurve(now.elapsedMs, true);
      const flyAway = still ? 1 : Math.min(1, now.sinceCrashMs / FLY_AWAY_MS);
      placePlane(now.elapsedMs, flyAway * flyAway);
      plane.visible = flyAway < 1;
    } else {
      drawGrid(0);
      drawCurve(0, false);
      placePlane(0, 0);
      // Waiting on the runway: a gentle bob while bets are taken.
      if (!still) plane.position.y += Math.sin(spin / 400) * 3;
      plane.visible = true;
    }
    app.render();
  });

  const observer = new ResizeObserver(() => {
    resized = true;
    width = Math.max(1, host.clientWidth);
    height = Math.max(1, host.clientHeight);
    app.renderer.resize(width, height);
    drawRays();
  });
  observer.observe(host);
  drawRays();

  return {
    destroy() {
      observer.disconnect();
      app.destroy(true);
    },
  };
}

import { roulette } from '@lale/originals';
import { prefersReducedMotion, type Shell } from '../shell/index.ts';

type Sound = Shell['sound'];

/*
 * The wheel, drawn in SVG from script (the numbers in roulette.WHEEL_ORDER, coloured by
 * roulette.colourOf): a gold rim, the ball track, the rotor with its numbered pockets and the turret.
 * The rotor turns slowly all the time; a spin speeds it up while the ball runs the other way round
 * the track, loses speed, drops, bounces over a few frets and comes to rest in the outcome's pocket,
 * where it then rides with the rotor. Transforms are SVG attributes set from script (the site's policy
 * allows no inline style); with reduced motion nothing turns and the ball is simply placed.
 */

const NS = 'http://www.w3.org/2000/svg';
const POCKETS = roulette.WHEEL_ORDER.length;
const STEP = 360 / POCKETS;
const TRACK_RADIUS = 171;
const POCKET_RADIUS = 104;
const SPIN_MS = 3900;
const IDLE_DEGREES_PER_SECOND = 9;

type Attrs = Record<string, string | number>;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Node[]) {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
  element.append(...children);
  return element;
}

const polar = (degrees: number, radius: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${(Math.sin(radians) * radius).toFixed(2)} ${(-Math.cos(radians) * radius).toFixed(2)}`;
};

/** A ring segment centred on the top, `STEP` wide, from radius `inner` to `outer`. */
function wedge(inner: number, outer: number): string {
  const half = STEP / 2;
  return [
    `M ${polar(-half, outer)}`,
    `A ${outer} ${outer} 0 0 1 ${polar(half, outer)}`,
    `L ${polar(half, inner)}`,
    `A ${inner} ${inner} 0 0 0 ${polar(-half, inner)}`,
    'Z',
  ].join(' ');
}

function gradients(id: string): SVGDefsElement {
  const stops = (pairs: [string, string, number?][]) =>
    pairs.map(([offset, colour, opacity]) =>
      svg('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity ?? 1 }),
    );
  return svg(
    'defs',
    {},
    svg(
      'linearGradient',
      { id: `${id}-rim`, x1: 0, y1: 0, x2: 1, y2: 1 },
      ...stops([
        ['0', '#ffe3a1'],
        ['0.35', '#d59a2c'],
        ['0.6', '#8a5a12'],
        ['1', '#f3c465'],
      ]),
    ),
    svg(
      'radialGradient',
      { id: `${id}-bowl`, cx: 0.5, cy: 0.5, r: 0.5 },
      ...stops([
        ['0.72', '#05030c'],
        ['0.86', '#2a1840'],
        ['0.95', '#140b24'],
        ['1', '#07040f'],
      ]),
    ),
    svg(
      'radialGradient',
      { id: `${id}-cone`, cx: 0.42, cy: 0.36, r: 0.7 },
      ...stops([
        ['0', '#4b3a7a'],
        ['0.55', '#22183f'],
        ['1', '#0c0818'],
      ]),
    ),
    svg(
      'radialGradient',
      { id: `${id}-ball`, cx: 0.35, cy: 0.3, r: 0.75 },
      ...stops([
        ['0', '#ffffff'],
        ['0.6', '#e6e9f2'],
        ['1', '#9aa2b8'],
      ]),
    ),
  );
}

function rotorOf(id: string): { rotor: SVGGElement; pockets: SVGPathElement[] } {
  const numberRing = wedge(118, 150);
  const pocketRing = wedge(90, 118);
  const pockets: SVGPathElement[] = [];
  const segments = roulette.WHEEL_ORDER.map((number, index) => {
    const colour = roulette.colourOf(number);
    const pocket = svg('path', { d: pocketRing, class: `wheel__pocket wheel__pocket--${colour}` });
    pockets.push(pocket);
    return svg(
      'g',
      { transform: `rotate(${(index * STEP).toFixed(3)})` },
      svg('path', { d: numberRing, class: `wheel__number wheel__number--${colour}` }),
      pocket,
      svg('line', {
        x1: 0,
        y1: -90,
        x2: 0,
        y2: -150,
        class: 'wheel__fret',
        transform: `rotate(${STEP / 2})`,
      }),
      svg('text', { x: 0, y: -134, class: 'wheel__label' }, document.createTextNode(String(number))),
    );
  });
  const spokes = [0, 90, 180, 270].map((angle) =>
    svg(
      'g',
      { transform: `rotate(${angle + 45})` },
      svg('rect', { x: -3, y: -70, width: 6, height: 50, rx: 3, class: 'wheel__spoke' }),
      svg('circle', { cx: 0, cy: -72, r: 6, class: 'wheel__knob' }),
    ),
  );
  const rotor = svg(
    'g',
    { class: 'wheel__rotor' },
    ...segments,
    svg('circle', { r: 150, class: 'wheel__ring' }),
    svg('circle', { r: 118, class: 'wheel__ring wheel__ring--thin' }),
    svg('circle', { r: 90, class: 'wheel__ring' }),
    svg('circle', { r: 89, fill: `url(#${id}-cone)` }),
    svg('circle', { r: 62, class: 'wheel__cone-line' }),
    ...spokes,
    svg('circle', { r: 22, class: 'wheel__hub' }),
    svg('circle', { r: 11, class: 'wheel__hub-top' }),
  );
  return { rotor, pockets };
}

export type Wheel = {
  element: HTMLElement;
  /** Spins to `number`; resolves once the ball rests in its pocket. */
  spin(number: number): Promise<void>;
};

export function createWheel(label: string, sound: Sound): Wheel {
  const id = `wheel-${Math.random().toString(36).slice(2, 8)}`;
  const { rotor, pockets } = rotorOf(id);
  const ball = svg(
    'g',
    { class: 'wheel__ball', visibility: 'hidden' },
    svg('circle', { r: 7.5, cy: 2, class: 'wheel__ball-shadow' }),
    svg('circle', { r: 7, fill: `url(#${id}-ball)` }),
  );
  const drawing = svg(
    'svg',
    { viewBox: '-200 -200 400 400', class: 'wheel__svg', role: 'img', 'aria-label': label },
    gradients(id),
    svg('circle', { r: 198, fill: `url(#${id}-rim)` }),
    svg('circle', { r: 189, fill: `url(#${id}-bowl)` }),
    svg('circle', { r: TRACK_RADIUS + 11, class: 'wheel__track-edge' }),
    svg('circle', { r: 154, class: 'wheel__apron' }),
    rotor,
    ball,
  );
  const element = document.createElement('div');
  element.className = 'wheel';
  element.append(drawing);

  let rotorAngle = 0;
  let ballAngle = 0; // relative to the rotor
  let ballRadius = TRACK_RADIUS;
  let ballShown = false;
  let last = performance.now();
  let frame = 0;
  let run: ((now: number, dt: number) => void) | null = null;

  const draw = () => {
    rotor.setAttribute('transform', `rotate(${rotorAngle.toFixed(2)})`);
    if (ballShown) {
      ball.setAttribute(
        'transform',
        `rotate(${(rotorAngle + ballAngle).toFixed(2)}) translate(0 ${(-ballRadius).toFixed(2)})`,
      );
    }
  };
  const tick = (now: number) => {
    const dt = Math.min(64, now - last) / 1000;
    last = now;
    rotorAngle = (rotorAngle + IDLE_DEGREES_PER_SECOND * dt) % 360;
    run?.(now, dt);
    draw();
    frame = window.requestAnimationFrame(tick);
  };
  const still = prefersReducedMotion();
  if (!still) frame = window.requestAnimationFrame(tick);
  draw();

  const showWinner = (index: number | null) => {
    pockets.forEach((pocket, i) => pocket.classList.toggle('wheel__pocket--winner', i === index));
  };

  return {
    element,
    spin(number) {
      const index = roulette.WHEEL_ORDER.indexOf(number);
      const endAngle = index * STEP;
      showWinner(null);
      ball.setAttribute('visibility', 'visible');
      if (still || frame === 0) {
        ballShown = true;
        ballAngle = endAngle;
        ballRadius = POCKET_RADIUS;
        draw();
        showWinner(index);
        return Promise.resolve();
      }
      // The ball starts where it is (or at the top of the track) and runs backwards round the rotor.
      const start = ballShown ? ballAngle : -rotorAngle;
      ballShown = true;
      const laps = 7;
      const travel = ((((start - endAngle) % 360) + 360) % 360) + 360 * laps;
      const began = performance.now();
      let lastPocket = Math.floor(start / STEP);
      let lastClick = 0;
      sound.play('roll', { volume: 0.45 });
      return new Promise((resolve) => {
        run = (now, dt) => {
          const p = Math.min(1, (now - began) / SPIN_MS);
          // The rotor is pushed at the start and slows back to its idle turn.
          rotorAngle = (rotorAngle + 150 * (1 - p) ** 2 * dt) % 360;
          ballAngle = endAngle + travel * (1 - p) ** 3;
          ballRadius = radiusAt(p);
          const pocket = Math.floor(ballAngle / STEP);
          if (p > 0.6 && pocket !== lastPocket && now - lastClick > 55) {
            lastClick = now;
            sound.play('tick', { rate: 1.3 - p * 0.4, volume: 0.3 * (1.1 - p) });
          }
          lastPocket = pocket;
          if (p >= 1) {
            run = null;
            ballAngle = endAngle;
            ballRadius = POCKET_RADIUS;
            showWinner(index);
            resolve();
          }
        };
      });
    },
  };
}

/** The ball's distance from the centre: on the track, then down the apron, bouncing over the frets. */
function radiusAt(p: number): number {
  const drop = Math.min(1, Math.max(0, (p - 0.52) / 0.3));
  const eased = drop * drop * (3 - 2 * drop);
  const base = TRACK_RADIUS + (POCKET_RADIUS - TRACK_RADIUS) * eased;
  const wobble = p < 0.52 ? Math.sin(p * 60) * 1.2 : 0;
  const bounceP = (p - 0.74) / 0.2;
  const bounce =
    bounceP > 0 && bounceP < 1 ? Math.abs(Math.sin(bounceP * Math.PI * 3)) * 11 * (1 - bounceP) : 0;
  return base + wobble + bounce;
}

import { SNOWFALL_DEFAULTS } from '@lale/contracts';

/*
 * The snowfall's model (spec §1 defaults: 50 flakes, 5-15 px, speed 2, white), kept apart from the
 * canvas so it can be reasoned about and tested without one. Speeds are pixels per 60 Hz frame; a step
 * takes the real elapsed time, so the snow falls as fast on a 120 Hz screen as on a 60 Hz one.
 */
export type SnowOptions = {
  flakeCount: number;
  minSize: number;
  maxSize: number;
  speed: number;
  color: string;
};

export type Flake = { x: number; y: number; size: number; fall: number; sway: number; phase: number };

const FRAME_MS = 1000 / 60;

function newFlake(options: SnowOptions, width: number, y: number, random: () => number): Flake {
  const size = options.minSize + random() * (options.maxSize - options.minSize);
  // Bigger flakes are "nearer", so they fall a little faster than the small ones.
  const depth = (size - options.minSize) / Math.max(1, options.maxSize - options.minSize);
  return {
    x: random() * width,
    y,
    size,
    fall: options.speed * (0.6 + 0.6 * depth),
    sway: 0.3 + random() * 0.7,
    phase: random() * Math.PI * 2,
  };
}

/** Flakes spread over the whole screen, so the first frame is already snowing. */
export function createFlakes(
  width: number,
  height: number,
  options: SnowOptions = SNOWFALL_DEFAULTS,
  random: () => number = Math.random,
): Flake[] {
  return Array.from({ length: options.flakeCount }, () =>
    newFlake(options, width, random() * height, random),
  );
}

/** Moves every flake on by `elapsedMs`; a flake that leaves the bottom comes back in from the top. */
export function stepFlakes(
  flakes: Flake[],
  elapsedMs: number,
  width: number,
  height: number,
  options: SnowOptions = SNOWFALL_DEFAULTS,
  random: () => number = Math.random,
): void {
  // A long pause (a hidden tab) must not teleport the snow.
  const frames = Math.min(elapsedMs, 100) / FRAME_MS;
  flakes.forEach((flake, index) => {
    flake.phase += 0.02 * frames;
    flake.y += flake.fall * frames;
    flake.x += Math.sin(flake.phase) * flake.sway * frames;
    if (flake.y - flake.size > height) flakes[index] = newFlake(options, width, -flake.size, random);
    else if (flake.x > width + flake.size) flake.x = -flake.size;
    else if (flake.x < -flake.size) flake.x = width + flake.size;
  });
}

export function drawFlakes(
  context: CanvasRenderingContext2D,
  flakes: readonly Flake[],
  width: number,
  height: number,
  color: string = SNOWFALL_DEFAULTS.color,
): void {
  context.clearRect(0, 0, width, height);
  context.fillStyle = color;
  for (const flake of flakes) {
    context.globalAlpha = 0.55 + 0.45 * (flake.size / SNOWFALL_DEFAULTS.maxSize);
    context.beginPath();
    context.arc(flake.x, flake.y, flake.size / 2, 0, Math.PI * 2);
    context.fill();
  }
  context.globalAlpha = 1;
}

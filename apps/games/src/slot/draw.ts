import { Container, Graphics, Text, type TextStyleOptions } from 'pixi.js';

/*
 * Small drawing helpers the themes' symbol art shares: a glow halo, a faceted gem, a caption, a
 * neon outline. Everything is drawn in a 200-unit box centred on (0, 0) and scaled by the reels.
 */

/** A colour lightened (factor > 1) or darkened (< 1). */
export function shade(colour: number, factor: number): number {
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((colour >> shift) & 0xff) * factor)));
  return (channel(16) << 16) | (channel(8) << 8) | channel(0);
}

/** A soft round glow behind a symbol: rings of falling opacity. */
export function halo(colour: number, radius: number, strength = 1): Graphics {
  const g = new Graphics();
  for (let step = 10; step >= 1; step -= 1)
    g.circle(0, 0, (radius * step) / 10).fill({ color: colour, alpha: 0.03 * strength });
  return g;
}

/** A faceted gem from its outline (points x, y, …): the table lighter, facets to the rim. */
export function gem(outline: number[], colour: number, scale = 0.5): Graphics {
  const g = new Graphics();
  g.poly(outline)
    .fill(shade(colour, 0.7))
    .stroke({ width: 3, color: shade(colour, 1.6), alpha: 0.9 });
  const inner = outline.map((value) => value * scale);
  for (let i = 0; i < outline.length; i += 2) {
    const j = (i + 2) % outline.length;
    g.poly([
      outline[i]!,
      outline[i + 1]!,
      outline[j]!,
      outline[j + 1]!,
      inner[j]!,
      inner[j + 1]!,
      inner[i]!,
      inner[i + 1]!,
    ]).fill({
      color: i % 4 === 0 ? shade(colour, 1.25) : colour,
      alpha: 0.95,
    });
  }
  g.poly(inner).fill(shade(colour, 1.45)).stroke({ width: 2, color: 0xffffff, alpha: 0.5 });
  g.poly([inner[0]! * 0.6, inner[1]! * 0.6, inner[2]! * 0.6, inner[3]! * 0.6, 0, 0]).fill({
    color: 0xffffff,
    alpha: 0.45,
  });
  return g;
}

/** A bold caption (WILD, SCATTER…) across the symbol's foot. */
export function caption(text: string, y: number, style: TextStyleOptions): Text {
  const label = new Text({
    text,
    style: {
      fontFamily: 'system-ui, "Segoe UI", Roboto, Arial, sans-serif',
      fontWeight: '900',
      fontSize: 34,
      letterSpacing: 2,
      ...style,
    },
  });
  label.anchor.set(0.5);
  label.position.set(0, y);
  return label;
}

/** A neon tube: the path drawn as wide faint strokes under a bright one and a white core. */
export function neon(path: (g: Graphics) => Graphics, colour: number, fill?: number): Graphics {
  const g = new Graphics();
  for (const [width, alpha] of [
    [26, 0.08],
    [18, 0.14],
    [11, 0.3],
  ] as const)
    path(g).stroke({ width, color: colour, alpha, join: 'round', cap: 'round' });
  if (fill !== undefined) path(g).fill({ color: fill, alpha: 0.9 });
  path(g).stroke({ width: 5, color: colour, join: 'round', cap: 'round' });
  path(g).stroke({ width: 1.6, color: 0xffffff, alpha: 0.85, join: 'round', cap: 'round' });
  return g;
}

/** Several drawings in one container (first at the back). */
export function group(...parts: Container[]): Container {
  const container = new Container();
  for (const part of parts) container.addChild(part);
  return container;
}

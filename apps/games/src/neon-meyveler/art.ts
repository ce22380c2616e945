import { Graphics } from 'pixi.js';
import { caption, group, halo, neon } from '../slot/draw.ts';
import type { SymbolArt } from '../slot/skin.ts';

/* Neon Meyveler's symbols: a classic fruit machine in neon tubes — the joker (wild), 7, BAR, bell,
 * watermelon, grapes, plum, lemon, cherries and the star (scatter). */

const FONT = 'system-ui, "Segoe UI", Roboto, Arial, sans-serif';
const glowText = (text: string, colour: number, size: number, y = 0) =>
  caption(text, y, {
    fontFamily: FONT,
    fontSize: size,
    fill: colour,
    stroke: { color: 0xffffff, width: 4 },
    dropShadow: { color: colour, blur: 16, distance: 0, alpha: 1, angle: 0 },
  });

export const NEON_ART: Record<string, SymbolArt> = {
  joker: () =>
    group(
      halo(0xff2bd6, 96, 1.6),
      neon(
        (g) =>
          g
            .moveTo(-64, 10)
            .lineTo(-52, -52)
            .lineTo(-20, -8)
            .lineTo(0, -64)
            .lineTo(20, -8)
            .lineTo(52, -52)
            .lineTo(64, 10)
            .closePath(),
        0xff2bd6,
        0x3a0a45,
      ),
      neon((g) => g.circle(-52, -58, 9).circle(0, -70, 9).circle(52, -58, 9), 0xffe600, 0xffe600),
      glowText('WILD', 0xffe600, 46, 44),
    ),
  yedi: () => group(halo(0xff2d55, 90), glowText('7', 0xff2d55, 170, 0)),
  bar: () =>
    group(
      halo(0x00e5ff, 90),
      neon((g) => g.roundRect(-76, -36, 152, 72, 16), 0x00e5ff, 0x062a3a),
      glowText('BAR', 0x00e5ff, 54, 2),
    ),
  zil: () =>
    group(
      halo(0xffd60a, 90),
      neon(
        (g) =>
          g
            .moveTo(0, -64)
            .bezierCurveTo(-40, -60, -44, -10, -50, 26)
            .lineTo(-62, 40)
            .lineTo(62, 40)
            .lineTo(50, 26)
            .bezierCurveTo(44, -10, 40, -60, 0, -64)
            .closePath(),
        0xffd60a,
        0x3a2c00,
      ),
      neon((g) => g.circle(0, 54, 12), 0xffd60a, 0xffd60a),
    ),
  karpuz: () =>
    group(
      halo(0x39ff6a, 90),
      neon((g) => g.moveTo(-72, -20).arc(0, -20, 72, Math.PI, 0, true).closePath(), 0x39ff6a, 0x0d3a1a),
      neon((g) => g.moveTo(-58, -20).arc(0, -20, 58, Math.PI, 0, true).closePath(), 0xff2d55, 0x5a0a1e),
      (() => {
        const g = new Graphics();
        for (const [x, y] of [
          [-30, 0],
          [0, 14],
          [30, 0],
          [-14, 24],
          [14, 24],
        ])
          g.ellipse(x!, y!, 4, 7).fill(0x111111).stroke({ width: 1.5, color: 0xffffff, alpha: 0.6 });
        return g;
      })(),
    ),
  uzum: () =>
    group(
      halo(0xb44dff, 90),
      neon(
        (g) => g.moveTo(0, -56).lineTo(6, -76).moveTo(6, -70).bezierCurveTo(24, -84, 44, -70, 40, -58),
        0x39ff6a,
      ),
      neon(
        (g) =>
          g
            .circle(-30, -30, 18)
            .circle(0, -36, 18)
            .circle(30, -30, 18)
            .circle(-16, -2, 18)
            .circle(16, -2, 18)
            .circle(0, 28, 18),
        0xb44dff,
        0x2c0a45,
      ),
    ),
  erik: () =>
    group(
      halo(0x6e5bff, 90),
      neon((g) => g.ellipse(0, 8, 54, 60), 0x6e5bff, 0x17103f),
      neon(
        (g) =>
          g.moveTo(0, -52).bezierCurveTo(16, -78, 46, -76, 52, -62).bezierCurveTo(30, -54, 12, -56, 0, -52),
        0x39ff6a,
        0x0d3a1a,
      ),
      neon((g) => g.moveTo(-24, -20).bezierCurveTo(-34, 0, -30, 20, -20, 34), 0xffffff),
    ),
  limon: () =>
    group(
      halo(0xfff200, 90),
      neon(
        (g) =>
          g
            .moveTo(-76, 0)
            .bezierCurveTo(-60, -58, 60, -58, 76, 0)
            .bezierCurveTo(60, 58, -60, 58, -76, 0)
            .closePath(),
        0xfff200,
        0x3a3600,
      ),
    ),
  kiraz: () =>
    group(
      halo(0xff3355, 90),
      neon(
        (g) =>
          g
            .moveTo(-34, 22)
            .bezierCurveTo(-20, -20, 0, -50, 16, -70)
            .moveTo(34, 30)
            .bezierCurveTo(30, -10, 22, -40, 16, -70),
        0x39ff6a,
      ),
      neon(
        (g) =>
          g.moveTo(16, -70).bezierCurveTo(36, -86, 60, -76, 66, -64).bezierCurveTo(46, -56, 30, -60, 16, -70),
        0x39ff6a,
        0x0d3a1a,
      ),
      neon((g) => g.circle(-36, 40, 30).circle(34, 46, 30), 0xff3355, 0x4a0714),
    ),
  yildiz: () =>
    group(
      halo(0xffe600, 100, 2),
      neon((g) => g.star(0, -8, 5, 72, 32, 0), 0xffe600, 0x3a3000),
      glowText('SCATTER', 0xff2bd6, 28, 78),
    ),
};

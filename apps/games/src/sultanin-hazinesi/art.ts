import { Graphics } from 'pixi.js';
import { caption, gem, group, halo, shade } from '../slot/draw.ts';
import type { SymbolArt } from '../slot/skin.ts';

/* Sultanın Hazinesi's symbols: the tughra (wild), crown, ruby, emerald, dagger, oil lamp, crescent and
 * the treasure chest (scatter), in palace gold on deep sapphire. */

const GOLD = 0xf5c542;
const GOLD_DARK = 0xa8741a;

const octagon = (rx: number, ry: number) => {
  const points: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const angle = Math.PI / 8 + (i * Math.PI) / 4;
    points.push(Math.cos(angle) * rx, Math.sin(angle) * ry);
  }
  return points;
};

export const SULTAN_ART: Record<string, SymbolArt> = {
  tugra: () => {
    const g = new Graphics();
    g.circle(0, -6, 78).fill(0x5c0f1e).stroke({ width: 6, color: GOLD });
    g.circle(0, -6, 68).stroke({ width: 2, color: GOLD, alpha: 0.6 });
    for (const x of [-16, 0, 16])
      g.moveTo(x, 30)
        .lineTo(x + 4, -64)
        .stroke({ width: 6, color: GOLD, cap: 'round' });
    g.ellipse(-24, 12, 40, 22).stroke({ width: 5, color: GOLD });
    g.ellipse(-18, 12, 26, 13).stroke({ width: 4, color: GOLD });
    g.moveTo(-2, 30).bezierCurveTo(30, 40, 56, 20, 58, -10).stroke({ width: 5, color: GOLD, cap: 'round' });
    return group(
      halo(GOLD, 100, 1.5),
      g,
      caption('WILD', 70, { fill: GOLD, stroke: { color: 0x3a0610, width: 8 }, fontSize: 38 }),
    );
  },
  tac: () => {
    const g = new Graphics();
    g.poly([-70, 40, -76, -30, -38, 0, 0, -58, 38, 0, 76, -30, 70, 40])
      .fill(GOLD)
      .stroke({ width: 4, color: GOLD_DARK });
    g.rect(-72, 34, 144, 26).fill(shade(GOLD, 0.85)).stroke({ width: 3, color: GOLD_DARK });
    for (const [x, y, colour] of [
      [-76, -34, 0xe0115f],
      [0, -62, 0x1ec8a0],
      [76, -34, 0xe0115f],
    ] as const)
      g.circle(x, y, 10).fill(colour).stroke({ width: 3, color: GOLD_DARK });
    for (const [x, colour] of [
      [-40, 0xe0115f],
      [0, 0x2f7bff],
      [40, 0x1ec8a0],
    ] as const)
      g.ellipse(x, 47, 9, 7).fill(colour);
    g.poly([-50, 28, -44, 0, -30, 28]).fill({ color: 0xffffff, alpha: 0.35 });
    return group(halo(GOLD, 94, 1.2), g);
  },
  yakut: () => group(halo(0xff1f4b, 90), gem([0, -70, 62, -24, 40, 60, -40, 60, -62, -24], 0xd0103a)),
  zumrut: () => group(halo(0x1ec870, 90), gem(octagon(58, 70), 0x0f9d58, 0.55)),
  hancer: () => {
    const g = new Graphics();
    g.moveTo(-6, 10)
      .bezierCurveTo(-14, -30, 4, -60, 30, -82)
      .bezierCurveTo(22, -50, 16, -20, 10, 10)
      .closePath();
    g.fill(0xdfe6f0).stroke({ width: 3, color: 0x8893a8 });
    g.moveTo(2, 4).bezierCurveTo(0, -30, 12, -56, 26, -74).stroke({ width: 2, color: 0xffffff, alpha: 0.8 });
    g.roundRect(-34, 8, 68, 14, 7).fill(GOLD).stroke({ width: 3, color: GOLD_DARK });
    g.roundRect(-9, 22, 18, 50, 8).fill(0x5c0f1e).stroke({ width: 3, color: GOLD });
    g.circle(0, 80, 11).fill(GOLD).stroke({ width: 3, color: GOLD_DARK });
    g.circle(0, 15, 7).fill(0xe0115f);
    return group(halo(0x9fb4ff, 88), g);
  },
  kandil: () => {
    const g = new Graphics();
    g.moveTo(-6, -30)
      .bezierCurveTo(-18, -52, 0, -70, 2, -86)
      .bezierCurveTo(14, -64, 14, -46, 4, -30)
      .closePath()
      .fill(0xff9f1c);
    g.moveTo(-2, -34)
      .bezierCurveTo(-8, -48, 2, -58, 3, -68)
      .bezierCurveTo(8, -54, 8, -44, 2, -34)
      .closePath()
      .fill(0xfff3b0);
    g.ellipse(-4, 10, 58, 32).fill(GOLD).stroke({ width: 4, color: GOLD_DARK });
    g.moveTo(40, 0)
      .bezierCurveTo(70, -6, 78, -20, 86, -34)
      .lineTo(90, -26)
      .bezierCurveTo(80, 0, 64, 14, 44, 18)
      .fill(GOLD)
      .stroke({ width: 3, color: GOLD_DARK });
    g.moveTo(-58, 4).bezierCurveTo(-84, 0, -84, 36, -56, 28).stroke({ width: 7, color: GOLD_DARK });
    g.ellipse(-4, 42, 32, 10).fill(shade(GOLD, 0.8)).stroke({ width: 3, color: GOLD_DARK });
    g.ellipse(-20, 0, 18, 8).fill({ color: 0xffffff, alpha: 0.4 });
    g.ellipse(-4, -18, 16, 6).fill(GOLD_DARK);
    return group(halo(0xff9f1c, 94, 1.4), g);
  },
  hilal: () => {
    const g = new Graphics();
    // The crescent: the outer circle's arc round the left, back along a wider circle's arc inside it.
    const tips = Math.atan2(60.7, -27.8);
    g.moveTo(20.2, -60.7)
      .arc(0, 0, 64, -1.25, 1.25, true)
      .arc(48, 0, 66.8, tips, 2 * Math.PI - tips, false)
      .closePath()
      .fill(GOLD)
      .stroke({ width: 3, color: GOLD_DARK });
    g.star(38, 0, 5, 24, 10, -Math.PI / 2)
      .fill(0xfff3b0)
      .stroke({ width: 2, color: GOLD_DARK });
    return group(halo(GOLD, 90), g);
  },
  sandik: () => {
    const g = new Graphics();
    g.moveTo(-72, -10)
      .bezierCurveTo(-72, -62, 72, -62, 72, -10)
      .closePath()
      .fill(0x7a3b12)
      .stroke({ width: 4, color: GOLD });
    g.rect(-72, -10, 144, 72).fill(0x8f4a18).stroke({ width: 4, color: GOLD });
    for (const x of [-46, 46])
      g.rect(x - 7, -52, 14, 114)
        .fill(GOLD)
        .stroke({ width: 2, color: GOLD_DARK });
    g.rect(-72, -14, 144, 12).fill(GOLD).stroke({ width: 2, color: GOLD_DARK });
    g.roundRect(-16, -12, 32, 34, 6).fill(GOLD).stroke({ width: 3, color: GOLD_DARK });
    g.circle(0, 2, 5).fill(0x2a1405);
    for (const [x, y] of [
      [-24, -44],
      [-4, -50],
      [18, -46],
      [34, -40],
    ])
      g.circle(x!, y!, 10).fill(0xffd84a).stroke({ width: 2, color: GOLD_DARK });
    g.circle(-10, -40, 7).fill(0xe0115f);
    return group(
      halo(0xffd84a, 100, 2),
      g,
      caption('SCATTER', 80, { fill: 0xffffff, stroke: { color: 0x5c0f1e, width: 7 }, fontSize: 26 }),
    );
  },
};

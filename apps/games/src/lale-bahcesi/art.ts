import { Graphics } from 'pixi.js';
import { caption, group, halo, shade } from '../slot/draw.ts';
import type { SymbolArt } from '../slot/skin.ts';

/* Lale Bahçesi's symbols: the tulip (wild), the evil eye, tea, Turkish delight, simit, pomegranate,
 * coffee and the butterfly (scatter), drawn like İznik tiles — rich reds, cobalt, turquoise, gold. */

const GOLD = 0xffc247;

function tulip(): Graphics {
  const g = new Graphics();
  g.moveTo(0, 18).bezierCurveTo(5, 40, -3, 62, 0, 84).stroke({ width: 8, color: 0x2f8f4e, cap: 'round' });
  g.moveTo(0, 78)
    .bezierCurveTo(-30, 66, -52, 44, -52, 16)
    .bezierCurveTo(-30, 28, -10, 46, 0, 78)
    .fill(0x3bb36a);
  g.moveTo(0, 78).bezierCurveTo(30, 66, 52, 44, 52, 16).bezierCurveTo(30, 28, 10, 46, 0, 78).fill(0x2e9b58);
  g.moveTo(-4, 26)
    .bezierCurveTo(-50, 14, -54, -32, -40, -62)
    .bezierCurveTo(-26, -42, -12, -30, -4, -20)
    .closePath();
  g.fill(0xc8102e).stroke({ width: 3, color: GOLD });
  g.moveTo(4, 26).bezierCurveTo(50, 14, 54, -32, 40, -62).bezierCurveTo(26, -42, 12, -30, 4, -20).closePath();
  g.fill(0xc8102e).stroke({ width: 3, color: GOLD });
  g.moveTo(0, -72).bezierCurveTo(30, -48, 32, 2, 0, 28).bezierCurveTo(-32, 2, -30, -48, 0, -72).closePath();
  g.fill(0xff3d7f).stroke({ width: 3, color: GOLD });
  g.moveTo(-6, -50)
    .bezierCurveTo(-14, -30, -12, -10, -6, 6)
    .stroke({ width: 5, color: 0xffb3cc, alpha: 0.7, cap: 'round' });
  return g;
}

export const LALE_ART: Record<string, SymbolArt> = {
  lale: () =>
    group(
      halo(0xff3d7f, 96, 1.6),
      tulip(),
      caption('WILD', 74, { fill: GOLD, stroke: { color: 0x5a0a1e, width: 7 }, fontSize: 36 }),
    ),
  nazar: () => {
    const g = new Graphics();
    g.circle(0, 0, 70).fill(0x0b3d91).stroke({ width: 5, color: 0x7fb8ff });
    g.circle(0, 0, 52).fill(0xf4f8ff);
    g.circle(0, 0, 35).fill(0x2aa6e0);
    g.circle(0, 0, 19).fill(0x081634);
    g.circle(-11, -13, 8).fill({ color: 0xffffff, alpha: 0.9 });
    g.ellipse(-30, -40, 18, 8).fill({ color: 0xffffff, alpha: 0.25 });
    return group(halo(0x2aa6e0, 92), g);
  },
  cay: () => {
    const g = new Graphics();
    g.ellipse(0, 62, 66, 15).fill(0xc81e45).stroke({ width: 3, color: GOLD });
    g.ellipse(0, 58, 40, 8).fill(shade(0xc81e45, 0.7));
    // The tulip-shaped glass: wide rim, narrow waist, round foot.
    const glass = (inset: number) =>
      g
        .moveTo(-34 + inset, -58)
        .bezierCurveTo(-30 + inset, -20, -14 + inset, -8, -18 + inset, 14)
        .bezierCurveTo(-24 + inset, 36, -28 + inset, 52, 0, 56)
        .bezierCurveTo(28 - inset, 52, 24 - inset, 36, 18 - inset, 14)
        .bezierCurveTo(14 - inset, -8, 30 - inset, -20, 34 - inset, -58)
        .closePath();
    glass(0).fill({ color: 0xffffff, alpha: 0.18 }).stroke({ width: 3, color: 0xffffff, alpha: 0.8 });
    g.moveTo(-29, -40).bezierCurveTo(-24, -14, -12, -6, -15, 14).bezierCurveTo(-21, 36, -24, 50, 0, 52);
    g.bezierCurveTo(24, 50, 21, 36, 15, 14)
      .bezierCurveTo(12, -6, 24, -14, 29, -40)
      .closePath()
      .fill(0xb8321a);
    g.ellipse(0, -40, 29, 5).fill(0xe0662e);
    g.rect(-36, -64, 72, 7).fill(GOLD);
    g.moveTo(-22, -30)
      .bezierCurveTo(-18, -10, -10, 0, -12, 20)
      .stroke({ width: 4, color: 0xffffff, alpha: 0.45, cap: 'round' });
    return group(halo(0xe0662e, 90), g);
  },
  lokum: () => {
    const g = new Graphics();
    const cube = (x: number, y: number, colour: number) => {
      g.roundRect(x - 30, y - 26, 60, 52, 12)
        .fill(colour)
        .stroke({ width: 3, color: shade(colour, 0.75) });
      g.roundRect(x - 24, y - 22, 48, 16, 8).fill({ color: 0xffffff, alpha: 0.35 });
      for (const [dx, dy] of [
        [-14, 4],
        [8, 10],
        [16, -2],
        [-4, 14],
      ])
        g.circle(x + dx!, y + dy!, 2.5).fill({ color: 0xffffff, alpha: 0.85 });
    };
    cube(-30, 34, 0xff7aa8);
    cube(32, 34, 0x9be36d);
    cube(0, -18, 0xff4f8b);
    return group(halo(0xff7aa8, 90), g);
  },
  simit: () => {
    const g = new Graphics();
    g.circle(0, 0, 68).fill(0x9a4f16).circle(0, 0, 24).cut();
    g.circle(0, -4, 62).fill(0xc7712a).circle(0, -4, 28).cut();
    for (let i = 0; i < 12; i += 1) {
      const angle = (i / 12) * Math.PI * 2;
      g.moveTo(Math.cos(angle) * 30, Math.sin(angle) * 30 - 4)
        .lineTo(Math.cos(angle + 0.35) * 62, Math.sin(angle + 0.35) * 62 - 4)
        .stroke({ width: 3, color: 0x7a3a0c, alpha: 0.6 });
    }
    for (let i = 0; i < 26; i += 1) {
      const angle = i * 2.39;
      const radius = 36 + ((i * 7) % 22);
      g.ellipse(Math.cos(angle) * radius, Math.sin(angle) * radius - 4, 3.2, 1.8).fill(0xfbe7b2);
    }
    return group(halo(0xc7712a, 90), g);
  },
  nar: () => {
    const g = new Graphics();
    g.poly([-16, -56, -10, -74, -2, -60, 6, -76, 12, -58, 20, -70, 18, -50])
      .fill(0x8a0f24)
      .stroke({ width: 2, color: GOLD });
    g.circle(0, 6, 62)
      .fill(0xb3122e)
      .stroke({ width: 3, color: shade(0xb3122e, 0.6) });
    g.ellipse(-22, -22, 16, 10).fill({ color: 0xffffff, alpha: 0.25 });
    g.ellipse(18, 22, 30, 24).fill(0xf9dccf);
    for (let i = 0; i < 11; i += 1) g.circle(6 + (i % 4) * 10, 8 + Math.floor(i / 4) * 12, 5).fill(0xe0115f);
    return group(halo(0xe0115f, 90), g);
  },
  kahve: () => {
    const g = new Graphics();
    for (const x of [-14, 6, 24])
      g.moveTo(x, -36)
        .bezierCurveTo(x - 12, -50, x + 12, -58, x, -76)
        .stroke({ width: 4, color: 0xffffff, alpha: 0.55, cap: 'round' });
    g.ellipse(0, 56, 62, 13).fill(0x1c5fb8).stroke({ width: 3, color: GOLD });
    g.circle(46, 4, 18).stroke({ width: 8, color: 0xf2f2f2 });
    g.moveTo(-44, -28)
      .lineTo(44, -28)
      .bezierCurveTo(40, 30, 26, 50, 0, 50)
      .bezierCurveTo(-26, 50, -40, 30, -44, -28)
      .fill(0xf7f7f7);
    g.rect(-42, -14, 84, 10).fill(0x1c5fb8);
    for (let x = -36; x <= 36; x += 12) g.circle(x, 8, 3).fill(0xc8102e);
    g.ellipse(0, -28, 44, 6).fill(0x3b2314).stroke({ width: 2, color: GOLD });
    return group(halo(0x1c5fb8, 90), g);
  },
  kelebek: () => {
    const wing = (flip: number) => {
      const g = new Graphics();
      g.moveTo(0, -4)
        .bezierCurveTo(flip * 30, -80, flip * 92, -70, flip * 80, -18)
        .bezierCurveTo(flip * 70, 8, flip * 30, 6, 0, 0)
        .fill(0xa11cb0)
        .stroke({ width: 3, color: GOLD });
      g.moveTo(0, 4)
        .bezierCurveTo(flip * 40, 8, flip * 76, 28, flip * 56, 62)
        .bezierCurveTo(flip * 36, 80, flip * 12, 40, 0, 8)
        .fill(0xff3d7f)
        .stroke({ width: 3, color: GOLD });
      g.circle(flip * 52, -40, 12).fill(0xffc247);
      g.circle(flip * 52, -40, 5).fill(0x1a0630);
      g.circle(flip * 38, 40, 8).fill(0xffe08a);
      return g;
    };
    const body = new Graphics();
    body.ellipse(0, 4, 7, 40).fill(0x2a0d3a).stroke({ width: 2, color: GOLD });
    body
      .moveTo(-3, -32)
      .bezierCurveTo(-10, -56, -22, -64, -28, -66)
      .stroke({ width: 3, color: 0x2a0d3a, cap: 'round' });
    body
      .moveTo(3, -32)
      .bezierCurveTo(10, -56, 22, -64, 28, -66)
      .stroke({ width: 3, color: 0x2a0d3a, cap: 'round' });
    return group(
      halo(0xffc247, 98, 2),
      wing(-1),
      wing(1),
      body,
      caption('SCATTER', 80, { fill: 0xffffff, stroke: { color: 0x6d1280, width: 7 }, fontSize: 26 }),
    );
  },
};

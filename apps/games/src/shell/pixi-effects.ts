// pixi compiles shaders with `new Function` unless this polyfill is installed first; the site's policy
// has no 'unsafe-eval'. It must be imported before anything else from pixi.js.
import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import type { BurstPower } from './effects.ts';

/*
 * The particle bursts: confetti strips that tumble and fall, sparks that fly out and fade, and a
 * shock ring. All textures are drawn at start (no image is loaded, so pixi's asset workers, which a
 * blob: worker would need, are never used). The ticker runs only while particles are alive.
 */

const COLOURS = [0xffc247, 0xff3d7f, 0xc04bff, 0x34d399, 0xffffff, 0xff9a6b];

type Particle = {
  sprite: Sprite;
  vx: number;
  vy: number;
  spin: number;
  flip: number;
  life: number;
  age: number;
  gravity: number;
  drag: number;
  fade: boolean;
};

type Ring = { graphic: Graphics; age: number; life: number; radius: number; colour: number };

export async function createPixiEffects(layer: HTMLElement) {
  const app = new Application();
  await app.init({
    backgroundAlpha: 0,
    resizeTo: layer,
    antialias: true,
    autoDensity: true,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    preference: 'webgl',
    autoStart: false,
  });
  app.canvas.classList.add('effects__canvas');
  app.canvas.setAttribute('aria-hidden', 'true');
  layer.append(app.canvas);

  const texture = (draw: (g: Graphics) => Graphics): Texture =>
    app.renderer.generateTexture(draw(new Graphics()));
  const confetti = texture((g) => g.roundRect(0, 0, 10, 16, 2).fill(0xffffff));
  const spark = texture((g) =>
    g.circle(8, 8, 8).fill({ color: 0xffffff, alpha: 0.35 }).circle(8, 8, 4).fill(0xffffff),
  );
  const stage = new Container();
  app.stage.addChild(stage);
  const particles: Particle[] = [];
  const rings: Ring[] = [];

  const random = (min: number, max: number) => min + Math.random() * (max - min);

  app.ticker.add((ticker) => {
    const dt = Math.min(ticker.deltaMS, 40) / 1000;
    for (let i = particles.length - 1; i >= 0; i -= 1) {
      const p = particles[i]!;
      p.age += dt;
      p.vx *= 1 - p.drag * dt;
      p.vy = p.vy * (1 - p.drag * dt) + p.gravity * dt;
      p.sprite.x += p.vx * dt;
      p.sprite.y += p.vy * dt;
      p.sprite.rotation += p.spin * dt;
      if (p.flip) p.sprite.scale.y = p.sprite.scale.x * Math.cos(p.age * p.flip);
      const left = 1 - p.age / p.life;
      p.sprite.alpha = p.fade ? Math.max(0, left) : Math.min(1, left * 4);
      if (p.age >= p.life) {
        p.sprite.destroy();
        particles.splice(i, 1);
      }
    }
    for (let i = rings.length - 1; i >= 0; i -= 1) {
      const ring = rings[i]!;
      ring.age += dt;
      const progress = ring.age / ring.life;
      const eased = 1 - (1 - progress) ** 3;
      ring.graphic
        .clear()
        .circle(0, 0, ring.radius * eased)
        .stroke({ width: 6 * (1 - progress) + 1, color: ring.colour, alpha: 1 - progress });
      if (progress >= 1) {
        ring.graphic.destroy();
        rings.splice(i, 1);
      }
    }
    // The application renders after this (its own ticker entry); an empty stage is drawn once more.
    if (particles.length === 0 && rings.length === 0) app.ticker.stop();
  });

  function addRing(x: number, y: number, radius: number, colour: number, life: number) {
    const graphic = new Graphics();
    graphic.position.set(x, y);
    stage.addChild(graphic);
    rings.push({ graphic, age: 0, life, radius, colour });
  }

  function addParticle(x: number, y: number, kind: 'confetti' | 'spark', speed: number) {
    const sprite = new Sprite(kind === 'confetti' ? confetti : spark);
    sprite.anchor.set(0.5);
    sprite.position.set(x, y);
    sprite.tint = COLOURS[Math.floor(Math.random() * COLOURS.length)]!;
    const size = kind === 'confetti' ? random(0.55, 1.05) : random(0.4, 1.1);
    sprite.scale.set(size);
    if (kind === 'spark') sprite.blendMode = 'add';
    const angle = kind === 'confetti' ? random(-Math.PI * 0.92, -Math.PI * 0.08) : random(0, Math.PI * 2);
    const velocity = random(0.35, 1) * speed;
    stage.addChild(sprite);
    particles.push({
      sprite,
      vx: Math.cos(angle) * velocity,
      vy: Math.sin(angle) * velocity,
      spin: random(-8, 8),
      flip: kind === 'confetti' ? random(6, 14) : 0,
      life: kind === 'confetti' ? random(1.3, 2.2) : random(0.45, 0.9),
      age: 0,
      gravity: kind === 'confetti' ? 900 : 140,
      drag: kind === 'confetti' ? 1.6 : 3,
      fade: kind === 'spark',
    });
  }

  return {
    burst(x: number, y: number, power: BurstPower) {
      const big = power === 'big';
      const scale = Math.min(1.4, Math.max(0.7, layer.clientWidth / 900));
      for (let i = 0; i < (big ? 110 : 42); i += 1) addParticle(x, y, 'confetti', (big ? 1050 : 760) * scale);
      for (let i = 0; i < (big ? 60 : 26); i += 1) addParticle(x, y, 'spark', (big ? 620 : 420) * scale);
      addRing(x, y, (big ? 220 : 130) * scale, 0xffc247, big ? 0.9 : 0.6);
      if (big) addRing(x, y, 320 * scale, 0xff3d7f, 1.2);
      if (!app.ticker.started) app.ticker.start();
    },
  };
}

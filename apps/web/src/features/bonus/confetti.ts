import { CELEBRATION_CONFETTI_PARTICLES } from '@lale/contracts';
import confetti from 'canvas-confetti';

/*
 * Spec §2 celebration confetti (150 particles). Our own canvas without a worker: the default cannon
 * starts a blob: worker, which the strict CSP refuses.
 */
let fire: confetti.CreateTypes | null = null;

export function fireConfetti(): void {
  if (!fire) {
    const canvas = document.createElement('canvas');
    canvas.className = 'confetti-canvas';
    document.body.appendChild(canvas);
    fire = confetti.create(canvas, { resize: true, useWorker: false });
  }
  void fire({ particleCount: CELEBRATION_CONFETTI_PARTICLES, spread: 80, origin: { y: 0.6 } });
}

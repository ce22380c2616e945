import { useEffect, useRef, useState } from 'react';
import { createFlakes, drawFlakes, stepFlakes } from './flakes.ts';
import styles from './Snowfall.module.css';

/*
 * The snowfall effect (spec §1): a canvas over the page that lets every pointer through, drawn once per
 * animation frame. Any click anywhere stops it for the rest of the page's life. A lazy chunk, loaded
 * only when the site option switches it on and the visitor has not asked for reduced motion.
 */

/** Canvas pixels per CSS pixel: sharp on dense screens, but never more than twice the work. */
const MAX_PIXEL_RATIO = 2;

export default function Snowfall() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    if (stopped) return;
    const stop = () => setStopped(true);
    // Capture phase: a click that a dialog or link swallows still counts.
    document.addEventListener('click', stop, { capture: true });
    return () => document.removeEventListener('click', stop, { capture: true });
  }, [stopped]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (stopped || !canvas || !context) return;

    let width = 0;
    let height = 0;
    const fit = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    fit();
    const flakes = createFlakes(width, height);
    let last = performance.now();
    let frame = window.requestAnimationFrame(function tick(now) {
      stepFlakes(flakes, now - last, width, height);
      last = now;
      drawFlakes(context, flakes, width, height);
      frame = window.requestAnimationFrame(tick);
    });
    window.addEventListener('resize', fit);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('resize', fit);
    };
  }, [stopped]);

  if (stopped) return null;
  return <canvas ref={canvasRef} className={styles.snow} aria-hidden="true" />;
}

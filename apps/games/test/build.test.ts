import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeWav, SAMPLE_RATE, synthesise } from '../build/sounds.ts';
import { SOUND_NAMES } from '../src/shell/sound-names.ts';
import { gamePages } from '../vite.config.ts';

describe('the games build', () => {
  it('finds every game page by its folder, and nothing else', () => {
    const pages = gamePages(path.resolve(import.meta.dirname, '..'));
    expect(pages['lale-dice']).toBe(path.resolve(import.meta.dirname, '../lale-dice/index.html'));
    for (const name of ['src', 'test', 'build', 'tools', 'dist']) expect(pages[name]).toBeUndefined();
  });

  it('synthesises each sound as a short, loud-enough, unclipped 16-bit mono WAV', () => {
    for (const name of SOUND_NAMES) {
      const samples = synthesise(name);
      const seconds = samples.length / SAMPLE_RATE;
      expect(seconds, name).toBeGreaterThan(0.02);
      expect(seconds, name).toBeLessThan(2);
      const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
      expect(peak, name).toBeCloseTo(0.85, 5);

      const wav = encodeWav(samples);
      const view = new DataView(wav.buffer);
      const text = (offset: number) => String.fromCharCode(...wav.slice(offset, offset + 4));
      expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
      expect(view.getUint32(4, true)).toBe(wav.length - 8);
      expect(view.getUint16(22, true)).toBe(1); // mono
      expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
      expect(view.getUint16(34, true)).toBe(16);
      expect(view.getUint32(40, true)).toBe(samples.length * 2);
    }
  });

  it('gives the same bytes on every build (hashed names change only with a recipe)', () => {
    expect(encodeWav(synthesise('roll'))).toEqual(encodeWav(synthesise('roll')));
    expect(encodeWav(synthesise('win'))).not.toEqual(encodeWav(synthesise('lose')));
  });
});

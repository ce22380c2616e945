import type { SoundName } from '../src/shell/sound-names.ts';

/*
 * The games' sound effects, synthesised at build time (the machines that build and serve Lale have no
 * internet, and no sound files are checked in). Each sound is a short mix of enveloped oscillators and
 * seeded noise, written as a 16-bit mono WAV. Everything is deterministic: the same build gives the
 * same bytes, so the hashed asset names only change when a recipe does.
 */

export const SAMPLE_RATE = 22_050;

type Wave = 'sine' | 'triangle' | 'square';

type Note = {
  at: number;
  freq: number;
  duration: number;
  wave?: Wave;
  gain?: number;
  /** Frequency at the note's end (a glide), defaults to `freq`. */
  toFreq?: number;
  attack?: number;
  /** How fast the note fades: higher is shorter (e-folds per second). */
  decay?: number;
  vibrato?: number;
};

type Noise = { at: number; duration: number; gain: number; decay: number; smoothing: number };

type Recipe = { duration: number; notes: Note[]; noise?: Noise[] };

function oscillator(wave: Wave, phase: number): number {
  const cycle = phase - Math.floor(phase);
  if (wave === 'sine') return Math.sin(2 * Math.PI * cycle);
  if (wave === 'triangle') return 1 - 4 * Math.abs(cycle - 0.5);
  // A softened square: fewer harsh harmonics than a hard one.
  return Math.tanh(4 * Math.sin(2 * Math.PI * cycle)) * 0.8;
}

/** A small LCG: the noise is the same on every build. */
function seededNoise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 0x8000_0000 - 1;
  };
}

function addNote(out: Float32Array, note: Note): void {
  const start = Math.floor(note.at * SAMPLE_RATE);
  const length = Math.floor(note.duration * SAMPLE_RATE);
  const attack = note.attack ?? 0.004;
  const decay = note.decay ?? 8;
  const gain = note.gain ?? 0.5;
  let phase = 0;
  for (let i = 0; i < length && start + i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const progress = i / length;
    const glide = note.toFreq === undefined ? note.freq : note.freq + (note.toFreq - note.freq) * progress;
    const vibrato = note.vibrato ? 1 + note.vibrato * Math.sin(2 * Math.PI * 6 * t) : 1;
    phase += (glide * vibrato) / SAMPLE_RATE;
    // Attack ramp, exponential fade, and a short release so no note ends in a click.
    const envelope =
      Math.min(1, t / attack) * Math.exp(-decay * t) * Math.min(1, (length - i) / (0.006 * SAMPLE_RATE));
    out[start + i]! += oscillator(note.wave ?? 'sine', phase) * envelope * gain;
  }
}

function addNoise(out: Float32Array, noise: Noise, random: () => number): void {
  const start = Math.floor(noise.at * SAMPLE_RATE);
  const length = Math.floor(noise.duration * SAMPLE_RATE);
  let smoothed = 0;
  for (let i = 0; i < length && start + i < out.length; i += 1) {
    // A one-pole low-pass: higher smoothing is a duller, softer noise.
    smoothed += (random() - smoothed) * (1 - noise.smoothing);
    const t = i / SAMPLE_RATE;
    out[start + i]! += smoothed * noise.gain * Math.exp(-noise.decay * t) * Math.min(1, (length - i) / 60);
  }
}

const arpeggio = (freqs: number[], step: number, note: Omit<Note, 'at' | 'freq'>): Note[] =>
  freqs.map((freq, index) => ({ ...note, at: index * step, freq }));

const RECIPES: Record<SoundName, Recipe> = {
  click: {
    duration: 0.05,
    notes: [{ at: 0, freq: 1_900, toFreq: 900, duration: 0.045, wave: 'triangle', decay: 70, gain: 0.55 }],
    noise: [{ at: 0, duration: 0.012, gain: 0.25, decay: 300, smoothing: 0.3 }],
  },
  tick: {
    duration: 0.03,
    notes: [{ at: 0, freq: 2_600, duration: 0.028, wave: 'triangle', decay: 140, gain: 0.35 }],
  },
  roll: {
    duration: 0.5,
    // A rattle slowing down: clicks further and further apart, over a soft swish.
    notes: [0, 0.045, 0.095, 0.15, 0.215, 0.29, 0.375].map((at, index) => ({
      at,
      freq: 1_500 + ((index * 373) % 900),
      duration: 0.035,
      wave: 'triangle' as const,
      decay: 110,
      gain: 0.32,
    })),
    noise: [{ at: 0, duration: 0.45, gain: 0.18, decay: 6, smoothing: 0.85 }],
  },
  win: {
    duration: 0.75,
    notes: [
      ...arpeggio([659.25, 830.61, 987.77], 0.085, { duration: 0.5, wave: 'triangle', decay: 6, gain: 0.4 }),
      ...arpeggio([1_318.5, 1_661.2, 1_975.5], 0.085, { duration: 0.4, wave: 'sine', decay: 9, gain: 0.12 }),
    ],
  },
  bigWin: {
    duration: 1.7,
    notes: [
      ...arpeggio([523.25, 659.25, 783.99, 1_046.5, 1_318.5, 1_568], 0.075, {
        duration: 0.35,
        wave: 'triangle',
        decay: 7,
        gain: 0.34,
      }),
      // The closing chord, held and shimmering.
      ...[1_046.5, 1_318.5, 1_568, 2_093].map((freq) => ({
        at: 0.45,
        freq,
        duration: 1.2,
        wave: 'sine' as const,
        decay: 2.4,
        gain: 0.16,
        vibrato: 0.004,
      })),
    ],
    noise: [{ at: 0.45, duration: 0.9, gain: 0.05, decay: 3, smoothing: 0.1 }],
  },
  lose: {
    duration: 0.45,
    notes: [
      { at: 0, freq: 330, toFreq: 300, duration: 0.2, wave: 'triangle', decay: 9, gain: 0.4 },
      { at: 0.14, freq: 247, toFreq: 220, duration: 0.3, wave: 'triangle', decay: 8, gain: 0.4 },
    ],
  },
  cashout: {
    duration: 0.55,
    notes: [
      { at: 0, freq: 987.77, duration: 0.12, wave: 'square', decay: 18, gain: 0.22 },
      { at: 0.08, freq: 1_318.5, duration: 0.45, wave: 'square', decay: 7, gain: 0.22 },
      { at: 0.08, freq: 2_637, duration: 0.3, wave: 'sine', decay: 10, gain: 0.08 },
    ],
  },
};

/** The sound's samples in [-1, 1], normalised to a fixed peak so every sound plays at a like loudness. */
export function synthesise(name: SoundName): Float32Array {
  const recipe = RECIPES[name];
  const out = new Float32Array(Math.ceil(recipe.duration * SAMPLE_RATE));
  for (const note of recipe.notes) addNote(out, note);
  const random = seededNoise(name.length * 7_919 + 17);
  for (const noise of recipe.noise ?? []) addNoise(out, noise, random);
  let peak = 0;
  for (const sample of out) peak = Math.max(peak, Math.abs(sample));
  const scale = peak > 0 ? 0.85 / peak : 0;
  return out.map((sample) => sample * scale);
}

/** 16-bit PCM mono WAV bytes of the samples. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + index * 2, Math.round(clamped * 32_767), true);
  });
  return bytes;
}

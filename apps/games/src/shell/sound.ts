import { Howl, Howler } from 'howler';
import urls from 'virtual:lale-sounds';
import { SOUND_NAMES, type SoundName } from './sound-names.ts';

/*
 * The games' sounds on howler. The sounds are the build's synthesised WAVs (build/sounds.ts). Howls are
 * created on the player's first gesture, not on load, so the browser never blocks an audio context
 * that started without one. Muting is remembered per browser for every game alike.
 */

const MUTE_KEY = 'lale-games:muted';

export type Sound = {
  play(name: SoundName, options?: { rate?: number; volume?: number }): void;
  readonly muted: boolean;
  setMuted(muted: boolean): void;
  onChange(listener: (muted: boolean) => void): void;
};

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false; // storage refused (private mode, a sandboxed frame): sound on, not remembered
  }
}

function writeMuted(muted: boolean): void {
  try {
    window.localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // not remembered; the toggle still works for this visit
  }
}

export function createSound(): Sound {
  let muted = readMuted();
  let howls: Map<SoundName, Howl> | null = null;
  const listeners: ((muted: boolean) => void)[] = [];
  Howler.mute(muted);

  const unlock = () => {
    if (howls) return;
    howls = new Map();
    for (const name of SOUND_NAMES) {
      const url = urls[name];
      if (url) howls.set(name, new Howl({ src: [url], format: ['wav'], preload: true, volume: 0.6 }));
    }
  };
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, unlock, { once: true, capture: true });
  }

  return {
    play(name, options = {}) {
      if (muted) return;
      const howl = howls?.get(name);
      if (!howl) return;
      const id = howl.play();
      if (options.rate) howl.rate(options.rate, id);
      if (options.volume !== undefined) howl.volume(options.volume, id);
    },
    get muted() {
      return muted;
    },
    setMuted(next) {
      muted = next;
      Howler.mute(next);
      writeMuted(next);
      for (const listener of listeners) listener(next);
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

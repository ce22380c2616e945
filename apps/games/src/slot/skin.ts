import type { slots } from '@lale/originals';
import type { Container } from 'pixi.js';
import type { Localized } from '../shell/index.ts';

/*
 * What makes one slot page its theme: the mathematics (from @lale/originals), the names, and the art —
 * each symbol drawn with pixi Graphics/Text (no image is loaded: the site's CSP refuses pixi's loader
 * workers), and the canvas colours. Page colours and the backdrop are the theme's CSS (src/<code>/).
 */

/** Draws a symbol centred on (0, 0), fitting a `size` × `size` box. */
export type SymbolArt = (size: number) => Container;

export type SlotSkin = {
  code: string;
  theme: slots.Theme;
  title: Localized;
  tagline: Localized;
  /** Art by symbol id: one for each of the theme's symbols. */
  symbols: Readonly<Record<string, SymbolArt>>;
  colours: {
    /** A reel's background, in the base game and during the free spins. */
    reel: number;
    reelFree: number;
    /** The thin rule between reels. */
    divider: number;
    /** Win lines, by line number (repeated past the end). */
    lines: readonly number[];
    /** The glow around a winning cell and a teasing reel. */
    highlight: number;
  };
};

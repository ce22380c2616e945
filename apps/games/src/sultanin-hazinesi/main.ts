import { slots } from '@lale/originals';
import { createSlotPage } from '../slot/page.ts';
import { SULTAN_ART } from './art.ts';
// After the shell and the slot's own styles, so the theme's colours win the cascade.
import './sultanin-hazinesi.css';

/* Sultanın Hazinesi (The Sultan's Treasure), code 'sultanin-hazinesi': the shared slot page with this theme's mathematics, art and colours. */

createSlotPage({
  code: 'sultanin-hazinesi',
  theme: slots.SULTANIN_HAZINESI,
  title: { tr: 'Sultanın Hazinesi', en: "The Sultan's Treasure" },
  tagline: { tr: 'Saray hazinesinin kapıları açık', en: 'The palace treasury stands open' },
  symbols: SULTAN_ART,
  colours: {
    reel: 0x0c1638,
    reelFree: 0x2a0c1e,
    divider: 0x5a7bd6,
    lines: [
      0xffc247, 0xff3d7f, 0x2ee59d, 0x4fc3f7, 0xb388ff, 0xff8a3d, 0xf06292, 0x80deea, 0xdce775, 0xffffff,
    ],
    highlight: 0xf5c542,
  },
});

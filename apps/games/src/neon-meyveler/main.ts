import { slots } from '@lale/originals';
import { createSlotPage } from '../slot/page.ts';
import { NEON_ART } from './art.ts';
// After the shell and the slot's own styles, so the theme's colours win the cascade.
import './neon-meyveler.css';

/* Neon Meyveler (Neon Fruits), code 'neon-meyveler': the shared slot page with this theme's mathematics, art and colours. */

createSlotPage({
  code: 'neon-meyveler',
  theme: slots.NEON_MEYVELER,
  title: { tr: 'Neon Meyveler', en: 'Neon Fruits' },
  tagline: { tr: 'Klasik meyve makinesi, neon ışıkta', en: 'The classic fruit machine in neon light' },
  symbols: NEON_ART,
  colours: {
    reel: 0x14052a,
    reelFree: 0x2a0a3f,
    divider: 0xff2bd6,
    lines: [
      0xffc247, 0xff3d7f, 0x2ee59d, 0x4fc3f7, 0xb388ff, 0xff8a3d, 0xf06292, 0x80deea, 0xdce775, 0xffffff,
    ],
    highlight: 0xffe600,
  },
});

import { slots } from '@lale/originals';
import { createSlotPage } from '../slot/page.ts';
import { LALE_ART } from './art.ts';
// After the shell and the slot's own styles, so the theme's colours win the cascade.
import './lale-bahcesi.css';

/* Lale Bahçesi (Tulip Garden), code 'lale-bahcesi': the shared slot page with this theme's mathematics, art and colours. */

createSlotPage({
  code: 'lale-bahcesi',
  theme: slots.LALE_BAHCESI,
  title: { tr: 'Lale Bahçesi', en: 'Tulip Garden' },
  tagline: { tr: 'İstanbul bahçesinde lale açtı', en: 'A tulip garden in bloom, Istanbul style' },
  symbols: LALE_ART,
  colours: {
    reel: 0x0f2e2b,
    reelFree: 0x123b2a,
    divider: 0x2aa6e0,
    lines: [
      0xffc247, 0xff3d7f, 0x2ee59d, 0x4fc3f7, 0xb388ff, 0xff8a3d, 0xf06292, 0x80deea, 0xdce775, 0xffffff,
    ],
    highlight: 0xffc247,
  },
});

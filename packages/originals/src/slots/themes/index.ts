import type { Theme } from '../theme.ts';
import { LALE_BAHCESI } from './lale-bahcesi.ts';
import { NEON_MEYVELER } from './neon-meyveler.ts';
import { SULTANIN_HAZINESI } from './sultanin-hazinesi.ts';

/** Every slot theme by its id (the id the catalogue and the API use). */
export const SLOT_THEMES: Readonly<Record<string, Theme>> = Object.fromEntries(
  [LALE_BAHCESI, NEON_MEYVELER, SULTANIN_HAZINESI].map((theme) => [theme.id, theme]),
);

export function slotTheme(id: string): Theme | undefined {
  return Object.hasOwn(SLOT_THEMES, id) ? SLOT_THEMES[id] : undefined;
}

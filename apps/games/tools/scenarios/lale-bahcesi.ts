import { slots } from '@lale/originals';
import { slotScenario } from './slots.ts';

/* lale-bahcesi's looks (the shared slot scenario, slots.ts). */
export const scenario = slotScenario(slots.LALE_BAHCESI);

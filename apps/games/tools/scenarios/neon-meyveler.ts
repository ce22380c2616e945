import { slots } from '@lale/originals';
import { slotScenario } from './slots.ts';

/* neon-meyveler's looks (the shared slot scenario, slots.ts). */
export const scenario = slotScenario(slots.NEON_MEYVELER);

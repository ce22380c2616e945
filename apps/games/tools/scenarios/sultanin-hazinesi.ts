import { slots } from '@lale/originals';
import { slotScenario } from './slots.ts';

/* sultanin-hazinesi's looks (the shared slot scenario, slots.ts). */
export const scenario = slotScenario(slots.SULTANIN_HAZINESI);

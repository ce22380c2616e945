import { bonusFindingSources } from '../bonus/index.ts';
import { seedRevealedWhileOpen } from '../originals/index.ts';
import type { FindingSource } from './types.ts';

/*
 * Every source of integrity findings. Adding one is one line here: a module exports its FindingSource
 * (types.ts) through its index.ts, and it is listed below — the admin call and the command read this list.
 */
export const FINDING_SOURCES: readonly FindingSource[] = [seedRevealedWhileOpen, ...bonusFindingSources];

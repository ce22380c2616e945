import { z } from 'zod';
import { LOCALES } from './locales.ts';

/** A locale field in a payload (the constants and helpers are in locales.ts, free of zod). */
export const LocaleSchema = z.enum(LOCALES);

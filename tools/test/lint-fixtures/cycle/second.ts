import { first } from './first.ts';

export const second = (): string => String(first);

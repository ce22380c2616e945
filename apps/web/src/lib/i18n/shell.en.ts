import type { shellTr } from './shell.tr.ts';

/** English texts of the shell namespace; the type keeps the key set identical to Turkish. */
export const shellEn: typeof shellTr = {
  shell: {},
};

import type { contentTr } from './content.tr.ts';

/** English texts of the content namespace; the type keeps the key set identical to Turkish. */
export const contentEn: typeof contentTr = {
  content: {},
};

/*
 * Turkish texts of the content namespace (spread into tr.ts). Kept in its own file so the content code and
 * its texts change together; en counterpart: content.en.ts.
 */
export const contentTr = {
  content: {},
};

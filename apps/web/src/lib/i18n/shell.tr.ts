/*
 * Turkish texts of the shell namespace (spread into tr.ts). Kept in its own file so the shell code and
 * its texts change together; en counterpart: shell.en.ts.
 */
export const shellTr = {
  shell: {},
};

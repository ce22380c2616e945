/*
 * How configuration values are read from the environment, shared by every settings schema
 * (config.ts and the slices it imports), so an empty variable or a comma list means one thing everywhere.
 */

/** An empty (or blank) variable counts as unset, so its default applies. */
export const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A comma-separated list: entries trimmed, empty ones dropped. */
export const commaSeparated = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/*
 * An outcome as stored and shown: JSON has no bigint, so minor-unit amounts travel as decimal strings.
 * The API stores outcomes through this and the verification page recomputes through it, so the two
 * compare equal.
 */
export type JsonSafe<T> = T extends bigint
  ? string
  : T extends readonly (infer U)[]
    ? JsonSafe<U>[]
    : T extends object
      ? { [K in keyof T]: JsonSafe<T[K]> }
      : T;

export function jsonSafe<T>(value: T): JsonSafe<T> {
  if (typeof value === 'bigint') return value.toString() as JsonSafe<T>;
  if (Array.isArray(value)) return value.map(jsonSafe) as JsonSafe<T>;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSafe(v)])) as JsonSafe<T>;
  return value as JsonSafe<T>;
}

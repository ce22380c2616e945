import type { z } from 'zod';

/** Issues of a failed parse as `path → message` pairs ('' for the root); empty when the value is valid. */
export function issues(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

/** The first issue's message on `path`, or undefined when that field is fine. */
export function firstMessageAt(schema: z.ZodType, value: unknown, path = ''): string | undefined {
  return issues(schema, value).find((i) => i.path === path)?.message;
}

/** `count` copies of `char`. */
export const repeat = (count: number, char = 'a') => char.repeat(count);

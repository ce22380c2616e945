import { zodResolver } from '@hookform/resolvers/zod';
import { formatIssue, ISSUE_CODES, type envelope, type IssueCode } from '@lale/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';

/*
 * react-hook-form's zod resolver over a contracts schema, its messages written by the contracts'
 * formatIssue in English: the same sentences the API would answer for the same mistake.
 */
type Issue = Parameters<typeof formatIssue>[0];
/** Any zod schema, named through the contracts so the app takes zod only from there. */
type Schema = Parameters<typeof envelope>[0];

const isIssueCode = (value: unknown): value is IssueCode =>
  typeof value === 'string' && (ISSUE_CODES as readonly string[]).includes(value);

/**
 * Rules that name their own code ('required', 'lettersAndDigits', ...) outrank the error map given to
 * the parse, so their issues arrive as the bare code: word those too, at any depth ('title.en').
 */
function wordCodes(errors: Record<string, unknown>): void {
  for (const error of Object.values(errors)) {
    if (typeof error !== 'object' || error === null) continue;
    // A field's error has a type; anything else is a group of fields ({ en: {...}, tr: {...} }).
    if (!('type' in error)) {
      wordCodes(error as Record<string, unknown>);
      continue;
    }
    const field = error as { message?: unknown };
    if (isIssueCode(field.message)) {
      field.message = formatIssue({ code: 'custom', message: field.message, path: [] } as Issue, 'en');
    }
  }
}

export function contractResolver<T extends FieldValues>(schema: Schema): Resolver<T> {
  // The cast: zodResolver wants the form's exact input type, which a generic schema cannot promise.
  const inner = zodResolver(schema as never, {
    error: (issue: unknown) => formatIssue(issue as Issue, 'en'),
  }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    wordCodes(result.errors as Record<string, unknown>);
    return result;
  };
}

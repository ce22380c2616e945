import { zodResolver } from '@hookform/resolvers/zod';
import { formatIssue, ISSUE_CODES, type envelope, type IssueCode, type Locale } from '@lale/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { i18n } from '../i18n/index.ts';

/*
 * react-hook-form's zod resolver over the contracts' schemas, with every message written by
 * contracts' formatIssue in the current language — the same sentences the API answers with.
 */
type Issue = Parameters<typeof formatIssue>[0];
/** Any zod schema (z.ZodType), named through contracts so the site imports zod only from there. */
export type Schema = Parameters<typeof envelope>[0];

function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'tr';
}

function isIssueCode(value: unknown): value is IssueCode {
  return typeof value === 'string' && (ISSUE_CODES as readonly string[]).includes(value);
}

/** Rules that name their own code ('required', 'mismatch', ...) outrank zod's error map; translate those too. */
function translateCodes(errors: FieldErrors): FieldErrors {
  for (const error of Object.values(errors)) {
    if (error && isIssueCode(error.message)) {
      error.message = formatIssue(
        { code: 'custom', message: error.message, path: [] } as Issue,
        currentLocale(),
      );
    }
  }
  return errors;
}

export function formResolver<T extends FieldValues>(schema: Schema): Resolver<T> {
  // The cast: zodResolver wants the form's exact input type, which a generic schema cannot promise.
  const inner = zodResolver(schema as never, {
    error: (issue: unknown) => formatIssue(issue as Issue, currentLocale()),
  }) as unknown as Resolver<T>;
  return async (values, context, options) => {
    const result = await inner(values, context, options);
    return { ...result, errors: translateCodes(result.errors) } as Awaited<ReturnType<Resolver<T>>>;
  };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { formatIssue, type envelope } from '@lale/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';

/*
 * react-hook-form's zod resolver over a contracts schema, its messages written by the contracts'
 * formatIssue in English: the same sentences the API would answer for the same mistake.
 */
type Issue = Parameters<typeof formatIssue>[0];
/** Any zod schema, named through the contracts so the app takes zod only from there. */
type Schema = Parameters<typeof envelope>[0];

export function contractResolver<T extends FieldValues>(schema: Schema): Resolver<T> {
  // The cast: zodResolver wants the form's exact input type, which a generic schema cannot promise.
  return zodResolver(schema as never, {
    error: (issue: unknown) => formatIssue(issue as Issue, 'en'),
  }) as unknown as Resolver<T>;
}

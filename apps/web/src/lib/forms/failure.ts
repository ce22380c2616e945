import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { i18n } from '../i18n/index.ts';
import { isApiError } from '../api/index.ts';
import { notify } from '../notify.ts';

/*
 * Spec §8: a failed call shows the server's message as an error toast and the user stays where they
 * are. A 400 also carries `data.errors` ({ field: message }); those go under their inputs.
 */
type SetFieldError = (field: string, message: string) => void;

function fieldErrorsOf(data: unknown): Record<string, string> {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The sentence to show for any failure: the server's own, else a generic one in the current language. */
export function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.message) return error.message;
    if (error.kind === 'network') return i18n.t('errors.network');
  }
  return i18n.t('errors.unexpected');
}

/**
 * Reports a failed submit. `setFieldError` receives the server's field errors; `fieldMap` renames a
 * payload field to the input that shows it (birthDate is typed in the day box, for instance).
 */
export function reportFailure(
  error: unknown,
  setFieldError?: SetFieldError,
  fieldMap: Record<string, string> = {},
): void {
  if (isApiError(error) && setFieldError) {
    for (const [field, message] of Object.entries(fieldErrorsOf(error.data))) {
      setFieldError(fieldMap[field] ?? field, message);
    }
  }
  notify.error(failureMessage(error));
}

/** Adapts react-hook-form's setError for reportFailure (server field names are strings). */
export function serverErrorsTo<T extends FieldValues>(setError: UseFormSetError<T>): SetFieldError {
  return (field, message) => setError(field as Path<T>, { type: 'server', message });
}
